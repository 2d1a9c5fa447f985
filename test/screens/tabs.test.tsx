// The tab keys are one group of the shell, built from the screen registry: 1–5 and Tab/Shift+Tab from any screen that
// does not take the key, with one rule for the stack (state/routes.ts tabStack): from home a push, between tabs a
// replace, back home a pop — and from a deeper screen, home and the tab.
import { describe, expect, it } from 'vitest';
import { makeKey } from '../../src/components/input/keyPress.js';
import { currentTab, tabFooter, tabTarget } from '../../src/screens/tabs.js';
import { footerText } from '../../src/screens/keymap.js';
import { tabStack, type Route } from '../../src/state/routes.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const HOME: Route = { name: 'sets' };

describe('the tab rule', () => {
  it('home, or home and the tab, whatever was open', () => {
    expect(tabStack([HOME], { name: 'rooms' })).toEqual([HOME, { name: 'rooms' }]);
    expect(tabStack([HOME, { name: 'rooms' }], { name: 'agents' })).toEqual([HOME, { name: 'agents' }]);
    expect(tabStack([HOME, { name: 'rooms' }], HOME)).toEqual([HOME]);
    expect(tabStack([HOME, { name: 'keys', set: 'a' }, { name: 'rollout' }], { name: 'recordings' })).toEqual([
      HOME,
      { name: 'recordings' },
    ]);
  });

  it('where a key leads: by number, Tab and Shift+Tab from the tab the stack is under; nowhere for the tab shown', () => {
    const at = (routes: Route[], input: string, key = makeKey()) => tabTarget(routes, input, key);
    expect(at([HOME], '3')).toBe('recordings');
    expect(at([HOME], '1')).toBeUndefined();
    expect(at([HOME], '\t', makeKey({ tab: true }))).toBe('rooms');
    expect(at([HOME], '', makeKey({ tab: true, shift: true }))).toBe('environments');
    expect(at([HOME, { name: 'agents' }], '\t', makeKey({ tab: true }))).toBe('environments');
    expect(at([HOME, { name: 'environments' }], '\t', makeKey({ tab: true }))).toBe('sets');
    expect(at([HOME], '5')).toBe('environments');
    // Under the key editor the tab is home's: Tab goes to rooms.
    expect(currentTab([HOME, { name: 'keys', set: 'a' }])).toBe('sets');
    expect(at([HOME, { name: 'keys', set: 'a' }], '\t', makeKey({ tab: true }))).toBe('rooms');
    expect(at([HOME], 'x')).toBeUndefined();
  });

  it('a tab’s footer names the others; Tab on the next one; the next stays longest, home after the screen’s keys', () => {
    expect(tabFooter('recordings')).toEqual([
      { text: '1 secrets', rank: 6 },
      { text: '2 rooms', rank: 7 },
      { text: '4/tab agents', rank: 2 },
      { text: '5 environments', rank: 7 },
    ]);
    expect(tabFooter('agents')[3]).toEqual({ text: '5/tab environments', rank: 2 });
    expect(tabFooter('environments')[0]).toEqual({ text: '1/tab secrets', rank: 2 });
    expect(tabFooter('keys')).toEqual([]);
    // At 100 columns the Agents footer keeps its redeploy and logs keys; the home tab's number goes first.
    const agents = footerText('agents', 100, { extra: tabFooter('agents') });
    expect(agents).toContain('R redeploy');
    expect(agents).toContain('l logs');
    expect(agents).toContain('5/tab environments');
    expect(agents).not.toContain('1 secrets');
  });
});

describe('the tab keys in the app', () => {
  const routeNames = (app: Awaited<ReturnType<typeof renderApp>>) => app.store.getState().routes.map((r) => r.name);

  it('Shift+Tab cycles backwards; keys one by one and in one chunk', async () => {
    const app = await renderApp({ secrets: createFakeSecretsApi([{ name: 'alpha', values: { K: 'v' } }]) });
    await waitFor(() => expect(app.frame()).toContain('alpha'));
    await app.press(KEYS.shiftTab);
    await waitFor(() => expect(routeNames(app)).toEqual(['sets', 'environments']));
    await app.press(KEYS.shiftTab);
    await waitFor(() => expect(routeNames(app)).toEqual(['sets', 'agents']));
    await app.press(KEYS.shiftTab);
    await waitFor(() => expect(routeNames(app)).toEqual(['sets', 'recordings']));
    await app.press(KEYS.shiftTab, KEYS.shiftTab);
    await waitFor(() => expect(routeNames(app)).toEqual(['sets']));
    await app.type('24');
    await waitFor(() => expect(routeNames(app)).toEqual(['sets', 'agents']));
    await app.type('1');
    await waitFor(() => expect(routeNames(app)).toEqual(['sets']));
  });

  it('work from a screen that is not a tab (the key editor without a draft) and leave home under the tab', async () => {
    const app = await renderApp({
      secrets: createFakeSecretsApi([{ name: 'alpha', values: { K: 'v' } }]),
      routes: [HOME, { name: 'keys', set: 'alpha' }],
    });
    await waitFor(() => expect(app.frame()).toContain('1 key'));
    await app.press('2');
    await waitFor(() => expect(routeNames(app)).toEqual(['sets', 'rooms']));
    await app.press(KEYS.esc);
    await waitFor(() => expect(routeNames(app)).toEqual(['sets']));
  });

  it('a text field types them: the filter takes 2 and Tab is not a screen switch there', async () => {
    const app = await renderApp({ secrets: createFakeSecretsApi([{ name: 'alpha-2', values: { K: 'v' } }]) });
    await waitFor(() => expect(app.frame()).toContain('alpha-2'));
    await app.press('/');
    await app.type('2');
    expect(app.frame()).toContain('/ 2▌');
    await app.press(KEYS.tab);
    expect(routeNames(app)).toEqual(['sets']);
  });
});

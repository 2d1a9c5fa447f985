import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http/errors.js';
import type { Route } from '../../src/state/routes.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { REAL_TARGET, renderApp, tidy } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

describe('app shell', () => {
  it('shows the emulator header with the hint and a footer', async () => {
    const app = await renderApp();
    expect(app.frame()).toContain('local emulator');
    expect(app.frame()).toContain('set PIPECAT_API_KEY to use the real service');
    expect(app.frame()).toContain('? help');
    expect(app.frame()).toContain('q quit');
    expect(app.frame()).not.toContain('esc back'); // nowhere to go back to from home
  });

  it('shows the real target and room service', async () => {
    const app = await renderApp({ target: REAL_TARGET });
    expect(app.frame()).toContain('secrets: api.pipecat.daily.co · org acme');
    expect(app.frame()).toContain('rooms: api.daily.co');
    expect(app.frame()).not.toContain('emulator');
  });

  it('opens and closes help with ?', async () => {
    const app = await renderApp({ rows: 30 }); // tall enough for the set list's keys and the global ones
    await app.press('?');
    await waitFor(() => expect(app.frame()).toContain('Everywhere'));
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).not.toContain('Everywhere'));
  });

  it('Esc goes back one screen; q quits only when no text field has focus', async () => {
    const secrets = createFakeSecretsApi([{ name: 'alpha', values: { K: 'v' } }]);
    const app = await renderApp({ secrets });
    await waitFor(() => expect(app.frame()).toContain('alpha'));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('1 key'));
    await app.press('a');
    expect(app.store.getState().textInputActive).toBe(true);
    await app.type('q?');
    expect(app.frame()).toContain('q?');
    expect(app.store.getState().helpOpen).toBe(false);
    await app.press(KEYS.esc); // cancels the field, not the screen
    expect(app.store.getState().routes).toHaveLength(2);
    expect(app.store.getState().textInputActive).toBe(false);
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.store.getState().routes).toHaveLength(1));
  });

  it('Ctrl+C quits from anywhere, even while typing (over unsaved work it asks first: leaveUnsaved.test.tsx)', async () => {
    const app = await renderApp();
    await app.press('/');
    await app.type('half');
    expect(app.store.getState().textInputActive).toBe(true);
    await app.press(KEYS.ctrlC);
    // Ink unmounts on exit: nothing re-renders after it, and the store's timers are stopped.
    await waitFor(() => expect(app.store.getState().toast).toBeNull());
    const frames = app.frames.length;
    await app.press('x');
    expect(app.frames.length).toBe(frames);
  });

  it('never draws more lines than the terminal has minus one, on every screen and size', async () => {
    const secrets = createFakeSecretsApi([
      ...Array.from({ length: 40 }, (_, i) => ({
        name: `set-${i}`,
        values: Object.fromEntries(Array.from({ length: 30 }, (_, k) => [`KEY_${k}`, 'v'])),
      })),
      { name: 'pull', type: 'imagePullSecret' as const, status: 'failed' as const, errorMessage: 'x '.repeat(200) },
    ]);
    const routes: Route[][] = [
      [{ name: 'sets' }],
      [{ name: 'sets' }, { name: 'keys', set: 'set-1' }],
      [{ name: 'sets' }, { name: 'newSet' }],
      [{ name: 'sets' }, { name: 'pullSecretDetail', set: 'pull' }],
    ];
    for (const stack of routes) {
      const app = await renderApp({ secrets, routes: stack });
      await waitFor(() => expect(app.frame()).not.toContain('loading'));
      for (const [columns, rows] of [
        [80, 24],
        [60, 16],
        [40, 12],
        [120, 40],
        [30, 8],
      ]) {
        await app.resize(columns, rows);
        for (const extra of ['', '?']) {
          if (extra) await app.press(extra);
          const lines = app.frame().split('\n');
          expect(lines.length, `${stack.at(-1)?.name} ${columns}x${rows} ${extra}`).toBeLessThanOrEqual(rows - 1);
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(columns);
          if (extra) await app.press(KEYS.esc);
        }
      }
      await act(async () => app.unmount()); // its effect cleanups set state: inside act
    }
  });

  it('bad credentials show in the global error area until a list loads', async () => {
    const secrets = createFakeSecretsApi([{ name: 'alpha' }]);
    secrets.failNext('listSecretSets', new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }));
    const app = await renderApp({ secrets, target: REAL_TARGET });
    await waitFor(() => expect(app.frame()).toContain('✖ secrets service: Unauthorized'));
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press('r');
    await waitFor(() => expect(app.frame()).toContain('alpha'));
    expect(app.frame()).not.toContain('secrets service');
  });

  it('strips control sequences from set names, regions and keys before they are drawn', async () => {
    const secrets = createFakeSecretsApi([
      { name: 'evil\u001b[2J\u001b]0;pwned\u0007-name', region: 'us\u001b[31m-west', values: { 'K\u001b[1mEY': 'v' } },
    ]);
    const app = await renderApp({ secrets });
    await waitFor(() => expect(app.frame()).toContain('evil-name'));
    expect(app.frame()).toContain('us-west');
    for (const frame of app.frames) expect(frame).not.toMatch(/[\u001b\u0007]/);
  });
});

describe('image pull secret detail', () => {
  it('shows a failed pull secret with its message and deletes it after the typed name', async () => {
    const secrets = createFakeSecretsApi([
      {
        name: 'ghcr',
        type: 'imagePullSecret',
        status: 'failed',
        errorMessage: 'credentials are not base64 of user:pass',
      },
    ]);
    const app = await renderApp({ secrets, routes: [{ name: 'sets' }, { name: 'pullSecretDetail', set: 'ghcr' }] });
    await waitFor(() => expect(app.frame()).toContain('credentials are not base64 of user:pass'));
    expect(app.frame()).toContain('✖ failed');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press('u');
    expect(app.store.getState().routes.at(-1)).toEqual({ name: 'pullSecretWizard', fix: 'ghcr' });
    await act(async () => app.store.getState().pop()); // the wizard's own keys are part 2's business
    await waitFor(() => expect(app.store.getState().routes.at(-1)?.name).toBe('pullSecretDetail'));
    await app.press('d');
    expect(app.frame()).toContain('Delete image pull secret ghcr?');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.type('ghcr');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.store.getState().routes).toHaveLength(1));
    expect(secrets.sets.has('ghcr')).toBe(false);
    expect(secrets.calls.getSecretSet).toBe(0);
  });
});

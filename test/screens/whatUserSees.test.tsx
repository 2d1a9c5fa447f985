// What a user sees on the set list, help and header: a failed set's message read in full (the list cuts it and
// says where to read it; the key editor and the pull-secret detail wrap it), the home footer's `t` and `R` at
// 100 columns, help with one footer, and the emulator hint giving its header row back once seen.
import { describe, expect, it } from 'vitest';
import { wrappedLineCount } from '../../src/components/wrapCount.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const LONG =
  'Provisioning failed: the secret store refused the write because the value of DATABASE_URL exceeds the ' +
  'maximum size of 4096 bytes allowed per key in this region; split it or shorten it, then save again (ref 7f3a-91)';

const flat = (frame: string) => frame.replace(/\s+/g, ' ');

function secrets() {
  return createFakeSecretsApi([
    { name: 'alpha', status: 'ready', region: 'us-west', values: { K: 'v' } },
    { name: 'broken', status: 'failed', region: 'us-west', errorMessage: LONG, values: { DATABASE_URL: 'x' } },
    { name: 'bad-pull', type: 'imagePullSecret', status: 'failed', region: 'us-west', errorMessage: LONG },
  ]);
}

describe("a failed set's errorMessage", () => {
  it('the list cuts it and says enter shows all of it; the key editor wraps it whole', async () => {
    const app = await renderApp({ secrets: secrets(), columns: 80, rows: 24 });
    await waitFor(() => expect(app.frame()).toContain('broken'));
    await app.type('jj'); // batched, one chunk: alpha → bad-pull → broken
    await waitFor(() => expect(app.frame()).toMatch(/› broken/));
    const bottom = app
      .frame()
      .split('\n')
      .find((l) => l.startsWith('✖ failed broken:'))!;
    expect(bottom).toMatch(/… \(enter: all of it\)$/);
    expect([...bottom].length).toBeLessThanOrEqual(80);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('DATABASE_URL'));
    await waitFor(() => expect(flat(app.frame())).toContain(`✖ failed: ${LONG}`));
    // Every frame stays inside the terminal (rows minus one).
    expect(app.frame().split('\n').length).toBeLessThanOrEqual(23);
  });

  it('an image pull secret: the list points at its details, which wrap the message', async () => {
    const app = await renderApp({ secrets: secrets(), columns: 80, rows: 24 });
    await waitFor(() => expect(app.frame()).toContain('bad-pull'));
    await app.press('j');
    await waitFor(() => expect(app.frame()).toMatch(/› bad-pull/));
    expect(app.frame()).toMatch(/✖ failed bad-pull: .*… \(enter: details\)/);
    await app.press(KEYS.enter);
    await waitFor(() => expect(flat(app.frame())).toContain(LONG.slice(-40)));
  });

  it('wrappedLineCount counts rows as a greedy word wrap does, breaking words longer than the width', () => {
    expect(wrappedLineCount('', 10)).toBe(1);
    expect(wrappedLineCount('aaa bbb ccc', 7)).toBe(2);
    expect(wrappedLineCount('aaa bbb', 7)).toBe(1);
    expect(wrappedLineCount('x'.repeat(25), 10)).toBe(3);
    expect(wrappedLineCount('ab\ncd', 10)).toBe(2);
  });
});

describe('footer, help and header', () => {
  it('the home footer shows t and R at 100 columns (and the essentials at 80)', async () => {
    const wide = await renderApp({ secrets: secrets(), columns: 100, rows: 20 });
    await waitFor(() => expect(wide.frame()).toContain('alpha'));
    const footer = wide.frame().split('\n').at(-1)!;
    expect(footer).toContain('t pull secrets');
    expect(footer).toContain('R region');
    expect(footer).toContain('? help');
    expect([...footer].length).toBeLessThanOrEqual(100);
    const narrow = await renderApp({ secrets: secrets(), columns: 80, rows: 20 });
    await waitFor(() => expect(narrow.frame()).toContain('alpha'));
    expect(narrow.frame().split('\n').at(-1)).toMatch(/^enter open · n new · d delete · \/ filter .*\? help · q quit$/);
  });

  it('help has one footer: its own keys line, not a second one inside the overlay', async () => {
    const app = await renderApp({ secrets: secrets(), columns: 100, rows: 40 });
    await waitFor(() => expect(app.frame()).toContain('alpha'));
    await app.press('?');
    await waitFor(() => expect(app.frame()).toContain('Everywhere'));
    const lines = app.frame().split('\n');
    expect(lines.filter((l) => /\bclose\b/.test(l) && l.includes(' · ')).length).toBe(1);
    expect(lines.at(-1)).toMatch(/close/);
    // The emulator hint the header gives up is in help.
    expect(app.frame()).toContain('Local emulator');
    expect(app.frame()).toContain('set PIPECAT_API_KEY to use the real service');
  });

  it('the emulator hint is on the home screen until the user first leaves it; then every screen has the row', async () => {
    const app = await renderApp({ secrets: secrets(), columns: 100, rows: 20 });
    await waitFor(() => expect(app.frame()).toContain('alpha'));
    expect(app.frame().split('\n')[1]).toBe('set PIPECAT_API_KEY to use the real service');
    const rowsAtHome = app.frame().split('\n').length;
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('values are never shown'));
    expect(app.frame()).not.toContain('set PIPECAT_API_KEY');
    expect(app.frame().split('\n')[1]).not.toBe('');
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('3 sets'));
    expect(app.frame()).not.toContain('set PIPECAT_API_KEY');
    expect(app.frame().split('\n').length).toBe(rowsAtHome);
  });
});

import { describe, expect, it } from 'vitest';
import { KEYS } from '../helpers/keys.js';
import { REAL_TARGET, renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

describe('app shell', () => {
  it('shows the emulator header with the hint and a footer', async () => {
    const app = await renderApp();
    expect(app.frame()).toContain('local emulator');
    expect(app.frame()).toContain('set PIPECAT_API_KEY to use the real service');
    expect(app.frame()).toContain('? help');
    expect(app.frame()).toContain('q quit');
  });

  it('shows the real target and room service', async () => {
    const app = await renderApp({ target: REAL_TARGET });
    expect(app.frame()).toContain('secrets: api.pipecat.daily.co · org acme');
    expect(app.frame()).toContain('rooms: api.daily.co');
  });

  it('opens and closes help with ?', async () => {
    const app = await renderApp();
    await app.press('?');
    await waitFor(() => expect(app.frame()).toContain('Everywhere'));
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).not.toContain('Everywhere'));
  });

  it('never draws more lines than the terminal has, minus one', async () => {
    const app = await renderApp({ columns: 80, rows: 24 });
    await app.press('?');
    expect(app.frame().split('\n').length).toBeLessThanOrEqual(23);
  });
});

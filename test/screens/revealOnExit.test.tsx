// A value revealed with Ctrl+R is masked again in the frame the app leaves on the terminal when it quits.
import { describe, expect, it } from 'vitest';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const SHOWN = 'revealed-value-9r';

async function quitAndLastFrame(app: RenderedApp): Promise<string> {
  const before = app.frames.length;
  // The typed value is unsaved work: the first Ctrl+C asks, the second quits.
  await app.press(KEYS.ctrlC);
  await waitFor(() => expect(app.frame()).toContain('Quit and discard'));
  await app.press(KEYS.ctrlC);
  await waitFor(() => expect(app.frames.length).toBeGreaterThan(before));
  const frames = app.frames.length;
  await app.press('x'); // unmounted: nothing more is drawn
  expect(app.frames.length).toBe(frames);
  return app.frames.at(-1) ?? '';
}

describe('a revealed value is masked in the last frame when the app exits', () => {
  it('key editor value field (Ctrl+R, then Ctrl+C)', async () => {
    const app = await renderApp({
      secrets: createFakeSecretsApi([{ name: 'my-agent', values: { A: 'x' } }]),
      routes: [{ name: 'sets' }, { name: 'keys', set: 'my-agent' }],
    });
    await waitFor(() => expect(app.frame()).toMatch(/\d+ keys?/));
    await app.press('a');
    await app.type('K');
    await app.press(KEYS.enter);
    await app.type(SHOWN);
    await app.press(KEYS.ctrlR);
    expect(app.frame()).toContain(SHOWN);
    const last = await quitAndLastFrame(app);
    expect(last).not.toContain(SHOWN);
    expect(last).toContain('•'.repeat(SHOWN.length));
  });

  it('pull-secret wizard password (Ctrl+R, then Ctrl+C)', async () => {
    const app = await renderApp({
      secrets: createFakeSecretsApi(),
      routes: [{ name: 'sets' }, { name: 'pullSecretWizard' }],
    });
    await waitFor(() => expect(app.frame()).toContain('Step 1/7'));
    await app.type('n1');
    await app.press(KEYS.enter);
    await app.type('https://ghcr.io');
    await app.press(KEYS.enter, KEYS.enter);
    await app.type(SHOWN);
    await app.press(KEYS.ctrlR);
    expect(app.frame()).toContain(SHOWN);
    const last = await quitAndLastFrame(app);
    expect(last).not.toContain(SHOWN);
    expect(last).toContain('Step 4/7');
  });
});

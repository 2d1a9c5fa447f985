// Every way out of a screen with unsaved work — q, Esc, a tab key, Ctrl+C — asks first, naming what would be lost
// (issue 25: q in the key editor dropped staged changes without asking). A second Ctrl+C at the question quits. Keys
// are sent one by one and in one chunk.
import { describe, expect, it } from 'vitest';
import { createFakeSecretsApi, type FakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const STAGED = 'Quit and discard your 1 staged change to alpha (NEW_KEY)?';

function secrets(): FakeSecretsApi {
  return createFakeSecretsApi([{ name: 'alpha', status: 'ready', region: 'us-west', values: { K: 'v' } }]);
}

async function editorWithStagedChange(api = secrets()): Promise<RenderedApp> {
  const app = await renderApp({
    secrets: api,
    routes: [{ name: 'sets' }, { name: 'keys', set: 'alpha' }],
    columns: 100,
  });
  await waitFor(() => expect(app.frame()).toContain('1 key'));
  await app.press('a');
  await app.type('NEW_KEY');
  await app.press(KEYS.enter);
  await app.type('some-value');
  await app.press(KEYS.enter);
  await waitFor(() => expect(app.frame()).toContain('1 staged change'));
  return app;
}

/** The app quit: it drew its last frame and draws nothing more. */
async function expectQuit(app: RenderedApp): Promise<void> {
  await waitFor(() => expect(app.store.getState().toast).toBeNull());
  const frames = app.frames.length;
  await app.press('x');
  expect(app.frames.length).toBe(frames);
}

/** Still running: a key still draws. */
async function expectRunning(app: RenderedApp): Promise<void> {
  const frames = app.frames.length;
  await app.press('?');
  await waitFor(() => expect(app.frames.length).toBeGreaterThan(frames));
  await app.press(KEYS.esc);
}

const routeNames = (app: RenderedApp) => app.store.getState().routes.map((r) => r.name);

describe('leaving unsaved work asks first', () => {
  it('q in the key editor asks, naming the staged change; n keeps it, y quits', async () => {
    const app = await editorWithStagedChange();
    await app.press('q');
    await waitFor(() => expect(app.frame()).toContain(STAGED));
    expect(app.frame()).toContain('Nothing of it has been sent to the service');
    await app.press('n');
    await waitFor(() => expect(app.frame()).toMatch(/NEW_KEY\s+\+ add \(staged\)/));
    expect(routeNames(app)).toEqual(['sets', 'keys']);
    await app.press('q');
    await waitFor(() => expect(app.frame()).toContain(STAGED));
    await app.press('y');
    await expectQuit(app);
  });

  it('q then y in one chunk quits; q then n in one chunk keeps the change', async () => {
    const kept = await editorWithStagedChange();
    await kept.type('qn');
    await waitFor(() => expect(kept.frame()).toMatch(/NEW_KEY\s+\+ add \(staged\)/));
    await expectRunning(kept);
    const gone = await editorWithStagedChange();
    await gone.type('qy');
    await expectQuit(gone);
  });

  it('Ctrl+C asks; a second Ctrl+C at the question quits', async () => {
    const app = await editorWithStagedChange();
    await app.press(KEYS.ctrlC);
    await waitFor(() => expect(app.frame()).toContain(STAGED));
    expect(app.frame()).toContain('n goes back to it; Ctrl+C quits anyway.');
    await app.press(KEYS.ctrlC);
    await expectQuit(app);
  });

  it('Ctrl+C, n in one chunk keeps the work', async () => {
    const app = await editorWithStagedChange();
    await app.type(`${KEYS.ctrlC}n`);
    await waitFor(() => expect(app.frame()).toMatch(/NEW_KEY\s+\+ add \(staged\)/));
    await expectRunning(app);
  });

  it('a tab key asks, naming where it goes; y goes there and drops the change, n stays', async () => {
    const app = await editorWithStagedChange();
    await app.press('2');
    await waitFor(() =>
      expect(app.frame()).toContain('Switch to rooms and discard your 1 staged change to alpha (NEW_KEY)?'),
    );
    await app.press('n');
    await waitFor(() => expect(app.frame()).toContain('1 staged change'));
    expect(routeNames(app)).toEqual(['sets', 'keys']);
    await app.press(KEYS.tab);
    await waitFor(() => expect(app.frame()).toContain('Switch to rooms and discard'));
    await app.press('y');
    await waitFor(() => expect(routeNames(app)).toEqual(['sets', 'rooms']));
    expect(app.store.getState().heldDraft).toBeNull();
  });

  it('a tab key and the answer in one chunk (4y) switch; (1n) stays', async () => {
    const stays = await editorWithStagedChange();
    await stays.type('1n');
    await waitFor(() => expect(stays.frame()).toContain('1 staged change'));
    expect(routeNames(stays)).toEqual(['sets', 'keys']);
    const goes = await editorWithStagedChange();
    await goes.type('4y');
    await waitFor(() => expect(routeNames(goes)).toEqual(['sets', 'agents']));
  });

  it('Esc asks too (the key editor’s own question), one by one and in one chunk', async () => {
    const app = await editorWithStagedChange();
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('Discard 1 staged change to alpha?'));
    await app.press('n');
    expect(routeNames(app)).toEqual(['sets', 'keys']);
    await app.type(`${KEYS.esc}y`);
    await waitFor(() => expect(routeNames(app)).toEqual(['sets']));
  });

  it('a key typed in the add form but not staged yet counts too', async () => {
    const app = await renderApp({ secrets: secrets(), routes: [{ name: 'sets' }, { name: 'keys', set: 'alpha' }] });
    await waitFor(() => expect(app.frame()).toContain('1 key'));
    await app.press('a');
    await app.type('HALF');
    await app.press(KEYS.ctrlC);
    await waitFor(() => expect(app.frame()).toContain('Quit and discard your new key for alpha (typed, not staged)?'));
    await app.press('n');
    await waitFor(() => expect(app.frame()).toContain('HALF'));
    await app.press(KEYS.ctrlC, KEYS.ctrlC);
    await expectQuit(app);
  });

  it('a new set’s form and the wizard’s answers: Ctrl+C asks', async () => {
    const app = await renderApp({ secrets: secrets() });
    await app.press('n');
    await app.type('half');
    await app.press(KEYS.ctrlC);
    await waitFor(() => expect(app.frame()).toContain("Quit and discard your new set 'half' (not created)?"));
    await app.press('y');
    await expectQuit(app);

    const wizard = await renderApp({ secrets: secrets(), routes: [{ name: 'sets' }, { name: 'pullSecretWizard' }] });
    await waitFor(() => expect(wizard.frame()).toContain('Step 1/7'));
    await wizard.type('ghcr-pull');
    await wizard.press(KEYS.ctrlC);
    await waitFor(() =>
      expect(wizard.frame()).toContain("Quit and discard your image pull secret 'ghcr-pull' (not sent)?"),
    );
    await wizard.press('n');
    await waitFor(() => expect(wizard.frame()).toContain('ghcr-pull'));
    await wizard.press(KEYS.ctrlC, 'y');
    await expectQuit(wizard);
  });

  it('without unsaved work nothing is asked: q and Ctrl+C quit, a tab key switches', async () => {
    const q = await renderApp({ secrets: secrets(), routes: [{ name: 'sets' }, { name: 'keys', set: 'alpha' }] });
    await waitFor(() => expect(q.frame()).toContain('1 key'));
    await q.press('3');
    await waitFor(() => expect(routeNames(q)).toEqual(['sets', 'recordings']));
    await q.press('q');
    await expectQuit(q);
    const c = await renderApp({ secrets: secrets() });
    await c.press('n', KEYS.ctrlC);
    await expectQuit(c);
  });
});

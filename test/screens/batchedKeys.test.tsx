// Several keys in ONE stdin chunk (SSH, key repeat, paste): every key counts, in order, and goes to whoever
// has focus at that point — even when an earlier key of the same chunk moved the focus.
import { describe, expect, it } from 'vitest';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { createFakeRoomsApi, fakeRoom } from './rooms.fixtures.js';

const CANARY = 'CANARY-batched-9d2e';

function fiveSets() {
  return createFakeSecretsApi(
    ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => ({ name, status: 'ready' as const, values: { K: 'v' } })),
  );
}

async function listed(secrets = fiveSets()): Promise<RenderedApp> {
  const app = await renderApp({ secrets });
  await waitFor(() => expect(app.frame()).toContain('updated'));
  return app;
}

const selected = (app: RenderedApp) => app.store.getState().view.selectedName;

describe('batched keys', () => {
  it('set list: jjj moves three rows, two ↓ in one write move two, k↑ move back', async () => {
    const app = await listed();
    await app.type('jjj');
    expect(selected(app)).toBe('a4');
    await app.type(KEYS.up + KEYS.up);
    expect(selected(app)).toBe('a2');
    await app.type(KEYS.down + KEYS.down);
    expect(selected(app)).toBe('a4');
    await app.type('kk' + KEYS.up);
    expect(selected(app)).toBe('a1');
  });

  it('set list: d and the typed name and Enter in one chunk delete the set (the dialog gets the keys after d)', async () => {
    const secrets = fiveSets();
    const app = await listed(secrets);
    await app.type('jd' + 'a2\r');
    await waitFor(() => expect(secrets.calls.deleteSecretSet).toBe(1));
    expect(secrets.sets.has('a2')).toBe(false);
  });

  it('filter: / and a name and Enter in one chunk keep the filter; three Backspaces delete three characters', async () => {
    const app = await listed();
    await app.type('/a33\x7f\x7f');
    expect(app.store.getState().view.filter).toBe('a');
    await app.type('4\r');
    expect(app.store.getState().view.filter).toBe('a4');
    await waitFor(() => expect(app.frame()).not.toContain('filter: a4▌'));
    expect(app.frame()).not.toContain('a1');
  });

  it('key editor: three Backspaces in one chunk delete three masked characters; what is staged is what is shown', async () => {
    const secrets = fiveSets();
    const app = await renderApp({ secrets, routes: [{ name: 'sets' }, { name: 'keys', set: 'a1' }] });
    await waitFor(() => expect(app.frame()).toMatch(/1 key/));
    await app.type('aNEW\r' + CANARY + '_j\x7f\x7f\x7f');
    expect(app.frame()).toContain('•'.repeat(CANARY.length - 1));
    expect(app.frame()).not.toContain('•'.repeat(CANARY.length));
    await app.type('9\rs');
    await waitFor(() => expect(secrets.calls.putSecrets).toBe(1));
    expect(secrets.sets.get('a1')?.values.NEW).toBe(CANARY.slice(0, -1) + '9');
  });

  it('new set: name⏎ typed fast moves to the next field', async () => {
    const app = await listed();
    await app.type('n');
    await waitFor(() => expect(app.frame()).toContain('(org default)'));
    await app.type('fast-set\r');
    expect(app.frame()).toContain('› region');
    expect(app.frame()).toContain('fast-set');
  });

  it('wizard: a name with a Backspace and Enter in one chunk: the name is fixed and the step moves on', async () => {
    const app = await listed();
    await app.type('i');
    await waitFor(() => expect(app.frame()).toContain('Step 1'));
    await app.type('pulls\x7fx\r');
    await waitFor(() => expect(app.frame()).toContain('Step 2'));
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('Step 1'));
    expect(app.frame()).toContain('pullx');
  });

  it('rooms: jjj moves three rows; two ↓ in one write move two', async () => {
    const rooms = createFakeRoomsApi(['r1', 'r2', 'r3', 'r4', 'r5'].map((n, i) => fakeRoom(n, i + 1)));
    const app = await renderApp({ getRooms: async () => rooms });
    await app.press('2');
    await waitFor(() => expect(app.frame()).toMatch(/5 rooms · page/));
    await app.type('jjj');
    expect(app.frame()).toMatch(/› r4/);
    await app.type(KEYS.up + KEYS.up);
    expect(app.frame()).toMatch(/› r2/);
  });

  it('rooms: n, a name and Enter in one chunk create the room (the form engine gets the keys after n)', async () => {
    const rooms = createFakeRoomsApi([fakeRoom('r1', 1)]);
    const app = await renderApp({ getRooms: async () => rooms });
    await app.press('2');
    await waitFor(() => expect(app.frame()).toMatch(/1 room · page|1 rooms · page/));
    await app.type('nfast-room\r');
    await waitFor(() => expect(app.frame()).toContain('Room fast-room created'));
  });

  it('rooms: keys typed while an action runs wait for it, then apply in order (s and 3 in one chunk)', async () => {
    const rooms = createFakeRoomsApi([fakeRoom('video', 1, { enable_recording: 'cloud' })]);
    let release: (() => void) | undefined;
    const start = rooms.startRecording.bind(rooms);
    rooms.startRecording = async (room, options) => {
      await new Promise<void>((r) => (release = r)); // the service answers when the test says so
      return start(room, options);
    };
    const app = await renderApp({ getRooms: async () => rooms, columns: 100 });
    await app.press('2');
    await waitFor(() => expect(app.frame()).toMatch(/1 room · page/));
    await app.type('\rs3'); // open the room, record (the service is slow), then its recordings
    await waitFor(() => expect(release).toBeDefined());
    expect(app.store.getState().routes.at(-1)?.name).toBe('rooms'); // 3 waits for the start
    expect(app.frame()).toContain('Room video');
    release!();
    await waitFor(() => expect(app.store.getState().routes.at(-1)).toEqual({ name: 'recordings', room: 'video' }));
    await waitFor(() => expect(app.frame()).toMatch(/› rec-0001\s+video\s+.*in-progress/));
    expect(rooms.calls.filter((c) => c.startsWith('start'))).toEqual(['start video cloud']);
  });

  it('rooms: Ctrl+C does not wait for a running action', async () => {
    const rooms = createFakeRoomsApi([fakeRoom('video', 1, { enable_recording: 'cloud' })]);
    let started = false;
    rooms.startRecording = () => {
      started = true;
      return new Promise(() => {}); // never answers
    };
    const app = await renderApp({ getRooms: async () => rooms, columns: 100 });
    await app.press('2');
    await waitFor(() => expect(app.frame()).toMatch(/1 room · page/));
    await app.type('\rs');
    await waitFor(() => expect(started).toBe(true));
    let quitting = false;
    const dispose = app.store.getState().dispose;
    app.store.setState({ dispose: () => ((quitting = true), dispose()) }); // what quitting calls first
    await app.type(`jk${KEYS.ctrlC}`); // j and k wait behind the action; Ctrl+C quits at once
    await waitFor(() => expect(quitting).toBe(true));
  });

  it('a form field edits at the cursor within one chunk: ← and Home move it, the text lands there', async () => {
    const secrets = fiveSets();
    const app = await renderApp({ secrets, routes: [{ name: 'sets' }, { name: 'keys', set: 'a1' }] });
    await waitFor(() => expect(app.frame()).toMatch(/1 key/));
    await app.type('aAC' + KEYS.left + 'B' + KEYS.home + 'X\x7f_' + KEYS.end + 'D\t' + CANARY + '\rs');
    await waitFor(() => expect(secrets.calls.putSecrets).toBe(1));
    expect(secrets.sets.get('a1')?.values).toMatchObject({ _ABCD: CANARY });
  });

  it('pull secret detail: d, the name and Enter in one chunk delete it', async () => {
    const secrets = createFakeSecretsApi([{ name: 'ghcr', type: 'imagePullSecret', status: 'ready' }]);
    const app = await renderApp({ secrets, routes: [{ name: 'sets' }, { name: 'pullSecretDetail', set: 'ghcr' }] });
    await waitFor(() => expect(app.frame()).toContain('ghcr'));
    await app.type('dghcr\r');
    await waitFor(() => expect(app.store.getState().routes).toHaveLength(1));
    expect(secrets.sets.has('ghcr')).toBe(false);
  });

  it('help: ?? in one chunk opens and closes it; q? closes and opens it again (q does not quit under help)', async () => {
    const app = await listed();
    await app.type('??');
    expect(app.frame()).not.toContain('— keys');
    await app.type('?q?');
    expect(app.frame()).toContain('— keys');
  });

  it('Esc and 2 in one chunk (what Ink reads as Alt+2) leave the key editor, then open rooms', async () => {
    const app = await renderApp({ secrets: fiveSets(), getRooms: async () => createFakeRoomsApi([fakeRoom('r1', 1)]) });
    await waitFor(() => expect(app.frame()).toContain('updated'));
    await app.type('\r');
    await waitFor(() => expect(app.frame()).toContain('values are never shown'));
    await app.type('\x1b2');
    await waitFor(() => expect(app.frame()).toMatch(/1 rooms? · page/));
  });

  it('a bracketed paste into a one-line field: several lines are refused whole; one line is typed and its final line break submits once', async () => {
    const app = await listed();
    await app.type('n');
    await waitFor(() => expect(app.frame()).toContain('(org default)'));
    await app.type('\x1b[200~pasted-\r\nname\r\x1b[201~');
    expect(app.frame()).toContain('paste refused: one-line field, the paste has 2 lines — nothing changed');
    expect(app.frame()).not.toContain('pasted');
    expect(app.frame()).toContain('› name');
    await app.type('\x1b[200~pasted-name\r\x1b[201~');
    expect(app.frame()).toContain('pasted-name');
    expect(app.frame()).toContain('› region');
  });
});

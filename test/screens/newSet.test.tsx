import { describe, expect, it } from 'vitest';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderScreen, tidy } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const CANARY = 'CANARY-new-set-value-3e1f';

async function openForm(secrets = createFakeSecretsApi([{ name: 'taken' }])) {
  const app = await renderScreen({ name: 'newSet' }, { secrets });
  void app.store.getState().refreshSets(); // the set list loads them on the way here
  await waitFor(() => expect(app.store.getState().sets).not.toBeNull());
  await waitFor(() => expect(app.frame()).toContain('(org default)'));
  return { app, secrets };
}

describe('new set', () => {
  it('checks the name as you type and preselects the org default region', async () => {
    const { app } = await openForm();
    expect(app.frame()).toContain('‹ us-west ›  US West (Oregon) (org default)');
    await app.type('bad_name');
    expect(app.frame()).toContain('only letters, numbers and hyphens');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press(KEYS.ctrlU);
    await app.type('taken');
    expect(app.frame()).toContain('taken exists already');
    await app.press(KEYS.ctrlU);
    await app.type('-x');
    expect(app.frame()).toContain('must start and end with a letter or number');
  });

  it('moves between fields with the arrow keys as well as tab', async () => {
    const { app } = await openForm();
    await app.type('arrow-set');
    await app.press(KEYS.down);
    expect(app.frame()).toContain('› region');
    await app.press(KEYS.down);
    expect(app.frame()).toContain('› key');
    await app.press(KEYS.up);
    expect(app.frame()).toContain('› region');
  });

  it('creates the set with its first keys in ONE PUT in the chosen region, then follows it in the editor', async () => {
    const { app, secrets } = await openForm();
    await app.type('fresh-set');
    await app.press(KEYS.enter); // → region
    await app.press(KEYS.right); // us-east
    expect(app.frame()).toContain('‹ us-east ›');
    await app.press(KEYS.enter); // → key
    await app.type('API_KEY');
    await app.press(KEYS.enter);
    await app.type(CANARY);
    expect(app.frame()).toContain('•'.repeat(CANARY.length));
    await app.press(KEYS.enter); // added; back to key
    await app.type('SECOND');
    await app.press(KEYS.tab);
    await app.type(CANARY);
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('keys (2): API_KEY, SECOND');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press(KEYS.enter); // empty key → create button
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.store.getState().routes.at(-1)).toEqual({ name: 'keys', set: 'fresh-set' }));
    expect(secrets.calls.putSecrets).toBe(1);
    const stored = secrets.sets.get('fresh-set');
    expect(stored?.region).toBe('us-east');
    expect(stored?.values).toEqual({ API_KEY: CANARY, SECOND: CANARY });
    await waitFor(() => expect(app.frame()).toContain('fresh-set · us-east  ◌ pending'));
    expect(app.frame()).toContain('created fresh-set — provisioning');
    for (const frame of app.frames) expect(frame).not.toContain(CANARY);
    expect(JSON.stringify(app.store.getState())).not.toContain(CANARY);
  });

  it('refuses to create without keys, and keeps the form when the service says no', async () => {
    const { app, secrets } = await openForm();
    await app.type('fresh-set');
    await app.press(KEYS.tab, KEYS.tab, KEYS.tab, KEYS.tab); // → create
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('add at least one key');
    expect(secrets.calls.putSecrets).toBe(0);
    await app.type('K');
    await app.press(KEYS.enter);
    await app.type(CANARY);
    secrets.failNext('putSecrets');
    await app.press(KEYS.enter); // adds K; focus back on key
    expect(app.frame()).not.toContain('add at least one key');
    await app.press(KEYS.enter); // empty key → the create button
    await app.press(KEYS.enter);
    // A 500 may hide a write that went through: the app re-reads, and the set is not there.
    await waitFor(() =>
      expect(app.frame().replace(/\s+/g, ' ')).toContain(
        "Create secret set 'fresh-set': not applied — Internal server error",
      ),
    );
    expect(app.frame()).toContain('keys (1): K');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press(KEYS.enter); // retry from the create button
    await waitFor(() => expect(secrets.sets.get('fresh-set')?.values).toEqual({ K: CANARY }));
    for (const frame of app.frames) expect(frame).not.toContain(CANARY);
  });

  it('a whole form typed in one chunk each: name⏎, key Tab value ⏎⏎⏎ creates the set with that one key', async () => {
    const { app, secrets } = await openForm();
    await app.type('batch-set\r');
    expect(app.frame()).toContain('› region');
    await app.type('\rK\t' + CANARY + '\r\r\r');
    await waitFor(() => expect(app.store.getState().routes.at(-1)).toEqual({ name: 'keys', set: 'batch-set' }));
    expect(secrets.sets.get('batch-set')?.values).toEqual({ K: CANARY });
    expect(secrets.calls.putSecrets).toBe(1);
    for (const frame of app.frames) expect(frame).not.toContain(CANARY);
  });

  it('Esc asks before discarding typed input, and leaves at once when nothing was typed', async () => {
    const { app } = await openForm();
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.store.getState().routes).toHaveLength(1));
    await app.press('n');
    await app.type('half-done');
    await app.press(KEYS.esc);
    expect(app.frame()).toContain('Discard the new set?');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press('n');
    expect(app.frame()).toContain('half-done');
    await app.press(KEYS.esc, 'y');
    await waitFor(() => expect(app.store.getState().routes).toHaveLength(1));
  });
});

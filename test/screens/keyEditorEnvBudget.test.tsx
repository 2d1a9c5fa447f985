// The key editor's `l` on a `.env` whose `${…}` references would expand to gigabytes: the preview refuses the file
// naming the line (it used to kill the app, and the staged edits with it), and the staged edits are still there.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderScreen } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const STAGED = 'CANARY-staged-before-load';
const SEED = 'CANARY-seed-of-the-bomb';

describe('key editor: l on a .env that would expand without bound', () => {
  it('refuses the file naming the line, and the staged edit survives to be saved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-kv-'));
    const file = join(dir, 'bomb.env');
    const lines = [`K0=${SEED}`];
    for (let i = 1; i <= 25; i++) lines.push(`K${i}=\${K${i - 1}}\${K${i - 1}}\${K${i - 1}}`);
    writeFileSync(file, `${lines.join('\n')}\n`.slice(0, 392));
    const secrets = createFakeSecretsApi([{ name: 'my-agent', status: 'ready', values: { API_KEY: 'x' } }]);
    const app = await renderScreen({ name: 'keys', set: 'my-agent' }, { secrets });
    await waitFor(() => expect(app.frame()).toMatch(/\d+ keys?/));
    await app.press('a');
    await app.type('NEW_KEY');
    await app.press(KEYS.enter);
    await app.type(STAGED);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('1 staged change'));

    await app.press('l');
    await app.type(file);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('nothing can be loaded'));
    expect(app.frame()).toContain('line 11 (K10): with ${…} expanded, the values would add up to more than 1 MiB');
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('1 staged change'));
    await app.press('s');
    await waitFor(() => expect(secrets.calls.putSecrets).toBe(1));
    expect(secrets.sets.get('my-agent')?.values).toEqual({ API_KEY: 'x', NEW_KEY: STAGED });
    const all = app.frames.join('\n');
    for (const value of [STAGED, SEED]) expect(all).not.toContain(value);
  });
});

// The command line in a locale that is not UTF-8 (issue 25): the glyphs of its output (● ◌ ✖ ✔ ⚠ ↳ — …) become
// their ASCII stand-ins (api/words/glyphs.ts), --json escapes what is beyond ASCII; in UTF-8 nothing changes;
// AGENTDECK_ASCII overrides the locale. The built CLI, against the emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { cleanRunners, startTestEmulator, type TestEmulator } from './helpers.js';

let t: TestEmulator;
const { run } = cleanRunners(() => t);
const ASCII = /^[\x00-\x7f]*$/;

beforeAll(async () => {
  t = await startTestEmulator(60_000); // sets stay pending: both glyphs on one list
  const secrets = new SecretsClient({
    http: createHttpClient({ baseUrl: t.emu.apiHost, token: t.emu.keys.privateKey, flavor: 'pipecat' }),
  });
  await secrets.putSecrets('ascii-set', { K: 'v' }, { region: 'us-west' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('command line output and the locale', () => {
  it('LANG=C: secrets list and secrets doctor in ASCII', async () => {
    const list = await run(['secrets', 'list'], { LANG: 'C' });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/ascii-set\s.*o pending/);
    expect(list.stdout).toMatch(ASCII);
    expect(list.stderr).toMatch(ASCII);
    const doctor = await run(['secrets', 'doctor'], { LANG: 'C' });
    expect(doctor.stdout + doctor.stderr).toMatch(ASCII);
    expect(doctor.stdout + doctor.stderr).toMatch(/^[+x] /m);
  });

  it('LC_ALL=POSIX over a UTF-8 LANG; --json stays the same JSON, in ASCII', async () => {
    const json = await run(['secrets', 'list', '--json'], { LANG: 'en_US.UTF-8', LC_ALL: 'POSIX' });
    expect(json.stdout).toMatch(ASCII);
    expect(
      (JSON.parse(json.stdout) as { secretSets: Array<{ name: string }> }).secretSets.map((s) => s.name),
    ).toContain('ascii-set');
  });

  it('UTF-8 (or no locale at all) keeps the glyphs; AGENTDECK_ASCII overrides either way', async () => {
    expect((await run(['secrets', 'list'], { LANG: 'C.UTF-8' })).stdout).toMatch(/ascii-set\s.*◌ pending/);
    expect((await run(['secrets', 'list'])).stdout).toMatch(/ascii-set\s.*◌ pending/);
    expect((await run(['secrets', 'list'], { LANG: 'C', AGENTDECK_ASCII: '0' })).stdout).toContain('◌ pending');
    expect((await run(['secrets', 'list'], { LANG: 'C.UTF-8', AGENTDECK_ASCII: '1' })).stdout).toMatch(
      /ascii-set\s.*o pending/,
    );
  });
});

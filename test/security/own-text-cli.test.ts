// Redaction never eats agentdeck's own fixed text: with a value ending in "-rollout", the hint after `secrets set`
// still reads "add --rollout" — from the built bin (the text compiled into the bundle) and in this process (the list
// the build wrote) — while a server quoting the value gets it replaced. Against the emulator, with an agent bound to
// the set, so the hint is printed for real.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { setOwnTextSource } from '../../src/api/redact/ownText.js';
import { clearRegisteredSecrets } from '../../src/api/redact/redact.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { runBuilt, runInProcess, startTestEmulator, type TestEmulator } from '../cli/helpers.js';

const HINT = 'add --rollout, or afterwards run: agentdeck agents redeploy --uses rollout-set';
const VALUE = 'db-password-rollout';
let t: TestEmulator;

beforeAll(async () => {
  t = await startTestEmulator(50);
  const http = createHttpClient({ baseUrl: t.emu.apiHost, token: t.emu.keys.privateKey, flavor: 'pipecat' });
  const secrets = new SecretsClient({ http });
  await secrets.putSecrets('rollout-set', { K: 'v' });
  // An agent can bind a set once it is ready.
  for (let tries = 0; (await secrets.getSecretSet('rollout-set')).status !== 'ready'; tries++) {
    if (tries > 500) throw new Error('rollout-set never became ready');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new AgentsClient({ http }).createAgent('roller', {
    image: 'me/r:1',
    region: 'us-west',
    secretSet: 'rollout-set',
  });
}, 60_000);
afterAll(async () => {
  clearRegisteredSecrets();
  await t?.close();
});

describe('a value ending in -rollout', () => {
  it('the built bin: the hint keeps "add --rollout", in text and in --json', { timeout: 60_000 }, async () => {
    const [text, json] = await Promise.all([
      runBuilt(['secrets', 'set', 'rollout-set', `DB_PASSWORD=${VALUE}`, '-s'], t.env, { timeoutMs: 45_000 }),
      runBuilt(['secrets', 'set', 'rollout-set', `DB_PASSWORD=${VALUE}`, '-s', '--json'], t.env, { timeoutMs: 45_000 }),
    ]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stderr).toContain(HINT);
    expect(text.stderr).not.toContain('-[REDACTED]');
    expect(JSON.parse(json.stdout).warning).toContain(HINT);
    expect(text.stderr + text.stdout + json.stdout + json.stderr).not.toContain(VALUE);
  });

  it('in this process too; without the list of own text the same run would be eaten (the test can fail)', async () => {
    const kept = await runInProcess(['secrets', 'set', 'rollout-set', `DB_PASSWORD=${VALUE}`, '-s'], t.env);
    expect(kept.stderr).toContain(HINT);
    setOwnTextSource(() => []);
    try {
      const eaten = await runInProcess(['secrets', 'set', 'rollout-set', `DB_PASSWORD=${VALUE}`, '-s'], t.env);
      expect(eaten.stderr).toContain('add -[REDACTED]');
    } finally {
      setOwnTextSource(
        () => JSON.parse(readFileSync(new URL('../../dist/own-text.json', import.meta.url), 'utf8')) as string[],
      );
    }
  });
});

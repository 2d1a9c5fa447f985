// Referenced secret sets (a self-hosted region's: the service stores name, region and readiness, never contents) as
// a user meets them on the command line: listed as such without keys, and `secrets set` / `secrets unset` refused
// with the reason, before any prompt and without a request that writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARY, expectClean, runInProcess, startTestEmulator, type TestEmulator } from './helpers.js';

let t: TestEmulator;

beforeAll(async () => {
  t = await startTestEmulator(0);
  for (const name of ['byo-secrets', 'byo-untouched']) {
    const res = await fetch(`${t.emu.apiHost}/v1/secrets/references`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.emu.keys.privateKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, region: 'eu-central' }),
    });
    if (res.status !== 201) throw new Error(`reference ${name}: ${res.status} ${await res.text()}`);
  }
});
afterAll(async () => {
  await t?.close();
});

const REFUSAL = "'byo-secrets' is a referenced secret set: its keys cannot be";

describe.concurrent('referenced secret sets on the command line', () => {
  it('secrets list: the TYPE column says "referenced set"; --json carries source', async () => {
    const [table, json] = await Promise.all([
      runInProcess(['secrets', 'list'], t.env),
      runInProcess(['secrets', 'list', '--json'], t.env),
    ]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/byo-secrets\s+referenced set\s+eu-central/);
    const row = (JSON.parse(json.stdout) as { secretSets: Array<Record<string, unknown>> }).secretSets.find(
      (s) => s.name === 'byo-secrets',
    );
    expect(row).toMatchObject({ type: 'secret', region: 'eu-central', source: 'referenced' });
  });

  it('secrets list NAME: no keys, and why', async () => {
    const [text, json] = await Promise.all([
      runInProcess(['secrets', 'list', 'byo-secrets'], t.env),
      runInProcess(['secrets', 'list', 'byo-secrets', '--json'], t.env),
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Referenced secret set byo-secrets · region eu-central');
    expect(text.stdout).toContain("no keys to list: a referenced set's contents stay in its self-hosted region");
    expect(JSON.parse(json.stdout)).toMatchObject({ name: 'byo-secrets', source: 'referenced' });
    expect(JSON.parse(json.stdout)).not.toHaveProperty('keys');
  });

  it('secrets set: refused with the reason (exit 1, REFERENCED_SET), nothing sent, the value never shown', async () => {
    const out = await runInProcess(['secrets', 'set', 'byo-secrets', `API_KEY=${CANARY}`, '--skip', '--json'], t.env);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(
      `${REFUSAL} written here — they live in a self-hosted region's own secret store (Pipecat Cloud keeps only the set's name, region and readiness); nothing was sent`,
    );
    expect(JSON.parse(out.stdout)).toMatchObject({ error: { code: 'REFERENCED_SET' } });
    expectClean(out, [CANARY]);
    const detail = await fetch(`${t.emu.apiHost}/v1/secrets/byo-secrets`, {
      headers: { authorization: `Bearer ${t.emu.keys.privateKey}` },
    });
    expect(await detail.json()).not.toHaveProperty('secrets');
  });

  it('secrets unset: refused with the reason before asking', async () => {
    const out = await runInProcess(['secrets', 'unset', 'byo-untouched', 'API_KEY'], t.env, { isTTY: true });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain("'byo-untouched' is a referenced secret set");
    expect(out.stderr).toContain('cannot be removed here');
    expect(out.stderr).not.toContain('Remove key');
  });
});

// `agentdeck plan` names the key whose value differs from the source (the write marker's per-key tags, V2), in text,
// --json and --format markdown, in the environment that changed only: one key, two keys; a set with more keys than
// the marker tags still says its values differ; a changed value whose tag happens to match says agentdeck cannot tell
// which key — never "same". Against the emulator through the command line; never a value in the output.
import { afterEach, describe, expect, it } from 'vitest';
import { keyTag } from '../../src/api/secrets/markerDigest.js';
import { startProjectWorld, taggedChange, type ProjectWorld } from './helpers.js';

let world: ProjectWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const STAGING = { OPENAI_API_KEY: 'staging-openai-value-1', DEEPGRAM_API_KEY: 'staging-deepgram-value-1' };
const PROD = { OPENAI_API_KEY: 'prod-openai-value-1', DEEPGRAM_API_KEY: 'prod-deepgram-value-1' };
const dotenv = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k}=${v}\n`)
    .join('');

interface PlanJson {
  drift: boolean;
  environments: Array<{
    env: string;
    regions: Array<{ region: string; sets: Array<{ name: string; values: string; differing?: string[] }> }>;
  }>;
}

describe('plan names the key whose value differs', () => {
  it('one key changed in .env.prod: that key, in prod only (text, --json, markdown); then two keys: both', async () => {
    world = await startProjectWorld();
    const w = world;
    w.write('.env.staging', dotenv(STAGING));
    w.write('.env.prod', dotenv(PROD));
    const applied = await w.run(['apply', '-s']);
    expect(applied.code, applied.stderr).toBe(0);

    const sets = ['app-us-west', 'app-us-east'];
    const openai = await taggedChange(w, 'local', sets, PROD, 'OPENAI_API_KEY');
    const prod = { ...PROD, OPENAI_API_KEY: openai };
    w.write('.env.prod', dotenv(prod));
    const text = await w.run(['plan', '--exit-code']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('staging (organization staging): in sync');
    expect(text.stdout).toContain('set app-us-west: to write — OPENAI_API_KEY: value differs');
    expect(text.stdout).toContain('set app-us-east: to write — OPENAI_API_KEY: value differs');
    expect(text.stdout).not.toContain('DEEPGRAM_API_KEY: value differs');
    expect(text.stdout.match(/value differs/g)).toHaveLength(2); // prod's two sets, nothing in staging

    const json = await w.run(['plan', '--json']);
    const plan = JSON.parse(json.stdout) as PlanJson;
    const byEnv = Object.fromEntries(
      plan.environments.map((e) => [
        e.env,
        e.regions.flatMap((r) => r.sets.map((s) => [s.name, s.values, s.differing])),
      ]),
    );
    expect(byEnv.prod).toEqual([
      ['app-us-west', 'differ', ['OPENAI_API_KEY']],
      ['app-us-east', 'differ', ['OPENAI_API_KEY']],
    ]);
    expect(byEnv.staging).toEqual([
      ['app-us-west', 'same', undefined],
      ['app-us-east', 'same', undefined],
    ]);

    const markdown = await w.run(['plan', '--format', 'markdown']);
    expect(markdown.stdout).toContain('- set app-us-west: to write — OPENAI\\_API\\_KEY: value differs');
    expect(markdown.stdout).toMatch(/\| staging \| staging \| ✅ in sync \|/);

    // A second key changed too: both named, sorted.
    const deepgram = await taggedChange(w, 'local', sets, prod, 'DEEPGRAM_API_KEY');
    w.write('.env.prod', dotenv({ ...prod, DEEPGRAM_API_KEY: deepgram }));
    const two = await w.run(['plan', '-e', 'prod']);
    expect(two.stdout).toContain(
      'set app-us-west: to write — DEEPGRAM_API_KEY: value differs; OPENAI_API_KEY: value differs',
    );
    expect(two.stdout).toContain(
      'set app-us-east: to write — DEEPGRAM_API_KEY: value differs; OPENAI_API_KEY: value differs',
    );

    for (const r of [applied, text, json, markdown, two])
      for (const v of [...Object.values(STAGING), ...Object.values(PROD), openai, deepgram])
        expect(r.stdout + r.stderr).not.toContain(v);
  }, 120_000);

  it('a set with more keys than the marker tags says "values differ"; a tag that matches says it cannot tell which', async () => {
    world = await startProjectWorld([]);
    const w = world;
    const many = Object.fromEntries(Array.from({ length: 29 }, (_, i) => [`KEY_${i}`, `big-value-${i}-1`]));
    // One environment, one region: the sets' real names are their logical names.
    w.write(
      'agentdeck.toml',
      [
        '[environments.prod]',
        'organization = "local"',
        'regions = ["us-west"]',
        '',
        '[sets.big]',
        `required = ${JSON.stringify(Object.keys(many))}`,
        '',
        '[sets.app]',
        'required = ["OPENAI_API_KEY", "DEEPGRAM_API_KEY"]',
        '',
      ].join('\n'),
    );
    w.write('.env.prod', dotenv({ ...many, ...PROD }));
    const applied = await w.run(['apply', '-s']);
    expect(applied.code, applied.stderr).toBe(0);
    expect((await w.run(['plan', '--exit-code'])).code).toBe(0);

    // app: a new OPENAI_API_KEY whose tag is the old one's (1 in 62 are), found with the marker's own salt.
    const marker = (await w.clients('local').secrets.getSecretSet('app')).marker!;
    const old = await keyTag({
      set: 'app',
      key: 'OPENAI_API_KEY',
      value: PROD.OPENAI_API_KEY,
      salt: marker.salt!,
    });
    let same = '';
    for (let i = 2; !same; i++) {
      const candidate = `prod-openai-value-${i}`;
      if ((await keyTag({ set: 'app', key: 'OPENAI_API_KEY', value: candidate, salt: marker.salt! })) === old)
        same = candidate;
    }
    w.write('.env.prod', dotenv({ ...many, KEY_5: 'big-value-5-2', ...PROD, OPENAI_API_KEY: same }));
    const r = await w.run(['plan', '--exit-code']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('set big: to write — values differ from the source');
    expect(r.stdout).toContain('set app: to write — a value differs (agentdeck cannot tell which key)');
    expect(r.stdout).toContain('2 sets with values that differ');
    for (const v of [...Object.values(many), 'big-value-5-2', same]) expect(r.stdout + r.stderr).not.toContain(v);
  }, 120_000);
});

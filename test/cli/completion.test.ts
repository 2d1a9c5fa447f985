// `agentdeck __complete …` (what the shell scripts run on Tab): commands, options, fixed values, set names and
// regions from a real emulator over HTTP, the short cache, silence offline, and new commands picked up unedited.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complete, formatCompletion } from '../../src/cli/completion/engine.js';
import { CACHE_TTL_MS, completionCacheDir, dynamicSources, FAILURE_TTL_MS } from '../../src/cli/completion/dynamic.js';
import { CANARY, isolatedEnv, runBuilt, runInProcess, startTestEmulator, type TestEmulator } from './helpers.js';

const values = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t')[0]);
const noSources = {
  sets: async () => {
    throw new Error('sets must not be asked for here');
  },
  regions: async () => {
    throw new Error('regions must not be asked for here');
  },
  keys: async () => {
    throw new Error('keys must not be asked for here');
  },
  agents: async () => {
    throw new Error('agents must not be asked for here');
  },
};

describe('completion of the program tree (parse only)', () => {
  const env = isolatedEnv({ PIPECAT_API_KEY: 'k', PIPECAT_API_HOST: 'http://127.0.0.1:9' });
  const tab = async (...words: string[]) => {
    const r = await runInProcess(['__complete', ...words], env);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    return r.stdout;
  };

  it('top level: every command with its description, no hidden __complete', async () => {
    const out = await tab('');
    expect(values(out)).toEqual(
      expect.arrayContaining(['secrets', 'rooms', 'whoami', 'doctor', 'completion', 'emulator', 'help']),
    );
    expect(values(out)).not.toContain('__complete');
    expect(out).toContain('secrets\tManage secret sets and image pull secrets.');
  });

  it('a prefix narrows; a group lists its own commands (loaded lazily like the command itself)', async () => {
    expect(values(await tab('se'))).toEqual(['secrets']);
    expect(values(await tab('secrets', ''))).toEqual(['list', 'set', 'unset', 'delete', 'image-pull-secret', 'doctor']);
    expect(values(await tab('rooms', ''))).toEqual(expect.arrayContaining(['create', 'get', 'delete', 'token']));
    expect(values(await tab('help', 'sec'))).toEqual(['secrets']);
    expect(values(await tab('agents', ''))).toEqual(['list', 'status', 'redeploy', 'rollback', 'logs', 'sessions']);
    expect(values(await tab('agents', 'sessions', 'voice', '--status', ''))).toEqual(['active', 'ended', 'all']);
    expect(values(await tab('agents', 'logs', 'voice', '--level', 'w'))).toEqual(['warning']);
    expect(values(await tab('agents', 'logs', 'voice', '--s'))).toEqual(
      expect.arrayContaining(['--since', '--session']),
    );
    expect(values(await tab('agents', 'redeploy', '--'))).toEqual(
      expect.arrayContaining([
        '--uses',
        '--all',
        '--dry-run',
        '--follow',
        '--parallel',
        '--keep-going',
        '--timeout',
        '--no-wait',
        '--skip',
        '--json',
      ]),
    );
    expect(values(await tab('secrets', 'unset', 's', 'K', '--ro'))).toEqual(['--rollout']);
  });

  it('options of the command under the cursor, long and short', async () => {
    const opts = values(await tab('secrets', 'set', '-'));
    expect(opts).toEqual(
      expect.arrayContaining([
        '--file',
        '-f',
        '--skip',
        '-s',
        '--organization',
        '-o',
        '--region',
        '-r',
        '--wait',
        '--json',
        '--help',
      ]),
    );
    expect(values(await tab('rooms', 'create', '--rec'))).toEqual(['--recording']);
    expect(values(await tab('-'))).toEqual(expect.arrayContaining(['--version', '-V', '--organization', '--json']));
  });

  it('fixed option values: privacy, recording modes (also as --opt=value and after other options)', async () => {
    expect(values(await tab('rooms', 'create', '--privacy', ''))).toEqual(['public', 'private']);
    expect(values(await tab('rooms', 'create', '--name', 'x', '--recording', ''))).toEqual([
      'cloud',
      'cloud-audio-only',
      'local',
      'raw-tracks',
    ]);
    expect(values(await tab('rooms', 'token', 'https://d.daily.co/r', '--recording', 'r'))).toEqual(['raw-tracks']);
    expect(values(await tab('rooms', 'create', '--privacy=pr'))).toEqual(['--privacy=private']);
    expect(values(await tab('completion', ''))).toEqual(['bash', 'zsh', 'fish']);
  });

  it("fixed values wherever they apply: domain set, rooms update --unset, the emulator's own options", async () => {
    expect(values(await tab('domain', 'set', ''))).toEqual(['force_audio_only_recording']);
    expect(values(await tab('domain', 'set', 'force_audio_only_recording', ''))).toEqual(['0', '1']);
    expect(values(await tab('rooms', 'update', 'r', '--unset', 'enable_c'))).toEqual(['enable_chat']);
    expect(values(await tab('rooms', 'update', 'r', '--unset=ma'))).toEqual(['--unset=max_participants']);
    expect(values(await tab('rooms', 'update', 'r', '--unset', 'sip'))).toEqual(['sip', 'sip.codecs', 'sip.provider']);
    expect(values(await tab('rooms', 'update', 'r', '--unset', 'tr'))).toEqual(['transcription_bucket']);
    expect(values(await tab('rooms', 'update', 'r', '--unset', 'enable_t'))).toEqual(['enable_transcription_storage']);
    expect(values(await tab('rooms', 'create', '--sip-provider', ''))).toEqual(['daily', 'signalwire']);
    expect(values(await tab('rooms', 'create', '--sip-codec', 'v'))).toEqual(['video=H264', 'video=VP8']);
    expect(values(await tab('rooms', 'update', 'r', '--sip-codec', 'audio=OPUS', '--sip-codec', 'audio='))).toEqual([
      'audio=PCMU',
      'audio=PCMA',
      'audio=G722',
      'audio=OPUS',
    ]);
    expect(values(await tab('rooms', 'create', '--transcription-'))).toEqual([
      '--transcription-storage',
      '--transcription-bucket-name',
      '--transcription-bucket-region',
      '--transcription-bucket-assume-role-arn',
      '--transcription-bucket-allow-api-access',
    ]);
    expect(values(await tab('recordings', 'start', 'r', '--type', ''))).toEqual([
      'cloud',
      'cloud-audio-only',
      'raw-tracks',
    ]);
    // The bin hands Tab the emulator's own parser (main injects it).
    const built = async (...words: string[]) => (await runBuilt(['__complete', ...words], env)).stdout;
    const emulatorOptions = await built('emulator', '--');
    expect(values(emulatorOptions)).toEqual(
      expect.arrayContaining(['--port', '--data', '--chaos', '--seed-sets', '--org-put']),
    );
    expect(emulatorOptions).toContain('--chaos\tfault injection, e.g. latency=200');
    expect(values(await built('emulator', '--port', '0', '--org-put', ''))).toEqual(['any', 'single-key']);
    expect(await built('emulator', '--data', '')).toBe(':files\n');
  });

  it('a value that is free text gets no candidates; a file option asks the shell for files', async () => {
    expect(await tab('rooms', 'create', '--name', '')).toBe('');
    expect(await tab('secrets', 'set', 'my-set', '-f', '')).toBe(':files\n');
    expect(await tab('secrets', 'set', 'my-set', '--file=')).toBe(':files\n');
  });

  it('never fails on nonsense: unknown command, unknown option, options after --', async () => {
    expect(await tab('nope', '')).toBe('');
    expect(values(await tab('secrets', '--bogus', ''))).toContain('list');
    expect(values(await tab('rooms', 'create', '--', '-'))).toEqual([]);
  });

  it('a command another group adds later is completed without touching the completion code', async () => {
    const program = new Command('agentdeck');
    const recordings = program.command('recordings').description('Recordings of rooms.');
    recordings
      .command('list')
      .description('Lists recordings. More text.')
      .addOption(new Option('--status <status>', 'Filter.').choices(['finished', 'in-progress']));
    expect(values(formatCompletion(await complete(program, ['rec'], noSources)))).toEqual(['recordings']);
    expect(formatCompletion(await complete(program, ['recordings', ''], noSources))).toBe('list\tLists recordings.\n');
    expect(
      values(formatCompletion(await complete(program, ['recordings', 'list', '--status', ''], noSources))),
    ).toEqual(['finished', 'in-progress']);
  });
});

describe('set names and regions from the active target', () => {
  let t: TestEmulator;
  beforeAll(async () => {
    t = await startTestEmulator(0);
    for (const name of ['alpha-agent', 'beta-agent']) {
      const r = await runInProcess(['secrets', 'set', name, `OPENAI_API_KEY=${CANARY}`, '--skip'], t.env);
      expect(r.code, r.stderr).toBe(0);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('set names where a set name goes, regions after -r; cached names only, never a value or key', async () => {
    const env = { ...t.env, XDG_CACHE_HOME: join(t.env.HOME!, 'cache') };
    const sets = await runBuilt(['__complete', 'secrets', 'unset', ''], env);
    expect(sets.code).toBe(0);
    expect(sets.stderr).toBe('');
    expect(values(sets.stdout)).toEqual(['alpha-agent', 'beta-agent']);
    expect(values((await runBuilt(['__complete', 'secrets', 'delete', 'b'], env)).stdout)).toEqual(['beta-agent']);
    expect(values((await runBuilt(['__complete', 'secrets', 'set', 'x', '-r', ''], env)).stdout)).toEqual(
      expect.arrayContaining(['us-west']),
    );
    // A set's keys are not offered as its name's neighbour: the second argument of `set` is KEY=value text.
    expect((await runBuilt(['__complete', 'secrets', 'set', 'alpha-agent', ''], env)).stdout).toBe('');
    const dir = completionCacheDir(env);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const cached = readFileSync(join(dir, files[0]), 'utf8');
    expect(cached).toContain('alpha-agent');
    for (const secret of [CANARY, ...t.keys]) expect(cached).not.toContain(secret);
    expect(files[0]).not.toContain(t.keys[0]);
  });

  it('agent names where an agent goes (status, logs, every name of redeploy), set names after --uses; cached names only', async () => {
    for (const name of ['voice-one', 'voice-two']) {
      const res = await fetch(`${t.emu.apiHost}/v1/agents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.emu.keys.privateKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ serviceName: name, image: `me/${name}:1` }),
      });
      expect(res.status).toBe(200);
    }
    const env = { ...t.env, XDG_CACHE_HOME: join(t.env.HOME!, 'cache-agents') };
    expect(values((await runBuilt(['__complete', 'agents', 'status', ''], env)).stdout)).toEqual([
      'voice-one',
      'voice-two',
    ]);
    expect(values((await runBuilt(['__complete', 'agents', 'logs', 'voice-t'], env)).stdout)).toEqual(['voice-two']);
    expect(values((await runBuilt(['__complete', 'agents', 'redeploy', 'voice-one', ''], env)).stdout)).toEqual([
      'voice-one',
      'voice-two',
    ]);
    expect(values((await runBuilt(['__complete', 'agents', 'redeploy', '--uses', ''], env)).stdout)).toEqual([
      'alpha-agent',
      'beta-agent',
    ]);
    const dir = completionCacheDir(env);
    const cached = readdirSync(dir)
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    expect(cached).toContain('voice-one');
    for (const secret of [CANARY, ...t.keys]) expect(cached).not.toContain(secret);
  });

  it('unset completes the key names of the set named before it; the cache holds names, never a value', async () => {
    const env = { ...t.env, XDG_CACHE_HOME: join(t.env.HOME!, 'cache-keys') };
    const r = await runBuilt(['__complete', 'secrets', 'unset', 'alpha-agent', ''], env);
    expect(r).toEqual({ code: 0, stdout: 'OPENAI_API_KEY\n', stderr: '' });
    expect(values((await runBuilt(['__complete', 'secrets', 'unset', '-s', 'beta-agent', 'OP'], env)).stdout)).toEqual([
      'OPENAI_API_KEY',
    ]);
    expect((await runBuilt(['__complete', 'secrets', 'unset', 'no-such-set', ''], env)).stdout).toBe('');
    const dir = completionCacheDir(env);
    const cached = readdirSync(dir)
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    expect(cached).toContain('OPENAI_API_KEY');
    for (const secret of [CANARY, ...t.keys]) expect(cached).not.toContain(secret);
  });

  it('a fresh cache answers without the target; a stale one asks again; a failure keeps old names and goes quiet', async () => {
    const own = await startTestEmulator(0);
    try {
      await runInProcess(['secrets', 'set', 'alpha-agent', 'K=v', '--skip'], own.env);
      const env = { ...own.env, XDG_CACHE_HOME: join(own.env.HOME!, 'cache-clock') };
      let now = 1_000_000;
      const sources = () =>
        dynamicSources({
          env,
          now: () => now,
          startEmbeddedEmulator: async () => Promise.reject(new Error('not here')),
        });
      expect(await sources().sets()).toEqual(['alpha-agent']);

      await runInProcess(['secrets', 'set', 'gamma-agent', 'K=v', '--skip'], own.env);
      now += CACHE_TTL_MS - 1;
      expect(await sources().sets(), 'within the TTL the cache answers').toEqual(['alpha-agent']);
      now += 2;
      expect(await sources().sets(), 'after the TTL the target is asked').toEqual(['alpha-agent', 'gamma-agent']);

      await own.close();
      now += CACHE_TTL_MS + 1;
      const started = Date.now();
      expect(await sources().sets(), 'offline: the last names known').toEqual(['alpha-agent', 'gamma-agent']);
      expect(Date.now() - started).toBeLessThan(2_500);
      const dir = completionCacheDir(env);
      expect(JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]), 'utf8'))).toMatchObject({ ok: false });
      now += FAILURE_TTL_MS - 1;
      const again = Date.now();
      expect(await sources().sets()).toEqual(['alpha-agent', 'gamma-agent']);
      expect(Date.now() - again, 'a recent failure is not retried').toBeLessThan(200);
    } finally {
      await own.close().catch(() => {});
    }
  });

  it('offline: no candidates, no message, exit 0, quickly; the failure is remembered so the next Tab is instant', async () => {
    const env = isolatedEnv({
      PIPECAT_API_KEY: 'k',
      PIPECAT_API_HOST: 'http://127.0.0.1:9',
      XDG_CACHE_HOME: undefined,
    });
    const first = await runBuilt(['__complete', 'secrets', 'delete', ''], env, { timeoutMs: 8_000 });
    expect(first).toEqual({ code: 0, stdout: '', stderr: '' });
    const dir = completionCacheDir(env);
    expect(existsSync(dir)).toBe(true);
    const entry = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]), 'utf8')) as { ok: boolean };
    expect(entry.ok).toBe(false);
  });

  it('with nothing configured the embedded emulator answers (names of the local data)', async () => {
    const env = isolatedEnv();
    const seeded = await runBuilt(['secrets', 'set', 'local-set', 'K=v', '--skip'], env);
    expect(seeded.code, seeded.stderr).toBe(0);
    const r = await runBuilt(['__complete', 'secrets', 'list', ''], env);
    expect(r).toEqual({ code: 0, stdout: 'local-set\n', stderr: '' });
  });
});

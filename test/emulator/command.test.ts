// `agentdeck emulator`: option parsing, help, the printed banner/env lines, and a clean stop.
import { join } from 'node:path';
import { homedir } from 'node:os';
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultEmulatorDataDir, runEmulatorCommand } from '../../src/emulator/index.js';
import { call, tempRoot, waitFor } from './support/harness.js';

function sink() {
  let text = '';
  return { write: (chunk: string) => ((text += chunk), true), text: () => text };
}

const roots: string[] = [];
afterEach(() => {
  process.exitCode = undefined;
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('agentdeck emulator (command)', () => {
  it('defaults the data dir to $XDG_DATA_HOME/agentdeck/emulator, else ~/.local/share/agentdeck/emulator', () => {
    expect(defaultEmulatorDataDir({ XDG_DATA_HOME: '/x/data' })).toBe('/x/data/agentdeck/emulator');
    expect(defaultEmulatorDataDir({})).toBe(join(homedir(), '.local', 'share', 'agentdeck', 'emulator'));
  });

  it('--help lists every option with its default', async () => {
    const out = sink();
    await runEmulatorCommand(['--help'], { stdout: out, stderr: sink(), env: { XDG_DATA_HOME: '/xdg' } });
    const help = out.text().replace(/\s+/g, ' '); // commander wraps long lines
    for (const option of [
      '--port <n>',
      '--data <dir>',
      '--host <host>',
      '--ready-delay <ms>',
      '--deploy-ms <ms>',
      '--chaos <spec>',
      '--seed-sets <n>',
      '--fail-agent <name[=message]>',
      '--seed-sessions <n>',
      '--session-ms <ms>',
      '--session-rate <n>',
      '--superseded-sessions <name>',
    ]) {
      expect(help).toContain(option);
    }
    expect(help).toContain('(default: 0)');
    expect(help).toContain('(default: "/xdg/agentdeck/emulator")');
    expect(help).toContain('(default: "127.0.0.1")');
    expect(help).toContain('(default: 1500)');
    expect(help).toContain('(default: 3000)');
    expect(process.exitCode ?? 0).toBe(0);
  });

  it.each([
    [['--chaos', 'error=2'], /--chaos.*errorRate must be a number from 0 to 1/s],
    [['--chaos', 'bogus=1'], /Unknown chaos item 'bogus'/],
    [['--port', 'eighty'], /--port must be an integer from 0 to 65535/],
    [['--ready-delay', '-5'], /--ready-delay/],
    [['--deploy-ms', 'soon'], /--deploy-ms must be an integer from 0 to 3600000/],
    [['--fail-agent', 'not a name'], /--fail-agent takes NAME or NAME=MESSAGE; 'not a name' is not an agent name/],
    [['--fail-agent', 'bot='], /--fail-agent NAME=MESSAGE: the message must not be empty/],
    [['--superseded-sessions', 'not a name'], /--superseded-sessions takes an agent name; 'not a name' is not one/],
    [['--session-rate', 'lots'], /--session-rate must be a number from 0 to 6000/],
    [['--seed-sessions', '5000'], /--seed-sessions must be an integer from 0 to 1000/],
    [['--session-ms', '-1'], /--session-ms/],
    [['--unknown'], /unknown option '--unknown'/],
  ])('%j fails with a clear message and a non-zero exit code', async (argv, message) => {
    const err = sink();
    await runEmulatorCommand(argv, { stdout: sink(), stderr: err, env: {} });
    expect(err.text()).toMatch(message);
    expect(process.exitCode).not.toBe(0);
    expect(process.exitCode).toBeDefined();
  });

  it('refuses a bad AGENTDECK_EMULATOR_CHAOS naming the variable', async () => {
    const err = sink();
    const dir = tempRoot('cmd');
    roots.push(dir);
    await runEmulatorCommand(['--data', join(dir, 'data')], {
      stdout: sink(),
      stderr: err,
      env: { AGENTDECK_EMULATOR_CHAOS: 'drop=5' },
    });
    expect(err.text()).toMatch(/AGENTDECK_EMULATOR_CHAOS: .*dropRate must be a number from 0 to 1/);
    expect(process.exitCode).toBe(2);
  });

  it('starts, prints where it listens, the keys and ready-to-paste env lines, serves, and stops on abort', async () => {
    const dir = tempRoot('cmd');
    roots.push(dir);
    const out = sink();
    const stop = new AbortController();
    const sigintBefore = process.listenerCount('SIGINT');
    const running = runEmulatorCommand(
      [
        'emulator',
        '--port',
        '0',
        '--data',
        join(dir, 'data'),
        '--ready-delay',
        '0',
        '--seed-sets',
        '3',
        '--chaos',
        'latency=1,seed=1',
      ],
      { stdout: out, stderr: sink(), signal: stop.signal, env: {} },
    );
    const banner = await waitFor(async () => (out.text().includes('Ctrl+C') ? out.text() : undefined));
    expect(process.listenerCount('SIGINT')).toBe(sigintBefore + 1);
    const env = Object.fromEntries(
      [...banner.matchAll(/^(PIPECAT_API_HOST|PIPECAT_API_KEY|DAILY_API_URL|DAILY_API_KEY)=(.+)$/gm)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    expect(Object.keys(env).sort()).toEqual(['DAILY_API_KEY', 'DAILY_API_URL', 'PIPECAT_API_HOST', 'PIPECAT_API_KEY']);
    expect(env.PIPECAT_API_HOST).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(banner).toContain(`listening on ${env.PIPECAT_API_HOST}`);
    expect(env.DAILY_API_URL).toBe(`${env.PIPECAT_API_HOST}/daily/v1`);
    expect(env.PIPECAT_API_KEY).toMatch(/^pk_emu_/);
    expect(env.DAILY_API_KEY).toMatch(/^daily_emu_/);
    expect(banner).toMatch(/user token.*pcc_pat_emu_/);
    expect(banner).toContain('Fault injection on');

    const listed = await call(env.PIPECAT_API_HOST, 'GET', '/v1/secrets', { key: env.PIPECAT_API_KEY });
    expect(listed.json.sets.length).toBe(3);
    const rooms = await call(env.DAILY_API_URL, 'GET', '/rooms', { key: env.DAILY_API_KEY });
    expect(rooms.status).toBe(200);

    stop.abort();
    await running;
    expect(out.text()).toContain('agentdeck emulator stopped');
    expect(process.listenerCount('SIGINT')).toBe(sigintBefore);
    await expect(fetch(`${env.PIPECAT_API_HOST}/_emulator/health`)).rejects.toThrow();
  });

  it('--seed-agents with --seed-sessions, --session-ms and --superseded-sessions: seeded agents have live sessions that end on time', async () => {
    const dir = tempRoot('cmd');
    roots.push(dir);
    const out = sink();
    const stop = new AbortController();
    const argv = [
      '--data',
      join(dir, 'data'),
      '--deploy-ms',
      '0',
      '--seed-agents',
      '2',
      '--seed-sessions',
      '3',
      '--session-ms',
      '3000',
      '--superseded-sessions',
      'seed-agent-00001',
    ];
    const running = runEmulatorCommand(argv, { stdout: out, stderr: sink(), signal: stop.signal, env: {} });
    const banner = await waitFor(async () => (out.text().includes('Ctrl+C') ? out.text() : undefined));
    const host = /^PIPECAT_API_HOST=(.+)$/m.exec(banner)![1];
    const key = /^PIPECAT_API_KEY=(.+)$/m.exec(banner)![1];
    const active = await call(host, 'GET', '/v1/agents/seed-agent-00002/sessions?status=active', { key });
    expect(active.json.total_count).toBe(3);
    const control = await call(host, 'GET', '/_emulator/agents/seed-agent-00001/deployments', { key });
    expect(control.json).toMatchObject({ supersededTakesSessions: true, deployments: [{ sessions: 3 }] });
    await waitFor(
      async () =>
        (await call(host, 'GET', '/v1/agents/seed-agent-00002/sessions?status=ended', { key })).json.total_count === 3
          ? true
          : undefined,
      15_000,
      200,
    );
    stop.abort();
    await running;
  });

  it('says what each seed option did, and that one seeded nothing when the store was not empty', async () => {
    const dir = tempRoot('cmd');
    roots.push(dir);
    const start = async (args: string[]) => {
      const out = sink();
      const err = sink();
      const stop = new AbortController();
      const running = runEmulatorCommand(['--port', '0', '--data', join(dir, 'data'), '--ready-delay', '0', ...args], {
        stdout: out,
        stderr: err,
        signal: stop.signal,
        env: {},
      });
      const banner = await waitFor(async () => (out.text().includes('Ctrl+C') ? out.text() : undefined));
      stop.abort();
      await running;
      return { banner, err: err.text() };
    };
    const first = await start(['--seed-sets', '2', '--seed-demo']);
    expect(first.banner).toContain('Seeded:           2 secret sets (--seed-sets)');
    // The demo fills an empty store only: the sets seeded just before it made the store non-empty.
    expect(first.banner).toContain('Seeded:           nothing for --seed-demo: the store is not empty');
    const again = await start(['--seed-sets', '5', '--seed-agents', '1']);
    expect(again.banner).toContain('nothing for --seed-sets: the store already holds 2 secret sets');
    expect(again.banner).toContain('Seeded:           1 agent (--seed-agents)');
    expect(again.err).toContain(
      'warning: --seed-sets seeded nothing: the store already holds 2 secret sets; a seed fills an empty store only (pass --data with a new directory)',
    );
    const none = await start([]);
    expect(none.banner).not.toContain('Seeded:');
    expect(none.err).toBe('');

    const demoDir = tempRoot('cmd');
    roots.push(demoDir);
    const out = sink();
    const stop = new AbortController();
    const running = runEmulatorCommand(['--port', '0', '--data', join(demoDir, 'data'), '--seed-demo'], {
      stdout: out,
      stderr: sink(),
      signal: stop.signal,
      env: {},
    });
    const banner = await waitFor(async () => (out.text().includes('Ctrl+C') ? out.text() : undefined));
    expect(banner).toContain('Seeded:           the demo data (4 secret sets, 4 agents, room standup) (--seed-demo)');
    const host = /^PIPECAT_API_HOST=(.+)$/m.exec(banner)![1]!;
    const key = /^PIPECAT_API_KEY=(.+)$/m.exec(banner)![1]!;
    const listed = await call(host, 'GET', '/v1/secrets', { key });
    expect(listed.json.sets.map((s: { name: string }) => s.name).sort()).toEqual([
      'east-set',
      'fresh',
      'shared',
      'unused',
    ]);
    stop.abort();
    await running;
  });

  it('reports a port that is taken instead of crashing', async () => {
    const dir = tempRoot('cmd');
    roots.push(dir);
    const out = sink();
    const stop = new AbortController();
    const first = runEmulatorCommand(['--port', '0', '--data', join(dir, 'one')], {
      stdout: out,
      stderr: sink(),
      signal: stop.signal,
      env: {},
    });
    const banner = await waitFor(async () => (out.text().includes('Ctrl+C') ? out.text() : undefined));
    const port = /127\.0\.0\.1:(\d+)/.exec(banner)![1];
    const err = sink();
    await runEmulatorCommand(['--port', port, '--data', join(dir, 'two')], { stdout: sink(), stderr: err, env: {} });
    expect(err.text()).toMatch(new RegExp(`port ${port} on 127.0.0.1 is already in use`));
    expect(process.exitCode).toBe(1);
    stop.abort();
    await first;
  });

  it('warns when bound beyond loopback', async () => {
    const dir = tempRoot('cmd');
    roots.push(dir);
    const out = sink();
    const stop = new AbortController();
    const running = runEmulatorCommand(['--host', '0.0.0.0', '--data', join(dir, 'data')], {
      stdout: out,
      stderr: sink(),
      signal: stop.signal,
      env: {},
    });
    const banner = await waitFor(async () => (out.text().includes('Ctrl+C') ? out.text() : undefined));
    expect(banner).toMatch(/WARNING: bound to 0\.0\.0\.0/);
    stop.abort();
    await running;
  });
});

// Server strings with terminal escapes (OSC 52 clipboard writes, CSI clear screen, OSC 8 hyperlinks, BEL,
// window titles, 8-bit CSI) are rendered inert by every CLI output path, while their visible text is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliEnv, makeHome, runCli, type CliResult } from '../fault/support/cli.js';
import { CONTROL_CHARS } from './support.js';
import { VISIBLE, startHostileServer, type HostileServer } from './hostileServer.js';

describe('hostile server strings in CLI output', () => {
  let server: HostileServer;
  const home = makeHome();
  const results: Array<[string, CliResult]> = [];

  beforeAll(async () => {
    server = await startHostileServer();
  });
  afterAll(async () => {
    await server?.close();
    home.remove();
  });

  const run = async (args: string[]) => {
    const env = cliEnv(
      { apiHost: server.url, roomApiUrl: server.roomApiUrl, keys: { privateKey: 'pk_test', roomKey: 'room_test' } },
      home.dir,
    );
    // Twelve CLIs start at once: on a loaded 2-core machine each can take >10 s to start and answer, so the limit
    // only catches a hang.
    const result = await runCli(args, { env, timeoutMs: 45_000 });
    expect(result.timedOut).toBe(false);
    results.push([args.join(' '), result]);
    return result;
  };

  it('no control character reaches stdout or stderr, and the visible text survives', { timeout: 120_000 }, async () => {
    const url = `${server.url}/hostile-room`;
    const outcomes = await Promise.all([
      run(['secrets', 'list']),
      run(['secrets', 'list', '--json']),
      run(['secrets', 'list', 'broken-set']),
      run(['secrets', 'list', 'broken-set', '--json']),
      run(['secrets', 'list', 'locked-set']),
      run(['secrets', 'set', 'locked-set', 'KEY=value', '--skip']),
      run(['secrets', 'set', 'locked-set', 'KEY=value', '--skip', '--json']),
      run(['secrets', 'delete', 'locked-set', '--skip']),
      run(['secrets', 'list', '-r', 'us-west', '--verbose']),
      run(['rooms', 'get', url]),
      run(['rooms', 'get', url, '--json']),
      run(['rooms', 'create', '--name', 'x']),
      run(['secrets', 'list', 'odd-status']),
      run(['secrets', 'list', 'odd-status', '--json']),
    ]);
    const offenders = results
      .flatMap(([label, r]) => [
        [label, 'stdout', r.stdout],
        [label, 'stderr', r.stderr],
      ])
      .filter(([, , text]) => CONTROL_CHARS.test(text))
      .map(
        ([label, stream, text]) =>
          `${label} (${stream}): ${JSON.stringify(text.match(new RegExp(`.{0,20}${CONTROL_CHARS.source}.{0,20}`))?.[0])}`,
      );
    expect(offenders).toEqual([]);

    const [list, , detail, , missing, set] = outcomes;
    expect(list.stdout).toContain('broken-set');
    expect(list.stdout + list.stderr).toContain(VISIBLE.failure);
    expect(detail.stdout + detail.stderr).toContain(VISIBLE.failure);
    expect(detail.stdout).toContain('GOOD_KEY');
    expect(missing.stderr).toContain(VISIBLE.error);
    expect(set.stderr).toContain(VISIBLE.error);
    expect(outcomes[11].stderr).toContain(VISIBLE.roomError);
    // A status agentdeck does not know is shown as the server gave it, its escapes gone (the list and the set).
    expect(list.stdout).toContain(VISIBLE.status);
    expect(outcomes[12].stdout).toContain(VISIBLE.status);
    expect(JSON.parse(outcomes[13].stdout)).toMatchObject({
      name: 'odd-status',
      status: expect.stringContaining(VISIBLE.status),
    });
  });

  it(
    'agents list, status, logs and redeploy: no control character in any output; the visible text survives',
    { timeout: 120_000 },
    async () => {
      const before = results.length;
      const outcomes = await Promise.all([
        run(['agents', 'list']),
        run(['agents', 'list', '--json']),
        run(['agents', 'status', 'hostile-agent']),
        run(['agents', 'status', 'hostile-agent', '--json']),
        run(['agents', 'logs', 'hostile-agent']),
        run(['agents', 'redeploy', 'hostile-agent', '-s']),
      ]);
      const offenders = results
        .slice(before)
        .flatMap(([label, r]) => [
          [label, 'stdout', r.stdout],
          [label, 'stderr', r.stderr],
        ])
        .filter(([, , text]) => CONTROL_CHARS.test(text))
        .map(
          ([label, stream, text]) =>
            `${label} (${stream}): ${JSON.stringify(text.match(new RegExp(`.{0,20}${CONTROL_CHARS.source}.{0,20}`))?.[0])}`,
        );
      expect(offenders).toEqual([]);
      const [list, , status, , logs, redeploy] = outcomes;
      expect(list.stdout).toContain(VISIBLE.region);
      expect(status.stdout).toContain(VISIBLE.crash);
      expect(logs.stdout).toContain(VISIBLE.log);
      expect(redeploy.code).toBe(1);
      expect(redeploy.stderr).toContain(VISIBLE.warning);
    },
  );

  // The token is the product of `rooms token` (printed alone for `$(...)`), but it is still server text: a
  // token carrying an OSC 52 sequence would write the user's clipboard when printed raw.
  it('`rooms token` prints a server-sent token with escapes inert', { timeout: 30_000 }, async () => {
    const url = `${server.url}/hostile-room`;
    for (const args of [
      ['rooms', 'token', url],
      ['rooms', 'token', url, '--json'],
    ]) {
      const result = await run(args);
      expect(CONTROL_CHARS.test(result.stdout), `${args.join(' ')}: ${JSON.stringify(result.stdout)}`).toBe(false);
      expect(CONTROL_CHARS.test(result.stderr)).toBe(false);
    }
  });
});

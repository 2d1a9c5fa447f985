// The emulator's request log (logger on) names method, path and status only: no key from an Authorization
// header and no secret value from a body ever reaches it.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, makeHome, requireBuiltCli } from '../fault/support/cli.js';
import { CANARY_KEYS, WRONG_KEYS, canaryValue, leaks, seedCanaryKeys } from './support.js';

describe('emulator logs', () => {
  const home = makeHome();
  afterAll(() => home.remove());

  it('log lines carry no key and no secret value', { timeout: 20_000 }, async () => {
    requireBuiltCli();
    const dataDir = join(home.dir, 'data');
    seedCanaryKeys(dataDir);
    const entry = pathToFileURL(join(ROOT, 'dist', 'emulator', 'index.js')).href;
    const script = `const { startEmulator } = await import(${JSON.stringify(entry)});
      const emu = await startEmulator({ dataDir: ${JSON.stringify(dataDir)}, logger: true, readyDelayMs: 0 });
      process.stderr.write('READY ' + emu.url + '\\n');
      process.on('SIGTERM', () => emu.close().then(() => process.exit(0)));`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`emulator did not start: ${output}`)), 10_000);
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        const m = /READY (\S+)/.exec(d);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        } else output += d;
      });
    });
    const body = (value: string) => JSON.stringify({ secrets: [{ secretKey: 'LOGGED_KEY', secretValue: value }] });
    const calls: Array<[string, string, string, string | undefined]> = [
      ['PUT', '/v1/secrets/log-set', CANARY_KEYS.privateKey, body(canaryValue('log'))],
      ['PUT', '/v1/secrets/log-set', WRONG_KEYS.privateKey, body(canaryValue('log-401'))],
      ['PUT', '/v1/secrets/log-set', CANARY_KEYS.privateKey, `{"secrets": "${canaryValue('bad-json')}`],
      ['GET', '/v1/organizations/local/daily', CANARY_KEYS.userToken, undefined],
      ['POST', '/daily/v1/rooms', CANARY_KEYS.roomKey, JSON.stringify({ name: 'log-room' })],
      [
        'POST',
        '/daily/v1/meeting-tokens',
        CANARY_KEYS.roomKey,
        JSON.stringify({ properties: { room_name: 'log-room' } }),
      ],
      // An agent binding the set, redeployed, its logs and what its deployments captured.
      [
        'POST',
        '/v1/agents',
        CANARY_KEYS.privateKey,
        JSON.stringify({ serviceName: 'log-agent', image: 'me/a:1', secretSet: 'log-set' }),
      ],
      ['POST', '/v1/agents/log-agent', CANARY_KEYS.privateKey, JSON.stringify({ forceRedeploy: true })],
      ['GET', '/v1/agents/log-agent/logs?limit=100', CANARY_KEYS.privateKey, undefined],
      ['GET', '/v1/organizations/local/services/log-agent/logs', CANARY_KEYS.userToken, undefined],
      ['GET', '/_emulator/agents/log-agent/deployments', CANARY_KEYS.privateKey, undefined],
    ];
    const answers: string[] = [];
    for (const [method, path, key, payload] of calls) {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: payload,
      });
      answers.push(`${res.status} ${await res.text()}`);
    }
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(output).toMatch(/log-set/); // the log really ran
    expect(output).toMatch(/401/);
    expect(leaks(output)).toEqual([]);
    // The agent calls were served (the set was ready: readyDelayMs 0), and their answers hold no value either.
    const agentAnswers = answers.slice(-5);
    expect(agentAnswers.map((a) => a.slice(0, 3))).toEqual(['200', '200', '200', '200', '200']);
    expect(agentAnswers.join('\n')).toContain("Loaded secret set 'log-set'");
    expect(leaks(agentAnswers.join('\n'))).toEqual([]);
  });
});

// End to end: Ctrl+C during `agents redeploy` in a real pseudo-terminal (tmux). The live block (one line per agent,
// redrawn in place) must stay one block: the "Stopping: …" message goes above it, the terminal's ^C echo is cleared,
// and no stale copy of a line is left above the summary (there were two).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { MAIN, hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';

if (!hasTmux) console.warn('SKIPPED test/e2e/rolloutInterrupt.e2e.test.ts: tmux is not installed');

const AGENTS = ['alpha-bot', 'bravo-bot', 'gamma-bot'];

describe.skipIf(!hasTmux)('Ctrl+C during a rollout on a terminal', () => {
  let emulator: RunningEmulator;
  let dir: string;
  let app: TmuxApp;

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${emulator.apiHost}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${emulator.keys.privateKey}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const until = async (probe: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (await probe()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${what}: not within 20 s`);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-interrupt-'));
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0, readyDelayMs: 100, deployMs: 2500 });
    await api('PUT', '/v1/secrets/voice-keys', {
      secrets: [{ secretKey: 'API_KEY', secretValue: 'v1' }],
      region: 'us-west',
    });
    await until(async () => (await api('GET', '/v1/secrets/voice-keys')).status === 'ready', 'set ready');
    for (const name of AGENTS)
      await api('POST', '/v1/agents', {
        serviceName: name,
        image: `me/${name}:1`,
        region: 'us-west',
        secretSet: 'voice-keys',
      });
    await until(
      async () => (await Promise.all(AGENTS.map((n) => api('GET', `/v1/agents/${n}`)))).every((d) => d.ready === true),
      'agents ready',
    );
    app = await startTmuxApp({ name: 'interrupt', dir, emulator, cols: 120, rows: 40 });
  }, 60_000);

  afterAll(async () => {
    app?.kill();
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('leaves one block, the message above it, and the summary below', async () => {
    app.run(`node ${MAIN} agents redeploy --uses voice-keys --all -s; echo "REDEPLOY""-EXIT=$?"`);
    await app.waitForText('alpha-bot  rolling', 30_000);
    await app.keys('C-c');
    await app.waitForText('REDEPLOY-EXIT=1', 60_000);
    const lines = app.history().split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    const stopping = at('Stopping: no new redeploys');
    const summary = at("Rolled out 'voice-keys' to 1 of 3 agents.");
    expect(stopping).toBeGreaterThan(0);
    expect(summary).toBeGreaterThan(stopping);
    // Between the message and the summary: the block, once — one line per agent, nothing else.
    const block = lines.slice(stopping + 1, summary);
    expect(
      block.map((line) =>
        line
          .replace(/\s+\S*\s*\d+:\d\d$/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    ).toEqual([
      expect.stringMatching(/^✓ alpha-bot ready \w{8}/),
      '– bravo-bot not started',
      '– gamma-bot not started',
    ]);
    // No stale copy of an agent's line anywhere above the message, and no ^C left in front of a line.
    for (const name of AGENTS)
      expect(lines.filter((line) => line.includes(`${name}  `) && /[✓⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏–]/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('^C'))).toEqual([]);
  }, 90_000);
});

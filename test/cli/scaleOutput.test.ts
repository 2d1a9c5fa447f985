// Long lists on the command line: `secrets list` of 200,000 sets prints its table (it died with "Maximum call stack
// size exceeded" from about 130,000: every row spread into Math.max), and --json is written set by set with the
// same bytes as one JSON.stringify of the whole — redaction and escaping included. A bare HTTP server in this process
// answers the set list (the emulator would take minutes to seed it); the agents list is empty.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRegisteredSecrets, registerSecret } from '../../src/api/redact/redact.js';
import { Runtime } from '../../src/cli/runtime.js';
import { maxOf, renderTable, PLAIN, tableChunks } from '../../src/cli/style.js';
import { Capture, isolatedEnv, runInProcess } from './helpers.js';

const COUNT = 200_000;
let server: Server;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  const parts = ['{"sets":['];
  for (let i = 0; i < COUNT; i++) {
    parts.push(
      `${i ? ',' : ''}{"name":"set-${String(i).padStart(6, '0')}","type":"secret","region":"us-west","status":"${i % 1000 === 7 ? 'failed' : 'ready'}"}`,
    );
  }
  parts.push(']}');
  const sets = Buffer.from(parts.join(''));
  const agents = Buffer.from('{"services":[]}');
  server = createServer((req, res) => {
    const body = req.url?.startsWith('/v1/agents') ? agents : sets;
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  env = isolatedEnv({ PIPECAT_API_HOST: `http://127.0.0.1:${port}`, PIPECAT_API_KEY: 'pk_scale_test_key_0123456789' });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describe('secrets list with 200,000 sets', () => {
  it('prints the whole table: one line per set under the header, the failed ones with their note', async () => {
    const r = await runInProcess(['secrets', 'list'], env);
    expect(r.stderr).not.toContain('Maximum call stack');
    expect(r.code, r.stderr.slice(0, 500)).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^NAME {8}TYPE {8}REGION {3}STATUS {4}USED BY$/);
    expect(lines[1]).toBe('set-000000  secret set  us-west  ● ready   –');
    expect(lines.filter((l) => l.startsWith('set-'))).toHaveLength(COUNT);
    expect(lines.filter((l) => l.startsWith('  ↳ provisioning failed'))).toHaveLength(COUNT / 1000);
    expect(lines.at(-2)).toBe('set-199999  secret set  us-west  ● ready   –');
  }, 120_000);

  it('--json: every set, parsed back whole', async () => {
    const r = await runInProcess(['secrets', 'list', '--json'], env);
    expect(r.code, r.stderr.slice(0, 500)).toBe(0);
    const parsed = JSON.parse(r.stdout) as {
      secretSets: Array<{ name: string; usedBy: string[] }>;
      agentUsage: { read: boolean };
    };
    expect(parsed.secretSets).toHaveLength(COUNT);
    expect(parsed.secretSets[COUNT - 1]).toEqual({
      name: 'set-199999',
      type: 'secret',
      region: 'us-west',
      status: 'ready',
      usedBy: [],
      problems: [],
    });
    expect(parsed.agentUsage).toMatchObject({ read: true, agents: 0 });
  }, 120_000);
});

describe('the pieces', () => {
  it('maxOf takes a million values without spreading them', () => {
    const values = Array.from({ length: 1_000_000 }, (_, i) => (i * 7919) % 1_000_003);
    expect(maxOf(values, (v) => v)).toBe(values.reduce((a, b) => (b > a ? b : a), 0));
    expect(() => Math.max(...values)).toThrow(RangeError); // what a spread does with as many
    expect(maxOf([], (v: number) => v, 6)).toBe(6);
  });

  it('tableChunks is renderTable cut into pieces of whole lines', () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [
      `name-${i}`,
      i % 3 ? 'x' : 'wide value 😀',
      '\u001b[32m● ready\u001b[39m',
    ]);
    const notes = rows.map((_, i) => (i % 400 === 0 ? `note ${i}` : undefined));
    const chunks = [...tableChunks(['A', 'B', 'C'], rows, PLAIN, notes, 1000)];
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.endsWith('\n')).toBe(true);
    expect(chunks.join('')).toBe(renderTable(['A', 'B', 'C'], rows, PLAIN, notes));
    expect(chunks.join('').split('\n')[1]).toBe('name-0     wide value 😀  \u001b[32m● ready\u001b[39m');
  });

  it('jsonWithList writes the bytes json() writes: order, nesting, empty lists, redaction, invisibles escaped', () => {
    const secret = 'S3CR3T-in-a-name-0042';
    registerSecret(secret);
    try {
      const items = [
        { name: `a-${secret}`, usedBy: ['bot-1', 'bot-2'], problems: [{ kind: 'k', nested: { deep: [1, 2] } }] },
        { name: 'b\u202e\u009b', usedBy: [], problems: [] },
        { name: 'c "quoted" \\ \n' },
      ];
      for (const list of [items, [], [items[0]]]) {
        const whole = new Capture();
        const parts = new Capture();
        new Runtime({ startEmbeddedEmulator: never, stdout: whole, stderr: new Capture(), env: {}, isTTY: false }).json(
          { head: 1, secretSets: list, agentUsage: { read: true } },
        );
        new Runtime({
          startEmbeddedEmulator: never,
          stdout: parts,
          stderr: new Capture(),
          env: {},
          isTTY: false,
        }).jsonWithList({ head: 1, secretSets: [], agentUsage: { read: true } }, 'secretSets', list);
        expect(parts.text).toBe(whole.text);
        expect(parts.text).not.toContain(secret);
      }
    } finally {
      clearRegisteredSecrets();
    }
  });
});

const never = async (): Promise<never> => {
  throw new Error('no emulator here');
};

// The one redaction mechanism seen from the command line: a server that quotes our request body back, a URL
// with credentials in it, an argument that is a URL without its KEY=, echoed C1/bidi controls.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runInProcess, type RunResult } from '../cli/helpers.js';
import { base64Fragments, textFragments } from '../helpers/fragments.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../cli/helpers.js';
import { BYTE_SHAPES, FRAGMENT_SHAPES, pythonBytesRepr, startEchoServer, type EchoServer } from './echoServer.js';

const API_KEY = 'pk_echo_test_key_0123456789';
let server: EchoServer;
const env = () => isolatedEnv({ PIPECAT_API_KEY: API_KEY, PIPECAT_API_HOST: server.url });

beforeAll(async () => {
  server = await startEchoServer();
});
afterAll(async () => {
  await server.close();
});

function allOutput(r: RunResult): string {
  return `${r.stdout}\n${r.stderr}`;
}

/** What a leaked value would look like in any of the forms the server may quote it in. */
function forms(value: string): string[] {
  const once = JSON.stringify(value).slice(1, -1);
  const ascii = once.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [value, once, JSON.stringify(once).slice(1, -1), ascii];
}

function expectNone(r: RunResult, values: string[]): void {
  const text = allOutput(r);
  for (const value of values)
    for (const form of forms(value)) expect(text, `leaks ${JSON.stringify(form)}`).not.toContain(form);
}

describe('a server error that quotes the request body', () => {
  for (const shape of ['plain', 'escaped', 'ascii'] as const) {
    it(`secrets set: every value redacted (${shape} echo), the error still shown, in text and --json`, async () => {
      server.shape = shape;
      const long = `pw-ü"q\\z-${shape}-7Hk2`;
      const short = 'abc';
      for (const json of [false, true]) {
        const args = [
          'secrets',
          'set',
          'echo-set',
          `LONG=${long}`,
          `SHORT=${short}`,
          '-s',
          '--verbose',
          ...(json ? ['--json'] : []),
        ];
        const r = await runInProcess(args, env());
        expect(r.code).toBe(1);
        expect(server.bodies.at(-1)).toContain('secretValue');
        expect(r.stderr).toContain('invalid payload');
        expect(r.stderr).toContain('[REDACTED]');
        expectNone(r, [long, API_KEY]);
        // A short value is not replaced in free text, but a quoted value field is replaced whatever its length.
        expect(allOutput(r)).not.toMatch(/secretValue\\*"\s*:\s*\\*"abc/);
        if (json) expect(JSON.parse(r.stdout).error.message).toContain('[REDACTED]');
      }
    });
  }

  it('image-pull-secret: user:pass, the password and the base64 the wire carries are all redacted', async () => {
    server.shape = 'plain';
    const credentials = 'robot$ci:ghp_PULLSECRET_canary_91x';
    const b64 = Buffer.from(credentials).toString('base64');
    const r = await runInProcess(
      ['secrets', 'image-pull-secret', 'pull-echo', 'https://ghcr.io', credentials, '-s', '--json'],
      env(),
    );
    expect(r.code).toBe(1);
    expect(server.bodies.at(-1)).toContain(b64);
    expect(r.stderr).toContain('invalid payload');
    expectNone(r, [credentials, 'ghp_PULLSECRET_canary_91x', b64]);
  });

  it('image-pull-secret from stdin (-): the same', async () => {
    server.shape = 'escaped';
    const credentials = 'robot:stdin_PULLSECRET_canary_27y';
    const b64 = Buffer.from(credentials).toString('base64');
    const stdin = new PassThrough();
    stdin.end(`${credentials}\n`);
    const r = await runInProcess(['secrets', 'image-pull-secret', 'pull-echo2', 'https://ghcr.io', '-', '-s'], env(), {
      stdin,
    });
    expect(r.code).toBe(1);
    expectNone(r, [credentials, 'stdin_PULLSECRET_canary_27y', b64]);
  });
});

describe('a server error that quotes pieces of a value: shortened, a prefix, URL-encoded, base64', () => {
  const WHAT: Record<(typeof FRAGMENT_SHAPES)[number], string> = {
    shortened: 'validation failed: value too long',
    prefix: 'is not allowed',
    urlencoded: 'bad request body=',
    base64: 'undecodable payload',
  };
  /** The 8-character runs of `values` the server's answer could show, in every form it quotes them. */
  const leakable = (values: string[], body: string) => [
    ...values.flatMap(textFragments),
    ...values.flatMap((v) => base64Fragments(Buffer.from(body), JSON.stringify(v).slice(1, -1))),
  ];

  for (const shape of FRAGMENT_SHAPES) {
    it(`secrets set (${shape}): no 8 characters of a value in any form, arguments and -f, text and --json`, async () => {
      server.shape = shape;
      const long = `sk_live_${shape}_Zq81-vL0/xT+aa?b=c&d ü"é\\-0123456789abcdefghijKLMNOP-end`;
      const other = `ghp_${shape}_2mQ9rT5yW8zX1cV4bN7m`;
      const file = join(tempDir('agentdeck-frag-'), '.env');
      writeFileSync(file, `LONG=${JSON.stringify(long)}\nOTHER=${other}\n`);
      for (const args of [
        ['secrets', 'set', 'frag-set', `LONG=${long}`, `OTHER=${other}`, '-s'],
        ['secrets', 'set', 'frag-set', '-f', file, '-s', '--json'],
      ]) {
        const r = await runInProcess(args, env());
        expect(r.code, r.stderr).toBe(1);
        expect(r.stderr).toContain(WHAT[shape]);
        expect(r.stderr).toContain('[REDACTED]');
        const text = allOutput(r);
        const leaked = leakable([long, other], server.bodies.at(-1)!).filter((w) => text.includes(w));
        expect(leaked, `${args.join(' ')}`).toEqual([]);
        if (args.includes('--json')) expect(JSON.parse(r.stdout).error.message).toContain(WHAT[shape]);
      }
    });
  }

  it('image-pull-secret (base64 of the body, which holds base64 of user:pass): nothing of either', async () => {
    server.shape = 'base64';
    const credentials = 'robot$frag:ghp_FRAGMENT_pull_secret_55z';
    const b64 = Buffer.from(credentials).toString('base64');
    const r = await runInProcess(
      ['secrets', 'image-pull-secret', 'pull-frag', 'https://ghcr.io', credentials, '-s'],
      env(),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('undecodable payload');
    const body = server.bodies.at(-1)!;
    expect(body).toContain(b64);
    const leaked = [
      ...textFragments(credentials),
      ...textFragments(b64),
      ...base64Fragments(Buffer.from(body), b64),
    ].filter((w) => allOutput(r).includes(w));
    expect(leaked).toEqual([]);
  });
});

describe('a server error that dumps the request body and the Authorization header as bytes', () => {
  /** Every 8 bytes of `text` as the shape writes them. */
  const byteWindows = (text: string, shape: (typeof BYTE_SHAPES)[number]): string[] => {
    const bytes = Buffer.from(text);
    const show = (b: Buffer) =>
      shape === 'hex'
        ? b.toString('hex')
        : shape === 'HEX'
          ? b.toString('hex').toUpperCase()
          : shape === 'pybytes'
            ? pythonBytesRepr(b).slice(2, -1)
            : [...b].map((c) => `\\x${c.toString(16).padStart(2, '0')}`).join('');
    const out: string[] = [];
    // Without a leading backslash: `xc3\xa9…` after a [REDACTED] still shows all 8 bytes.
    for (let i = 0; i + 8 <= bytes.length; i++) out.push(show(bytes.subarray(i, i + 8)).replace(/^\\/, ''));
    return out;
  };

  for (const shape of BYTE_SHAPES) {
    it(`${shape}: no 8 bytes of a set value, of pull-secret credentials or of the API key in any output`, async () => {
      server.shape = shape;
      const value = `sk_live_${shape}_éüÄ€-bytes'q\\z-0123456789-ÖÜß`;
      const setRun = await runInProcess(['secrets', 'set', 'bytes-set', `LONG=${value}`, '-s', '--json'], env());
      expect(setRun.code, setRun.stderr).toBe(1);
      expect(setRun.stderr).toContain('payload bytes:');
      expect(setRun.stderr).toContain('[REDACTED]');
      const credentials = `robot:ghp_${shape}_PULLBYTES_42`;
      const pullRun = await runInProcess(
        ['secrets', 'image-pull-secret', 'pull-bytes', 'https://ghcr.io', credentials, '-s'],
        env(),
      );
      expect(pullRun.code).toBe(1);
      const leaked = [
        ...[value, API_KEY].flatMap((v) => byteWindows(v, shape).filter((w) => allOutput(setRun).includes(w))),
        ...[credentials, Buffer.from(credentials).toString('base64'), API_KEY].flatMap((v) =>
          byteWindows(v, shape).filter((w) => allOutput(pullRun).includes(w)),
        ),
      ];
      expect(leaked).toEqual([]);
    });
  }
});

describe('KEY=value arguments with an invalid key', () => {
  it('a URL given without KEY= names the argument and the rule, never its text, and suggests KEY=<url>', async () => {
    const r = await runInProcess(
      ['secrets', 'set', 'dsn', 'postgres://admin:PASSWORD_dsn_42@db/app?sslmode=require', '-s'],
      env(),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('argument 1: invalid key: keys are 1–64 letters, numbers, _ and -');
    expect(r.stderr).toContain('did you mean KEY=<url>?');
    expect(allOutput(r)).not.toMatch(/PASSWORD_dsn_42|admin|postgres|sslmode/);
    expect(server.bodies.some((b) => b.includes('PASSWORD_dsn_42'))).toBe(false);
  });
});

describe('secrets set without a set name', () => {
  it('KEY=value where the name goes is not echoed', async () => {
    const r = await runInProcess(['secrets', 'set', 'OPENAI_API_KEY=sk-NONAME_VALUE_79', '-s'], env());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('set name: looks like KEY=value — the set name comes first');
    expect(allOutput(r)).not.toMatch(/NONAME_VALUE_79/);
  });
});

describe('secrets unset with a value where the key goes', () => {
  it('KEY=value or any invalid key is not echoed', async () => {
    const [pair, odd] = await Promise.all([
      runInProcess(['secrets', 'unset', 'some-set', 'API_KEY=sk-live-UNSET_VALUE_77', '-s'], env()),
      runInProcess(['secrets', 'unset', 'some-set', 'sk.live.UNSET_ODD_78', '-s'], env()),
    ]);
    expect(pair.code).toBe(2);
    expect(pair.stderr).toContain('unset takes a key name, not KEY=value');
    expect(odd.code).toBe(2);
    expect(odd.stderr).toContain('secret_key: not a valid key; keys are 1–64 letters, numbers, _ and -');
    expect(allOutput(pair) + allOutput(odd)).not.toMatch(/UNSET_VALUE_77|UNSET_ODD_78|sk-live|sk\.live/);
  });
});

describe('credentials embedded in a service URL', () => {
  it('whoami (text, --json, --verbose) never prints them, and says they are ignored', async () => {
    const port = new URL(server.url).port;
    const withCreds = isolatedEnv({
      PIPECAT_API_KEY: API_KEY,
      PIPECAT_API_HOST: `http://apiuser:API_URL_PASS_55@127.0.0.1:${port}`,
      DAILY_API_KEY: 'daily_key_for_echo_test_000',
      DAILY_API_URL: `https://roomuser:ROOM%40URL_PASS_66@127.0.0.1:${port}/daily/v1`,
    });
    for (const args of [['whoami'], ['whoami', '--json'], ['whoami', '--verbose'], ['secrets', 'list', '--verbose']]) {
      const r = await runInProcess(args, withCreds);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      expect(allOutput(r)).not.toMatch(/API_URL_PASS_55|ROOM@URL_PASS_66|ROOM%40URL_PASS_66|apiuser|roomuser/);
      expect(r.stderr).toContain('PIPECAT_API_HOST: the user:password in the URL is ignored');
      expect(r.stderr).toContain('DAILY_API_URL: the user:password in the URL is ignored');
    }
  });

  it('plain http:// to a host that is not this machine is warned about on stderr; loopback is not', async () => {
    const remote = await runInProcess(
      ['whoami'],
      isolatedEnv({ PIPECAT_API_KEY: API_KEY, PIPECAT_API_HOST: 'http://api.example.test' }),
    );
    expect(remote.code).toBe(0);
    expect(remote.stderr).toContain('warning: PIPECAT_API_HOST uses plain http:// to api.example.test');
    expect(remote.stdout).not.toContain('warning');
    const local = await runInProcess(['whoami'], env());
    expect(local.stderr).not.toContain('plain http://');
  });
});

describe('echoed user input', () => {
  it('C1 controls and bidi overrides are escaped, not passed to the terminal', async () => {
    const evil = 'a\u009b2Jb\u202ec\u2066d\u200fe';
    // The set name first: the runs share this process's redaction registry, and `unset` registers its invalid key
    // (it may be a value), whose 8-character runs would then be redacted in the set name's message too.
    const first = await runInProcess(['secrets', 'set', `set${evil}`, 'A=1', '-s'], env());
    const runs = await Promise.all([
      first,
      runInProcess(['secrets', 'set', 'ok', '-f', `missing${evil}.env`, '-s'], env()),
      runInProcess(['secrets', 'unset', 'ok', `KEY${evil}`, '-s'], env()),
      runInProcess(['secrets', 'set', 'ok', 'A=1', '-s', '--json', '-r', `r${evil}`], env()),
    ]);
    for (const r of runs) {
      expect(r.code).not.toBe(0);
      expect(allOutput(r)).not.toMatch(/[\u0080-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    }
    expect(runs[0].stderr).toContain('\\u009b2Jb\\u202ec\\u2066d\\u200fe');
  });
});

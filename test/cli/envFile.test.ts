// Input limits. `secrets set NAME -f FILE` with real `.env` files, as the built CLI against the emulator on 127.0.0.1: the stored
// values are what python-dotenv would give the agent, the preview says which were interpolated, a file with a
// line python-dotenv would skip writes nothing, and oversized or binary input stops early with a clear message.
// Image pull secret credentials must be UTF-8 text without control characters; the password may span lines.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPullSecretValue, storedSecretValue } from '../helpers/emulatorDb.js';
import {
  CANARY,
  cleanRunners,
  DIST_MAIN,
  expectClean,
  keysDirect,
  listSetsDirect,
  runBuilt,
  startTestEmulator,
  tempDir,
  type TestEmulator,
} from './helpers.js';

let t: TestEmulator;
const { run } = cleanRunners(() => t);

beforeAll(async () => {
  t = await startTestEmulator(150);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const PEM = `-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n${CANARY}==\n-----END PRIVATE KEY-----`;

describe.concurrent('secrets set -f: a .env means what python-dotenv says', () => {
  it('stores export, quoted, multi-line, commented and interpolated values as python-dotenv reads them', async () => {
    const dir = tempDir();
    const file = join(dir, '.env');
    writeFileSync(
      file,
      [
        '# agent settings',
        `export DB_PASSWORD=${CANARY} # inline comment`,
        `PRIVATE_KEY="${PEM}"`,
        `JSON='{"token": "${CANARY}"}'`,
        'DSN=postgres://app:${DB_PASSWORD}@db/app',
        'REGION=${FROM_SHELL:-us}',
      ].join('\r\n'),
    );
    const r = await run(['secrets', 'set', 'dotenv-set', '-f', file, '-s'], { FROM_SHELL: 'eu' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('Keys to add (5): DB_PASSWORD, PRIVATE_KEY, JSON, DSN, REGION');
    expect(r.stderr).toContain('Interpolated (${…} expanded as python-dotenv does): DSN, REGION');
    // Said to a user moving from the official CLI, naming keys and reasons, never values.
    expect(r.stderr).toContain("≠ pipecat cloud secrets set -f would refuse this file: line 4 has no '='");
    expect(r.stderr).toContain('  multi-line value refused by the official CLI: PRIVATE_KEY');
    const stored = (key: string) => storedSecretValue(t.emu.dataDir, 'dotenv-set', key);
    expect(stored('DB_PASSWORD')).toBe(CANARY);
    expect(stored('PRIVATE_KEY')).toBe(PEM);
    expect(stored('JSON')).toBe(`{"token": "${CANARY}"}`);
    expect(stored('DSN')).toBe(`postgres://app:${CANARY}@db/app`);
    expect(stored('REGION')).toBe('eu');
  });

  it('names each key the official CLI would store differently, and why, before writing python-dotenv’s values', async () => {
    const dir = tempDir();
    const file = join(dir, '.env');
    writeFileSync(file, `A=${CANARY}\nB='${CANARY}'\nC=${CANARY} # note\nD="${CANARY}\\tx"\n`);
    const r = await run(['secrets', 'set', 'official-diff', '-f', file, '-s']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      [
        '≠ pipecat cloud secrets set -f would store 3 keys differently:',
        '  quotes kept by the official CLI: B',
        '  inline comment kept by the official CLI: C',
        '  escape sequence kept as typed by the official CLI (\\t stays two characters): D',
      ].join('\n'),
    );
    expect(storedSecretValue(t.emu.dataDir, 'official-diff', 'D')).toBe(`${CANARY}\tx`);
  });

  it('an unquoted multi-line PEM is refused line by line, with a hint to quote it, and nothing is written', async () => {
    const dir = tempDir();
    const file = join(dir, '.env');
    writeFileSync(file, `OK=${CANARY}\nKEY=${PEM}\n`);
    const r = await run(['secrets', 'set', 'unquoted-pem', '-f', file, '-s']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'line 2: unquoted PEM: only its first line would be kept; put the whole value in double quotes',
    );
    expect(r.stderr).toContain("line 3: no '=': each line must be KEY=value");
    expect(r.stderr).toContain(
      "line 4: only '=' padding: likely the tail of an unquoted multi-line value; put the whole value in double quotes",
    );
    expect(r.stderr).toContain('line 5: not KEY=value (python-dotenv would skip it)');
    expect(r.stderr).toContain('nothing was sent');
    expect(await keysDirect(t, 'unquoted-pem')).toBeNull();
  });

  it('a BOM is refused (python-dotenv would make it part of the first key)', async () => {
    const dir = tempDir();
    const file = join(dir, '.env');
    writeFileSync(file, `\uFEFFAPI_KEY=${CANARY}\n`);
    const r = await run(['secrets', 'set', 'bom-set', '-f', file, '-s']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('line 1: the file starts with a UTF-8 byte-order mark');
    expect(await keysDirect(t, 'bom-set')).toBeNull();
  });

  it('a 392-byte .env whose ${…} references double at every line is refused at once, naming the line; nothing is written', async () => {
    const dir = tempDir();
    const file = join(dir, '.env');
    const lines = [`K0=${CANARY}`];
    for (let i = 1; i <= 25; i++) lines.push(`K${i}=\${K${i - 1}}\${K${i - 1}}\${K${i - 1}}`);
    const text = `${lines.join('\n')}\n`.slice(0, 392);
    writeFileSync(file, text);
    const started = Date.now();
    const r = await run(['secrets', 'set', 'env-bomb', '-f', file, '-s']);
    expect(Date.now() - started).toBeLessThan(20_000); // it was 39 s and 4.3 GB before an abort
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'line 11 (K10): with ${…} expanded, the values would add up to more than 1 MiB, the limit for a secrets file',
    );
    expect(r.stderr).toContain('nothing was sent');
    expect(await keysDirect(t, 'env-bomb')).toBeNull();
  });

  it('-f /dev/urandom stops at 1 MiB; a binary file gets "line N is not text"; stdin has the same limit', async () => {
    const dir = tempDir();
    const binary = join(dir, 'binary.env');
    writeFileSync(
      binary,
      Buffer.concat([Buffer.from(`A=${CANARY}\n`), Buffer.from([0x42, 0x3d, 0xc3, 0x28, 0x00, 0xff])]),
    );
    const [urandom, bin, bigStdin] = await Promise.all([
      run(['secrets', 'set', 'urandom-set', '-f', '/dev/urandom', '-s']),
      run(['secrets', 'set', 'binary-set', '-f', binary, '-s']),
      runBuilt(['secrets', 'set', 'stdin-set', '-f', '-', '-s'], t.env, {
        input: `A=${'x'.repeat(1024 * 1024)}\n`,
        timeoutMs: 30_000,
      }),
    ]);
    expect(urandom.code).toBe(2);
    expect(urandom.stderr).toContain('/dev/urandom: is over the 1 MiB limit for a secrets file');
    expect(bin.code).toBe(2);
    expect(bin.stderr).toContain('line 2 is not text (not valid UTF-8)');
    expect(bin.stderr).not.toMatch(/\uFFFD/);
    expectClean(bigStdin, [CANARY]);
    expect(bigStdin.code).toBe(2);
    expect(bigStdin.stderr).toContain('stdin: is over the 1 MiB limit');
    for (const name of ['urandom-set', 'binary-set', 'stdin-set']) expect(await keysDirect(t, name)).toBeNull();
  });
});

/** Runs the built CLI with raw bytes on stdin (runBuilt takes a string). */
function runWithStdinBytes(
  args: string[],
  input: Buffer,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DIST_MAIN, ...args], { env: t.env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe.concurrent('image pull secret credentials: text, no control characters', () => {
  it('refuses a control character in the password and invalid UTF-8 on stdin, nothing written; a password of several lines is sent exactly', async () => {
    const [newline, control, notUtf8, piped] = await Promise.all([
      run(['secrets', 'image-pull-secret', 'cred-newline', 'https://ghcr.io', `me:${CANARY}\n{"more": 1}`, '-s']),
      run(['secrets', 'image-pull-secret', 'cred-control', 'https://ghcr.io', `me:${CANARY}\x1b[2J`, '-s']),
      runWithStdinBytes(
        ['secrets', 'image-pull-secret', 'cred-utf8', 'https://ghcr.io', '-', '-s'],
        Buffer.concat([Buffer.from(`me:${CANARY}`), Buffer.from([0xff, 0xfe])]),
      ),
      runBuilt(['secrets', 'image-pull-secret', 'cred-ok', 'https://ghcr.io', '-', '-s'], t.env, {
        input: `me:${CANARY}\r\n`,
      }),
    ]);
    expect(newline.code, newline.stderr).toBe(0);
    expectClean(newline, [CANARY]);
    expect(control.code).toBe(2);
    expect(control.stderr).toContain('credentials: password: must not contain control characters');
    expect(notUtf8.code).toBe(2);
    expect(notUtf8.stderr).toContain('credentials on stdin: not valid UTF-8 text; nothing was sent');
    expectClean(notUtf8, [CANARY]);
    expectClean(piped, [CANARY]);
    expect(piped.code, piped.stderr).toBe(0);
    const names = (await listSetsDirect(t)).map((s) => s.name);
    for (const name of ['cred-control', 'cred-utf8']) expect(names).not.toContain(name);
    expect(storedPullSecretValue(t.emu.dataDir, 'cred-ok')).toContain(Buffer.from(`me:${CANARY}`).toString('base64'));
    expect(storedPullSecretValue(t.emu.dataDir, 'cred-newline')).toBe(
      Buffer.from(`me:${CANARY}\n{"more": 1}`).toString('base64'),
    );
  });
});

/** Runs the built CLI through bash, so an argument can hold raw bytes (`$'\xff'`): Node decodes argv itself. */
function runWithRawArgs(script: string): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', `exec "$NODE" "$MAIN" ${script}`], {
      env: { ...t.env, NODE: process.execPath, MAIN: DIST_MAIN },
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

describe.concurrent('KEY=value arguments are refused where a file would be', () => {
  it("a base64 value given without KEY= (it splits at its '=' padding) exits 2 naming the argument; nothing is written", async () => {
    const b64 = 'QUJDREVGR0hJSktMTU5PUA';
    const [two, one] = await Promise.all([
      runBuilt(['secrets', 'set', 'b64', `${b64}==`, '-s'], t.env),
      runBuilt(['secrets', 'set', 'b64-one', `${b64}=`, '-s'], t.env),
    ]);
    expect(two.code).toBe(2);
    expect(two.stderr).toContain(
      "argument 1: the value is only '=' padding: a base64 value given without KEY=? give it as KEY=<value>",
    );
    expect(one.code).toBe(2);
    expect(one.stderr).toContain("argument 1: empty value, and the text before '=' looks like base64 data");
    for (const r of [two, one]) expectClean(r, [b64]);
    expect(await keysDirect(t, 'b64')).toBeNull();
    expect(await keysDirect(t, 'b64-one')).toBeNull();
  });

  it('invalid UTF-8 in an argument exits 2 and says to use -f; a literal U+FFFD too; -f keeps a real one', async () => {
    const dir = tempDir();
    const file = join(dir, 'fffd.env');
    writeFileSync(file, 'U=X\uFFFD\n');
    const [bytes, literal, fromFile] = await Promise.all([
      runWithRawArgs(`secrets set bad-utf8 $'U=${CANARY}\\xff\\xfe' -s`),
      runBuilt(['secrets', 'set', 'literal-fffd', `U=${CANARY}\uFFFD`, '-s'], t.env),
      runBuilt(['secrets', 'set', 'file-fffd', '-f', file, '-s'], t.env),
    ]);
    for (const r of [bytes, literal]) {
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain('argument 1: holds U+FFFD, the character bytes that are not valid UTF-8 turn into');
      expect(r.stderr).toContain('use -f FILE (or -f - for stdin)');
      expectClean(r, [CANARY]);
    }
    expect(await keysDirect(t, 'bad-utf8')).toBeNull();
    expect(await keysDirect(t, 'literal-fffd')).toBeNull();
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(storedSecretValue(t.emu.dataDir, 'file-fffd', 'U')).toBe('X\uFFFD');
  });
});

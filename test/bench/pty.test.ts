// The pty harness of the first-frame bench (bench/lib/pty.mjs + pty-record.py): the recorder's framing, the
// screen text with escape sequences removed, when each mark is first seen, and one real run in a pseudo-terminal.
import { describe, expect, it } from 'vitest';
import { markTimes, parseRecords, screenText, timeOnPty } from '../../bench/lib/pty.mjs';

const frame = (ms: number, bytes: Buffer | string) => {
  const body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  return Buffer.concat([Buffer.from(`${ms.toFixed(3)} ${body.length}\n`), body]);
};

describe('parseRecords', () => {
  it('reads whole records and hands back a record cut anywhere (header or body) as the rest', () => {
    const stream = Buffer.concat([frame(1.5, 'ab\ncd'), frame(20.25, ''), frame(31, Buffer.from([0, 10, 255]))]);
    const whole = parseRecords(stream);
    expect(whole.records.map((r) => [r.ms, [...r.bytes]])).toEqual([
      [1.5, [...Buffer.from('ab\ncd')]],
      [20.25, []],
      [31, [0, 10, 255]],
    ]);
    expect(whole.rest.length).toBe(0);
    for (let cut = 0; cut <= stream.length; cut++) {
      const first = parseRecords(stream.subarray(0, cut));
      const second = parseRecords(Buffer.concat([first.rest, stream.subarray(cut)]));
      expect([...first.records, ...second.records].map((r) => r.ms)).toEqual([1.5, 20.25, 31]);
    }
  });

  it("the command's CPU time when the recorder has it (-1: it has not)", () => {
    const stream = Buffer.from('1.5 2 37.25\nab2.5 0 -1\n');
    expect(parseRecords(stream).records.map((r) => [r.ms, r.cpu])).toEqual([
      [1.5, 37.25],
      [2.5, undefined],
    ]);
  });

  it('a malformed header is an error, not a silent misread', () => {
    expect(() => parseRecords(Buffer.from('garbage\nxx'))).toThrow('malformed record header "garbage"');
  });
});

describe('screenText', () => {
  it('drops CSI, OSC, DCS and two-byte escapes and control characters; keeps text, line breaks and tabs', () => {
    const ink =
      '\u001B[?2004h\u001B[?2026h\u001B[?25l\u001B[1m\u001B[36magentdeck\u001B[39m\u001B[22m  secrets\r\n' +
      '\u001B[2K\u001B[1A\u001B[G\u001B]0;title\u0007\u001B]8;;http://x\u001B\\link\u001B]8;;\u001B\\\u001B7\u001B(B\u001BPq#0\u001B\\\tNAME\u0007';
    expect(screenText(ink)).toBe('agentdeck  secrets\nlink\tNAME');
  });
});

describe('markTimes', () => {
  it('times each mark at the record after which it first holds, across reads; undefined until all are seen', () => {
    const arrow = Buffer.from('▲');
    const match = markTimes({ header: (t) => /^agentdeck {2}▲/m.test(t), row: (t) => /seed-set-\d+/.test(t) });
    expect(match({ ms: 5, bytes: Buffer.from('\u001B[1magentdeck\u001B[22m  ') })).toBeUndefined();
    expect(match({ ms: 6, bytes: arrow.subarray(0, 2) })).toBeUndefined();
    expect(match({ ms: 7, bytes: Buffer.concat([arrow.subarray(2), Buffer.from('\nNAME\n')]) })).toBeUndefined();
    expect(match({ ms: 9, bytes: Buffer.from('seed-set-') })).toBeUndefined();
    expect(match({ ms: 12, bytes: Buffer.from('01') })).toEqual({ header: 7, row: 12 });
  });

  it("with the records' CPU times, each mark's too", () => {
    const match = markTimes({ header: (t) => t.includes('agentdeck'), row: (t) => t.includes('seed-set') });
    expect(match({ ms: 5, cpu: 40, bytes: Buffer.from('agentdeck\n') })).toBeUndefined();
    expect(match({ ms: 9, cpu: 55.5, bytes: Buffer.from('seed-set-01') })).toEqual({
      header: 5,
      row: 9,
      cpu: { header: 40, row: 55.5 },
    });
  });
});

describe('timeOnPty (python3 pty)', () => {
  it('runs the command on a terminal of the given size and times its output', async () => {
    let seen = '';
    const script =
      'process.stdout.write(`${process.stdout.isTTY} ${process.stdin.isTTY} ${process.stdout.columns}x${process.stdout.rows} ready\\n`)';
    const times = await timeOnPty(process.execPath, ['-e', script], {
      env: process.env,
      columns: 77,
      rows: 21,
      marks: {
        ready: (t) => {
          seen = t;
          return t.includes('ready');
        },
      },
    });
    expect(seen).toContain('true true 77x21 ready');
    expect(times.ready).toBeGreaterThan(0);
    // On Linux, the CPU time the command had used by then: some, and no more than its threads could in that time.
    if (process.platform === 'linux') {
      expect(times.cpu?.ready).toBeGreaterThan(0);
      expect(times.cpu?.ready).toBeLessThan(times.ready * 8);
    }
  });

  it('a command that ends before its mark is an error showing what it wrote', async () => {
    const run = timeOnPty(process.execPath, ['-e', "process.stdout.write('\\u001b[1mnot it\\u001b[22m\\n')"], {
      env: process.env,
      timeoutMs: 10_000,
      marks: { never: () => false },
    });
    await expect(run).rejects.toThrow(
      /not on screen within 10000 ms \(or the command ended first\); screen text:\nnot it/,
    );
  });
});

// The alternate screen's switch (screens/terminalScreen.ts): entered once, left once however the process ends, and
// the stream Ink writes to, which never erases the scrollback and goes quiet once the screen was left.
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  ALT_SCREEN_OFF,
  ALT_SCREEN_ON,
  alternateScreenWanted,
  enterAlternateScreen,
  inkStream,
} from '../../src/screens/terminalScreen.js';

describe('the alternate screen', () => {
  it('is on unless AGENTDECK_ALT_SCREEN turns it off', () => {
    expect(alternateScreenWanted({})).toBe(true);
    expect(alternateScreenWanted({ AGENTDECK_ALT_SCREEN: '1' })).toBe(true);
    for (const off of ['0', 'false', 'no', 'OFF', ' 0 '])
      expect(alternateScreenWanted({ AGENTDECK_ALT_SCREEN: off })).toBe(false);
  });

  it('is left once: by leave(), or when the process exits or an uncaught error is about to be printed', () => {
    for (const end of ['leave', 'exit', 'uncaughtExceptionMonitor'] as const) {
      const written: string[] = [];
      const proc = new EventEmitter();
      const screen = enterAlternateScreen((t) => written.push(t), proc);
      expect(written).toEqual([ALT_SCREEN_ON]);
      if (end === 'leave') screen.leave();
      else proc.emit(end);
      screen.leave();
      proc.emit('exit');
      expect(written).toHaveLength(2);
      expect(written[1]!.endsWith(ALT_SCREEN_OFF)).toBe(true);
      expect(written[1]).toContain('\u001B[?2004l'); // bracketed paste off, even after a crash
      expect(screen.left).toBe(true);
      expect(proc.listenerCount('exit') + proc.listenerCount('uncaughtExceptionMonitor')).toBe(0);
    }
  });

  it('Ink’s stream: the scrollback is never erased; once the screen was left, nothing more is written', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (c: Buffer) => (text += c.toString()));
    const proc = new EventEmitter();
    const screen = enterAlternateScreen(() => undefined, proc);
    const stream = inkStream(out, screen);
    stream.write('\u001B[2J\u001B[3J\u001B[Hframe');
    screen.leave();
    let called = false;
    stream.write('last frame', () => (called = true));
    await new Promise((r) => setImmediate(r));
    expect(text).toBe('\u001B[2J\u001B[Hframe');
    expect(called).toBe(true);
    // Without the alternate screen everything but the erase passes.
    const plain = inkStream(out);
    plain.write('\u001B[3Jmore');
    await new Promise((r) => setImmediate(r));
    expect(text.endsWith('more')).toBe(true);
    expect(text).not.toContain('\u001B[3J');
  });
});

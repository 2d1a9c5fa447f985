// Prompts read from one shared buffer over stdin, so several questions answered in one chunk (a paste, a
// test writing "user\npass\n") are not lost between them. Questions go to stderr: stdout stays machine-readable.
// Hidden input puts a real terminal into raw mode and echoes nothing; elsewhere it reads a plain line.
import { CancelledError } from './failures.js';
import { registerSecret } from '../api/redact/redact.js';

export interface PromptStreams {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stderr: { write(chunk: string): unknown };
}

export class Prompter {
  /** Raw bytes: decoded per line, so a character split across two chunks survives. */
  private buffer: Buffer = Buffer.alloc(0);
  private ended = false;
  private waiter: (() => void) | null = null;
  private attached = false;
  private readonly onData = (chunk: Buffer | string) => {
    this.buffer = Buffer.concat([this.buffer, typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk]);
    this.wake();
  };
  private readonly onEnd = () => {
    this.ended = true;
    this.wake();
  };

  constructor(private readonly streams: PromptStreams) {}

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }

  private attach(): void {
    if (this.attached) return;
    this.attached = true;
    this.streams.stdin.on('data', this.onData);
    this.streams.stdin.on('end', this.onEnd);
    this.streams.stdin.resume();
  }

  /** Stops reading stdin so the process can exit. */
  close(): void {
    if (!this.attached) return;
    this.attached = false;
    this.streams.stdin.off('data', this.onData);
    this.streams.stdin.off('end', this.onEnd);
    this.streams.stdin.pause();
  }

  private async nextChunk(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.waiter = resolve;
    });
  }

  /** One line without its newline; null at end of input. */
  private async readLine(): Promise<string | null> {
    this.attach();
    for (;;) {
      const newline = this.buffer.indexOf(0x0a);
      if (newline >= 0) {
        const line = this.buffer.subarray(0, newline).toString('utf8').replace(/\r$/, '');
        this.buffer = this.buffer.subarray(newline + 1);
        return line;
      }
      if (this.ended) {
        if (this.buffer.length === 0) return null;
        const rest = this.buffer.toString('utf8');
        this.buffer = Buffer.alloc(0);
        return rest;
      }
      await this.nextChunk();
    }
  }

  /** Everything up to end of input (for `-f -` and credentials `-`: secrets piped in, never in argv). */
  async readAll(): Promise<string> {
    this.attach();
    while (!this.ended) await this.nextChunk();
    const text = this.buffer.toString('utf8');
    this.buffer = Buffer.alloc(0);
    return text;
  }

  /**
   * At most `max + 1` bytes of the rest of stdin, undecoded (one more than `max` tells the caller it is too much).
   * Stops reading once past the limit, so `< /dev/urandom` ends instead of filling memory.
   */
  async readAllBytes(max: number): Promise<Uint8Array> {
    this.attach();
    while (!this.ended && this.buffer.length <= max) await this.nextChunk();
    const bytes = this.buffer.subarray(0, max + 1);
    this.buffer = Buffer.alloc(0);
    if (!this.ended) this.close();
    return bytes;
  }

  async ask(question: string): Promise<string> {
    this.streams.stderr.write(question);
    const line = await this.readLine();
    if (line === null) throw new CancelledError('Cancelled: no answer (end of input); nothing was changed.');
    return line.trim();
  }

  /** y/yes → true; anything else (including just Enter) → false. */
  async confirm(question: string): Promise<boolean> {
    const answer = await this.ask(`${question} [y/N] `);
    return /^y(es)?$/i.test(answer);
  }

  /** Reads a line without echoing it, registered for redaction (hidden means secret). Ctrl-C or Ctrl-D cancel. */
  async askHidden(question: string): Promise<string> {
    const answer = await this.readHidden(question);
    registerSecret(answer);
    return answer;
  }

  private async readHidden(question: string): Promise<string> {
    const { stdin, stderr } = this.streams;
    stderr.write(question);
    if (!(stdin.isTTY && typeof stdin.setRawMode === 'function')) {
      const line = await this.readLine();
      if (line === null) throw new CancelledError('Cancelled: no answer (end of input); nothing was changed.');
      return line;
    }
    this.attach();
    stdin.setRawMode(true);
    const decoder = new TextDecoder('utf-8');
    try {
      let typed = '';
      for (;;) {
        const chars = [...decoder.decode(this.buffer, { stream: true })];
        this.buffer = Buffer.alloc(0);
        for (const [index, ch] of chars.entries()) {
          if (ch === '\r' || ch === '\n') {
            // What came after the Enter belongs to the next question.
            this.buffer = Buffer.from(chars.slice(index + 1).join(''), 'utf8');
            stderr.write('\n');
            return typed;
          }
          if (ch === '\u0003' || ch === '\u0004') {
            stderr.write('\n');
            throw new CancelledError();
          }
          if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
          else if (ch >= ' ') typed += ch;
        }
        if (this.ended) throw new CancelledError();
        await this.nextChunk();
      }
    } finally {
      stdin.setRawMode(false);
    }
  }
}

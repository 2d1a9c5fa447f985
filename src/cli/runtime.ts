// What every command gets: its streams, env, whether it may prompt, the resolved target (once per run),
// and helpers that keep stdout machine-readable (JSON or the table) and put human text on stderr.
import { isatty } from 'node:tty';
import type { ResolvedTarget, StartEmbeddedEmulator } from '../config/target.js';
import { asciiJson, asciiText, glyphModeFor, type GlyphMode } from '../api/words/glyphs.js';
import { redact, redactDeep, redactServerText } from '../api/redact/redact.js';
import { escapeInvisibles, sanitizeTerminalText } from '../api/redact/sanitize.js';
import { takeEmulatorNotice } from './emulatorNotice.js';
import { describeFailure, UsageError } from './failures.js';
import { RETRY_BUDGET_SECONDS } from './options.js';
import { retryAfterText, showRetryAfterWait } from './retryWait.js';
import { Prompter, type PromptStreams } from './prompt.js';
import { ANSI, colorEnabled, PLAIN, type Style } from './style.js';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export interface TextSink {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

/**
 * A sink whose every chunk passes through the secret registry first, the CLI writes nothing around it; C1
 * controls and bidi overrides (never written by agentdeck itself) are escaped, whichever message echoed them; in a
 * locale that is not UTF-8, every glyph becomes its ASCII stand-in (api/words/glyphs.ts).
 */
function redacting(sink: TextSink & { columns?: number }, glyphs: GlyphMode): TextSink & { columns?: number } {
  const text = glyphs === 'ascii' ? asciiText : (t: string) => t;
  return {
    write: (chunk: string) => sink.write(text(escapeInvisibles(redact(String(chunk))))),
    get isTTY() {
      return sink.isTTY;
    },
    get columns() {
      return sink.columns;
    },
  };
}

export interface CliDeps {
  startEmbeddedEmulator: StartEmbeddedEmulator;
  stdout?: TextSink;
  stderr?: TextSink;
  stdin?: PromptStreams['stdin'];
  env?: NodeJS.ProcessEnv;
  /** May the CLI prompt and animate? (stdin and stderr are terminals.) Default: from the real streams. */
  isTTY?: boolean;
  /** `agentdeck` with no command on a terminal: the interactive app (injected by main; the CLI loads no Ink). */
  runInteractive?: (target: ResolvedTarget) => Promise<number>;
  /** `agentdeck emulator …` (injected by main). */
  runEmulator?: (argv: string[]) => Promise<number>;
  /**
   * The embedded emulator's SQLite driver (injected by main; the CLI loads no emulator code): `probe` finds it
   * without loading it (`--version --json`), `check` loads it (`doctor`; throws when none loads).
   */
  sqlite?: { probe(): string | null; check(): Promise<string> };
  /** The parser of `agentdeck emulator`'s own options, for Tab (injected by main; loads no server code). */
  emulatorProgram?: () => Promise<import('commander').Command>;
  /** Injected in tests to make polling instant. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Told a failure's exit code before its message is written (main: process.exitCode), so a reader that went away
   * (`2>&1 | head -1`, closedPipe.ts) does not turn a failed command into exit 0.
   */
  onExitCode?: (code: number) => void;
}

export interface CommonOptions {
  json?: boolean;
  verbose?: boolean;
  organization?: string;
}

/** Options shared by the commands that write a set (`set`, `image-pull-secret`). */
export interface WriteOptions extends CommonOptions {
  skip?: boolean;
  region?: string;
  wait?: boolean;
  waitTimeout?: number;
}

export class Runtime {
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  readonly env: NodeJS.ProcessEnv;
  readonly isTTY: boolean;
  /** Keys can be read from a terminal (the interactive app also needs stdout to be one). */
  readonly stdinIsTTY: boolean;
  /** Style for stdout (tables) and for stderr (messages). */
  readonly outStyle: Style;
  readonly errStyle: Style;
  readonly prompter: Prompter;
  /** Unicode glyphs, or ASCII in a locale that is not UTF-8 (AGENTDECK_ASCII overrides): chosen once. */
  readonly glyphs: GlyphMode;
  readonly sleep: (ms: number) => Promise<void>;
  exitCode = 0;
  /** The unwrapped stdout, only for JSON already redacted value by value (text redaction could break its syntax). */
  private readonly rawStdout: TextSink;
  private targetPromise: Promise<ResolvedTarget> | null = null;
  private aboveLive: ((text: string) => void) | undefined;

  constructor(readonly deps: CliDeps) {
    this.env = deps.env ?? process.env;
    this.glyphs = glyphModeFor(this.env);
    this.rawStdout = deps.stdout ?? process.stdout;
    this.stdout = redacting(this.rawStdout, this.glyphs);
    this.stderr = redacting(deps.stderr ?? process.stderr, this.glyphs);
    // isatty(0), not process.stdin.isTTY: that getter builds the stdin stream (≈ 4 ms on a pipe or file), which
    // only a prompt needs.
    this.stdinIsTTY = deps.isTTY ?? isatty(0);
    this.isTTY = deps.isTTY ?? Boolean(this.stdinIsTTY && process.stderr.isTTY);
    this.outStyle = colorEnabled(this.env, Boolean(this.stdout.isTTY)) ? ANSI : PLAIN;
    this.errStyle = colorEnabled(this.env, Boolean(this.stderr.isTTY)) ? ANSI : PLAIN;
    const stderr = this.stderr;
    this.prompter = new Prompter({
      get stdin() {
        return deps.stdin ?? process.stdin;
      },
      stderr,
    });
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Machine-readable or table output. */
  out(text: string): void {
    this.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  json(value: unknown): void {
    const json = escapeInvisibles(JSON.stringify(redactDeep(value), null, 2));
    this.rawStdout.write(`${this.glyphs === 'ascii' ? asciiJson(json) : json}\n`);
  }

  /**
   * The same bytes as `json(object)` with `object[key]` (a top-level field, in its place) being `items`, written in
   * pieces: the list item by item, each redacted and stringified alone — a list of a million sets is never one
   * string, nor one more copy of the whole list (issue 25: 2.1 GB, 13× the JSON printed).
   */
  jsonWithList(object: Record<string, unknown>, key: string, items: Iterable<unknown>): void {
    const MARK = '\u0000agentdeck-list\u0000';
    const skeleton = JSON.stringify(redactDeep({ ...object, [key]: MARK }), null, 2);
    const at = skeleton.indexOf(JSON.stringify(MARK));
    this.rawStdout.write(escapeInvisibles(skeleton.slice(0, at)));
    let piece = '';
    let count = 0;
    for (const item of items) {
      // Items sit at depth 2: every line of an item's own pretty form moves 4 spaces in.
      piece += `${count === 0 ? '[' : ','}\n    ${JSON.stringify(redactDeep(item), null, 2).replaceAll('\n', '\n    ')}`;
      if (++count % 1000 === 0) {
        this.rawStdout.write(escapeInvisibles(piece));
        piece = '';
      }
    }
    piece += count === 0 ? '[]' : '\n  ]';
    this.rawStdout.write(
      `${escapeInvisibles(piece)}${escapeInvisibles(skeleton.slice(at + JSON.stringify(MARK).length))}\n`,
    );
  }

  /** Human text (progress, previews, hints, warnings); above the live block while one is drawn. */
  info(text: string): void {
    if (this.aboveLive) this.aboveLive(text);
    else this.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  /** While a live block is drawn (progress.ts), `info` goes through it; undefined gives stderr back. */
  aboveLiveBlock(write: ((text: string) => void) | undefined): void {
    this.aboveLive = write;
  }

  /** Server text made safe for one line of a terminal. */
  safe(text: string | undefined): string {
    const redacted = redactServerText(text ?? '');
    // Printable ASCII has nothing to clean (most names and regions): skip the character-by-character copy.
    return PRINTABLE_ASCII.test(redacted) ? redacted : sanitizeTerminalText(redacted, { singleLine: true });
  }

  /** Throws the "no TTY → never prompt" usage error naming the flag to pass. */
  requireInteractive(what: string, flagHint: string): void {
    if (!this.isTTY) throw new UsageError(`${what} needs confirmation but stdin is not a terminal; ${flagHint}`);
  }

  target(opts: CommonOptions): Promise<ResolvedTarget> {
    this.targetPromise ??= (async () => {
      const { resolveTarget } = await import('../config/target.js');
      const target = await resolveTarget({
        organization: opts.organization,
        env: this.env,
        startEmbeddedEmulator: this.deps.startEmbeddedEmulator,
        warn: (message) => this.info(this.errStyle.yellow(message)),
        http: {
          retryBudget: { limitMs: RETRY_BUDGET_SECONDS * 1000 },
          onRetry: (info) => {
            if (opts.verbose) {
              const why = info.status !== undefined ? `HTTP ${info.status}` : (info.errorCode ?? 'network error');
              const capped = info.retryAfterAskedMs !== undefined ? `; ${retryAfterText(info, info.delayMs)}` : '';
              this.info(`agentdeck: retry ${info.attempt} in ${info.delayMs} ms (${why}${capped})`);
            }
            // The server asked us to wait: say so while waiting, on a terminal (a pipe gets no countdown noise).
            if (info.retryAfterMs !== undefined && this.stderr.isTTY) showRetryAfterWait(this.stderr, info);
          },
        },
      });
      if (opts.verbose) {
        this.info(
          `agentdeck: secrets → ${target.label}; rooms → ${target.roomLabel}; credentials from ${target.keySource}`,
        );
      }
      if (target.hint && takeEmulatorNotice(this.env, Boolean(opts.verbose))) {
        this.info(this.errStyle.dim(`agentdeck: using the ${target.label} (nothing configured); ${target.hint}.`));
      }
      return target;
    })();
    return this.targetPromise;
  }

  /** Runs a command body, mapping what it throws to an exit code and one message. */
  async run(opts: CommonOptions, body: () => Promise<number | void>): Promise<void> {
    try {
      this.exitCode = (await body()) ?? 0;
    } catch (error) {
      const failure = describeFailure(error);
      this.deps.onExitCode?.(failure.exitCode);
      let message = failure.message;
      if (failure.status === 401 && this.targetPromise) {
        const target = await this.targetPromise.catch(() => null);
        // Name the credentials of the service that refused: the room service's are not the Pipecat key.
        if (target && failure.service === 'daily') message += ` (room service: ${target.roomLabel})`;
        else if (target) message += ` (credentials from ${target.keySource}; target ${target.label})`;
      }
      const code = failure.code && failure.code !== 'USAGE' && failure.code !== 'INTERNAL' ? ` [${failure.code}]` : '';
      this.info(`${this.errStyle.red('error:')} ${message}${code}`);
      if (opts.json) {
        this.json({
          error: {
            message,
            ...(failure.code ? { code: failure.code } : {}),
            ...(failure.status ? { status: failure.status } : {}),
            ...(failure.keys ? { keys: failure.keys } : {}),
          },
        });
      }
      this.exitCode = failure.exitCode;
    }
  }

  async close(): Promise<void> {
    this.prompter.close();
    const target = await this.targetPromise?.catch(() => null);
    await target?.close();
  }
}

// What `agents logs` filters on, parsed from its options: `--since`/`--until` (a duration back from now — 30s, 15m,
// 2h, 1d, 1w — an ISO date or time, or a Unix timestamp in seconds or milliseconds) as the API's whole-second
// `startTime`/`endTime`, and `--level`, which the API has no filter for: a line's level is read from its text
// (loguru's `| INFO |`, a leading `INFO`, `[error]` …) and lines at a lower level are left out here. A line whose
// level cannot be read is kept (a traceback's continuation lines have none).
import type { AgentLogLine } from '../../api/agents/logs.js';
import { UsageError } from '../failures.js';

export const LEVELS = ['trace', 'debug', 'info', 'warning', 'error', 'critical'] as const;
export type Level = (typeof LEVELS)[number];

const SEVERITY: Record<string, number> = {
  trace: 5,
  debug: 10,
  info: 20,
  success: 25,
  warn: 30,
  warning: 30,
  error: 40,
  critical: 50,
  fatal: 50,
};
const LEVEL_WORD = /(?:^|[\s|[(])(TRACE|DEBUG|INFO|SUCCESS|WARN(?:ING)?|ERROR|CRITICAL|FATAL)(?=$|[\s|\]):])/i;
const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const WHEN_HELP =
  'a duration back from now (30s, 15m, 2h, 1d), an ISO date or time (2026-11-27T10:00:00Z) or a Unix timestamp';

/** The level a log line states near its start, or undefined. */
export function levelOf(text: string): number | undefined {
  const match = LEVEL_WORD.exec(text.slice(0, 80));
  return match ? SEVERITY[match[1].toLowerCase()] : undefined;
}

/** Keeps lines at `level` or above, and lines that state no level. */
export function levelFilter(level: Level | undefined): (line: AgentLogLine) => boolean {
  if (!level) return () => true;
  const min = SEVERITY[level];
  return (line) => {
    const own = levelOf(line.log);
    return own === undefined || own >= min;
  };
}

/** `--since`/`--until` → milliseconds since the epoch. */
export function parseWhen(flag: string, value: string, now: number): number {
  const text = value.trim();
  const duration = /^(\d+(?:\.\d+)?)\s*([smhdw])$/i.exec(text);
  if (duration) return now - Number(duration[1]) * UNITS[duration[2].toLowerCase()];
  if (/^\d{1,15}$/.test(text)) {
    const n = Number(text);
    return n > 1e11 ? n : n * 1000;
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return ms;
  }
  throw new UsageError(`${flag}: '${text}' is not ${WHEN_HELP}`);
}

export interface TimeBounds {
  /** Whole seconds. */
  startTime?: number;
  endTime?: number;
}

export function timeBounds(opts: { since?: string; until?: string; follow?: boolean }, now: number): TimeBounds {
  if (opts.until !== undefined && opts.follow)
    throw new UsageError('--until cannot be used with --follow (following prints lines as they come)');
  const since = opts.since !== undefined ? parseWhen('--since', opts.since, now) : undefined;
  const until = opts.until !== undefined ? parseWhen('--until', opts.until, now) : undefined;
  if (since !== undefined && until !== undefined && since > until)
    throw new UsageError('--since must be before --until');
  return {
    ...(since !== undefined ? { startTime: Math.floor(Math.max(0, since) / 1000) } : {}),
    ...(until !== undefined ? { endTime: Math.ceil(Math.max(0, until) / 1000) } : {}),
  };
}

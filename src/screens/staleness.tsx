// Which values agents run, in the app's words: the set list's VALUES cell and its note, the key editor's line, and
// the Agents screen's VALUES cell. Every reading comes from the store's staleness slice, which computes it with
// api/secrets/staleness.ts — the source `agents list`, `secrets list SET` and `secrets doctor` read too — so no view decides.
import { Text } from 'ink';
import { useEffect } from 'react';
import { plural } from '../api/rollout/words.js';
import {
  stalenessWords,
  timeText,
  type AgentStaleness,
  type SetWrite,
  type StalenessCounts,
} from '../api/secrets/staleness.js';
import { theme } from '../components/theme.js';
import { useAppStore, useAppStoreApi } from '../state/context.js';

export interface ValuesCell {
  text: string;
  tone: 'ok' | 'warning' | 'muted' | 'plain';
}

const BLANK: ValuesCell = { text: '', tone: 'plain' };

/**
 * The set list's VALUES cell: "⚠ 2 of 5 stale", "? 1 of 5 unknown", "current", "–" (no agent binds it), "…" while
 * the agents or the writes are read (`usedBy` undefined: the usage map is not read yet). Nothing for an image pull secret (it is not in an agent's environment).
 */
export function setValuesCell(
  counts: StalenessCounts | undefined,
  opts: { pullSecret: boolean; usedBy: number | undefined; read: boolean },
): ValuesCell {
  if (opts.pullSecret) return BLANK;
  if (opts.usedBy === undefined) return { text: opts.read ? '?' : '…', tone: 'muted' };
  if (opts.usedBy === 0) return { text: '–', tone: 'muted' };
  if (!counts) return { text: opts.read ? '?' : '…', tone: 'muted' };
  if (counts.stale > 0) return { text: `⚠ ${counts.stale} of ${counts.total} stale`, tone: 'warning' };
  if (counts.unknown > 0) return { text: `? ${counts.unknown} of ${counts.total} unknown`, tone: 'muted' };
  return { text: 'current', tone: 'ok' };
}

/** "2 of 5 agents run values older than the last write" (undefined when none does). */
export function olderValuesText(counts: StalenessCounts | undefined): string | undefined {
  if (!counts || counts.stale === 0) return undefined;
  return `${counts.stale} of ${plural(counts.total, 'agent')} run${counts.stale === 1 ? 's' : ''} values older than the last write`;
}

/** The set's last write in words: "last write 14:02:05 UTC", or why it is not known. */
export function lastWriteText(write: SetWrite | undefined, now: number): string {
  if (!write) return 'last write: reading…';
  if (write.known) return `last write ${timeText(write.at, now)}`;
  if (write.why === 'keys-changed' && write.since !== undefined)
    return `last write by agentdeck ${timeText(write.since, now)}, keys changed since by another tool`;
  return 'last write: not recorded (no write through agentdeck)';
}

/** A time in a narrow cell: `14:02 UTC` today, else `11-26 14:02` (the detail and the note say it whole). */
export function shortTimeText(ms: number, now: number): string {
  const iso = new Date(ms).toISOString();
  return iso.slice(0, 10) === new Date(now).toISOString().slice(0, 10)
    ? `${iso.slice(11, 16)} UTC`
    : `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;
}

/**
 * The Agents screen's VALUES cell: "current", "⚠ stale since 14:02 UTC" (wide) or "⚠ stale", "? unknown", "–" (it
 * binds no secret set), "…" while it is read.
 */
export function agentValuesCell(s: AgentStaleness | undefined, now: number, wide: boolean): ValuesCell {
  if (!s) return { text: '…', tone: 'muted' };
  if (s.sets.length === 0) return { text: '–', tone: 'muted' };
  if (s.state === 'current') return { text: 'current', tone: 'ok' };
  if (s.state === 'unknown') return { text: '? unknown', tone: 'muted' };
  const since = wide && s.since !== undefined ? ` since ${shortTimeText(s.since, now)}` : '';
  return { text: `⚠ stale${since}`, tone: 'warning' };
}

/** The Agents screen's words for one agent: "stale since 14:02:05 UTC — runs 'keys' as it was before …". */
export function agentValuesText(s: AgentStaleness, now: number): string {
  return `${stalenessWords(s, now)}${s.message ? ` — ${s.message}` : ''}`;
}

export function toneColour(tone: ValuesCell['tone']): string | undefined {
  return tone === 'ok'
    ? theme.success
    : tone === 'warning'
      ? theme.warning
      : tone === 'muted'
        ? theme.muted
        : undefined;
}

/** The key editor's line on what its agents run; nothing when agents are off or none binds the set. */
export function useSetValuesLineCount(name: string): number {
  const enabled = useAppStore((s) => s.usageEnabled);
  const used = useAppStore((s) => (s.usage?.bySet.get(name)?.length ?? 0) > 0);
  return enabled && used ? 1 : 0;
}

export function SetValuesLine({ name }: { name: string }) {
  const store = useAppStoreApi();
  useEffect(() => void store.getState().refreshSetWrites(), [store]);
  const enabled = useAppStore((s) => s.usageEnabled);
  const usedBy = useAppStore((s) => s.usage?.bySet.get(name)?.length ?? 0);
  const counts = useAppStore((s) => s.setStaleness.get(name));
  const write = useAppStore((s) => s.setWrites?.get(name));
  const error = useAppStore((s) => s.setWritesError);
  const now = useAppStore((s) => s.clockNow)();
  if (!enabled || usedBy === 0) return null;
  const when = lastWriteText(write, now);
  if (!counts) {
    return (
      <Text color={theme.muted} wrap="truncate-end">
        {error ?? `which values its agents run: reading… · ${when}`}
      </Text>
    );
  }
  const older = olderValuesText(counts);
  if (older) {
    return (
      <Text color={theme.warning} wrap="truncate-end">
        {`⚠ ${older} · ${when}`}
      </Text>
    );
  }
  if (counts.unknown > 0) {
    return (
      <Text color={theme.muted} wrap="truncate-end">
        {`? ${counts.unknown} of ${plural(counts.total, 'agent')}: not known which values ${counts.unknown === 1 ? 'it runs' : 'they run'} · ${when}`}
      </Text>
    );
  }
  return (
    <Text color={theme.success} wrap="truncate-end">
      {`${counts.total === 1 ? 'its agent runs' : `all ${counts.total} agents run`} the set as it is now · ${when}`}
    </Text>
  );
}

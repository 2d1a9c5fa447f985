// Staleness on the command line: the reads (each bound secret set's last write, once) and the words every command
// shows it with — `agents list`, `agents status`, `secrets list SET`, `secrets doctor` — from api/secrets/staleness.ts, the
// one source of truth (the app reads the same functions).
import type { SecretsApi } from '../api/contracts.js';
import type { SecretSetDetail, SecretSetSummary } from '../api/models.js';
import { readSetWrites } from '../api/secrets/setWrites.js';
import {
  agentStaleness,
  stalenessWords,
  timeText,
  type AgentStaleness,
  type DeploymentFacts,
  type SetWrite,
} from '../api/secrets/staleness.js';
import type { Style } from './style.js';

export interface StaleAgentInput {
  name: string;
  secretSets: readonly string[];
  deployment: DeploymentFacts;
}

/** Each agent against the secret sets it binds (one read per set, however many agents bind it). */
export async function readAgentsStaleness(
  secrets: SecretsApi,
  sets: readonly SecretSetSummary[],
  agents: readonly StaleAgentInput[],
  opts: { signal?: AbortSignal; now?: number } = {},
): Promise<Map<string, AgentStaleness>> {
  const writes = await readSetWrites(
    secrets,
    agents.flatMap((a) => a.secretSets),
    sets,
    opts.signal ? { signal: opts.signal } : {},
  );
  return stalenessOfAgents(writes, agents, opts.now);
}

export function stalenessOfAgents(
  writes: ReadonlyMap<string, SetWrite>,
  agents: readonly StaleAgentInput[],
  now = Date.now(),
): Map<string, AgentStaleness> {
  return new Map(agents.map((a) => [a.name, agentStaleness(a, writes, a.deployment, now)]));
}

/** The VALUES cell: `current`, `⚠ stale since 14:02:05 UTC`, `? unknown` (glyph and word, never colour alone). */
export function stalenessCell(s: AgentStaleness | undefined, style: Style, now = Date.now()): string {
  if (!s) return '?';
  const words = stalenessWords(s, now);
  if (s.state === 'current') return s.sets.length === 0 ? '–' : style.green(words);
  if (s.state === 'stale') return style.yellow(`⚠ ${words}`);
  return `? ${words}`;
}

/** "Last write: by agentdeck at 14:02:05 UTC" — the marker shown as what it is, never as a key. */
export function lastWriteLine(
  detail: Pick<SecretSetDetail, 'marker' | 'emulatorVersion' | 'olderMarkers'>,
  now = Date.now(),
): string {
  const m = detail.marker;
  const version = detail.emulatorVersion !== undefined ? ` · emulator version ${detail.emulatorVersion}` : '';
  if (!m) return `Last write: not recorded (no write through agentdeck, or its marker is off)${version}`;
  const what = m.mode === 'values' ? 'every key and value' : 'key names';
  if (!m.matches)
    return `Last write: by agentdeck at ${timeText(m.writtenAt, now)}, but a key was added or removed since (another tool): which values agents run is unknown${version}`;
  return `Last write: by agentdeck at ${timeText(m.writtenAt, now)} (its marker records ${what})${version}`;
}

/** The --json form of a set's marker. */
export function writtenJson(detail: Pick<SecretSetDetail, 'marker'>): Record<string, unknown> | null {
  const m = detail.marker;
  return m
    ? { by: 'agentdeck', at: new Date(m.writtenAt).toISOString(), mode: m.mode, keysMatch: m.matches, markerKey: m.key }
    : null;
}

// What the store is built from. Everything with I/O or time comes in here, so tests can pass fakes.
import type { AgentsApi } from '../api/agents/client.js';
import type { RoomsApi, SecretsApi } from '../api/contracts.js';
import type { RolloutJournal } from '../api/rollout/journal.js';
import type { RolloutLocks } from '../api/rollout/lock.js';
import type { RolloutClock } from '../api/rollout/runner.js';
import type { ProjectSource } from '../project/appSource.js';

export interface Clock {
  /** Milliseconds since the epoch (Date.now in the app; a fixed or fake clock in tests). */
  now(): number;
}

export type TargetKind = 'private-key' | 'user-token' | 'emulator';

export interface AppTarget {
  /** Where secrets go, e.g. `api.pipecat.daily.co · org acme` or `local emulator`. */
  label: string;
  /** Where rooms go, e.g. `api.daily.co` or `local emulator`. */
  roomLabel: string;
  /** One line telling the user how to point at the real service (shown in emulator mode). */
  hint?: string;
  kind: TargetKind;
}

export interface AppDeps {
  secrets: SecretsApi;
  /** Lazy: the room service may need a lookup (org's Daily key) before it can be used. */
  getRooms: () => Promise<RoomsApi>;
  clock: Clock;
  target: AppTarget;
  /** Agents (who uses which set); absent → the app shows nothing about agents. */
  agents?: AgentsApi;
  /** Where a meeting token is written when the user asks (mode 0600); absent → the app cannot write one. */
  tokenDir?: string;
  /**
   * The rollout journal (config/rolloutJournal.ts's file in the app, so the command line and the app continue each
   * other's rollouts); absent → one in memory for this store.
   */
  rolloutJournal?: RolloutJournal;
  /**
   * The rollout locks (config/rolloutLock.ts's files in the app: one rollout of a set at a time, across the command
   * line and the app); absent → no lock (tests that do not need one).
   */
  rolloutLocks?: RolloutLocks;
  /** The journal key's target part (api/rollout/journal.ts rolloutTargetName); absent → the target's label. */
  rolloutTarget?: string;
  /** The rollout engine's clock and sleep (tests: a fake clock); absent → `clock.now` and real timers. */
  rolloutClock?: RolloutClock;
  /** agentdeck.toml and its environments' plans (the Environments screen); absent → that screen says so. */
  project?: ProjectSource;
}

export const systemClock: Clock = { now: () => Date.now() };

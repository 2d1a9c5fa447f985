// The rollout engine's public surface (for the command line, the app's rollout slice, and library users).
export {
  DEFAULT_ROLLOUT_OPTIONS,
  agentsToStart,
  createRollout,
  followed,
  inFlight,
  isFinished,
  planCounts,
  preflightDone,
  rolloutReducer,
  setIsReady,
  toRedeploy,
  waitingForSet,
  type AgentPhase,
  type PlanCounts,
  type PreflightInfo,
  type RolloutAgent,
  type RolloutEvent,
  type RolloutInit,
  type RolloutOptions,
  type RolloutScope,
  type RolloutState,
  type SetStatus,
  type StopReason,
  type WatchedSet,
} from './model.js';
export { summarize, type RolloutSummary, type SummaryItem } from './summary.js';
export {
  POLL_DELAYS_MS,
  planRollout,
  realClock,
  runRollout,
  type RolloutClock,
  type RolloutControl,
  type RolloutDeps,
  type RolloutPlan,
  type RolloutRequest,
} from './runner.js';
export { LIMIT_WINDOW_MS, MAX_REQUESTS_PER_AGENT, RequestLimiter } from './limiter.js';
export { FIRST_LOOK_MS, GROWTH, MAX_GAP_MS, PollSchedule } from './pollSchedule.js';
export {
  entryFromState,
  journalKey,
  memoryJournal,
  newJournalEntry,
  rolloutTargetName,
  supersededEntry,
  type JournalAgent,
  type JournalEntry,
  type RolloutJournal,
} from './journal.js';

// The plan in words, shared by the command line (text and Markdown) and the app: one line per change, a summary line
// per environment. Pure; names, counts and reasons only — a plan holds no value to show.
import { timeText } from '../api/secrets/staleness.js';
import type { ApplyEvent } from './apply.js';
import type { DeploymentAction } from './deploymentActions.js';
import type { AgentIssue, AgentPlan, EnvironmentPlan, PlanCounts, PullSecretPlan, SetPlan } from './plan.js';

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** A set's change as one line, or undefined when it is in sync. */
export function setLine(s: SetPlan): string | undefined {
  return setLineWith(s, 'only with --prune');
}

/** setLine, with `removeNote` saying what becomes of the keys to remove (the app names its P instead of --prune). */
export function setLineWith(s: SetPlan, removeNote: string): string | undefined {
  if (s.action === 'blocked') return `set ${s.name}: cannot be written: ${s.problem ?? 'blocked'}`;
  if (s.action === 'create')
    return `set ${s.name}: to create with ${plural(s.add.length, 'key')} (${s.add.join(', ')})`;
  const parts: string[] = [];
  if (s.add.length > 0) parts.push(`keys to add: ${s.add.join(', ')}`);
  if (s.remove.length > 0) parts.push(`keys to remove: ${s.remove.join(', ')} (${removeNote})`);
  if (s.values === 'differ') parts.push(...valuesDifferWords(s.differing));
  if (s.values === 'unknown' && s.add.length + s.remove.length === 0)
    parts.push(`values unknown: ${s.valuesWhy ?? 'not known'}`);
  if (s.status === 'failed') parts.push(`failed${s.errorMessage ? `: ${s.errorMessage}` : ''}`);
  if (s.status === 'pending') parts.push('pending (not ready yet)');
  if (parts.length === 0) return undefined;
  return `set ${s.name}: ${s.action === 'update' ? 'to write — ' : ''}${parts.join('; ')}`;
}

/**
 * What differs in a set's values: each key the marker's tags name, "a value differs (…cannot tell which key)" when
 * none does, "values differ from the source" when the marker names no key (an older one, or a set too big to tag).
 */
export function valuesDifferWords(differing: readonly string[] | undefined): string[] {
  if (differing === undefined) return ['values differ from the source'];
  if (differing.length === 0) return ['a value differs (agentdeck cannot tell which key)'];
  return differing.map((key) => `${key}: value differs`);
}

export function pullSecretLine(p: PullSecretPlan): string | undefined {
  if (p.action === 'create') return `image pull secret ${p.name}: to create (credentials from ${p.credentialsEnv})`;
  if (p.action === 'blocked') return `image pull secret ${p.name}: ${p.problem ?? 'cannot be written'}`;
  return undefined;
}

export function issueWords(issue: AgentIssue, now: number = Date.now()): string {
  switch (issue.kind) {
    case 'missing':
      return 'not found (agentdeck does not create agents: deploy it first)';
    case 'wrong-region':
      return `in ${issue.region}, not the region of its set (an agent cannot move region)`;
    case 'wrong-set':
      return `bound to ${issue.bound.length > 0 ? issue.bound.join(', ') : 'no set'}, should be ${issue.want ?? 'none'}`;
    case 'wrong-pull-secret':
      return `pulls with ${issue.bound ?? 'no pull secret'}, should be ${issue.want ?? 'none'}`;
    case 'stale':
      return issue.since !== undefined
        ? `stale since ${timeText(issue.since, now)}: ${issue.message}`
        : `stale: ${issue.message}`;
    case 'unknown':
      return `runs values not known to be current: ${issue.message}`;
    case 'not-drained':
      return `not drained: ${plural(issue.sessions, 'active session')} on ${issue.deployments.join(', ')}`;
    case 'unreadable':
      return issue.message;
    case 'deployment':
      return issue.state === 'failed'
        ? `its deployment is not ready: ${issue.message}`
        : `deploying: ${issue.message} (apply follows it)`;
  }
}

/** An agent's line, or undefined when nothing is to say. */
export function agentLine(a: AgentPlan, now: number = Date.now()): string | undefined {
  const issues = a.issues.map((i) => issueWords(i, now));
  const action = a.rebind ? 'to rebind' : a.redeploy ? 'to redeploy' : a.follow ? 'to follow' : '';
  if (issues.length === 0 && !action) return undefined;
  return `agent ${a.name}: ${[action, ...issues].filter(Boolean).join('; ')}`;
}

/** The summary of one environment: "in sync", or what differs. */
export function summaryWords(c: PlanCounts): string {
  const parts: string[] = [];
  if (c.setsToCreate) parts.push(`${plural(c.setsToCreate, 'set')} to create`);
  if (c.setsToUpdate) parts.push(`${plural(c.setsToUpdate, 'set')} to write`);
  if (c.keysToAdd) parts.push(`${plural(c.keysToAdd, 'key')} to add`);
  if (c.keysToRemove) parts.push(`${plural(c.keysToRemove, 'key')} to remove`);
  if (c.valuesDiffer) parts.push(`${plural(c.valuesDiffer, 'set')} with values that differ`);
  if (c.valuesUnknown) parts.push(`${plural(c.valuesUnknown, 'set')} with unknown values`);
  if (c.failedSets) parts.push(`${plural(c.failedSets, 'set')} failed`);
  if (c.pendingSets) parts.push(`${plural(c.pendingSets, 'set')} pending`);
  if (c.pullSecretsToCreate) parts.push(`${plural(c.pullSecretsToCreate, 'pull secret')} to create`);
  if (c.agentsToRebind) parts.push(`${plural(c.agentsToRebind, 'agent')} to rebind`);
  if (c.agentsToRedeploy) parts.push(`${plural(c.agentsToRedeploy, 'agent')} to redeploy`);
  if (c.failedDeployments) parts.push(`${plural(c.failedDeployments, 'failed deployment')}`);
  if (c.agentsToFollow) parts.push(`${plural(c.agentsToFollow, 'deployment')} to follow`);
  if (c.staleAgents) parts.push(`${plural(c.staleAgents, 'stale agent')}`);
  if (c.notDrained) parts.push(`${plural(c.notDrained, 'agent')} not drained`);
  if (c.problems) parts.push(`${plural(c.problems, 'problem')} apply cannot fix`);
  const drift = parts.filter((p) => !p.endsWith('not drained'));
  if (drift.length === 0) return parts.length === 0 ? 'in sync' : `in sync (${parts.join(', ')})`;
  return parts.join(', ');
}

/**
 * Said of an environment in sync whose deployments were not read (the agent list cannot tell a failed deployment
 * from a ready one); `how` says what reads them (the command line: `plan --deployments`).
 */
export function deploymentsNote(e: EnvironmentPlan, how: string): string | undefined {
  return e.inSync && !e.deploymentsChecked ? `deployments not checked: ${how}` : undefined;
}

/**
 * What reading the deployments found, for the app's step when its apply stops to show it: "1 agent to redeploy
 * (voice-bot: its deployment after the last write failed)", and the deployments to follow.
 */
export function deploymentsFoundWords(actions: readonly DeploymentAction[]): string {
  const failed = actions.filter((a) => a.state === 'failed').map((a) => a.agent);
  const rolling = actions.filter((a) => a.state === 'rolling').map((a) => a.agent);
  const parts = [
    failed.length > 0
      ? `${plural(failed.length, 'agent')} to redeploy (${failed.join(', ')}: ${failed.length === 1 ? 'its deployment' : 'their deployments'} after the last write failed)`
      : '',
    rolling.length > 0
      ? `${plural(rolling.length, 'deployment')} to follow (${rolling.join(', ')}: still rolling after the last write)`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' and ') : 'nothing to redeploy or follow';
}

export function environmentHeading(e: EnvironmentPlan): string {
  return `${e.env} (organization ${e.organization}${e.protected ? ', protected' : ''})`;
}

/** A step of apply as one line (names only). The app's Environments screen shows these; the command line's are alike. */
export function applyEventLine(e: ApplyEvent): string {
  switch (e.kind) {
    case 'key-removed':
      return `${e.env}: removed ${e.key} from ${e.set}`;
    case 'set-written':
      return `${e.env}: ${e.created ? 'created' : 'wrote'} ${e.set}${e.markerProblem ? ` (note: ${e.markerProblem})` : ''}`;
    case 'pull-secret-written':
      return `${e.env}: wrote image pull secret ${e.name}`;
    case 'waiting':
      return `${e.env}: waiting for ${e.sets.join(', ')} to be ready…`;
    case 'set-ready':
      return `${e.env}: ${e.set} is ready`;
    case 'set-failed':
      return `${e.env}: ${e.set} failed: ${e.errorMessage}`;
    case 'agent-rebound':
      return `${e.env}: rebound ${e.agent} to ${[e.set, e.pullSecret].filter(Boolean).join(' and ')}`;
    case 'agent-not-rebound':
      return `${e.env}: could not rebind ${e.agent}: ${e.message}`;
  }
}

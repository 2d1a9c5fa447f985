// What `agents sessions` and `agents status` share: reading an agent's sessions per deployment (api/agents/sessionsReading.ts:
// the active ones, paged, and the ended count of each deployment named), and the text of one deployment's row and of the drain
// failure (a superseded deployment that started sessions after the serving one was ready).
import { shortId } from '../../api/agents/deployStatus.js';
import type { DeploymentSessions, SessionsReading } from '../../api/agents/sessionsByDeployment.js';
// The reading itself is api's (the app's Agents screen reads it too).
export { readSessionsByDeployment, type SessionsRead } from '../../api/agents/sessionsReading.js';
import type { Style } from '../style.js';

const ROLE_WORDS: Record<DeploymentSessions['role'], string> = {
  serving: 'serving',
  'rolling-out': 'rolling out',
  failed: 'failed',
  superseded: 'superseded',
  unknown: '?',
};

export function roleText(d: DeploymentSessions, style: Style): string {
  const word = ROLE_WORDS[d.role];
  if (d.role === 'serving') return style.green(word);
  if (d.role === 'superseded' && d.active > 0) return style.yellow(`${word}, draining`);
  if (d.role === 'failed') return style.red(word);
  return word;
}

/** "3 active, 12 ended" for one deployment. */
export function countsText(d: DeploymentSessions): string {
  return `${d.active} active, ${d.ended} ended`;
}

/** The lines that say a superseded deployment took new sessions (empty when none did). */
export function lateSessionLines(reading: SessionsReading, style: Style): string[] {
  if (reading.lateSessions.length === 0 || !reading.servingDeploymentId) return [];
  const byDeployment = new Map<string, string[]>();
  for (const s of reading.lateSessions)
    byDeployment.set(s.deploymentId, [...(byDeployment.get(s.deploymentId) ?? []), s.sessionId]);
  const serving = shortId(reading.servingDeploymentId);
  return [...byDeployment].map(([id, sessions]) =>
    style.red(
      `⚠ Deployment ${id} is superseded but started ${sessions.length} session${sessions.length === 1 ? '' : 's'} after ${serving} was ready` +
        `${reading.servingSince ? ` (${reading.servingSince})` : ''}: ${sessions.join(', ')}`,
    ),
  );
}

/** One line on the drain: drained, or what still runs on superseded deployments. */
export function drainText(reading: SessionsReading, style: Style): string {
  if (!reading.complete)
    return style.yellow(
      `Drain: unknown — more active sessions than were read (${reading.activeOnSuperseded}+ on superseded deployments)`,
    );
  if (reading.drained) return `Drain: ${style.green('done')} — no active session on a superseded deployment`;
  const parts = reading.draining.map((d) => `${d.active} on ${shortId(d.deploymentId)}`);
  return style.yellow(`Drain: still draining — ${parts.join(', ')}`);
}

// How agent statuses read on the command line: glyph + word (never colour alone), as set statuses do.
import { AGENT_STATUS_WORDS as WORDS, type AgentStatus, type AgentStatusKind } from '../../api/agents/deployStatus.js';
import type { Style } from '../style.js';

export function agentStatusText(status: AgentStatus | undefined, style: Style): string {
  if (!status) return '? unreadable';
  const text = WORDS[status.kind];
  if (status.kind === 'ready' || status.kind === 'scaledToZero') return style.green(text);
  if (status.kind === 'deploying') return style.yellow(text);
  if (status.kind === 'unknown') return text;
  return style.red(text);
}

/** The status word for JSON. */
export const STATUS_JSON: Record<AgentStatusKind, string> = {
  ready: 'ready',
  deploying: 'deploying',
  failed: 'failed',
  scaledToZero: 'scaled to zero',
  unavailable: 'unavailable',
  unknown: 'unknown',
};

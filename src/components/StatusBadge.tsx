import { Text } from 'ink';
import { SET_STATUS_GLYPHS } from '../api/words/glyphs.js';
import type { SecretSetStatus } from '../api/models.js';
import { theme } from './theme.js';

export function statusLabel(status: SecretSetStatus): string {
  return `${SET_STATUS_GLYPHS[status] ?? '?'} ${status}`;
}

const colour = (status: SecretSetStatus) =>
  status === 'ready'
    ? theme.success
    : status === 'pending'
      ? theme.warning
      : status === 'failed'
        ? theme.error
        : undefined;

/** Glyph + word (`● ready`, `◌ pending`, `✖ failed`) so status never depends on colour. */
export function StatusBadge({ status }: { status: SecretSetStatus }) {
  return <Text color={colour(status)}>{statusLabel(status)}</Text>;
}

import type { SecretSetStatus } from '../api/models.js';
export declare const STATUS_GLYPH: Record<SecretSetStatus, string>;
export declare function statusLabel(status: SecretSetStatus): string;
/** Glyph + word (`● ready`, `◌ pending`, `✖ failed`) so status never depends on colour. */
export declare function StatusBadge({ status }: {
    status: SecretSetStatus;
}): import("react").JSX.Element;

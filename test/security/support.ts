// Canaries: recognisable credentials and secret values. They must never show up in any output, except a
// meeting token where it is the product (`rooms token` stdout).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Valid emulator keys (their prefixes and length are what keys.json requires) carrying a CANARY marker.
export const CANARY_KEYS = {
  privateKey: 'pk_emu_CANARYPRIVATEKEY0123456789abcdef',
  userToken: 'pcc_pat_emu_CANARYUSERTOKEN0123456789abcdef',
  roomKey: 'daily_emu_CANARYROOMKEY0123456789abcdef',
};
export const WRONG_KEYS = {
  privateKey: 'pk_emu_CANARYWRONGPRIVATE0123456789abcdef',
  roomKey: 'daily_emu_CANARYWRONGROOM0123456789abcdef',
};

/** Secret values start with a distinctive prefix so even a "first 5 characters" preview is caught. */
export const VALUE_PREFIX = 'Qz7';
export const canaryValue = (label: string) => `${VALUE_PREFIX}CANARY-SECRET-${label}`;

/** Substrings that must never be in stdout or stderr (case-sensitive; set names are lower-case). */
export const FORBIDDEN = ['CANARY', VALUE_PREFIX, ...Object.values(CANARY_KEYS), ...Object.values(WRONG_KEYS)];

/** Writes keys.json before the emulator's first start, so it adopts the canary keys. */
export function seedCanaryKeys(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dataDir, 'keys.json'), JSON.stringify(CANARY_KEYS), { mode: 0o600 });
}

/** Every forbidden substring found in `text`. */
export function leaks(text: string, extra: string[] = []): string[] {
  return [...FORBIDDEN, ...extra].filter((needle) => needle.length > 0 && text.includes(needle));
}

// C0 controls other than \n and \t, DEL, the C1 range (8-bit CSI/OSC), and the bidi marks, embeddings, overrides and
// isolates (they reorder what a terminal shows). Frames and plain CLI output must not carry any of them when colour
// is off.
export const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

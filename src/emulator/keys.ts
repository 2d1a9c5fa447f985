// Emulator credentials: generated once, kept in <dataDir>/keys.json (0600), compared in constant time.
import { chmodSync, existsSync, linkSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { nodeCrypto } from './nodeCrypto.js';
import { writeTempFile } from './tempFile.js';
import type { EmulatorKeys } from './types.js';

export const KEYS_FILE = 'keys.json';

const PREFIXES: Record<keyof EmulatorKeys, string> = {
  privateKey: 'pk_emu_',
  userToken: 'pcc_pat_emu_',
  roomKey: 'daily_emu_',
};

function generateKeys(): EmulatorKeys {
  const make = (prefix: string): string => prefix + nodeCrypto().randomBytes(24).toString('base64url');
  return {
    privateKey: make(PREFIXES.privateKey),
    userToken: make(PREFIXES.userToken),
    roomKey: make(PREFIXES.roomKey),
  };
}

function isValidKeys(value: unknown): value is EmulatorKeys {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (Object.keys(PREFIXES) as Array<keyof EmulatorKeys>).every((field) => {
    const key = record[field];
    return typeof key === 'string' && key.startsWith(PREFIXES[field]) && key.length >= PREFIXES[field].length + 16;
  });
}

/** Reads the keys of a data dir, creating them (0600, atomically) on first start. */
export function loadOrCreateKeys(dataDir: string): EmulatorKeys {
  const file = join(dataDir, KEYS_FILE);
  if (existsSync(file)) {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      throw new Error(`${file} is not valid JSON; delete it to generate new emulator keys`);
    }
    if (!isValidKeys(parsed))
      throw new Error(`${file} does not hold valid emulator keys; delete it to generate new ones`);
    return { privateKey: parsed.privateKey, userToken: parsed.userToken, roomKey: parsed.roomKey };
  }
  const keys = generateKeys();
  const temp = `${file}.${process.pid}.tmp`;
  writeTempFile(temp, file, JSON.stringify(keys, null, 2) + '\n', 0o600);
  // link, not rename: never replaces keys another process (sharing the data dir) published first.
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadOrCreateKeys(dataDir);
  } finally {
    rmSync(temp, { force: true });
  }
  return keys;
}

export type KeyKind = 'private' | 'user' | 'room';

/**
 * SHA-256 of @noble/hashes, not node:crypto's: every request is checked, and a command's embedded emulator would
 * load node:crypto for that alone (nodeCrypto.ts).
 */
function digest(value: string): Uint8Array {
  return sha256(utf8ToBytes(value));
}

/** Two digests (same length) compared in constant time: every byte, no early exit. */
function sameDigest(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ (b[i] ?? 0);
  return difference === 0;
}

/**
 * Identifies which key a presented bearer token is. Both sides are hashed first so the comparison runs on
 * equal-length buffers, and every key is compared every time (no early exit that would reveal which matched).
 */
export function createKeyMatcher(keys: EmulatorKeys): (token: string) => KeyKind | undefined {
  const expected: Array<[KeyKind, Uint8Array]> = [
    ['private', digest(keys.privateKey)],
    ['user', digest(keys.userToken)],
    ['room', digest(keys.roomKey)],
  ];
  return (token) => {
    const presented = digest(token);
    let match: KeyKind | undefined;
    for (const [kind, hash] of expected) {
      if (sameDigest(presented, hash)) match = kind;
    }
    return match;
  };
}

const BEARER = /^Bearer +([^\s]+) *$/i;

/** The token of an `Authorization: Bearer <token>` header; undefined when missing or malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = BEARER.exec(header);
  return match ? match[1] : undefined;
}

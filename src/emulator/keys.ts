// Emulator credentials: generated once, kept in <dataDir>/keys.json (0600), compared in constant time.
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, linkSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeTempFile } from './tempFile.js';
import type { EmulatorKeys } from './types.js';

export const KEYS_FILE = 'keys.json';

const PREFIXES: Record<keyof EmulatorKeys, string> = {
  privateKey: 'pk_emu_',
  userToken: 'pcc_pat_emu_',
  roomKey: 'daily_emu_',
};

function generateKeys(): EmulatorKeys {
  const make = (prefix: string): string => prefix + randomBytes(24).toString('base64url');
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

/** One-shot (crypto.hash, Node ≥ 20.12): it runs on every request, and costs less than a Hash object. */
function digest(value: string): Buffer {
  return hash('sha256', value, 'buffer');
}

/**
 * Identifies which key a presented bearer token is. Both sides are hashed first so the comparison runs on
 * equal-length buffers, and every key is compared every time (no early exit that would reveal which matched).
 */
export function createKeyMatcher(keys: EmulatorKeys): (token: string) => KeyKind | undefined {
  const expected: Array<[KeyKind, Buffer]> = [
    ['private', digest(keys.privateKey)],
    ['user', digest(keys.userToken)],
    ['room', digest(keys.roomKey)],
  ];
  return (token) => {
    const presented = digest(token);
    let match: KeyKind | undefined;
    for (const [kind, hash] of expected) {
      if (timingSafeEqual(presented, hash)) match = kind;
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

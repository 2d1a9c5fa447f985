// Emulator credentials: generated once, kept in <dataDir>/keys.json (0600), compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
export const KEYS_FILE = 'keys.json';
const PREFIXES = {
    privateKey: 'pk_emu_',
    userToken: 'pcc_pat_emu_',
    roomKey: 'daily_emu_',
};
function generateKeys() {
    const make = (prefix) => prefix + randomBytes(24).toString('base64url');
    return { privateKey: make(PREFIXES.privateKey), userToken: make(PREFIXES.userToken), roomKey: make(PREFIXES.roomKey) };
}
function isValidKeys(value) {
    if (!value || typeof value !== 'object')
        return false;
    const record = value;
    return Object.keys(PREFIXES).every((field) => {
        const key = record[field];
        return typeof key === 'string' && key.startsWith(PREFIXES[field]) && key.length >= PREFIXES[field].length + 16;
    });
}
/** Reads the keys of a data dir, creating them (0600, atomically) on first start. */
export function loadOrCreateKeys(dataDir) {
    const file = join(dataDir, KEYS_FILE);
    if (existsSync(file)) {
        if ((statSync(file).mode & 0o077) !== 0)
            chmodSync(file, 0o600);
        let parsed;
        try {
            parsed = JSON.parse(readFileSync(file, 'utf8'));
        }
        catch {
            throw new Error(`${file} is not valid JSON; delete it to generate new emulator keys`);
        }
        if (!isValidKeys(parsed))
            throw new Error(`${file} does not hold valid emulator keys; delete it to generate new ones`);
        return { privateKey: parsed.privateKey, userToken: parsed.userToken, roomKey: parsed.roomKey };
    }
    const keys = generateKeys();
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
    // link, not rename: never replaces keys another process (sharing the data dir) published first.
    try {
        linkSync(temp, file);
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
        return loadOrCreateKeys(dataDir);
    }
    finally {
        rmSync(temp, { force: true });
    }
    return keys;
}
function digest(value) {
    return createHash('sha256').update(value).digest();
}
/**
 * Identifies which key a presented bearer token is. Both sides are hashed first so the comparison runs on
 * equal-length buffers, and every key is compared every time (no early exit that would reveal which matched).
 */
export function createKeyMatcher(keys) {
    const expected = [
        ['private', digest(keys.privateKey)],
        ['user', digest(keys.userToken)],
        ['room', digest(keys.roomKey)],
    ];
    return (token) => {
        const presented = digest(token);
        let match;
        for (const [kind, hash] of expected) {
            if (timingSafeEqual(presented, hash))
                match = kind;
        }
        return match;
    };
}
const BEARER = /^Bearer +([^\s]+) *$/i;
/** The token of an `Authorization: Bearer <token>` header; undefined when missing or malformed. */
export function bearerToken(header) {
    if (!header)
        return undefined;
    const match = BEARER.exec(header);
    return match ? match[1] : undefined;
}

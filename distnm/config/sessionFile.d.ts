export type SessionKey = 'token' | 'org' | 'refresh_token' | 'token_expires_at';
export interface StoredSession {
    token?: string;
    org?: string;
    refreshToken?: string;
    /** Unix seconds (the official CLI writes a float). */
    expiresAt?: number;
}
/** A value to write; `null` removes the key. */
export type SessionUpdate = Partial<Record<SessionKey, string | number | null>>;
/** The file's text, or null when it does not exist. */
export declare function readSessionText(path: string): string | null;
export declare function parseSession(path: string, text: string | null): Promise<StoredSession>;
export declare function readSession(path: string): Promise<StoredSession>;
/**
 * Applies `update` to the top-level keys of `text`, touching only their lines. Returns null when the file has a
 * shape this line editor does not handle safely (a multi-line value on one of the keys): the caller re-serialises.
 */
export declare function editTopLevelKeys(text: string, update: SessionUpdate): string | null;
/** Writes `text` to `path` atomically with mode 0600, creating the directory 0700. */
export declare function writeFileAtomic(path: string, text: string): void;
/** Applies `update` to the file (created when missing), keeping every other key and table. */
export declare function updateSessionFile(path: string, update: SessionUpdate): Promise<void>;
export interface LockOptions {
    /** Give up waiting after this long (default 10 s). */
    timeoutMs?: number;
    /** A lock older than this is a crashed holder's and is broken (default 30 s). */
    staleMs?: number;
}
/**
 * Runs `body` holding `<path>.lock` (O_EXCL create; polled every 25 ms). A lock left by a crashed process is
 * broken once stale. Without the lock after the timeout, `body` runs anyway: a refresh must not hang forever on a
 * stuck file, and the re-read before writing still protects the session.
 */
export declare function withFileLock<T>(path: string, body: () => Promise<T>, opts?: LockOptions): Promise<T>;

// A login session of the official CLI's file, kept fresh: the token for the next request (refreshed within
// 60 s of expiry, as `_is_token_expired` does), a refresh after a 401, and the rotated tokens written back.
// Two processes refreshing at once: the lock file serialises agentdeck processes; under the lock the file is
// re-read first (another process may already have refreshed: adopt its session), and once more before writing
// (the official CLI takes no lock: the newer session wins).
import { ApiError } from '../api/errors.js';
import { discoverOAuth, refreshTokens } from '../api/oauth.js';
import { readSession, updateSessionFile, withFileLock } from './sessionFile.js';
export const EXPIRY_MARGIN_SECONDS = 60;
export const PAT_PREFIX = 'pcc_pat_';
export const SESSION_EXPIRED_MESSAGE = 'session expired — run `agentdeck auth login` (or `pipecat cloud auth login`) to sign in again';
export function isPat(token) {
    return token.startsWith(PAT_PREFIX);
}
export class FileSession {
    options;
    session;
    inflight = null;
    oauthConfig = null;
    now;
    /** Tokens seen by this process (for redaction by the HTTP layer). */
    seenTokens = new Set();
    constructor(options) {
        this.options = options;
        this.session = { ...options.initial };
        this.now = options.nowSeconds ?? (() => Date.now() / 1000);
        this.remember(this.session);
    }
    get current() {
        return this.session;
    }
    get method() {
        if (isPat(this.session.token))
            return 'PAT';
        return this.session.refreshToken || this.session.expiresAt ? 'OAuth' : 'token';
    }
    remember(session) {
        for (const t of [session.token, session.refreshToken])
            if (t)
                this.seenTokens.add(t);
    }
    /** The official CLI's `_is_token_expired`: PATs and sessions without an expiry never are. */
    nearExpiry(session) {
        if (!session.token || isPat(session.token) || session.expiresAt === undefined || session.expiresAt <= 0)
            return false;
        return this.now() > session.expiresAt - EXPIRY_MARGIN_SECONDS;
    }
    expired(session) {
        return session.expiresAt !== undefined && session.expiresAt > 0 && this.now() >= session.expiresAt;
    }
    async token() {
        if (!this.nearExpiry(this.session) || !this.session.refreshToken)
            return this.session.token;
        try {
            return await this.refresh(this.session.token);
        }
        catch (error) {
            // Still inside the margin: go on with the old token, as the official CLI does.
            if (!this.expired(this.session))
                return this.session.token;
            throw error;
        }
    }
    async refreshAfter401(rejected) {
        if (isPat(rejected))
            return null;
        if (rejected !== this.session.token)
            return this.session.token; // refreshed meanwhile by another request
        if (!this.session.refreshToken) {
            // Nothing to refresh with — but another process may have logged in again since we read the file.
            const onDisk = await readSession(this.options.path);
            if (onDisk.token && onDisk.token !== rejected) {
                this.adopt(onDisk);
                return this.session.token;
            }
            return null;
        }
        return this.refresh(rejected);
    }
    /** One refresh at a time in this process; callers that arrive meanwhile share its outcome. */
    refresh(staleToken) {
        this.inflight ??= this.refreshLocked(staleToken).finally(() => {
            this.inflight = null;
        });
        return this.inflight;
    }
    adopt(session) {
        if (!session.token)
            return;
        this.session = { ...this.session, ...session, token: session.token };
        this.remember(this.session);
    }
    async refreshLocked(staleToken) {
        const { path, apiHost } = this.options;
        return withFileLock(path, async () => {
            const onDisk = await readSession(path);
            if (onDisk.token && onDisk.token !== staleToken && !this.nearExpiry(onDisk)) {
                this.adopt(onDisk); // another process refreshed (or logged in) while we waited
                return this.session.token;
            }
            let refreshToken = onDisk.refreshToken ?? this.session.refreshToken;
            if (!refreshToken)
                throw expired();
            let tokens;
            try {
                this.oauthConfig ??= await discoverOAuth(apiHost);
                tokens = await refreshTokens(this.oauthConfig, refreshToken);
            }
            catch (error) {
                // A refresh token spent by a process that takes no lock (the official CLI): its session is on disk.
                const latest = await readSession(path);
                if (!latest.token || latest.refreshToken === refreshToken || latest.token === staleToken)
                    throw expired(error);
                if (!this.nearExpiry(latest) || !latest.refreshToken) {
                    this.adopt(latest);
                    return this.session.token;
                }
                try {
                    this.oauthConfig ??= await discoverOAuth(apiHost);
                    tokens = await refreshTokens(this.oauthConfig, latest.refreshToken);
                    refreshToken = latest.refreshToken;
                }
                catch (again) {
                    throw expired(again);
                }
            }
            const fresh = {
                token: tokens.accessToken,
                refreshToken: tokens.refreshToken ?? refreshToken,
                expiresAt: this.now() + tokens.expiresIn,
            };
            this.remember(fresh);
            const beforeWrite = await readSession(path);
            if (beforeWrite.token &&
                beforeWrite.token !== onDisk.token &&
                (beforeWrite.expiresAt ?? 0) > (fresh.expiresAt ?? 0)) {
                this.adopt(beforeWrite); // a newer session landed while we refreshed: keep it, drop ours
                return this.session.token;
            }
            await updateSessionFile(path, {
                token: fresh.token,
                refresh_token: fresh.refreshToken ?? null,
                token_expires_at: fresh.expiresAt ?? null,
            });
            this.session = { ...this.session, ...fresh };
            return this.session.token;
        }, { timeoutMs: this.options.lockTimeoutMs });
    }
}
function expired(cause) {
    const why = cause instanceof ApiError && cause.code !== 'SESSION_EXPIRED' ? ` (refresh failed: ${cause.message})` : '';
    return new ApiError({ status: 401, code: 'SESSION_EXPIRED', message: `${SESSION_EXPIRED_MESSAGE}${why}` });
}

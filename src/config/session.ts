// A login session of the official CLI's file, kept fresh: the token for the next request (refreshed within
// 60 s of expiry, as `_is_token_expired` does), a refresh after a 401, and the rotated tokens written back into
// the host's session in the file (hostSessions.ts).
// Two processes refreshing at once: the lock file serialises agentdeck processes; under the lock the file is
// re-read first (another process may already have refreshed: adopt its session), and once more before writing
// (the official CLI takes no lock: the newer session wins).
import { ApiError } from '../api/http/errors.js';
import { registerSecret } from '../api/redact/redact.js';
import type { AuthProvider } from '../api/http/http.js';
import { discoverOAuth, refreshTokens, type OAuthConfig } from '../api/auth/oauth.js';
import { readSession, updateSessionFile, withFileLock, type StoredSession } from './sessionFile.js';

export const EXPIRY_MARGIN_SECONDS = 60;
export const PAT_PREFIX = 'pcc_pat_';

export const SESSION_EXPIRED_MESSAGE =
  'session expired — run `agentdeck auth login` (or `pipecat cloud auth login`) to sign in again';

export function isPat(token: string): boolean {
  return token.startsWith(PAT_PREFIX);
}

export interface SessionOptions {
  path: string;
  apiHost: string;
  /** The host's name in the file (`[environments."…"]`), as PIPECAT_API_HOST spells it; default: apiHost. */
  fileHost?: string;
  initial: StoredSession & { token: string };
  /** Unix seconds; injectable for tests. */
  nowSeconds?: () => number;
  lockTimeoutMs?: number;
}

export type SessionMethod = 'OAuth' | 'PAT' | 'token';

export class FileSession implements AuthProvider {
  private session: StoredSession & { token: string };
  private inflight: Promise<string> | null = null;
  private oauthConfig: OAuthConfig | null = null;
  private readonly now: () => number;
  /** Tokens seen by this process (for redaction by the HTTP layer). */
  readonly seenTokens = new Set<string>();

  constructor(private readonly options: SessionOptions) {
    this.session = { ...options.initial };
    this.now = options.nowSeconds ?? (() => Date.now() / 1000);
    this.remember(this.session);
  }

  private get fileHost(): string {
    return this.options.fileHost ?? this.options.apiHost;
  }

  get current(): Readonly<StoredSession & { token: string }> {
    return this.session;
  }

  get method(): SessionMethod {
    if (isPat(this.session.token)) return 'PAT';
    return this.session.refreshToken || this.session.expiresAt ? 'OAuth' : 'token';
  }

  private remember(session: StoredSession): void {
    for (const t of [session.token, session.refreshToken]) {
      if (!t) continue;
      this.seenTokens.add(t);
      registerSecret(t); // and its fragments, wherever a server or a message quotes them
    }
  }

  /** The official CLI's `_is_token_expired`: PATs and sessions without an expiry never are. */
  private nearExpiry(session: StoredSession): boolean {
    if (!session.token || isPat(session.token) || session.expiresAt === undefined || session.expiresAt <= 0)
      return false;
    return this.now() > session.expiresAt - EXPIRY_MARGIN_SECONDS;
  }

  private expired(session: StoredSession): boolean {
    return session.expiresAt !== undefined && session.expiresAt > 0 && this.now() >= session.expiresAt;
  }

  async token(): Promise<string> {
    if (!this.nearExpiry(this.session) || !this.session.refreshToken) return this.session.token;
    try {
      return await this.refresh(this.session.token);
    } catch (error) {
      // Still inside the margin: go on with the old token, as the official CLI does.
      if (!this.expired(this.session)) return this.session.token;
      throw error;
    }
  }

  async refreshAfter401(rejected: string): Promise<string | null> {
    if (isPat(rejected)) return null;
    if (rejected !== this.session.token) return this.session.token; // refreshed meanwhile by another request
    if (!this.session.refreshToken) {
      // Nothing to refresh with — but another process may have logged in again since we read the file.
      const onDisk = await readSession(this.options.path, this.fileHost);
      if (onDisk.token && onDisk.token !== rejected) {
        this.adopt(onDisk);
        return this.session.token;
      }
      return null;
    }
    return this.refresh(rejected);
  }

  /** One refresh at a time in this process; callers that arrive meanwhile share its outcome. */
  refresh(staleToken: string): Promise<string> {
    this.inflight ??= this.refreshLocked(staleToken).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private adopt(session: StoredSession): void {
    if (!session.token) return;
    this.session = { ...this.session, ...session, token: session.token };
    this.remember(this.session);
  }

  private async refreshLocked(staleToken: string): Promise<string> {
    const { path, apiHost } = this.options;
    return withFileLock(
      path,
      async () => {
        const onDisk = await readSession(path, this.fileHost);
        if (onDisk.token && onDisk.token !== staleToken && !this.nearExpiry(onDisk)) {
          this.adopt(onDisk); // another process refreshed (or logged in) while we waited
          return this.session.token;
        }
        let refreshToken = onDisk.refreshToken ?? this.session.refreshToken;
        if (!refreshToken) throw expired();
        let tokens;
        try {
          this.oauthConfig ??= await discoverOAuth(apiHost);
          tokens = await refreshTokens(this.oauthConfig, refreshToken);
        } catch (error) {
          // A refresh token spent by a process that takes no lock (the official CLI): its session is on disk.
          const latest = await readSession(path, this.fileHost);
          if (!latest.token || latest.refreshToken === refreshToken || latest.token === staleToken)
            throw refreshFailure(error);
          if (!this.nearExpiry(latest) || !latest.refreshToken) {
            this.adopt(latest);
            return this.session.token;
          }
          try {
            this.oauthConfig ??= await discoverOAuth(apiHost);
            tokens = await refreshTokens(this.oauthConfig, latest.refreshToken);
            refreshToken = latest.refreshToken;
          } catch (again) {
            throw refreshFailure(again);
          }
        }
        const fresh: StoredSession & { token: string } = {
          token: tokens.accessToken,
          refreshToken: tokens.refreshToken ?? refreshToken,
          expiresAt: this.now() + tokens.expiresIn,
        };
        this.remember(fresh);
        const beforeWrite = await readSession(path, this.fileHost);
        if (
          beforeWrite.token &&
          beforeWrite.token !== onDisk.token &&
          (beforeWrite.expiresAt ?? 0) > (fresh.expiresAt ?? 0)
        ) {
          this.adopt(beforeWrite); // a newer session landed while we refreshed: keep it, drop ours
          return this.session.token;
        }
        await updateSessionFile(path, this.fileHost, {
          token: fresh.token,
          refresh_token: fresh.refreshToken ?? null,
          token_expires_at: fresh.expiresAt ?? null,
        });
        this.session = { ...this.session, ...fresh };
        return this.session.token;
      },
      { timeoutMs: this.options.lockTimeoutMs },
    );
  }
}

/**
 * Why a refresh did not give a new session. Only a refusal (the token endpoint's 400/401) means the session is over;
 * a network failure or a server error leaves it as it was — the file is not touched — and says so: logging in again
 * would not help. Nothing was applied either way (the request was not sent with a usable token, or was answered
 * 401), hence `neverSent`: a write reports "not applied" without a re-read that would meet the same failure.
 */
function refreshFailure(cause: unknown): ApiError {
  if (!(cause instanceof ApiError) || cause.code === 'SESSION_EXPIRED') return expired(cause);
  const what = cause.code === 'NETWORK' ? 'the network failed' : 'the sign-in service failed';
  return new ApiError({
    status: 0,
    code: cause.code === 'NETWORK' ? 'NETWORK' : 'REFRESH_FAILED',
    message: `cannot refresh the session: ${what} (${cause.message}); the session was kept as it is — try again once the service can be reached`,
    neverSent: true,
  });
}

function expired(cause?: unknown): ApiError {
  const why =
    cause instanceof ApiError && cause.code !== 'SESSION_EXPIRED' ? ` (refresh failed: ${cause.message})` : '';
  return new ApiError({ status: 401, code: 'SESSION_EXPIRED', message: `${SESSION_EXPIRED_MESSAGE}${why}` });
}

// The emulator's login service: what the official CLI's OAuth flow needs from the API host and its issuer.
// `/auth/config` names the issuer; the issuer publishes OIDC discovery, an authorize endpoint that approves at
// once (PKCE S256 required), a token endpoint (authorization_code + refresh_token, refresh tokens rotate) and
// the API host's `/auth/logout` revokes. Tokens are kept as SHA-256 hashes in SQLite, so sessions survive a
// restart of the emulator like they would a deploy of the real service; codes live in memory for 60 s.
import { nodeCrypto } from './nodeCrypto.js';
import type Database from './sqlite/database.js';
import type { HttpResult } from './rules.js';
import type { EmulatorStore } from './store.js';
import { lazyStatements } from './lazyStatements.js';

export const OAUTH_CLIENT_ID = 'agentdeck-emulator-cli';
export const OAUTH_SCOPES = 'openid email profile offline_access';
export const ISSUER_PATH = '/oauth';
export const DEFAULT_TOKEN_TTL_SECONDS = 86_400;
export const ACCESS_PREFIX = 'emu_at_';
const REFRESH_PREFIX = 'emu_rt_';
const CODE_TTL_MS = 60_000;

export const EMULATOR_USER = { userId: 'user_emu_1', email: 'developer@agentdeck.local' } as const;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS oauth_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  family TEXT NOT NULL,
  expires_at INTEGER,
  revoked INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
`;

interface PendingCode {
  challenge: string;
  redirectUri: string;
  expiresAt: number;
}

const hash = (value: string): string => nodeCrypto().createHash('sha256').update(value).digest('hex');
const s256 = (verifier: string): string =>
  nodeCrypto().createHash('sha256').update(verifier, 'ascii').digest('base64url');
const oauthError = (status: number, error: string, description: string): HttpResult => ({
  status,
  body: { error, error_description: description },
});

function isLoopbackRedirect(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

export interface OAuthOptions {
  /** Its tokens are kept in the store's database. */
  store: EmulatorStore;
  tokenTtlSeconds: number;
  /** The emulator's own base URL (known once it listens). */
  baseUrl: () => string;
  now?: () => number;
}

export class OAuthService {
  private readonly codes = new Map<string, PendingCode>();
  private readonly db: Database.Database;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly stmts;

  constructor(private readonly options: OAuthOptions) {
    this.db = options.store.db;
    this.ttlMs = options.tokenTtlSeconds * 1000;
    this.now = options.now ?? Date.now;
    if (!options.store.schemaCurrent) this.db.exec(SCHEMA);
    this.stmts = lazyStatements({
      insert: () =>
        this.db.prepare('INSERT INTO oauth_tokens (token_hash, kind, family, expires_at) VALUES (?, ?, ?, ?)'),
      get: () =>
        this.db.prepare<[string], { kind: string; family: string; expires_at: number | null; revoked: number }>(
          'SELECT kind, family, expires_at, revoked FROM oauth_tokens WHERE token_hash = ?',
        ),
      revoke: () => this.db.prepare('UPDATE oauth_tokens SET revoked = 1 WHERE token_hash = ?'),
      revokeFamily: () => this.db.prepare('UPDATE oauth_tokens SET revoked = 1 WHERE family = ?'),
    });
  }

  readonly clientId = OAUTH_CLIENT_ID;

  get issuer(): string {
    return `${this.options.baseUrl()}${ISSUER_PATH}`;
  }

  authConfig(): HttpResult {
    return { status: 200, body: { issuer: this.issuer, client_id: OAUTH_CLIENT_ID, scopes: OAUTH_SCOPES } };
  }

  discovery(): HttpResult {
    const issuer = this.issuer;
    return {
      status: 200,
      body: {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        scopes_supported: OAUTH_SCOPES.split(' '),
      },
    };
  }

  /** Approves at once: a redirect to `redirect_uri` with `code` and `state`, or a 400 naming the bad parameter. */
  authorize(query: Record<string, unknown>): { redirect: string } | HttpResult {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
    if (text('client_id') !== OAUTH_CLIENT_ID) return oauthError(400, 'invalid_client', 'unknown client_id');
    const redirectUri = text('redirect_uri');
    if (!isLoopbackRedirect(redirectUri)) {
      return oauthError(400, 'invalid_request', 'redirect_uri must be an http URL on a loopback address');
    }
    if (text('response_type') !== 'code')
      return oauthError(400, 'unsupported_response_type', 'response_type must be code');
    if (text('code_challenge_method') !== 'S256') {
      return oauthError(400, 'invalid_request', 'code_challenge_method must be S256');
    }
    const challenge = text('code_challenge');
    if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
      return oauthError(400, 'invalid_request', 'code_challenge must be the base64url SHA-256 of the verifier');
    }
    const code = nodeCrypto().randomBytes(24).toString('base64url');
    this.codes.set(code, { challenge, redirectUri, expiresAt: this.now() + CODE_TTL_MS });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (text('state') !== '') target.searchParams.set('state', text('state'));
    return { redirect: target.toString() };
  }

  token(form: unknown): HttpResult {
    const body = (form && typeof form === 'object' ? form : {}) as Record<string, unknown>;
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    if (field('client_id') !== OAUTH_CLIENT_ID) return oauthError(401, 'invalid_client', 'unknown client_id');
    const grant = field('grant_type');
    if (grant === 'authorization_code')
      return this.codeGrant(field('code'), field('redirect_uri'), field('code_verifier'));
    if (grant === 'refresh_token') return this.refreshGrant(field('refresh_token'));
    return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  private codeGrant(code: string, redirectUri: string, verifier: string): HttpResult {
    const pending = this.codes.get(code);
    this.codes.delete(code); // single use, even when the rest is wrong
    if (!pending || pending.expiresAt < this.now())
      return oauthError(400, 'invalid_grant', 'code is unknown, used or expired');
    if (pending.redirectUri !== redirectUri) return oauthError(400, 'invalid_grant', 'redirect_uri does not match');
    if (verifier === '' || s256(verifier) !== pending.challenge) {
      return oauthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
    }
    return this.issue(nodeCrypto().randomBytes(8).toString('hex'));
  }

  private refreshGrant(refreshToken: string): HttpResult {
    const row = refreshToken === '' ? undefined : this.stmts.get.get(hash(refreshToken));
    if (!row || row.kind !== 'refresh' || row.revoked) {
      return oauthError(400, 'invalid_grant', 'refresh token is unknown, revoked or already used');
    }
    // Rotation: the presented refresh token is spent; the family lives on in the new one.
    this.stmts.revoke.run(hash(refreshToken));
    return this.issue(row.family);
  }

  private issue(family: string): HttpResult {
    const access = ACCESS_PREFIX + nodeCrypto().randomBytes(24).toString('base64url');
    const refresh = REFRESH_PREFIX + nodeCrypto().randomBytes(24).toString('base64url');
    this.db.transaction(() => {
      this.stmts.insert.run(hash(access), 'access', family, this.now() + this.ttlMs);
      this.stmts.insert.run(hash(refresh), 'refresh', family, null);
    })();
    return {
      status: 200,
      body: {
        access_token: access,
        token_type: 'Bearer',
        expires_in: Math.round(this.ttlMs / 1000),
        refresh_token: refresh,
        scope: OAUTH_SCOPES,
      },
    };
  }

  /** True for an access token this emulator issued that is neither expired nor revoked. */
  isValidAccessToken(token: string): boolean {
    if (!token.startsWith(ACCESS_PREFIX)) return false;
    const row = this.stmts.get.get(hash(token));
    return row !== undefined && row.kind === 'access' && !row.revoked && (row.expires_at ?? 0) > this.now();
  }

  /** `POST /auth/logout {refresh_token}`: revokes the session the refresh token belongs to. */
  logout(body: unknown): HttpResult {
    const token = body && typeof body === 'object' ? (body as Record<string, unknown>).refresh_token : undefined;
    if (typeof token !== 'string' || token === '') {
      return { status: 400, body: { error: 'refresh_token is required', code: 'GENERIC_BAD_REQUEST' } };
    }
    const row = this.stmts.get.get(hash(token));
    if (row) this.stmts.revokeFamily.run(row.family);
    return { status: 200, body: { status: 'OK' } };
  }

  user(): HttpResult {
    return {
      status: 200,
      body: { user: { userId: EMULATOR_USER.userId, emails: [{ emailAddress: EMULATOR_USER.email }] } },
    };
  }
}

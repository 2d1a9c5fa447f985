// Logs in to an emulator the way a browser would: the authorize endpoint approves at once and redirects; the
// test reads the redirect instead of following it. Returns the redirect URL (for the pasted-URL flow) or tokens.
import { authorizeUrl, createPkce, discoverOAuth, exchangeCode, type TokenSet } from '../../src/api/auth/oauth.js';

export const TEST_REDIRECT_URI = 'http://127.0.0.1:8400/oauth_callback';

/** Follows one authorize URL like a browser that approves: the Location the issuer redirects to. */
export async function approve(url: string): Promise<string> {
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  return location;
}

/** A fresh session on the emulator at `apiHost` (authorization code + PKCE). */
export async function loginTokens(apiHost: string): Promise<TokenSet> {
  const config = await discoverOAuth(apiHost);
  const pkce = createPkce();
  const location = new URL(await approve(authorizeUrl(config, pkce, TEST_REDIRECT_URI)));
  const code = location.searchParams.get('code');
  if (!code) throw new Error('no code in the redirect');
  return exchangeCode(config, { code, redirectUri: TEST_REDIRECT_URI, codeVerifier: pkce.verifier });
}

/** The official CLI's file for a session: top-level keys, then the org tables it keeps. */
export function sessionToml(tokens: TokenSet, expiresAt: number, extra = ''): string {
  return (
    `token = "${tokens.accessToken}"\n` +
    `org = "local"\n` +
    `refresh_token = "${tokens.refreshToken}"\n` +
    `token_expires_at = ${expiresAt}\n` +
    extra
  );
}

// `agentdeck auth login`: the official CLI's OAuth2 authorization code + PKCE S256 flow. The browser comes back
// to a loopback callback (127.0.0.1:8400–8404/oauth_callback); over SSH, where no local browser can reach it, the
// redirect URL is pasted from the browser's address bar instead. Either way `state` is checked before the code is
// exchanged, and the session lands in the official CLI's file with the same keys it writes.
import { spawn } from 'node:child_process';
import type { Command } from 'commander';
import { Option } from 'commander';
import { isoSeconds } from '../../api/words/timeText.js';
import {
  authorizeUrl,
  createPkce,
  discoverOAuth,
  exchangeCode,
  parseRedirectUrl,
  type CallbackResult,
} from '../../api/auth/oauth.js';
import { CommandFailure } from '../failures.js';
import { startCallbackServer } from '../loginCallback.js';
import { addCommonOptions, organizationOption, positiveInteger, withDefault } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { accountHost, chooseOrganization, storeSession } from './authShared.js';

interface LoginOptions extends CommonOptions {
  browser?: boolean;
  timeout?: number;
}

/** Opens `url` in a local browser when there is one to open (not over SSH, not on a display-less Linux). */
function openBrowser(url: string, env: NodeJS.ProcessEnv): boolean {
  if (env.SSH_CONNECTION || env.SSH_TTY) return false;
  const linuxLike = process.platform !== 'darwin' && process.platform !== 'win32';
  if (linuxLike && !env.DISPLAY && !env.WAYLAND_DISPLAY) return false;
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
    return true;
  } catch {
    return false;
  }
}

async function pastedRedirect(rt: Runtime): Promise<CallbackResult> {
  for (;;) {
    const line = await rt.prompter.ask(
      'Or paste the address your browser was sent to (it starts with http://127.0.0.1): ',
    );
    const result = parseRedirectUrl(line);
    if (result) return result;
    rt.info('That address holds no code= or error=; paste the whole address from the browser’s address bar.');
  }
}

export function register(auth: Command, rt: Runtime): void {
  const cmd = auth
    .command('login')
    .description(
      'Sign in with your browser (OAuth2 + PKCE, as `pipecat cloud auth login`); the session is shared with the official CLI.',
    )
    .addOption(organizationOption('Organization to make active.'))
    .addOption(new Option('--no-browser', 'Do not try to open a browser; print the URL only.'))
    .addOption(
      new Option('--timeout <seconds>', withDefault('How long to wait for the browser to come back.', '120')).argParser(
        positiveInteger('--timeout'),
      ),
    );
  addCommonOptions(cmd).action(async (opts: LoginOptions) => {
    await rt.run(opts, async () => {
      const apiHost = accountHost(rt.env);
      const config = await discoverOAuth(apiHost);
      const callback = await startCallbackServer();
      if (!callback && !rt.isTTY) {
        throw new CommandFailure(
          'ports 8400–8404 on 127.0.0.1 are all in use and stdin is not a terminal to paste the redirect into',
        );
      }
      const redirectUri = callback?.redirectUri ?? 'http://127.0.0.1:8400/oauth_callback';
      const pkce = createPkce();
      const url = authorizeUrl(config, pkce, redirectUri);
      let result: CallbackResult;
      try {
        const opened = opts.browser !== false && openBrowser(url, rt.env);
        rt.info(
          `${opened ? 'Opened your browser. If it did not open, visit' : 'Open this URL in a browser to sign in'}:\n\n  ${url}\n`,
        );
        if (!callback) rt.info('(no loopback port free: after signing in, paste the address the browser shows)');
        const waits: Array<Promise<CallbackResult>> = [];
        if (callback) waits.push(callback.result);
        if (rt.isTTY) waits.push(pastedRedirect(rt));
        const timeoutMs = (opts.timeout ?? 120) * 1000;
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(
            () =>
              reject(new CommandFailure(`Authentication timed out after ${timeoutMs / 1000} s; nothing was stored.`)),
            timeoutMs,
          );
        });
        try {
          result = await Promise.race([...waits, timedOut]);
        } finally {
          clearTimeout(timer);
        }
      } finally {
        await callback?.close();
        rt.prompter.close();
      }
      if (result.error || !result.code)
        throw new CommandFailure('Authentication was cancelled or failed; nothing was stored.');
      if (result.state !== pkce.state) {
        throw new CommandFailure(
          'Authentication failed: state mismatch (possible CSRF, or a URL from another login); nothing was stored.',
        );
      }
      const tokens = await exchangeCode(config, { code: result.code, redirectUri, codeVerifier: pkce.verifier });
      const org = await chooseOrganization(rt, apiHost, tokens.accessToken, opts.organization);
      const expiresAt = Date.now() / 1000 + tokens.expiresIn;
      const path = await storeSession(rt.env, {
        token: tokens.accessToken,
        refresh_token: tokens.refreshToken ?? '',
        token_expires_at: expiresAt,
        org,
      });
      const summary = {
        loggedIn: true,
        method: 'OAuth',
        organization: org,
        expiresAt: isoSeconds(expiresAt),
        credentials: path,
      };
      if (opts.json) rt.json(summary);
      else
        rt.info(
          `${rt.errStyle.green('✔')} Signed in. Organization: ${rt.safe(org)}. Session stored in ${path} (shared with the official CLI).`,
        );
      return 0;
    });
  });
}

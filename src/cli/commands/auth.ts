// `agentdeck auth use-pat | logout | status` (login lives in authLogin.ts). Tokens are read from a hidden prompt
// or stdin, never from argv, and never printed.
import type { Command } from 'commander';
import { isApiError } from '../../api/http/errors.js';
import { revokeSession } from '../../api/auth/oauth.js';
import { pipecatCredentialsPath } from '../../config/paths.js';
import { PAT_PREFIX } from '../../config/session.js';
import { activeApiHost } from '../../config/hostSessions.js';
import { readSession } from '../../config/sessionFile.js';
import { CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import * as login from './authLogin.js';
import {
  accountHost,
  chooseOrganization,
  forgetSession,
  printFacts,
  sessionFacts,
  storeSession,
} from './authShared.js';

export function register(auth: Command, rt: Runtime): void {
  login.register(auth, rt);
  registerUsePat(auth, rt);
  registerLogout(auth, rt);
  registerStatus(auth, rt);
}

function registerUsePat(auth: Command, rt: Runtime): void {
  const cmd = auth
    .command('use-pat')
    .description(
      'Sign in with a Personal Access Token (pcc_pat_…), checked against your organizations before it is stored.',
    )
    .argument('[-]', 'read the token from stdin instead of a hidden prompt')
    .addOption(organizationOption('Organization to make active.'));
  addCommonOptions(cmd).action(async (source: string | undefined, opts: CommonOptions) => {
    await rt.run(opts, async () => {
      if (source !== undefined && source !== '-') {
        throw new UsageError(
          'auth use-pat: pass the token on stdin (`-`) or at the hidden prompt, never as an argument (it would land in shell history)',
        );
      }
      let token: string;
      if (source === '-') token = (await rt.prompter.readAll()).trim();
      else {
        rt.requireInteractive('auth use-pat', 'pipe the token in with `agentdeck auth use-pat -`');
        token = (await rt.prompter.askHidden('Personal Access Token: ')).trim();
      }
      if (token === '') throw new UsageError('auth use-pat: no token given');
      if (!token.startsWith(PAT_PREFIX) || /\s/.test(token)) {
        throw new UsageError(`auth use-pat: a Personal Access Token starts with ${PAT_PREFIX} and has no spaces`);
      }
      const apiHost = accountHost(rt.env);
      let org: string;
      try {
        org = await chooseOrganization(rt, apiHost, token, opts.organization);
      } catch (error) {
        if (isApiError(error) && error.status === 401)
          throw new CommandFailure('Invalid or expired token (401); nothing was stored.');
        throw error;
      }
      // As the official CLI: a PAT clears the OAuth fields.
      const path = await storeSession(rt.env, { token, org, refresh_token: '', token_expires_at: 0 });
      if (opts.json) rt.json({ loggedIn: true, method: 'PAT', organization: org, credentials: path });
      else
        rt.info(
          `${rt.errStyle.green('✔')} Authenticated with a PAT. Organization: ${rt.safe(org)}. Stored in ${path}.`,
        );
      return 0;
    });
  });
}

function registerLogout(auth: Command, rt: Runtime): void {
  const cmd = auth
    .command('logout')
    .description("Revoke the session on the server, then remove the API host's session from the credentials file.");
  addCommonOptions(cmd).action(async (opts: CommonOptions) => {
    await rt.run(opts, async () => {
      const path = pipecatCredentialsPath(rt.env);
      const host = activeApiHost(rt.env);
      const session = await readSession(path, host);
      if (!session.token) {
        if (opts.json)
          rt.json({ loggedOut: true, revoked: false, credentials: path, apiHost: host, note: 'no session stored' });
        else rt.info(`No session for ${host} stored in ${path}; nothing to remove.`);
        return 0;
      }
      let revoked: string = 'not an OAuth session';
      if (session.refreshToken) {
        revoked = await revokeSession(accountHost(rt.env), session.token, session.refreshToken);
      }
      await forgetSession(rt.env);
      const env = rt.env.PIPECAT_TOKEN ? ' PIPECAT_TOKEN is still set in your environment.' : '';
      if (opts.json)
        rt.json({
          loggedOut: true,
          revoked: revoked === 'revoked',
          revocation: revoked,
          credentials: path,
          apiHost: host,
        });
      else if (revoked === 'revoked') rt.info(`${rt.errStyle.green('✔')} Logged out and session revoked.${env}`);
      else if (session.refreshToken) {
        rt.info(
          `${rt.errStyle.green('✔')} Local credentials removed. Server-side revocation could not be confirmed (${revoked}); the token expires by itself within 24 hours.${env}`,
        );
      } else
        rt.info(
          `${rt.errStyle.green('✔')} Token removed from ${path}. Revoke a PAT in the dashboard to disable it.${env}`,
        );
      return 0;
    });
  });
}

function registerStatus(auth: Command, rt: Runtime): void {
  const cmd = auth
    .command('status')
    .description('How you are signed in: method, organization, session expiry, email (never a token).')
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (opts: CommonOptions) => {
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      const facts = await sessionFacts(target);
      if (opts.json) rt.json({ ...facts, target: target.label });
      else printFacts(rt, target, facts, { where: false });
      if (facts.problem) {
        rt.info(`${rt.errStyle.red('error:')} ${rt.safe(facts.problem)}`);
        return 1;
      }
      return 0;
    });
  });
}

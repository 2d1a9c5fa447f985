import type { Command } from 'commander';
import { addCommonOptions, organizationOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';

export function register(program: Command, rt: Runtime): void {
  const cmd = program
    .command('whoami')
    .description('Says where agentdeck talks to: target, organization, room service and where the credentials come from (never a key).')
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (opts: CommonOptions) => {
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      const { sessionFacts, relativeTime } = await import('./authShared.js');
      const facts = await sessionFacts(target);
      const info = {
        signedInWith: facts.method,
        user: facts.email,
        sessionExpiresAt: facts.expiresAt,
        kind: target.kind,
        target: target.label,
        apiHost: target.apiHost,
        organization: target.org ?? null,
        credentials: target.keySource,
        roomService: target.roomLabel,
        roomSource: target.roomSource,
        roomApiUrl: target.roomApiUrl ?? null,
        ...(target.hint ? { hint: target.hint } : {}),
      };
      if (opts.json) {
        rt.json({ ...info, ...(facts.problem ? { problem: facts.problem } : {}) });
        return 0;
      }
      const rows: Array<[string, string]> = [
        ['target', target.label],
        ['api host', target.apiHost],
        ['organization', target.org ?? (target.kind === 'private-key' ? '(implied by the private key)' : '(none)')],
        ['signed in with', facts.method],
        ...(facts.email ? ([['user', rt.safe(facts.email)]] as Array<[string, string]>) : []),
        ...(facts.expiresAt ? ([['session expires', `${facts.expiresAt} (${relativeTime(facts.expiresAt)})`]] as Array<[string, string]>) : []),
        ['credentials', target.keySource],
        ['room service', target.roomLabel],
      ];
      const width = Math.max(...rows.map(([k]) => k.length));
      rt.out(rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n'));
      // whoami says where commands go even when the account lookup fails; `auth status` exits 1 then.
      if (facts.problem) rt.info(`${rt.errStyle.yellow('warning:')} could not read the signed-in user: ${rt.safe(facts.problem)}`);
      return 0;
    });
  });
}

import type { Command } from 'commander';
import { addCommonOptions, organizationOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';

export function register(program: Command, rt: Runtime): void {
  const cmd = program
    .command('whoami')
    .description(
      'Says where agentdeck talks to: target, organization, room service and where the credentials come from (never a key).',
    )
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (opts: CommonOptions) => {
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      const { sessionFacts, printFacts } = await import('./authShared.js');
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
      printFacts(rt, target, facts, { where: true });
      // whoami says where commands go even when the account lookup fails; `auth status` exits 1 then.
      if (facts.problem)
        rt.info(`${rt.errStyle.yellow('warning:')} could not read the signed-in user: ${rt.safe(facts.problem)}`);
      return 0;
    });
  });
}

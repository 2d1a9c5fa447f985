// `agentdeck secrets doctor`: every set and agent that do not fit together, for people and for CI (exit 1).
import type { Command } from 'commander';
import { bindingReport, loadUsageMap, type UsageProblem } from '../../api/usage.js';
import { addCommonOptions, organizationOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { renderTable } from '../style.js';

const KIND_WORDS: Record<UsageProblem['kind'], string> = {
  'region-mismatch': 'region mismatch',
  'set-failed': 'set failed',
  'set-pending': 'set pending',
  'missing-set': 'missing set',
  'missing-image-pull-secret': 'missing image pull secret',
  'wrong-type': 'wrong type',
};

export function register(secrets: Command, rt: Runtime): void {
  const cmd = secrets
    .command('doctor')
    .description(
      'Checks every agent against the sets it binds: an agent in another region than its set, a bound set that is ' +
        'failed or pending, an agent naming a secret set or image pull secret that does not exist. Exit 1 when ' +
        'anything is wrong or the agents cannot be read; made for CI.',
    )
    .addOption(organizationOption('Organization to check.'));
  addCommonOptions(cmd).action(async (opts: CommonOptions) => {
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      // Unlike the other secrets commands, doctor is about the agents: failing to read them is a failure.
      const [sets, usage] = await Promise.all([target.secrets.listSecretSets(), loadUsageMap(target.agents)]);
      // The app's ⚠ and `!` read the same report (api/usage.ts).
      const { problems } = bindingReport(sets, usage);
      const errors = problems.length;
      const ok = errors === 0 && usage.unreadable.length === 0;
      if (opts.json) {
        rt.json({
          ok,
          sets: sets.length,
          agents: usage.agents.length,
          unreadable: usage.unreadable,
          problems,
        });
      } else {
        const style = rt.outStyle;
        if (problems.length > 0) {
          rt.out(
            renderTable(
              ['PROBLEM', 'SET', 'AGENT', 'DETAIL'],
              problems.map((p) => [
                style.red(`✖ ${KIND_WORDS[p.kind]}`),
                p.set,
                p.agent,
                p.message,
              ]),
              style,
            ),
          );
        }
      }
      if (usage.unreadable.length > 0) {
        rt.info(`The deployments of ${usage.unreadable.length} agent(s) could not be read: ${usage.unreadable.join(', ')}.`);
      }
      const summary = `${sets.length} set(s), ${usage.agents.length} agent(s) checked: ${errors} problem(s)${usage.unreadable.length > 0 ? `, ${usage.unreadable.length} agent(s) not checked` : ''}.`;
      rt.info(ok ? rt.errStyle.green(`✔ ${summary}`) : `${rt.errStyle.red('✖')} ${summary}`);
      return ok ? 0 : 1;
    });
  });
}

// `agentdeck secrets doctor`: every set and agent that do not fit together, for people and for CI (exit 1); and the
// agents that run values older than their sets' last write (a warning; exit 1 with --strict).
import { Option, type Command } from 'commander';
import { plural } from '../../api/rollout/words.js';
import { stalenessJson, timeText } from '../../api/secrets/staleness.js';
import { deploymentOfUse, bindingReport, loadBindingsMap, type BindingProblem } from '../../api/agents/bindings.js';
import { addCommonOptions, organizationOption, withDefault } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { readAgentsStaleness } from '../staleness.js';
import { renderTable } from '../style.js';

interface DoctorOptions extends CommonOptions {
  strict?: boolean;
}

const KIND_WORDS: Record<BindingProblem['kind'], string> = {
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
        'failed or pending, an agent naming a secret set or image pull secret that does not exist — and agents that run ' +
        "values older than their sets' last write (stale). Exit 1 when anything is wrong or the agents cannot be read " +
        '(stale agents too with --strict); made for CI.',
    )
    .addOption(new Option('--strict', withDefault('Stale agents fail the check too (exit 1).', 'a warning')))
    .addOption(organizationOption('Organization to check.'));
  addCommonOptions(cmd).action(async (opts: DoctorOptions) => {
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      // Unlike the other secrets commands, doctor is about the agents: failing to read them is a failure.
      const [sets, usage] = await Promise.all([target.secrets.listSecretSets(), loadBindingsMap(target.agents)]);
      // The app's ⚠ and `!` read the same report (api/agents/bindings.ts).
      const { problems } = bindingReport(sets, usage);
      const now = Date.now();
      const staleness = await readAgentsStaleness(
        target.secrets,
        sets,
        usage.agents.map((a) => ({ name: a.name, secretSets: a.secretSets, deployment: deploymentOfUse(a) })),
        { now },
      );
      const checked = [...staleness.values()].filter((s) => s.sets.length > 0);
      const stale = checked.filter((s) => s.state === 'stale');
      const unknown = checked.filter((s) => s.state === 'unknown');
      const errors = problems.length;
      const ok = errors === 0 && usage.unreadable.length === 0 && !(opts.strict && stale.length > 0);
      if (opts.json) {
        rt.json({
          ok,
          sets: sets.length,
          agents: usage.agents.length,
          unreadable: usage.unreadable,
          problems,
          strict: Boolean(opts.strict),
          stale: stale.map((s) => ({ agent: s.agent, ...stalenessJson(s) })),
          unknown: unknown.map((s) => ({ agent: s.agent, ...stalenessJson(s) })),
        });
      } else {
        const style = rt.outStyle;
        const staleRows = stale.flatMap((s) =>
          s.sets
            .filter((x) => x.state === 'stale')
            .map((x) => [
              (opts.strict ? style.red : style.yellow)(`⚠ stale values`),
              x.set,
              s.agent,
              `${'since' in x && x.since !== undefined ? `since ${timeText(x.since, now)}: ` : ''}${'message' in x ? x.message : ''}`,
            ]),
        );
        if (problems.length + staleRows.length > 0) {
          rt.out(
            renderTable(
              ['PROBLEM', 'SET', 'AGENT', 'DETAIL'],
              [...problems.map((p) => [style.red(`✖ ${KIND_WORDS[p.kind]}`), p.set, p.agent, p.message]), ...staleRows],
              style,
            ),
          );
        }
      }
      if (usage.unreadable.length > 0) {
        rt.info(
          `The deployments of ${usage.unreadable.length} agent(s) could not be read: ${usage.unreadable.join(', ')}.`,
        );
      }
      if (stale.length > 0) {
        const staleSets = [
          ...new Set(stale.flatMap((s) => s.sets.filter((x) => x.state === 'stale').map((x) => x.set))),
        ].sort();
        const commands = staleSets.map((set) => `agentdeck agents redeploy --uses ${set}`).join('; ');
        rt.info(
          `Redeploy the stale agents with: ${commands}${opts.strict ? '' : ' (--strict makes them fail this check)'}`,
        );
      }
      if (unknown.length > 0) {
        rt.info(
          `note: which values ${plural(unknown.length, 'agent')} run${unknown.length === 1 ? 's' : ''} is unknown (${unknown[0].message ?? 'no record'}${unknown.length > 1 ? '; …' : ''}).`,
        );
      }
      const staleText = stale.length > 0 ? `, ${plural(stale.length, 'agent')} with stale values` : '';
      const summary = `${sets.length} set(s), ${usage.agents.length} agent(s) checked: ${errors} problem(s)${staleText}${usage.unreadable.length > 0 ? `, ${usage.unreadable.length} agent(s) not checked` : ''}.`;
      rt.info(
        !ok
          ? `${rt.errStyle.red('✖')} ${summary}`
          : stale.length > 0
            ? rt.errStyle.yellow(`⚠ ${summary}`)
            : rt.errStyle.green(`✔ ${summary}`),
      );
      return ok ? 0 : 1;
    });
  });
}

// The plan drawn for the command line: plain text (stderr-style lines, stdout when asked) and Markdown for a pull
// request comment. The words are project/words.ts's; this file only lays them out.
import type { ProjectPlan } from '../project/plan.js';
import {
  agentLine,
  deploymentsNote,
  environmentHeading,
  pullSecretLine,
  setLine,
  summaryWords,
} from '../project/words.js';

const NOTE = 'agentdeck plan --deployments reads them';
/** An environment's deployments were not read (plan without --deployments). */
const unchecked = (plan: ProjectPlan) => plan.environments.some((e) => !e.deploymentsChecked);

/** Every line of the plan, per environment and region, then the summary per environment. */
export function planText(plan: ProjectPlan, now: number = Date.now()): string[] {
  const lines: string[] = [];
  for (const e of plan.environments) {
    const note = deploymentsNote(e, NOTE);
    lines.push(`${environmentHeading(e)}: ${summaryWords(e.counts)}${note ? `; ${note}` : ''}`);
    for (const r of e.regions) {
      const items = [
        ...r.sets.map(setLine),
        ...r.pullSecrets.map(pullSecretLine),
        ...r.agents.map((a) => agentLine(a, now)),
      ].filter((l): l is string => l !== undefined);
      if (items.length === 0) continue;
      lines.push(`  ${r.region}:`);
      for (const item of items) lines.push(`    ${item}`);
    }
  }
  lines.push(
    plan.drift
      ? 'Drift: run `agentdeck apply` to make the cloud match the project.'
      : unchecked(plan)
        ? 'Everything is in sync. Deployments were not checked: `agentdeck plan --deployments` reads them.'
        : 'Everything is in sync.',
  );
  return lines;
}

/** Markdown-safe text: the few characters that would change a comment's layout are escaped. */
function md(text: string): string {
  return text.replace(/([\\`*_[\]<>|#])/g, '\\$1');
}

/** The plan as a Markdown document (a PR comment): a summary table, then the changes per environment. */
export function planMarkdown(plan: ProjectPlan, now: number = Date.now()): string {
  const out: string[] = ['## agentdeck plan', ''];
  out.push('| Environment | Organization | Summary |', '| --- | --- | --- |');
  for (const e of plan.environments)
    out.push(
      `| ${md(e.env)}${e.protected ? ' (protected)' : ''} | ${md(e.organization)} | ${e.inSync ? '✅ ' : '⚠️ '}${md(summaryWords(e.counts))} |`,
    );
  for (const e of plan.environments) {
    if (e.inSync) continue;
    out.push('', `### ${md(e.env)}`);
    for (const r of e.regions) {
      const items = [
        ...r.sets.map(setLine),
        ...r.pullSecrets.map(pullSecretLine),
        ...r.agents.map((a) => agentLine(a, now)),
      ].filter((l): l is string => l !== undefined);
      if (items.length === 0) continue;
      out.push('', `**${md(r.region)}**`, '');
      for (const item of items) out.push(`- ${md(item)}`);
    }
  }
  out.push(
    '',
    plan.drift
      ? '_Drift: `agentdeck apply` makes the cloud match the project._'
      : unchecked(plan)
        ? '_Everything is in sync. Deployments were not checked: `agentdeck plan --deployments` reads them._'
        : '_Everything is in sync._',
  );
  return `${out.join('\n')}\n`;
}

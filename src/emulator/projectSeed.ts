// `--seed-project`: what a two-environment, two-region project needs to be tried offline (docs/ci.md). The emulator's
// two organizations play the environments — `staging` and `local` (prod) — and each gets the same agents in two
// regions, bound to nothing yet: `agentdeck init -e staging=staging -e prod=local` writes a file from them, and
// `agentdeck apply` creates the sets and binds them. Written through the service's own handlers, as a client would.
import type { AgentsService } from './agents.js';
import type { HttpResult } from './rules.js';

export const PROJECT_REGIONS = ['us-west', 'us-east'] as const;

/** The agents of each organization: voice-bot in both regions, support-bot in us-west. */
export const PROJECT_AGENTS: ReadonlyArray<{ name: string; region: string }> = [
  { name: 'voice-bot-us-west', region: 'us-west' },
  { name: 'voice-bot-us-east', region: 'us-east' },
  { name: 'support-bot', region: 'us-west' },
];

function ok(result: HttpResult, what: string): void {
  if (result.status >= 300) throw new Error(`project seed: ${what}: ${JSON.stringify(result.body)}`);
}

/** Creates the agents in every organization; returns how many. */
export function seedProject(agents: AgentsService, orgs: readonly string[]): number {
  let n = 0;
  for (const org of orgs) {
    for (const agent of PROJECT_AGENTS) {
      ok(
        agents.create(org, {
          serviceName: agent.name,
          region: agent.region,
          image: `ghcr.io/example/${agent.name}:1.0`,
        }),
        `${org}/${agent.name}`,
      );
      n++;
    }
  }
  return n;
}

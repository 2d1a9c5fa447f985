// Plans and a fake project source for the Environments screen's tests: the plan data project/plan.ts makes (counts
// by its countPlan), without a cloud. Key names only, as a plan holds.
import {
  countPlan,
  isInSync,
  type AgentPlan,
  type EnvironmentPlan,
  type PullSecretPlan,
  type RegionPlan,
  type SetPlan,
} from '../../src/project/plan.js';
import type { DeploymentAction } from '../../src/project/deploymentActions.js';
import type {
  ApplyHooks,
  ApplyOptions,
  ApplyResult,
  EnvironmentRead,
  ProjectLocation,
  ProjectRead,
  ProjectSource,
} from '../../src/project/appSource.js';

export const setPlan = (name: string, region: string, patch: Partial<SetPlan> = {}): SetPlan => ({
  logical: 'app',
  name,
  region,
  exists: true,
  action: 'none',
  add: [],
  remove: [],
  values: 'same',
  status: 'ready',
  ...patch,
});

export const agentPlan = (name: string, region: string, patch: Partial<AgentPlan> = {}): AgentPlan => ({
  logical: name,
  name,
  region,
  set: `app-${region}`,
  issues: [],
  rebind: false,
  redeploy: false,
  ...patch,
});

export function region(
  name: string,
  sets: SetPlan[],
  agents: AgentPlan[] = [],
  pullSecrets: PullSecretPlan[] = [],
): RegionPlan {
  return { region: name, sets, pullSecrets, agents };
}

export function envPlan(
  env: string,
  organization: string,
  regions: RegionPlan[],
  isProtected = false,
): EnvironmentPlan {
  const counts = countPlan(
    regions.flatMap((r) => r.sets),
    regions.flatMap((r) => r.pullSecrets),
    regions.flatMap((r) => r.agents),
  );
  return {
    env,
    organization,
    protected: isProtected,
    regions,
    counts,
    inSync: isInSync(counts),
    deploymentsChecked: false,
  };
}

export function read(plan: EnvironmentPlan, fingerprint = `fp-${plan.env}`): EnvironmentRead {
  return {
    env: plan.env,
    organization: plan.organization,
    protected: plan.protected,
    regions: plan.regions.map((r) => r.region),
    plan,
    fingerprint,
  };
}

export const PATH = '/home/dev/voice-app/agentdeck.toml';

/** staging: sets to create; prod (protected): in sync in us-west, a stale agent in us-east. */
export function twoEnvironments(): EnvironmentRead[] {
  return [
    read(
      envPlan('staging', 'acme-staging', [
        region(
          'us-west',
          [
            setPlan('app-us-west', 'us-west', {
              exists: false,
              action: 'create',
              add: ['DEEPGRAM_API_KEY', 'OPENAI_API_KEY'],
              values: 'new',
            }),
          ],
          [
            agentPlan('voice-bot', 'us-west', {
              rebind: true,
              issues: [{ kind: 'wrong-set', bound: [], want: 'app-us-west' }],
            }),
          ],
        ),
        region('us-east', [
          setPlan('app-us-east', 'us-east', {
            action: 'update',
            add: ['DEEPGRAM_API_KEY'],
            remove: ['OLD_KEY'],
            values: 'unknown',
            valuesWhy: 'the key names differ',
          }),
        ]),
      ]),
    ),
    read(
      envPlan(
        'prod',
        'acme',
        [
          region('us-west', [setPlan('app-us-west', 'us-west')], [agentPlan('voice-bot', 'us-west')]),
          region(
            'us-east',
            [setPlan('app-us-east', 'us-east')],
            [
              agentPlan('voice-bot-east', 'us-east', {
                redeploy: true,
                issues: [
                  { kind: 'stale', message: 'runs values older than app-us-east’s last write' },
                  { kind: 'not-drained', sessions: 2, deployments: ['dep-1'] },
                ],
              }),
            ],
          ),
        ],
        true,
      ),
    ),
  ];
}

export interface FakeProject extends ProjectSource {
  reads: number;
  /** Each apply asked for (`prune` and `shown`, the shown deployment actions, only when given). */
  applied: Array<{ env: string; fingerprint: string; prune?: true; shown?: readonly DeploymentAction[] }>;
  /** What the next reads answer. */
  answer: ProjectRead;
  /** What apply does (default: done, ok). */
  onApply?: (env: string, fingerprint: string, hooks: ApplyHooks, opts?: ApplyOptions) => Promise<ApplyResult>;
}

export function fakeProject(
  environments: EnvironmentRead[],
  opts: { location?: ProjectLocation; problems?: string[]; apply?: boolean } = {},
): FakeProject {
  const location = opts.location ?? { found: true, path: PATH };
  const fake: FakeProject = {
    reads: 0,
    applied: [],
    answer: { location, warnings: [], environments, ...(opts.problems ? { problems: opts.problems } : {}) },
    locate: () => fake.answer.location,
    read: async () => {
      fake.reads++;
      return fake.answer;
    },
    close: async () => {},
  };
  if (opts.apply !== false)
    fake.apply = async (env, fingerprint, hooks, applyOpts) => {
      fake.applied.push({
        env,
        fingerprint,
        ...(applyOpts?.prune ? { prune: true as const } : {}),
        ...(applyOpts?.shownDeploymentActions ? { shown: applyOpts.shownDeploymentActions } : {}),
      });
      if (fake.onApply) return fake.onApply(env, fingerprint, hooks, applyOpts);
      hooks.onStep({ text: `${env}: wrote app-us-west`, tone: 'info' });
      return { kind: 'done', ok: true, writes: 1, rolledOut: [] };
    };
  return fake;
}

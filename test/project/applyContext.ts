// The values and targets applyEnvironment reads, for unit tests with fake clients (applyLocks, applyRebind): one
// set, app, in us-west and us-east, each holding K = v, in organization acme.
import type { EnvironmentContext } from '../../src/project/planProject.js';

export function twoRegionContext(): Pick<EnvironmentContext, 'values' | 'targets'> {
  return {
    values: {
      sets: new Map([
        ['app-us-west', new Map([['K', 'v']])],
        ['app-us-east', new Map([['K', 'v']])],
      ]),
      stamps: new Map(),
      pullCredentials: new Map(),
    },
    targets: { env: { organization: 'acme' }, pullSecrets: [] },
  } as unknown as Pick<EnvironmentContext, 'values' | 'targets'>;
}

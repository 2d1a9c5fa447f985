// The app's first set list, requested as soon as main knows the app will run — before the app's modules
// (React, Ink, the screens: most of its start-up) load — so the answer is there when the app first asks for it
// (firstListWithin, before the first frame). Only that first, argument-less call is served from the early
// request; every later call, and any call with options, goes to the service as usual.
import type { SecretsApi } from '../api/contracts.js';
import type { AppStore } from '../state/store.js';

export function withFirstListRequested(secrets: SecretsApi): SecretsApi {
  let early: ReturnType<SecretsApi['listSecretSets']> | undefined = secrets.listSecretSets();
  // Its failure is reported to the caller that takes it; unclaimed, it must not end the process.
  early.catch(() => undefined);
  return new Proxy(secrets, {
    get(target, key) {
      if (key === 'listSecretSets') {
        return (opts?: Parameters<SecretsApi['listSecretSets']>[0]) => {
          const answer = opts === undefined ? early : undefined;
          early = undefined;
          return answer ?? target.listSecretSets(opts);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Resolves once `store` has read the set list (or failed to), or after `ms`, whichever comes first: runApp draws
 * its first frame then, so a service that answers quickly gets the list as the first frame, drawn once, and a slow
 * one the loading frame after `ms`. The read goes on after a timeout; the set list takes it over when it mounts.
 */
export async function firstListWithin(store: AppStore, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    store.getState().refreshSets(),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
}

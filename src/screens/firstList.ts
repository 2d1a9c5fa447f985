// The app's first set list, requested as soon as main knows the app will run — before the app's modules
// (React, Ink, the screens: most of its start-up) load — so the answer is there when the set list first asks
// for it. Only that first, argument-less call is served from the early request; every later call, and any call
// with options, goes to the service as usual.
import type { SecretsApi } from '../api/contracts.js';

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

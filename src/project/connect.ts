// Each environment's clients: its organization reached with the usual credentials (config/target.ts's chain), or
// with the variable the file names for it (`token_env`: a user token or PAT; `api_key_env`: a private API key) — so
// CI can hold one credential per environment. The embedded emulator, when the chain ends there, is started once and
// shared by every environment (each one its organization, on the org-scoped paths).
import {
  resolveTarget,
  type EmbeddedEmulator,
  type HttpTuning,
  type ResolvedTarget,
  type StartEmbeddedEmulator,
} from '../config/target.js';
import { TargetError } from '../config/targetError.js';
import { ProjectError, type EnvironmentSpec } from './model.js';

export interface ConnectOptions {
  env: NodeJS.ProcessEnv;
  startEmbeddedEmulator: StartEmbeddedEmulator;
  warn?: (message: string) => void;
  http?: HttpTuning;
}

export interface Connector {
  /** The environment's target (made once per environment). */
  target(env: EnvironmentSpec): Promise<ResolvedTarget>;
  close(): Promise<void>;
}

/** The process environment an environment's credentials are resolved in. */
export function credentialEnv(spec: EnvironmentSpec, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const variable = spec.tokenEnv ?? spec.apiKeyEnv;
  if (variable === undefined) return env;
  const value = env[variable]?.trim();
  if (!value)
    throw new ProjectError(
      [
        {
          severity: 'error',
          message: `environment '${spec.name}': the variable ${variable} (its ${spec.tokenEnv ? 'token_env' : 'api_key_env'}) is not set`,
        },
      ],
      'PROJECT_SOURCE',
    );
  return spec.tokenEnv
    ? { ...env, PIPECAT_TOKEN: value, PIPECAT_API_KEY: undefined }
    : { ...env, PIPECAT_API_KEY: value, PIPECAT_TOKEN: undefined, PIPECAT_ORG: spec.organization };
}

export function connector(opts: ConnectOptions): Connector {
  let emulator: Promise<EmbeddedEmulator> | undefined;
  const shared: StartEmbeddedEmulator = (args) => {
    emulator ??= opts.startEmbeddedEmulator(args);
    return emulator.then((e) => ({ ...e, close: async () => {} }));
  };
  const made = new Map<string, Promise<ResolvedTarget>>();
  return {
    target(spec) {
      let p = made.get(spec.name);
      if (!p) {
        p = (async () => {
          try {
            return await resolveTarget({
              organization: spec.organization,
              env: credentialEnv(spec, opts.env),
              startEmbeddedEmulator: shared,
              ...(opts.warn ? { warn: opts.warn } : {}),
              ...(opts.http ? { http: opts.http } : {}),
            });
          } catch (error) {
            if (error instanceof TargetError)
              throw new TargetError(
                `environment '${spec.name}' (organization ${spec.organization}): ${error.message}`,
                error.usage,
              );
            throw error;
          }
        })();
        made.set(spec.name, p);
      }
      return p;
    },
    async close() {
      for (const p of made.values()) await (await p.catch(() => null))?.close();
      await (await emulator?.catch(() => null))?.close();
    },
  };
}

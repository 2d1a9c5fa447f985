import { homedir } from 'node:os';
import { join } from 'node:path';

type Env = NodeJS.ProcessEnv;

function home(env: Env): string {
  return env.HOME && env.HOME.length > 0 ? env.HOME : homedir();
}

/** The official CLI's credentials file (`token`, `org`); `PIPECAT_CONFIG_PATH` overrides. */
export function pipecatCredentialsPath(env: Env): string {
  return env.PIPECAT_CONFIG_PATH || join(home(env), '.config', 'pipecatcloud', 'pipecatcloud.toml');
}

/** agentdeck's own config (`api_key`, `api_host`, `org`); `AGENTDECK_CONFIG` overrides. */
export function agentdeckConfigPath(env: Env): string {
  if (env.AGENTDECK_CONFIG) return env.AGENTDECK_CONFIG;
  const base = env.XDG_CONFIG_HOME || join(home(env), '.config');
  return join(base, 'agentdeck', 'config.toml');
}

/** Where the embedded emulator keeps its SQLite data: `$XDG_DATA_HOME/agentdeck/emulator`. */
export function emulatorDataDir(env: Env): string {
  const base = env.XDG_DATA_HOME || join(home(env), '.local', 'share');
  return join(base, 'agentdeck', 'emulator');
}

/** agentdeck's caches (Tab completion, agent usage, compiled code): `$XDG_CACHE_HOME/agentdeck`. */
export function agentdeckCacheDir(env: Env): string {
  const base = env.XDG_CACHE_HOME || join(home(env), '.cache');
  return join(base, 'agentdeck');
}

/** agentdeck's state (kept between runs, safe to delete): `$XDG_STATE_HOME/agentdeck`. */
export function agentdeckStateDir(env: Env): string {
  const base = env.XDG_STATE_HOME || join(home(env), '.local', 'state');
  return join(base, 'agentdeck');
}

/** The rollout journal: one file per rollout key (target + set or agents), names and deployment ids only. */
export function rolloutJournalDir(env: Env): string {
  return join(agentdeckStateDir(env), 'rollouts');
}

/** Where the app writes a meeting token on request (`f` on the token view): `$XDG_STATE_HOME/agentdeck/tokens`. */
export function meetingTokenDir(env: Env): string {
  return join(agentdeckStateDir(env), 'tokens');
}

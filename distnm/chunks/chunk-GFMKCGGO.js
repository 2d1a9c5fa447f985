import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/config/paths.ts
import { homedir } from "node:os";
import { join } from "node:path";
function home(env) {
  return env.HOME && env.HOME.length > 0 ? env.HOME : homedir();
}
function pipecatCredentialsPath(env) {
  return env.PIPECAT_CONFIG_PATH || join(home(env), ".config", "pipecatcloud", "pipecatcloud.toml");
}
function agentdeckConfigPath(env) {
  if (env.AGENTDECK_CONFIG) return env.AGENTDECK_CONFIG;
  const base = env.XDG_CONFIG_HOME || join(home(env), ".config");
  return join(base, "agentdeck", "config.toml");
}
function emulatorDataDir(env) {
  const base = env.XDG_DATA_HOME || join(home(env), ".local", "share");
  return join(base, "agentdeck", "emulator");
}
function agentdeckCacheDir(env) {
  const base = env.XDG_CACHE_HOME || join(home(env), ".cache");
  return join(base, "agentdeck");
}

export {
  pipecatCredentialsPath,
  agentdeckConfigPath,
  emulatorDataDir,
  agentdeckCacheDir
};

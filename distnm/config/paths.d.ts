type Env = NodeJS.ProcessEnv;
/** The official CLI's credentials file (`token`, `org`); `PIPECAT_CONFIG_PATH` overrides. */
export declare function pipecatCredentialsPath(env: Env): string;
/** agentdeck's own config (`api_key`, `api_host`, `org`); `AGENTDECK_CONFIG` overrides. */
export declare function agentdeckConfigPath(env: Env): string;
/** Where the embedded emulator keeps its SQLite data: `$XDG_DATA_HOME/agentdeck/emulator`. */
export declare function emulatorDataDir(env: Env): string;
/** agentdeck's caches (Tab completion, agent usage, compiled code): `$XDG_CACHE_HOME/agentdeck`. */
export declare function agentdeckCacheDir(env: Env): string;
export {};

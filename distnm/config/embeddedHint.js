// Whether the embedded emulator is about to be needed, known before the command line loads (main.ts uses it to
// start loading the emulator on a thread early). Mirrors resolveTarget's order from the outside: no credential
// in the environment and neither credentials file present. A file without a credential makes this say false;
// the emulator then starts the ordinary way, later. A hint only: resolveTarget still decides.
import { existsSync } from 'node:fs';
import { agentdeckConfigPath, pipecatCredentialsPath } from './paths.js';
export function embeddedEmulatorLikely(env) {
    if (env.PIPECAT_API_KEY?.trim() || env.PIPECAT_TOKEN?.trim())
        return false;
    return !existsSync(agentdeckConfigPath(env)) && !existsSync(pipecatCredentialsPath(env));
}

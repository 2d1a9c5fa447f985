// The entry of dist/app.cjs, what a process that may open the interactive app runs (main.ts loads it with its own
// V8 code cache, as it does dist/cli.cjs for every other command line): the command line, so the root command
// that opens the app shares one copy of api/ and config/ with it, and the app, evaluated only when it opens.
export { runCli, redact } from './cli/index.js';
// The rollout journal the app shares with the command line (`agents redeploy` continues what the app left).
export { fileJournal } from './config/rolloutJournal.js';
export { fileRolloutLocks } from './config/rolloutLock.js';
export { rolloutTargetName } from './api/rollout/journal.js';
// The project reader of the Environments screen (agentdeck.toml, each environment's plan).
export { projectSource } from './project/appSource.js';

/** The app's modules (React, Ink, the screens): evaluated on the first call. */
export const loadApp = () => import('./screens/runApp.js');

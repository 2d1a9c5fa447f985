export * from './target.js';
export { agentdeckConfigPath, emulatorDataDir, pipecatCredentialsPath } from './paths.js';
export { ConfigFileError } from './credentialsFile.js';

export * from './target.js';
export { TargetError } from './targetError.js';
export { agentdeckConfigPath, emulatorDataDir, pipecatCredentialsPath } from './paths.js';
export { ConfigFileError } from './credentialsFile.js';

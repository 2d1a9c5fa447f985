import { createRequire } from 'node:module';

// src/api/version.ts and dist/api/version.js both sit two levels below the package root.
const require = createRequire(import.meta.url);

function readVersion(): string {
  try {
    const pkg = require('../../package.json') as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The package version, read once at load. */
export const VERSION: string = readVersion();

export const USER_AGENT = `agentdeck/${VERSION}`;

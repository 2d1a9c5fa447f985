import { createRequire } from 'node:module';

// The bundled bin has the version compiled in (scripts/bundle.mjs defines AGENTDECK_VERSION): reading
// package.json through the CommonJS loader cost a few ms of every start-up. The library build (and the tests,
// from src/) read it at load; src/api/http/version.ts and dist/api/version.js both sit two levels below the root.
declare const AGENTDECK_VERSION: string | undefined;

function readVersion(): string {
  try {
    const pkg = createRequire(import.meta.url)('../../../package.json') as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The package version, read once at load. */
export const VERSION: string = typeof AGENTDECK_VERSION === 'string' ? AGENTDECK_VERSION : readVersion();

export const USER_AGENT = `agentdeck/${VERSION}`;

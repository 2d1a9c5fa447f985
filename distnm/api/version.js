import { createRequire } from 'node:module';
function readVersion() {
    try {
        const pkg = createRequire(import.meta.url)('../../package.json');
        return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
    }
    catch {
        return '0.0.0';
    }
}
/** The package version, read once at load. */
export const VERSION = typeof AGENTDECK_VERSION === 'string' ? AGENTDECK_VERSION : readVersion();
export const USER_AGENT = `agentdeck/${VERSION}`;

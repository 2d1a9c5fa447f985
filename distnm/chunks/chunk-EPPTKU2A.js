import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/api/version.ts
var VERSION = true ? "0.1.0" : readVersion();
var USER_AGENT = `agentdeck/${VERSION}`;

export {
  VERSION,
  USER_AGENT
};

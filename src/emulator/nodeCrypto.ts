// node:crypto, loaded on first use. Every module of the emulator's bundle runs when the bundle loads, and loading
// node:crypto costs ≈ 4 ms of CPU on Node 20: a command's embedded emulator serving a list never needs it (the keys
// of its requests are checked with @noble/hashes: keys.ts). Types come from `import type` of node:crypto.
import type * as Crypto from 'node:crypto';

let loaded: typeof Crypto | undefined;

export function nodeCrypto(): typeof Crypto {
  return (loaded ??= process.getBuiltinModule('node:crypto'));
}

import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  isApiError
} from "./chunk-WLHYYBCR.js";

// src/cli/commands/existing.ts
async function existingKeys(secrets, name) {
  try {
    return (await secrets.getSecretSet(name)).keys;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export {
  existingKeys
};

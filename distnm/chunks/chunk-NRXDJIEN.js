import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";
import {
  isApiError
} from "./chunk-WLHYYBCR.js";

// src/api/writeOutcome.ts
var wasNeverSent = (error) => isApiError(error) && error.neverSent === true;
function outcomeIsUncertain(error) {
  if (!isApiError(error) || error.neverSent) return false;
  if (error.code === "TIMEOUT" || error.code === "NETWORK" || error.code === "MALFORMED_RESPONSE") return true;
  return error.status >= 500;
}
var capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
var UncertainWriteError = class extends Error {
  constructor(readBack, message, original) {
    super(message);
    this.readBack = readBack;
    this.original = original;
    this.name = "UncertainWriteError";
  }
  readBack;
  original;
};
var isUncertainWriteError = (error) => error instanceof UncertainWriteError;
async function settleWrite(write, opts) {
  try {
    return { outcome: "confirmed", result: await write() };
  } catch (error) {
    const reason = () => sanitizeTerminalText(error.message, { singleLine: true });
    if (wasNeverSent(error)) {
      throw new UncertainWriteError(
        "not applied",
        `${capitalise(opts.what)}: not applied \u2014 ${reason()}; the request never reached the service. Safe to run again.`,
        error
      );
    }
    if (!outcomeIsUncertain(error)) throw error;
    return settleByReRead(error, reason(), opts);
  }
}
async function settleByReRead(error, reason, opts) {
  opts.onRecheck?.(reason);
  let readBack;
  let readError = "";
  try {
    readBack = await opts.check();
  } catch (checkError) {
    readBack = "unknown";
    readError = ` (the re-read failed too: ${sanitizeTerminalText(checkError.message, { singleLine: true })})`;
  }
  if (readBack === "applied") return { outcome: "applied" };
  if (readBack === "not applied") {
    throw new UncertainWriteError(
      "not applied",
      `${capitalise(opts.what)}: not applied \u2014 ${reason}; a re-read shows nothing changed. Safe to run again.`,
      error
    );
  }
  throw new UncertainWriteError(
    "unknown",
    `${capitalise(opts.what)}: outcome unknown \u2014 ${reason}${readError}; it may or may not have been applied. Check before running it again.`,
    error
  );
}
async function findSet(secrets, name) {
  return (await secrets.listSecretSets()).find((s) => s.name === name);
}
async function readBackSecretSet(secrets, name, expected) {
  let keys;
  let status;
  try {
    ({ keys, status } = await secrets.getSecretSet(name));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return expected.created ? "not applied" : "unknown";
    throw error;
  }
  const present = expected.added.filter((key) => keys.includes(key)).length;
  if (expected.added.length > 0) {
    if (present === expected.added.length) return "applied";
    if (present === 0 && !expected.created) return "not applied";
    return "unknown";
  }
  return expected.priorStatus === "ready" && status === "pending" ? "applied" : "unknown";
}
async function readBackPullSecret(secrets, name, priorStatus) {
  const now = await findSet(secrets, name);
  if (priorStatus === void 0) return now?.type === "imagePullSecret" ? "applied" : now ? "unknown" : "not applied";
  return priorStatus === "ready" && now?.status === "pending" ? "applied" : "unknown";
}
async function readBackKeyUnset(secrets, name, key) {
  try {
    return (await secrets.getSecretSet(name)).keys.includes(key) ? "not applied" : "applied";
  } catch (error) {
    if (isApiError(error) && error.status === 404) return "unknown";
    throw error;
  }
}
async function readBackSetDeleted(secrets, name) {
  return await findSet(secrets, name) ? "not applied" : "applied";
}

export {
  capitalise,
  isUncertainWriteError,
  settleWrite,
  findSet,
  readBackSecretSet,
  readBackPullSecret,
  readBackKeyUnset,
  readBackSetDeleted
};

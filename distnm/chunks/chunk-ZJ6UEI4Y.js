import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";
import {
  isApiError
} from "./chunk-WLHYYBCR.js";

// src/cli/failures.ts
var EXIT_OK = 0;
var EXIT_FAILURE = 1;
var EXIT_USAGE = 2;
var UsageError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "UsageError";
  }
};
var CancelledError = class extends Error {
  constructor(message = "Cancelled; nothing was changed.") {
    super(message);
    this.name = "CancelledError";
  }
};
var CommandFailure = class extends Error {
  code;
  constructor(message, code) {
    super(message);
    this.name = "CommandFailure";
    this.code = code;
  }
};
function describeFailure(error) {
  if (error instanceof UsageError) return { exitCode: EXIT_USAGE, message: error.message, code: "USAGE" };
  if (error instanceof CancelledError) return { exitCode: EXIT_FAILURE, message: error.message, code: "CANCELLED" };
  if (error instanceof CommandFailure) return { exitCode: EXIT_FAILURE, message: error.message, code: error.code };
  if (isApiError(error)) {
    const message = sanitizeTerminalText(error.message, { singleLine: true });
    if (error.code === "VALIDATION") return { exitCode: EXIT_USAGE, message, code: error.code };
    const partial = error;
    const keys = error.code === "PARTIAL_WRITE" && partial.written && partial.notWritten && partial.failedKey !== void 0 ? {
      written: partial.written,
      notWritten: partial.failedKeyUnknown ? partial.notWritten : [partial.failedKey, ...partial.notWritten],
      unknown: partial.failedKeyUnknown ? [partial.failedKey] : []
    } : void 0;
    return { exitCode: EXIT_FAILURE, message, code: error.code, status: error.status, service: error.service, ...keys ? { keys } : {} };
  }
  const named = error;
  if (named?.name === "TargetError") {
    return { exitCode: named.usage ? EXIT_USAGE : EXIT_FAILURE, message: String(named.message), code: "CONFIG" };
  }
  if (named?.name === "ConfigFileError") return { exitCode: EXIT_FAILURE, message: String(named.message), code: "CONFIG" };
  const text = error instanceof Error ? error.message : String(error);
  return { exitCode: EXIT_FAILURE, message: `unexpected error: ${sanitizeTerminalText(text, { singleLine: true })}`, code: "INTERNAL" };
}

export {
  EXIT_OK,
  EXIT_FAILURE,
  EXIT_USAGE,
  UsageError,
  CancelledError,
  CommandFailure,
  describeFailure
};

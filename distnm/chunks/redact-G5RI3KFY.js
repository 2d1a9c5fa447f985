import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  MIN_REDACTED_LENGTH,
  REDACTED,
  clearRegisteredSecrets,
  redact,
  redactAuthorization,
  redactDeep,
  redactSecrets,
  redactServerText,
  redactValueFields,
  registerCredentials,
  registerSecret,
  stripUrlCredentials
} from "./chunk-4K7H4426.js";
import "./chunk-BO633EMQ.js";
import "./chunk-SJQH257H.js";
export {
  MIN_REDACTED_LENGTH,
  REDACTED,
  clearRegisteredSecrets,
  redact,
  redactAuthorization,
  redactDeep,
  redactSecrets,
  redactServerText,
  redactValueFields,
  registerCredentials,
  registerSecret,
  stripUrlCredentials
};

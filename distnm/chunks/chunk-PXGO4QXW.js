import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  ApiError
} from "./chunk-WLHYYBCR.js";

// src/api/shape.ts
function malformed(what, status = 200) {
  return new ApiError({ status, code: "MALFORMED_RESPONSE", message: `Malformed response: ${what}` });
}
function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function expectRecord(value, where, status) {
  if (!isRecord(value)) throw malformed(`${where} is not a JSON object`, status);
  return value;
}
function expectString(obj, field, where, status) {
  const v = obj[field];
  if (typeof v !== "string") throw malformed(`${where} has no string "${field}"`, status);
  return v;
}
function expectArray(obj, field, where, status) {
  const v = obj[field];
  if (!Array.isArray(v)) throw malformed(`${where} has no array "${field}"`, status);
  return v;
}
function optionalString(obj, field) {
  const v = obj[field];
  return typeof v === "string" ? v : void 0;
}

export {
  malformed,
  isRecord,
  expectRecord,
  expectString,
  expectArray,
  optionalString
};

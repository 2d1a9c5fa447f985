// Response shape checks: a body that lacks what we need becomes ApiError MALFORMED_RESPONSE naming what
// was missing, instead of an `undefined` surfacing somewhere in the UI.
import { ApiError } from './errors.js';

export function malformed(what: string, status = 200): ApiError {
  return new ApiError({ status, code: 'MALFORMED_RESPONSE', message: `Malformed response: ${what}` });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function expectRecord(value: unknown, where: string, status?: number): Record<string, unknown> {
  if (!isRecord(value)) throw malformed(`${where} is not a JSON object`, status);
  return value;
}

export function expectString(obj: Record<string, unknown>, field: string, where: string, status?: number): string {
  const v = obj[field];
  if (typeof v !== 'string') throw malformed(`${where} has no string "${field}"`, status);
  return v;
}

export function expectArray(obj: Record<string, unknown>, field: string, where: string, status?: number): unknown[] {
  const v = obj[field];
  if (!Array.isArray(v)) throw malformed(`${where} has no array "${field}"`, status);
  return v;
}

export function optionalString(obj: Record<string, unknown>, field: string): string | undefined {
  const v = obj[field];
  return typeof v === 'string' ? v : undefined;
}

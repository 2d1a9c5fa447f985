// Response shape checks: a body that lacks what we need becomes ApiError MALFORMED_RESPONSE naming what
// was missing, instead of an `undefined` surfacing somewhere in the UI.
import { ApiError } from './errors.js';
export function malformed(what, status = 200) {
    return new ApiError({ status, code: 'MALFORMED_RESPONSE', message: `Malformed response: ${what}` });
}
export function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
export function expectRecord(value, where, status) {
    if (!isRecord(value))
        throw malformed(`${where} is not a JSON object`, status);
    return value;
}
export function expectString(obj, field, where, status) {
    const v = obj[field];
    if (typeof v !== 'string')
        throw malformed(`${where} has no string "${field}"`, status);
    return v;
}
export function expectArray(obj, field, where, status) {
    const v = obj[field];
    if (!Array.isArray(v))
        throw malformed(`${where} has no array "${field}"`, status);
    return v;
}
export function optionalString(obj, field) {
    const v = obj[field];
    return typeof v === 'string' ? v : undefined;
}

import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/api/errors.ts
var ApiError = class extends Error {
  status;
  code;
  /** For VALIDATION errors: the field that broke the rule. */
  field;
  /** Which service answered (or failed to): the Pipecat secrets API or the room service. */
  service;
  /**
   * For NETWORK and TIMEOUT errors: true when no attempt got a connection (refused, host not found, TLS failed),
   * so the service cannot have seen the request — a write that failed so surely was not applied.
   */
  neverSent;
  constructor(init) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.service = init.service;
    if (init.neverSent) this.neverSent = true;
  }
  toJSON() {
    return { status: this.status, code: this.code, message: this.message, ...this.field ? { field: this.field } : {} };
  }
};
function relabelled(error, message) {
  const { status, code, field, service, neverSent } = error;
  return new ApiError({ status, code, message, field, service, neverSent });
}
function isApiError(value) {
  return value instanceof ApiError;
}
function validationError(field, message) {
  return new ApiError({ status: 0, code: "VALIDATION", message, field });
}

export {
  ApiError,
  relabelled,
  isApiError,
  validationError
};

/**
 * Every failure of the API layer is an ApiError. `status` is the HTTP status (0 when no response came),
 * `code` is the service's code (`UNAUTHORIZED`, `NOT_FOUND`, `invalid-request-error`, …) or one of ours:
 * `NETWORK`, `TIMEOUT`, `MALFORMED_RESPONSE`, `ABORTED`, `VALIDATION`.
 * `message` is safe to show: it never contains a key or token.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** For VALIDATION errors: the field that broke the rule. */
  readonly field?: string;
  /** Which service answered (or failed to): the Pipecat secrets API or the room service. */
  readonly service?: 'pipecat' | 'daily';

  constructor(init: { status: number; code: string; message: string; field?: string; service?: 'pipecat' | 'daily' }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.service = init.service;
  }

  toJSON(): { status: number; code: string; message: string; field?: string } {
    return { status: this.status, code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A client-side rule broke: nothing was sent. Message names the field and the rule. */
export function validationError(field: string, message: string): ApiError {
  return new ApiError({ status: 0, code: 'VALIDATION', message, field });
}

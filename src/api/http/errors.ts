/**
 * Every failure of the API layer is an ApiError. `status` is the HTTP status (0 when no response came),
 * `code` is the service's code (`UNAUTHORIZED`, `NOT_FOUND`, `invalid-request-error`, …) or one of ours:
 * `NETWORK`, `TIMEOUT`, `MALFORMED_RESPONSE`, `RESPONSE_TOO_LARGE`, `ABORTED`, `VALIDATION`, `CONFIG` (a key an HTTP
 * header cannot carry), `FILE_SYSTEM` (a download that cannot be written).
 * `message` is safe to show: it never contains a key or token.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** For VALIDATION errors: the field that broke the rule. */
  readonly field?: string;
  /** Which service answered (or failed to): the Pipecat secrets API or the room service. */
  readonly service?: 'pipecat' | 'daily';
  /**
   * For NETWORK and TIMEOUT errors: true when no attempt got a connection (refused, host not found, TLS failed),
   * so the service cannot have seen the request — a write that failed so surely was not applied.
   */
  readonly neverSent?: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    field?: string;
    service?: 'pipecat' | 'daily';
    neverSent?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.service = init.service;
    if (init.neverSent) this.neverSent = true;
  }

  toJSON(): { status: number; code: string; message: string; field?: string } {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

/** The same failure with another message (a client's "Unable to …:" prefix): every other field is kept. */
export function relabelled(error: ApiError, message: string): ApiError {
  const { status, code, field, service, neverSent } = error;
  return new ApiError({ status, code, message, field, service, neverSent });
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A client-side rule broke: nothing was sent. Message names the field and the rule. */
export function validationError(field: string, message: string): ApiError {
  return new ApiError({ status: 0, code: 'VALIDATION', message, field });
}

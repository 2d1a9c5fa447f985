/**
 * Every failure of the API layer is an ApiError. `status` is the HTTP status (0 when no response came),
 * `code` is the service's code (`UNAUTHORIZED`, `NOT_FOUND`, `invalid-request-error`, …) or one of ours:
 * `NETWORK`, `TIMEOUT`, `MALFORMED_RESPONSE`, `ABORTED`, `VALIDATION`.
 * `message` is safe to show: it never contains a key or token.
 */
export declare class ApiError extends Error {
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
    });
    toJSON(): {
        status: number;
        code: string;
        message: string;
        field?: string;
    };
}
/** The same failure with another message (a client's "Unable to …:" prefix): every other field is kept. */
export declare function relabelled(error: ApiError, message: string): ApiError;
export declare function isApiError(value: unknown): value is ApiError;
/** A client-side rule broke: nothing was sent. Message names the field and the rule. */
export declare function validationError(field: string, message: string): ApiError;

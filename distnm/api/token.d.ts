export interface ReadableTokenClaims {
    roomName?: string;
    exp?: number;
    nbf?: number;
    iat?: number;
    isOwner?: boolean;
    userName?: string;
    userId?: string;
    ejectAtTokenExp?: boolean;
    ejectAfterElapsed?: number;
    domainId?: string;
    enableScreenshare?: boolean;
    startVideoOff?: boolean;
    startAudioOff?: boolean;
    enableRecording?: string;
    startCloudRecording?: boolean;
    enablePrejoinUi?: boolean;
    permissions?: Record<string, unknown>;
}
export interface DecodedMeetingToken {
    header: Record<string, unknown>;
    claims: Record<string, unknown>;
    readable: ReadableTokenClaims;
}
/** Decodes (does not verify) a meeting token. Throws ApiError MALFORMED_RESPONSE on anything else. */
export declare function decodeMeetingToken(token: string): DecodedMeetingToken;
/** Enough of a token to recognise it in a list, never enough to use it: `eyJh…(redacted)`. */
export declare function redactToken(token: string): string;

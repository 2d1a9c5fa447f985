export declare function signHs256(payload: Record<string, unknown>, secret: string): string;
/** The payload of an HS256 token signed with `secret`, or undefined when malformed or signed otherwise. */
export declare function verifyHs256(token: string, secret: string): Record<string, unknown> | undefined;

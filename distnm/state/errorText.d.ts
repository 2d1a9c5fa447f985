export declare function errorText(err: unknown): string;
export declare function errorCode(err: unknown): string | undefined;

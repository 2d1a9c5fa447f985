/** The package version, read once at load. */
export declare const VERSION: string;
export declare const USER_AGENT: string;

export declare function safeUsageError(text: string): string;

export declare function wrappedLineCount(text: string, width: number): number;

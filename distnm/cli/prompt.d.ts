export interface PromptStreams {
    stdin: NodeJS.ReadableStream & {
        isTTY?: boolean;
        setRawMode?: (mode: boolean) => unknown;
    };
    stderr: {
        write(chunk: string): unknown;
    };
}
export declare class Prompter {
    private readonly streams;
    /** Raw bytes: decoded per line, so a character split across two chunks survives. */
    private buffer;
    private ended;
    private waiter;
    private attached;
    private readonly onData;
    private readonly onEnd;
    constructor(streams: PromptStreams);
    private wake;
    private attach;
    /** Stops reading stdin so the process can exit. */
    close(): void;
    private nextChunk;
    /** One line without its newline; null at end of input. */
    private readLine;
    /** Everything up to end of input (for `-f -` and credentials `-`: secrets piped in, never in argv). */
    readAll(): Promise<string>;
    /**
     * At most `max + 1` bytes of the rest of stdin, undecoded (one more than `max` tells the caller it is too much).
     * Stops reading once past the limit, so `< /dev/urandom` ends instead of filling memory.
     */
    readAllBytes(max: number): Promise<Uint8Array>;
    ask(question: string): Promise<string>;
    /** y/yes → true; anything else (including just Enter) → false. */
    confirm(question: string): Promise<boolean>;
    /** Reads a line without echoing it, registered for redaction (hidden means secret). Ctrl-C or Ctrl-D cancel. */
    askHidden(question: string): Promise<string>;
    private readHidden;
}

export interface PtyRecord {
  ms: number;
  /** The command's CPU time (ms) by then, when the recorder could read it. */
  cpu?: number;
  bytes: Buffer;
}
/** {mark: ms}, and `cpu`: {mark: CPU ms} when the records carry CPU times. */
export type MarkTimes = Record<string, number> & { cpu?: Record<string, number> };
export declare function parseRecords(buffer: Buffer): { records: PtyRecord[]; rest: Buffer };
export declare function screenText(text: string): string;
export declare function markTimes(
  marks: Record<string, (text: string) => boolean>,
): (record: PtyRecord) => MarkTimes | undefined;
export declare function timeOnPty(
  command: string,
  args: string[],
  options: {
    env: NodeJS.ProcessEnv;
    marks: Record<string, (text: string) => boolean>;
    columns?: number;
    rows?: number;
    timeoutMs?: number;
  },
): Promise<MarkTimes>;

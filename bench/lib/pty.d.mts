export interface PtyRecord {
  ms: number;
  bytes: Buffer;
}
export declare function parseRecords(buffer: Buffer): { records: PtyRecord[]; rest: Buffer };
export declare function screenText(text: string): string;
export declare function markTimes(
  marks: Record<string, (text: string) => boolean>,
): (record: PtyRecord) => Record<string, number> | undefined;
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
): Promise<Record<string, number>>;

export declare const RESULTS_FILE: 'results.json';
export declare const LOCAL_RESULTS_FILE: 'results.local.json';
export declare function resultsFileFor(run: { quick: boolean; only?: string[] }): string;
export declare function loadAverage(): number[];
export declare function machineRecord(input: {
  runtimes: Array<{ label: string }>;
  loadAtStart: number[];
  loadAtEnd: number[];
}): {
  platform: string;
  cpus: number;
  cpuModel: string;
  memMB: number;
  node: string[];
  loadAverage: { start: number[]; end: number[] };
};
export declare function formatValue(value: number | undefined | null, unit: string): string;
export declare function formatRatio(ratio: number | undefined | null): string;
export declare function formatRowRatio(row: { ratio?: number; p95Ratio?: number }): string;
export declare function formatVerdict(row: { error?: string; pass?: boolean | null }): string;

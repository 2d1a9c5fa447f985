export declare function writeConsumer(options: {
  dir: string;
  tarball: string;
  packageJson: string;
  lockfile: string;
}): void;
export declare function installOffline(
  dir: string,
  options?: { scripts?: boolean; timeoutMs?: number; env?: NodeJS.ProcessEnv },
): Promise<{ code: number | null; output: string; ms: number }>;
export declare function installedPackages(dir: string): string[];
export declare function diskBytes(path: string): number;

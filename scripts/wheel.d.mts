import type { Platform } from './runtimes.mjs';
export declare function pythonVersion(npmVersion: string): string;
export declare function distName(name: string): string;
export declare function buildWheel(options: {
  platform: Platform;
  binary: string;
  outDir: string;
  pkg?: unknown;
  level?: number;
  mtime?: number;
}): string;

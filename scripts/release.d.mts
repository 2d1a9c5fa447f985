import type { Platform } from './runtimes.mjs';
export declare function writeArchive(options: {
  pkg: { version: string; description: string; license: string; repository: { url: string } };
  platform: Platform;
  binary: string;
  outDir: string;
  mtime: number;
}): string;
export declare function sha256File(path: string): Promise<string>;
export declare function writeChecksums(dir: string, files: string[]): Promise<string>;
export declare function release(options?: {
  outDir?: string;
  platforms?: Platform[];
  mtime?: number;
}): Promise<{ published: string[]; sums: string }>;

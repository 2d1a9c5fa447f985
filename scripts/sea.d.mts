import type { Platform } from './runtimes.mjs';
export declare const BUNDLES: string[];
export declare function withoutSignature(file: Buffer): Buffer;
export declare function buildSea(options?: {
  platforms?: Platform[];
  outDir?: string;
  reuse?: boolean;
}): Promise<Record<Platform, string>>;

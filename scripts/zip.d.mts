export declare function writeZip(
  path: string,
  entries: Array<{ name: string; data: Buffer; mode?: number }>,
  options?: { level?: number; mtime?: number },
): void;

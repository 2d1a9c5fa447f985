/** Writes `data` to `path` through a temp file and a rename; false when it could not. */
export declare function writeCacheFile(path: string, data: string | Uint8Array): boolean;

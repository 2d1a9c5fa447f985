export interface LoadedBundle<T> {
    exports: T;
    /** Whether V8 took the cached code (false: no cache yet, or refused). */
    cacheUsed: boolean;
    /** Writes the code compiled so far as the cache, when the cache was missing or refused; never throws. */
    saveCache(): void;
}
/** Runs `file` as a CommonJS module; `cacheDir` undefined: no cache at all. */
export declare function loadBundle<T>(file: URL, cacheDir: string | undefined): LoadedBundle<T>;

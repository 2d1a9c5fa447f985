export interface DownloadProgress {
    received: number;
    /** From Content-Length; undefined when the server sent none. */
    total?: number;
    elapsedMs: number;
}
export interface DownloadOptions {
    /** The final path, or a function choosing it from the response's content type (e.g. to pick the extension). */
    target: string | ((info: {
        contentType: string;
    }) => string);
    /** Replace an existing file at the final path. Default false: an existing file is an error, nothing is written. */
    force?: boolean;
    onProgress?: (progress: DownloadProgress) => void;
    signal?: AbortSignal;
    /** No byte for this long → fail. Default 30 000. */
    idleTimeoutMs?: number;
}
export interface DownloadResult {
    path: string;
    bytes: number;
    contentType: string;
}
/** `.mp4` (video/mp4), `.m4a` (audio/mp4), `.webm` (audio|video/webm); `.bin` for anything else. */
export declare function extensionForContentType(contentType: string): string;
export declare function downloadToFile(url: string, options: DownloadOptions): Promise<DownloadResult>;

import type { ClipboardWriter } from './clipboard.js';
export interface RecordingsProps {
    writeClipboard?: ClipboardWriter;
    env?: NodeJS.ProcessEnv;
    /** Directory offered for downloads (default: the working directory). */
    cwd?: string;
    room?: string;
}
export declare function Recordings({ writeClipboard, env, cwd, room }: RecordingsProps): import("react").JSX.Element;

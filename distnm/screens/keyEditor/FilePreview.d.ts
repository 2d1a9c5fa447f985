import type { EnvFileParseResult } from '../../api/dotenv/index.js';
import type { ParseIssue } from '../../api/keyValue.js';
export interface FilePreview {
    path: string;
    /** Parsed values: held here only until applied or cancelled. */
    pairs: Record<string, string>;
    add: string[];
    overwrite: string[];
    /** Keys whose value had a `${…}` expanded. */
    interpolated: string[];
    /** Refused lines: when there is any, nothing of the file can be loaded. */
    errors: ParseIssue[];
}
/** `~` and `~/…` expanded, then resolved against the working directory. */
export declare function expandPath(p: string): string;
export declare function buildPreview(path: string, parsed: EnvFileParseResult, known: ReadonlySet<string>): FilePreview;
export declare function PreviewView({ preview, clashes, draft, setName, height, }: {
    preview: FilePreview;
    /** Keys of the file that already carry a different staged edit. */
    clashes: readonly string[];
    draft: Readonly<Record<string, {
        kind: 'set' | 'unset';
    }>>;
    setName: string;
    height: number;
}): import("react").JSX.Element;

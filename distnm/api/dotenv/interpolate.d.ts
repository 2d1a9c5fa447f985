import type { Binding } from './parse.js';
export interface ResolvedValue {
    /** null when the file gives the key no `=` (python-dotenv's None). */
    value: string | null;
    /** At least one `${…}` was expanded. */
    interpolated: boolean;
}
/** The keys and values of the parsed statements, later duplicates winning (first position kept, as a dict does). */
export declare function resolveBindings(bindings: readonly Binding[], env: Readonly<Record<string, string | undefined>>): Map<string, ResolvedValue>;

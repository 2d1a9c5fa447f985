import { type HelpConfiguration } from 'commander';
import type { TextSink } from './runtime.js';
/** Terminal columns when writing to one, else `COLUMNS`, else 80; capped so prose stays readable. */
export declare function helpWidth(sink: TextSink & {
    columns?: number;
}, env: NodeJS.ProcessEnv): number;
export declare function helpLayout(): HelpConfiguration;

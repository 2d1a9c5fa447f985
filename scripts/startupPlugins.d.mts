import type { Plugin } from 'esbuild';

export declare const lazyIntlListFormat: Plugin;
export declare const lazyChildProcessInCommander: Plugin;
export declare const yogaWithoutFetch: Plugin;

import type { Plugin } from 'esbuild';

export declare const lazyIntlListFormat: Plugin;
export declare function lazyRequire(name: string, options: { module: string; importer: RegExp }): Plugin;
export declare const lazyChildProcessInCommander: Plugin;
export declare const lazyHttp2InFastify: Plugin;
export declare const lazySemverInFastify: Plugin;
export declare const lazyAssertInRouter: Plugin;
export declare const lazyHttpsAndDnsInFastify: Plugin[];
export declare const fastifyClockWithoutPerfHooks: Plugin;
export declare const yogaWithoutFetch: Plugin;
export declare const yogaSync: Plugin;
export declare const gotLazyTls: Plugin;
export declare const gotRequestIdWithoutCrypto: Plugin;
export declare const inkWithoutDevtools: Plugin;
export declare const stringWidthLazyEmoji: Plugin;
export declare const findMyWayLazyCompile: Plugin[];
export declare const betterSqlite3InBundle: Plugin;

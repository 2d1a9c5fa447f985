import type { Command } from 'commander';
import { type DownloadProgress } from '../../api/download.js';
import type { Runtime } from '../runtime.js';
/** One line: `name  [#####-----]  45%  1.2 MB / 2.6 MB  3.4 MB/s  0:02 left`. Exported for tests. */
export declare function progressLine(label: string, p: DownloadProgress): string;
export declare function register(group: Command, rt: Runtime): void;

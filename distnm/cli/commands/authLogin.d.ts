import type { Command } from 'commander';
import type { Runtime } from '../runtime.js';
export declare function register(auth: Command, rt: Runtime): void;

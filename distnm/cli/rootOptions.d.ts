import type { Command } from 'commander';
/**
 * Copies root options into the command about to run. A command without that option, or the same option given
 * with two different values, is a usage error (exit 2) rather than an option silently ignored.
 */
export declare function applyRootOptions(root: Command, actionCommand: Command): void;

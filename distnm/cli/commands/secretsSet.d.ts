import { type Command } from 'commander';
import { type ParseIssue } from '../../api/keyValue.js';
import type { Runtime } from '../runtime.js';
export declare function register(secrets: Command, rt: Runtime): void;
export declare function formatIssues(issues: ParseIssue[], label: string): string;

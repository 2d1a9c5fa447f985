import { ApiError } from './errors.js';
export declare function malformed(what: string, status?: number): ApiError;
export declare function isRecord(value: unknown): value is Record<string, unknown>;
export declare function expectRecord(value: unknown, where: string, status?: number): Record<string, unknown>;
export declare function expectString(obj: Record<string, unknown>, field: string, where: string, status?: number): string;
export declare function expectArray(obj: Record<string, unknown>, field: string, where: string, status?: number): unknown[];
export declare function optionalString(obj: Record<string, unknown>, field: string): string | undefined;

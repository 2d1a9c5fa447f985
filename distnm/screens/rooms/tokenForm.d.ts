import type { GetTokenOptions } from '../../api/contracts.js';
import type { FieldSpec, FormValues } from '../../components/form/formModel.js';
export declare function tokenFormDefaults(): FormValues;
export declare function tokenFormSpecs(now: () => number): FieldSpec[];
/** `permissions` must be a JSON object (the service's participant permissions); empty = not sent. */
export declare function validatePermissions(text: string): string | null;
export declare function toTokenOptions(values: FormValues, nowMs: number): GetTokenOptions;

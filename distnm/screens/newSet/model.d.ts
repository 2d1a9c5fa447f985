import type { Region, SecretPair } from '../../api/models.js';
import type { FieldSpec, FormValues } from '../../components/form/formModel.js';
export interface NewSetContext {
    regions: readonly Region[] | null;
    defaultRegion: string | null;
    regionsError: string | null;
    /** Names of the sets that exist. */
    taken: ReadonlySet<string>;
    /** Keys added so far. */
    pairs: readonly SecretPair[];
}
export declare const NEW_SET_VALUES: FormValues;
export declare function newSetSpecs(ctx: NewSetContext): FieldSpec[];
/** The region preselected once the regions are known: the org default when offered, else the first. */
export declare function initialRegion(regions: readonly Region[] | null, defaultRegion: string | null): string;
export type AddResult = {
    ok: true;
    pairs: SecretPair[];
} | {
    ok: false;
    field: 'key' | 'value';
    message: string;
};
/** The typed key and value added to the pairs (a key typed twice keeps the last value). */
export declare function addPair(pairs: readonly SecretPair[], values: FormValues): AddResult;
export type CreatePlan = {
    ok: true;
    name: string;
    region: string | undefined;
    pairs: SecretPair[];
} | {
    ok: false;
    field: 'name' | 'key' | 'value';
    message: string;
};
/** What create sends: the name checked, the pairs plus a key and value typed but not added yet. */
export declare function planCreate(values: FormValues, pairs: readonly SecretPair[], taken: ReadonlySet<string>): CreatePlan;

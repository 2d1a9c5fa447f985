import type { RoomObject, RoomParams, RoomPrivacy, RoomProperties } from '../../api/models.js';
import type { FieldSpec, FormValues } from '../../components/form/formModel.js';
/** Expiry typed as a duration from now ("1h", "90m", "3600") or an absolute Unix timestamp (10 digits). */
export declare function parseExpiry(text: string, nowMs: number): number | null;
export declare function roomFormDefaults(): FormValues;
/**
 * The form's fields. With `original` (editing a room) the name is not shown (a room keeps its name) and an
 * expiry left as it was is accepted even when it has passed.
 */
export declare function roomFormSpecs(now: () => number, original?: FormValues): FieldSpec[];
/** Form values → RoomParams. Call only when formErrors() is empty. Defaults are sent, as the helper does. */
export declare function toRoomParams(values: FormValues, nowMs: number): RoomParams;
/** A room's current properties as form values (the edit form starts from them). */
export declare function roomFormValues(room: RoomObject): FormValues;
export type RoomUpdate = {
    privacy?: RoomPrivacy;
    properties?: {
        [K in keyof RoomProperties]?: RoomProperties[K] | null;
    };
};
/**
 * The partial update that turns `original` into `values` (call only when formErrors() is empty): changed
 * properties only; a value cleared to empty / unset is sent as `null`, which resets it to the service default.
 * Null when nothing changed.
 */
export declare function toRoomUpdate(values: FormValues, original: FormValues, nowMs: number): RoomUpdate | null;

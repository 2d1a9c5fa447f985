import type { SecretPair } from '../../api/models.js';
import { type FormState } from '../../components/form/formModel.js';
export declare function useNewSet(): {
    specs: import("../../components/form/formModel.js").FieldSpec[];
    form: FormState;
    pairs: SecretPair[];
    formError: string | null;
    submitting: boolean;
    confirmCancel: boolean;
    name: string;
    discard: () => void;
    keepEditing: () => void;
};
export type NewSetModel = ReturnType<typeof useNewSet>;

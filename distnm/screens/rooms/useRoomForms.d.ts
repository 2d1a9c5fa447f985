import { type Dispatch } from 'react';
import type { RoomObject } from '../../api/models.js';
import { formKey, type FieldSpec, type FormState } from '../../components/form/formModel.js';
import { type RoomsAction, type RoomsState, type View } from './model.js';
type Go = (next: View, nextForm?: FormState | null) => void;
type Run = (label: string, action: () => Promise<void>) => Promise<void>;
type Press = {
    input: string;
    key: Parameters<typeof formKey>[3];
    action: string | undefined;
};
export declare function useRoomForms(state: RoomsState, dispatch: Dispatch<RoomsAction>, go: Go, run: Run): {
    roomSpecs: FieldSpec[];
    editSpecs: FieldSpec[];
    tokenSpecs: FieldSpec[];
    specs: FieldSpec[] | null;
    openCreate: () => void;
    openEdit: (room: RoomObject, from: "list" | "detail") => void;
    openTokenForm: (room: RoomObject, from: "list" | "detail") => void;
    handleKey: (press: Press) => boolean;
};
export {};

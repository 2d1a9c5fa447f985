import { type ClipboardWriter } from '../clipboard.js';
export interface RoomsOptions {
    /** Where OSC 52 sequences go (Ink's stdout by default). */
    writeClipboard?: ClipboardWriter;
    env?: NodeJS.ProcessEnv;
}
export type RoomsModel = ReturnType<typeof useRooms>;
export declare function useRooms({ writeClipboard, env }: RoomsOptions): {
    state: import("./model.js").RoomsState;
    width: number;
    height: number;
    nowMs: number;
    roomSpecs: import("../../components/form/formModel.js").FieldSpec[];
    editSpecs: import("../../components/form/formModel.js").FieldSpec[];
    tokenSpecs: import("../../components/form/formModel.js").FieldSpec[];
    prompt: import("../../components/useTextField.js").TextFieldHandle;
    detailWindow: number;
    detailHeight: number;
    setDetailHeight: import("react").Dispatch<import("react").SetStateAction<number>>;
    doDelete: () => void;
    cancelDelete: () => void;
    confirmDomainToggle: () => void;
    cancelDomainToggle: () => void;
};

export type KeyEditorModel = ReturnType<typeof useKeyEditor>;
export declare function useKeyEditor(name: string, pageSize: number): {
    name: string;
    detail: import("../../state/setsSlice.js").SetDetailState;
    state: import("./model.js").EditorState;
    rows: import("./model.js").Row[];
    selectedIndex: number;
    following: number | null;
    input: import("../../components/form/formModel.js").FormState;
    inputSpecs: import("../../components/form/formModel.js").FieldSpec[];
    pathField: import("../../components/useTextField.js").TextFieldHandle;
    confirmSave: () => undefined;
    confirmDiscard: () => void;
    backToList: () => void;
};

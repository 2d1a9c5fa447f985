import React from 'react';
import { type FieldSpec, type FormState } from './formModel.js';
export declare function FormView(props: {
    specs: readonly FieldSpec[];
    state: FormState;
    /** Rows available for the form (fields + their error/description lines). */
    height: number;
    labelWidth?: number;
}): React.JSX.Element;

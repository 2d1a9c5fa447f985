import type { Region } from '../../api/models.js';
import type { ExistingKind, PullSecretPhase } from '../../state/pullSecretSlice.js';
import { type WizardFields, type WizardStep } from './model.js';
export declare function WizardHeader({ step, total, fix }: {
    step: WizardStep | null;
    total: number;
    fix: boolean;
}): import("react").JSX.Element;
export interface StepBodyProps {
    step: WizardStep;
    fields: WizardFields;
    password: string;
    revealed: boolean;
    /** The text step's cursor. */
    cursor: number;
    existing: ExistingKind;
    checkingNames: boolean;
    /** The list of existing secrets failed to load: existence cannot be checked. */
    namesError: string | null;
    regions: Region[] | null;
    regionsError: string | null;
    defaultRegion: string | null;
    error: string | null;
    presetIndex: number;
}
export declare function StepBody(p: StepBodyProps): import("react").JSX.Element;
export declare function ResultView({ phase, name, error }: {
    phase: PullSecretPhase;
    name: string;
    error: string | null;
}): import("react").JSX.Element;

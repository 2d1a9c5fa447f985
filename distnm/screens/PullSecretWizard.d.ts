import { type Scope } from './keymap.js';
import { type WizardStep } from './wizard/model.js';
export declare function scopeForStep(step: WizardStep): Scope;
export declare function PullSecretWizard({ fix }: {
    fix?: string;
}): import("react").JSX.Element;

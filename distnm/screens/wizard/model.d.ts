import type { ExistingKind } from '../../state/pullSecretSlice.js';
export type WizardStep = 'name' | 'host' | 'username' | 'password' | 'region' | 'encode' | 'review';
export declare const WIZARD_STEPS: readonly WizardStep[];
export declare const STEP_TITLES: Record<WizardStep, string>;
export declare const TEXT_STEPS: ReadonlySet<WizardStep>;
/** Everything typed except the password (which never leaves the wizard component). */
export interface WizardFields {
    name: string;
    host: string;
    username: string;
    region: string;
    encode: boolean;
}
export declare const EMPTY_FIELDS: WizardFields;
export interface RegistryPreset {
    label: string;
    host: string;
    /** Pre-filled username when the registry wants a fixed one. */
    username?: string;
    usernameHint: string;
    passwordHint: string;
    matches: (host: string) => boolean;
}
export declare const REGISTRY_PRESETS: readonly RegistryPreset[];
export declare function presetForHost(host: string): RegistryPreset | undefined;
/** The host rule, plus: a preset's placeholders such as <region> must be filled in. */
export declare function validateWizardHost(host: string): string | null;
/** What is sent as `credentials`: `username:password`, or the password alone (an already-encoded value). */
export declare function credentialsOf(fields: WizardFields, password: string): string;
/** Warning for encoding off: the service expects base64 of username:password. */
export declare function encodeWarning(fields: WizardFields, password: string): string | null;
export interface StepContext {
    existing: ExistingKind;
    regionCodes: readonly string[] | null;
}
/** Why Enter may not leave this step (null = fine). Messages name the field and the rule. */
export declare function stepError(step: WizardStep, fields: WizardFields, password: string, ctx: StepContext): string | null;
export declare function stepNumber(step: WizardStep): number;
export declare function nextStep(step: WizardStep): WizardStep;
export declare function prevStep(step: WizardStep): WizardStep | null;
/**
 * Fields after choosing `preset` on the host step. The host is filled up to the template's first placeholder
 * (https://<region>-docker.pkg.dev: the user types the rest). The username follows the preset when it is
 * empty or still what the previous preset filled in (`filled`); a username the user typed is kept.
 */
export declare function applyPreset(fields: WizardFields, filled: string | null, preset: RegistryPreset): {
    fields: WizardFields;
    filled: string | null;
};

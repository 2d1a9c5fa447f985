// The image-pull-secret wizard's steps and rules. Pure: the screen holds the values (the password only in
// component state) and asks these functions what to show and whether a step may be left.
import { credentialPartProblem, isBase64UserPass, validateHost, validateSetName } from '../../api/validation.js';
import type { ExistingKind } from '../../state/pullSecretSlice.js';

export type WizardStep = 'name' | 'host' | 'username' | 'password' | 'region' | 'encode' | 'review';

export const WIZARD_STEPS: readonly WizardStep[] = [
  'name',
  'host',
  'username',
  'password',
  'region',
  'encode',
  'review',
];

export const STEP_TITLES: Record<WizardStep, string> = {
  name: 'Name',
  host: 'Registry host',
  username: 'Username',
  password: 'Password or token',
  region: 'Region',
  encode: 'Encoding',
  review: 'Review',
};

export const TEXT_STEPS: ReadonlySet<WizardStep> = new Set(['name', 'host', 'username', 'password']);

/** Everything typed except the password (which never leaves the wizard component). */
export interface WizardFields {
  name: string;
  host: string;
  username: string;
  region: string;
  encode: boolean;
}

export const EMPTY_FIELDS: WizardFields = { name: '', host: '', username: '', region: '', encode: true };

export interface RegistryPreset {
  label: string;
  host: string;
  /** Pre-filled username when the registry wants a fixed one. */
  username?: string;
  usernameHint: string;
  passwordHint: string;
  matches: (host: string) => boolean;
}

export const REGISTRY_PRESETS: readonly RegistryPreset[] = [
  {
    label: 'Docker Hub',
    host: 'https://index.docker.io/v1/',
    usernameHint: 'your Docker Hub username',
    passwordHint: 'a Docker Hub access token (or your password)',
    matches: (h) => /(^|\/\/)(index\.)?docker\.io(\/|$)/i.test(h),
  },
  {
    label: 'Google Artifact Registry',
    host: 'https://<region>-docker.pkg.dev',
    username: '_json_key',
    usernameHint: '_json_key',
    passwordHint: 'the service account’s JSON key (paste it whole)',
    matches: (h) => /-docker\.pkg\.dev/i.test(h),
  },
  {
    label: 'AWS ECR',
    host: 'https://<account>.dkr.ecr.<region>.amazonaws.com',
    username: 'AWS',
    usernameHint: 'AWS',
    passwordHint: 'the output of `aws ecr get-login-password`',
    matches: (h) => /\.dkr\.ecr\.[^.]+\.amazonaws\.com/i.test(h),
  },
  {
    label: 'GitHub Container Registry',
    host: 'https://ghcr.io',
    usernameHint: 'your GitHub username',
    passwordHint: 'a personal access token (PAT) with read:packages',
    matches: (h) => /(^|\/\/)ghcr\.io(\/|$)/i.test(h),
  },
];

export function presetForHost(host: string): RegistryPreset | undefined {
  return REGISTRY_PRESETS.find((p) => p.matches(host.trim()));
}

/** The host rule, plus: a preset's placeholders such as <region> must be filled in. */
export function validateWizardHost(host: string): string | null {
  const placeholder = /<([a-z]+)>/i.exec(host);
  if (placeholder) return `host: replace <${placeholder[1]}> with your ${placeholder[1]}`;
  return validateHost(host);
}

/** What is sent as `credentials`: `username:password`, or the password alone (an already-encoded value). */
export function credentialsOf(fields: WizardFields, password: string): string {
  return fields.username === '' ? password : `${fields.username}:${password}`;
}

/** Warning for encoding off: the service expects base64 of username:password. */
export function encodeWarning(fields: WizardFields, password: string): string | null {
  if (fields.encode) return null;
  if (isBase64UserPass(credentialsOf(fields, password))) return null;
  return 'Encoding is off but the value is not base64 of username:password: the service will mark the secret failed. Turn encoding on, or leave the username empty and paste an already-encoded value as the password.';
}

export interface StepContext {
  existing: ExistingKind;
  regionCodes: readonly string[] | null;
}

/** Why Enter may not leave this step (null = fine). Messages name the field and the rule. */
export function stepError(step: WizardStep, fields: WizardFields, password: string, ctx: StepContext): string | null {
  switch (step) {
    case 'name': {
      const rule = validateSetName(fields.name);
      if (rule) return rule;
      if (ctx.existing === 'secret')
        return `set name "${fields.name}": a secret set (not an image pull secret) has this name; choose another`;
      return null;
    }
    case 'host':
      return validateWizardHost(fields.host);
    case 'username':
      return fields.username.includes(':')
        ? 'username: must not contain ":"'
        : credentialPartProblem('username', fields.username);
    case 'password':
      return password.length === 0
        ? 'password: required (a password or access token)'
        : credentialPartProblem('password', password);
    case 'region':
      if (fields.region === '') return 'region: choose one (regions are still loading or failed to load: r to retry)';
      if (ctx.regionCodes && !ctx.regionCodes.includes(fields.region))
        return `region "${fields.region}": not one of the service's regions`;
      return null;
    case 'encode':
      return fields.encode && fields.username === ''
        ? 'username: required when encoding is on (leave it empty only to send an already-encoded value with encoding off)'
        : null;
    case 'review':
      for (const s of WIZARD_STEPS) {
        if (s === 'review') break;
        const e = stepError(s, fields, password, ctx);
        if (e) return e;
      }
      return null;
  }
}

export function stepNumber(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step) + 1;
}

export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.min(WIZARD_STEPS.length - 1, WIZARD_STEPS.indexOf(step) + 1)]!;
}

export function prevStep(step: WizardStep): WizardStep | null {
  const at = WIZARD_STEPS.indexOf(step);
  return at <= 0 ? null : WIZARD_STEPS[at - 1]!;
}

/**
 * Fields after choosing `preset` on the host step. The host is filled up to the template's first placeholder
 * (https://<region>-docker.pkg.dev: the user types the rest). The username follows the preset when it is
 * empty or still what the previous preset filled in (`filled`); a username the user typed is kept.
 */
export function applyPreset(
  fields: WizardFields,
  filled: string | null,
  preset: RegistryPreset,
): { fields: WizardFields; filled: string | null } {
  const at = preset.host.indexOf('<');
  const host = at < 0 ? preset.host : preset.host.slice(0, at);
  const ours = fields.username === '' || (filled !== null && fields.username === filled);
  if (!ours) return { fields: { ...fields, host }, filled: null };
  const username = preset.username ?? '';
  return { fields: { ...fields, host, username }, filled: preset.username ?? null };
}

// Why this file is long: the wizard's hook keeps the password in component state only, so it cannot move to a store.
// The image-pull-secret wizard (`i` on the set list): name → host → username → password → region →
// encode → review → submit, then follows the secret from pending to ready/failed.
// The password lives ONLY in this component's state: never in the store, a route or on screen unmasked.
import { Box } from 'ink';
import { useEffect, useState } from 'react';
import { Confirm } from '../../components/Confirm.js';
import { Paragraph } from '../../components/Paragraph.js';
import { useScreenKeys } from '../../components/keyRouter.js';
import { useTextField } from '../../components/useTextField.js';
import { theme } from '../../components/theme.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { existingKind } from '../../state/pullSecretSlice.js';
import { useBackoffPolling } from '../polling.js';
import { useHeldDraft, useTextInputFocus } from '../screenStatus.js';
import { matchBinding, type Scope } from '../keymap.js';
import { DelayedSpinner } from '../../components/DelayedSpinner.js';
import {
  EMPTY_FIELDS,
  REGISTRY_PRESETS,
  TEXT_STEPS,
  WIZARD_STEPS,
  applyPreset,
  type WizardFields,
  type WizardStep,
  nextStep,
  prevStep,
  stepError,
} from './model.js';
import { ResultView, StepBody, WizardHeader } from './Steps.js';

type TextStep = 'name' | 'host' | 'username' | 'password';

export function scopeForStep(step: WizardStep): Scope {
  switch (step) {
    case 'host':
      return 'wizardHost';
    case 'password':
      return 'wizardPassword';
    case 'region':
      return 'wizardRegion';
    case 'encode':
      return 'wizardEncode';
    case 'review':
      return 'wizardReview';
    default:
      return 'pullSecretWizard';
  }
}

export function PullSecretWizard({ fix }: { fix?: string }) {
  const store = useAppStoreApi();
  const sets = useAppStore((s) => s.sets);
  const setsLoading = useAppStore((s) => s.setsLoading);
  const setsError = useAppStore((s) => s.setsError);
  const regions = useAppStore((s) => s.regions);
  const defaultRegion = useAppStore((s) => s.defaultRegion);
  const regionsError = useAppStore((s) => s.regionsError);
  const phase = useAppStore((s) => s.pullSecretPhase);
  const submitError = useAppStore((s) => s.pullSecretError);

  const [fields, setFields] = useState<WizardFields>(() => {
    const draft = fix ? store.getState().pullSecretDrafts[fix] : undefined;
    if (draft) return { ...draft };
    // Fixing a secret typed in another session: the list still knows its region (the host it cannot tell).
    const row = fix ? store.getState().sets?.find((x) => x.name === fix && x.type === 'imagePullSecret') : undefined;
    return { ...EMPTY_FIELDS, name: fix ?? '', region: row?.region ?? '' };
  });
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<WizardStep>(() => {
    if (!fix) return 'name';
    return store.getState().pullSecretDrafts[fix] ? 'username' : 'host';
  });
  /** A step's rule message is shown once the user typed in it or tried to leave it. */
  const [touched, setTouched] = useState<Partial<Record<WizardStep, true>>>({});
  const [dialog, setDialog] = useState<null | 'discard' | 'update' | 'unchecked'>(null);
  const [presetIndex, setPresetIndex] = useState(-1);
  /** The username the last preset filled in (a preset switch replaces it; a typed one is kept). */
  const [presetUsername, setPresetUsername] = useState<string | null>(null);
  // The text step's field (value, cursor, reveal); the value is copied into `fields` / `password` as it changes.
  // The password may span lines (a registry's JSON key, pasted whole); the other steps are one line.
  const field = useTextField('', {
    onChange: (value) => setText(step as TextStep, value),
    multiline: step === 'password',
  });
  const stepText = (s: WizardStep) =>
    s === 'password' ? password : TEXT_STEPS.has(s) ? fields[s as Exclude<TextStep, 'password'>] : '';
  useEffect(() => {
    // A new step: its field starts from what is kept for it, masked again, cursor at the end.
    field.reset(stepText(step));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  useEffect(() => {
    const s = store.getState();
    s.resetPullSecret();
    void s.refreshSets();
    void s.loadRegions();
  }, [store]);

  // Preselect the org's default region once known (a value typed earlier wins).
  useEffect(() => {
    if (fields.region === '' && defaultRegion)
      setFields((f) => (f.region === '' ? { ...f, region: defaultRegion } : f));
  }, [defaultRegion, fields.region]);

  const following = phase === 'following';
  useBackoffPolling(following, () => store.getState().pollPullSecret());

  const existing = existingKind(sets, fields.name);
  const regionCodes = regions ? regions.map((r) => r.code) : null;
  const ctx = { existing, regionCodes };
  const inResult = phase !== 'idle';
  const resultScope = phase === 'failed' ? 'wizardFailed' : 'wizardResult';
  const textStep = !inResult && dialog === null && TEXT_STEPS.has(step);
  useTextInputFocus(textStep);
  // What was typed is unsaved work until it is sent: the shell asks before q, Ctrl+C or a tab key drops it.
  const typed =
    phase === 'idle' &&
    (fields.name !== (fix ?? '') || fields.host !== '' || fields.username !== '' || password !== '');
  useHeldDraft(typed ? `image pull secret${fields.name !== '' ? ` '${fields.name}'` : ''} (not sent)` : null);

  const setText = (s: TextStep, value: string) => {
    if (s === 'host') {
      const preset = REGISTRY_PRESETS[presetIndex];
      const prefix = preset ? preset.host.split('<')[0]! : '';
      if (preset && !value.startsWith(prefix)) setPresetIndex(REGISTRY_PRESETS.length);
    }
    if (s === 'password') setPassword(value);
    else setFields((f) => ({ ...f, [s]: value }));
    setTouched((t) => ({ ...t, [s]: true }));
  };

  const goNext = () => {
    const error = stepError(step, fields, password, ctx);
    if (error) {
      setTouched((t) => ({ ...t, [step]: true }));
      return;
    }
    setStep(nextStep(step));
  };

  const goBack = () => {
    const prev = prevStep(step);
    if (prev) setStep(prev);
    else if (fields.name || fields.host || fields.username || password) setDialog('discard');
    else store.getState().pop();
  };

  const submit = async () => {
    const draft = { ...fields };
    // Updated in place: agents that use it pull with the old credentials until redeployed (the prompt asks).
    const inPlace = existingKind(store.getState().sets, draft.name) === 'imagePullSecret';
    const ok = await store.getState().submitPullSecret(draft, password.length > 0 ? credentials() : '');
    if (ok) setPassword('');
    if (ok && inPlace) void store.getState().offerRollout(draft.name, { afterWrite: true });
  };
  const credentials = () => (fields.username === '' ? password : `${fields.username}:${password}`);

  const startSubmit = () => {
    const error = stepError('review', fields, password, ctx);
    if (error) {
      setTouched((t) => ({ ...t, review: true }));
      return;
    }
    if (existing === 'imagePullSecret') setDialog('update');
    else if (sets === null) setDialog('unchecked');
    else void submit();
  };

  const fixCredentials = () => {
    store.getState().resetPullSecret();
    setPassword('');
    setTouched({});
    setStep('username');
  };

  const cyclePreset = (delta: number) => {
    const next = (presetIndex + delta + REGISTRY_PRESETS.length + 1) % (REGISTRY_PRESETS.length + 1);
    setPresetIndex(next);
    if (next === REGISTRY_PRESETS.length) return; // "custom": keep what is typed
    const applied = applyPreset(fields, presetUsername, REGISTRY_PRESETS[next]!);
    setFields(applied.fields);
    setPresetUsername(applied.filled);
    field.set(applied.fields.host);
  };

  useScreenKeys(
    inResult ? resultScope : scopeForStep(step),
    (input, key) => {
      if (inResult) {
        const action = matchBinding(resultScope, input, key)?.action;
        if (action === 'fix' && phase === 'failed') fixCredentials();
        else if (action === 'done' && phase !== 'submitting') {
          store.getState().resetPullSecret();
          store.getState().pop();
        }
        return true;
      }
      const scope = scopeForStep(step);
      const action = matchBinding(scope, input, key)?.action;
      if (action === 'back') {
        goBack();
        return true;
      }
      if (step === 'review') {
        if (action === 'submit') startSubmit();
        return action !== undefined;
      }
      if (action === 'next') {
        goNext();
        return true;
      }
      if (step === 'region') {
        if (action === 'retry') void store.getState().loadRegions();
        if ((action === 'down' || action === 'up') && regionCodes && regionCodes.length > 0) {
          const at = regionCodes.indexOf(fields.region);
          const next = regionCodes[(at + (action === 'down' ? 1 : -1) + regionCodes.length) % regionCodes.length]!;
          setFields((f) => ({ ...f, region: next }));
        }
        return action !== undefined;
      }
      if (step === 'encode') {
        if (action === 'toggle') setFields((f) => ({ ...f, encode: !f.encode }));
        return action !== undefined;
      }
      // Text steps: every key is ours (q and ? type).
      if (action === 'presetPrev' || action === 'presetNext') {
        cyclePreset(action === 'presetPrev' ? -1 : 1);
        return true;
      }
      if (action === 'reveal') {
        field.toggleReveal();
        return true;
      }
      field.handle(input, key);
      return true;
    },
    { isActive: dialog === null, acceptsText: textStep ? (step === 'password' ? 'lines' : true) : false },
  );

  const body = inResult ? (
    <ResultView phase={phase} name={fields.name} error={submitError} />
  ) : (
    <StepBody
      step={step}
      fields={fields}
      password={password}
      revealed={field.revealed}
      cursor={field.cursor}
      existing={existing}
      checkingNames={setsLoading && sets === null}
      namesError={sets === null && !setsLoading ? setsError : null}
      regions={regions}
      regionsError={regionsError}
      defaultRegion={defaultRegion}
      error={touched[step] ? stepError(step, fields, password, ctx) : null}
      presetIndex={presetIndex}
    />
  );

  return (
    <Box flexDirection="column">
      <WizardHeader step={inResult ? null : step} total={WIZARD_STEPS.length} fix={Boolean(fix)} />
      {body}
      {!inResult && submitError && step === 'review' ? (
        <Paragraph color={theme.error}>{`✖ ${submitError}`}</Paragraph>
      ) : null}
      {phase === 'submitting' ? <DelayedSpinner label="sending…" /> : null}
      {dialog === 'discard' && (
        <Confirm
          title="Discard this image pull secret?"
          yesLabel="discard"
          onYes={() => store.getState().pop()}
          onNo={() => setDialog(null)}
        >
          <Paragraph>Everything typed in the wizard is dropped.</Paragraph>
        </Confirm>
      )}
      {dialog === 'unchecked' && (
        <Confirm
          title={`Could not check whether ${fields.name} exists. Send it anyway?`}
          yesLabel="send"
          onYes={() => {
            setDialog(null);
            void submit();
          }}
          onNo={() => setDialog(null)}
        >
          <Paragraph>{`The secret list did not load${setsError ? ` (${setsError})` : ''}; an image pull secret of that name would be updated in place.`}</Paragraph>
        </Confirm>
      )}
      {dialog === 'update' && (
        <Confirm
          title={`Update image pull secret ${fields.name} in place?`}
          yesLabel="update"
          onYes={() => {
            setDialog(null);
            void submit();
          }}
          onNo={() => setDialog(null)}
        >
          <Paragraph>Its host, credentials and region are replaced with the ones you entered.</Paragraph>
        </Confirm>
      )}
    </Box>
  );
}

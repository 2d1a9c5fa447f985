// Connects the new-set form (model.ts, the form engine) to the store and the keys. Enter on the value adds
// the key; Enter on an empty key (once one was added) goes to create; create sends ONE PUT.
import { useEffect, useMemo, useState } from 'react';
import type { SecretPair } from '../../api/models.js';
import {
  focusField,
  focusedTextInput,
  initialFormState,
  setValue,
  textValue,
  type FormState,
} from '../../components/form/formModel.js';
import { useForm } from '../../components/form/useForm.js';
import { useScreenKeys } from '../../components/keyRouter.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { appliedNote, writeFailureText } from '../../state/outcomeText.js';
import { useHeldDraft, useTextInputFocus } from '../screenStatus.js';
import { matchBinding } from '../keymap.js';
import { addPair, initialRegion, NEW_SET_VALUES, newSetSpecs, planCreate } from './model.js';

/** Focus on a field and show its rule. */
const refuse =
  (field: string) =>
  (s: FormState): FormState => ({ ...focusField(s, field), touched: { ...s.touched, [field]: true } });

/** Key and value emptied (and their rules hidden again), focus back on the key. */
const clearPair = (s: FormState): FormState => {
  const touched = { ...s.touched };
  delete touched.key;
  delete touched.value;
  return focusField(setValue(setValue({ ...s, touched }, 'key', ''), 'value', ''), 'key');
};

export function useNewSet() {
  const store = useAppStoreApi();
  const regions = useAppStore((s) => s.regions);
  const defaultRegion = useAppStore((s) => s.defaultRegion);
  const regionsError = useAppStore((s) => s.regionsError);
  const sets = useAppStore((s) => s.sets);
  const [pairs, setPairs] = useState<SecretPair[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const form = useForm(() => initialFormState([], NEW_SET_VALUES, 'name'));
  const taken = useMemo(() => new Set((sets ?? []).map((s) => s.name)), [sets]);
  const specs = useMemo(
    () => newSetSpecs({ regions, defaultRegion, regionsError, taken, pairs }),
    [regions, defaultRegion, regionsError, taken, pairs],
  );
  const { focus } = form.state;
  const typing = focus === 'name' || focus === 'key' || focus === 'value';
  useTextInputFocus(typing);

  useEffect(() => {
    void store.getState().loadRegions();
  }, [store]);
  // Preselect the org's default region once it is known.
  useEffect(() => {
    const region = initialRegion(regions, defaultRegion);
    if (region !== '') form.update((s) => (textValue(s, 'region') === '' ? setValue(s, 'region', region) : s));
    // form.update is a state setter: stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [regions, defaultRegion]);

  const typedSomething = () =>
    pairs.length > 0 || ['name', 'key', 'value'].some((id) => textValue(form.state, id) !== '');
  // The form is unsaved work: the shell asks before q, Ctrl+C or a tab key drops it.
  const typedName = textValue(form.state, 'name');
  useHeldDraft(
    typedSomething() && !submitting ? `new set${typedName !== '' ? ` '${typedName}'` : ''} (not created)` : null,
  );

  const submit = async () => {
    const plan = planCreate(form.state.values, pairs, taken);
    if (!plan.ok) {
      setFormError(plan.message);
      form.update(refuse(plan.field));
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const outcome = await store.getState().saveSecrets(plan.name, plan.pairs, plan.region);
      store.getState().showToast(`created ${plan.name} — provisioning${appliedNote(outcome)}`, 'success');
      store.getState().select(plan.name);
      store.getState().replace({ name: 'keys', set: plan.name });
    } catch (err) {
      setPairs(plan.pairs);
      form.update(clearPair);
      form.update((s) => focusField(s, 'create'));
      setSubmitting(false);
      setFormError(writeFailureText(`create ${plan.name}`, err));
    }
  };

  useScreenKeys(
    'newSet',
    (input, key) => {
      if (submitting) return true;
      const action = matchBinding('newSet', input, key)?.action;
      if (action === 'cancel') {
        if (typedSomething()) setConfirmCancel(true);
        else store.getState().pop();
        return true;
      }
      if (action === 'dropKey') {
        setPairs((ps) => ps.slice(0, -1));
        return true;
      }
      if (action === 'submit' && focus === 'value') {
        const added = addPair(pairs, form.state.values);
        if (added.ok) {
          setPairs(added.pairs);
          setFormError(null);
          form.update(clearPair);
        } else form.update(refuse(added.field));
        return true;
      }
      if (action === 'submit' && focus === 'key' && textValue(form.state, 'key') === '' && pairs.length > 0) {
        form.update((s) => focusField(s, 'create'));
        return true;
      }
      const r = form.handle(specs, input, key, action);
      if (r.action === 'submit') void submit();
      else if (r.handled && focus === 'name') setFormError(null);
      return true;
    },
    { isActive: !confirmCancel, acceptsText: focusedTextInput(specs, form.state) },
  );

  return {
    specs,
    form: form.state,
    pairs,
    formError,
    submitting,
    confirmCancel,
    name: textValue(form.state, 'name'),
    discard: () => store.getState().pop(),
    keepEditing: () => setConfirmCancel(false),
  };
}

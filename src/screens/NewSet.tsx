// New secret set: name (checked as you type), region (the service's regions, org default preselected) and
// the first keys. Values stay in this component until the one PUT that creates the set.
import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import { validateSecretKey, validateSecretValue, validateSetName } from '../api/validation.js';
import { Confirm } from '../components/Confirm.js';
import { useScreenKeys } from '../components/keyRouter.js';
import { useScreenArea } from '../components/layout.js';
import { Spinner } from '../components/Spinner.js';
import { editText } from '../components/textEdit.js';
import { TextField } from '../components/TextField.js';
import { theme } from '../components/theme.js';
import { useAppStore, useAppStoreApi } from '../state/context.js';
import { errorText } from '../state/errorText.js';
import { useTextInputFocus } from './hooks.js';
import { matchBinding } from './keymap.js';

const FIELDS = ['name', 'region', 'key', 'value', 'create'] as const;
type Field = (typeof FIELDS)[number];

interface Pair {
  key: string;
  value: string;
}

const LABEL_WIDTH = 10;

export function NewSet() {
  const store = useAppStoreApi();
  const regions = useAppStore((s) => s.regions);
  const defaultRegion = useAppStore((s) => s.defaultRegion);
  const regionsError = useAppStore((s) => s.regionsError);
  const existingNames = useAppStore((s) => s.sets);
  const { height } = useScreenArea();

  const [focus, setFocus] = useState<Field>('name');
  const [name, setName] = useState('');
  const [region, setRegion] = useState<string | null>(null);
  const [keyText, setKeyText] = useState('');
  const [valueText, setValueText] = useState('');
  const [pairs, setPairs] = useState<Pair[]>([]);
  const [revealed, setRevealed] = useState(false);
  const [keyError, setKeyError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const typing = focus === 'name' || focus === 'key' || focus === 'value';
  useTextInputFocus(typing);

  useEffect(() => {
    void store.getState().loadRegions();
  }, [store]);

  // Preselect the org's default region once it is known.
  const regionCodes = (regions ?? []).map((r) => r.code);
  const chosenRegion = region ?? (defaultRegion && regionCodes.includes(defaultRegion) ? defaultRegion : regionCodes[0] ?? null);

  const nameError = name === '' ? null : validateSetName(name);
  const nameTaken = name !== '' && (existingNames ?? []).some((s) => s.name === name);

  const move = (delta: number) => {
    setFocus((f) => FIELDS[(FIELDS.indexOf(f) + delta + FIELDS.length) % FIELDS.length]);
    setRevealed(false);
  };

  const addPair = (): boolean => {
    const kProblem = validateSecretKey(keyText);
    if (kProblem) {
      setKeyError(kProblem);
      setFocus('key');
      return false;
    }
    const vProblem = validateSecretValue(keyText, valueText);
    if (vProblem) {
      setKeyError(vProblem);
      setFocus('value');
      return false;
    }
    const k = keyText;
    const v = valueText;
    setPairs((ps) => [...ps.filter((p) => p.key !== k), { key: k, value: v }]);
    setKeyText('');
    setValueText('');
    setKeyError(null);
    setFormError(null);
    setRevealed(false);
    return true;
  };

  const submit = async () => {
    const problem = validateSetName(name);
    if (problem) {
      setFormError(problem);
      setFocus('name');
      return;
    }
    if (nameTaken) {
      setFormError(`a set named ${name} exists: open it from the list to change its keys`);
      setFocus('name');
      return;
    }
    let all = pairs;
    // Key and value typed but not added yet: take them along.
    if (keyText !== '' || valueText !== '') {
      const kProblem = validateSecretKey(keyText);
      const vProblem = kProblem ?? validateSecretValue(keyText, valueText);
      if (vProblem) {
        setKeyError(vProblem);
        setFocus(kProblem ? 'key' : 'value');
        return;
      }
      all = [...pairs.filter((p) => p.key !== keyText), { key: keyText, value: valueText }];
    }
    if (all.length === 0) {
      setFormError('add at least one key: a set is created with its first keys');
      setFocus('key');
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      await store.getState().saveSecrets(
        name,
        all.map((p) => ({ secretKey: p.key, secretValue: p.value })),
        chosenRegion ?? undefined,
      );
      store.getState().showToast(`created ${name} — provisioning`, 'success');
      store.getState().select(name);
      store.getState().replace({ name: 'keys', set: name });
    } catch (err) {
      setPairs(all);
      setKeyText('');
      setValueText('');
      setSubmitting(false);
      setFormError(`could not create ${name}: ${errorText(err)}`);
    }
  };

  useScreenKeys(
    'newSet',
    (input, key) => {
      if (submitting) return true;
      const action = matchBinding('newSet', input, key)?.action;
      if (action === 'cancel') {
        if (name !== '' || pairs.length > 0 || keyText !== '' || valueText !== '') setConfirmCancel(true);
        else store.getState().pop();
        return true;
      }
      if (action === 'next') return (move(1), true);
      if (action === 'prev') return (move(-1), true);
      if (action === 'reveal') return (setRevealed((r) => !r), true);
      if (action === 'dropKey') {
        setPairs((ps) => ps.slice(0, -1));
        return true;
      }
      switch (focus) {
        case 'name': {
          const r = editText(name, input, key);
          if (r.kind === 'change') {
            setName(r.value);
            setFormError(null);
          } else if (r.kind === 'submit' && !validateSetName(name)) setFocus('region');
          return true;
        }
        case 'region': {
          if ((key.leftArrow || key.rightArrow) && regionCodes.length > 0) {
            const at = chosenRegion ? regionCodes.indexOf(chosenRegion) : 0;
            const next = (at + (key.leftArrow ? -1 : 1) + regionCodes.length) % regionCodes.length;
            setRegion(regionCodes[next]);
          } else if (key.return) setFocus('key');
          return true;
        }
        case 'key': {
          const r = editText(keyText, input, key);
          if (r.kind === 'change') {
            setKeyText(r.value);
            setKeyError(r.value === '' ? null : validateSecretKey(r.value));
          } else if (r.kind === 'submit') {
            if (keyText === '' && pairs.length > 0) setFocus('create');
            else if (!validateSecretKey(keyText)) setFocus('value');
            else setKeyError(validateSecretKey(keyText));
          }
          return true;
        }
        case 'value': {
          const r = editText(valueText, input, key);
          if (r.kind === 'change') {
            setValueText(r.value);
            setKeyError(null);
          } else if (r.kind === 'submit' && addPair()) setFocus('key');
          return true;
        }
        case 'create':
          if (key.return) void submit();
          return true;
      }
    },
    { isActive: !confirmCancel },
  );

  if (confirmCancel) {
    return (
      <Confirm
        title="Discard the new set?"
        yesLabel="discard"
        onYes={() => store.getState().pop()}
        onNo={() => setConfirmCancel(false)}
      >
        <Text wrap="truncate-end">
          Nothing has been sent. {pairs.length > 0 ? `Keys typed: ${pairs.map((p) => p.key).join(', ')}` : ''}
        </Text>
      </Confirm>
    );
  }

  const regionLabel = regions
    ? chosenRegion
      ? `‹ ${chosenRegion} ›  ${regions.find((r) => r.code === chosenRegion)?.display_name ?? ''}${chosenRegion === defaultRegion ? ' (org default)' : ''}`
      : 'no regions'
    : regionsError
      ? `org default (regions unavailable: ${regionsError})`
      : 'loading regions…';

  const keysLine = pairs.length > 0 ? pairs.map((p) => p.key).join(', ') : 'none yet';
  const lines = (
    <Box flexDirection="column">
      <TextField
        label="name"
        labelWidth={LABEL_WIDTH}
        value={name}
        focused={focus === 'name'}
        error={nameError ?? (nameTaken ? `${name} exists already` : null)}
        hint={name === '' ? 'letters, numbers and hyphens' : '✔'}
      />
      <Box>
        <Box width={LABEL_WIDTH} flexShrink={0}>
          <Text bold={focus === 'region'}>{focus === 'region' ? '› ' : '  '}region</Text>
        </Box>
        <Text wrap="truncate-end" color={focus === 'region' ? theme.accent : undefined}>
          {regionLabel}
        </Text>
      </Box>
      <Text> </Text>
      <Text wrap="truncate-end">
        {'  '}keys ({pairs.length}): <Text color={theme.muted}>{keysLine}</Text>
      </Text>
      <TextField label="key" labelWidth={LABEL_WIDTH} value={keyText} focused={focus === 'key'} error={focus === 'key' ? keyError : null} />
      <TextField
        label="value"
        labelWidth={LABEL_WIDTH}
        value={valueText}
        focused={focus === 'value'}
        masked
        revealed={revealed}
        error={focus === 'value' ? keyError : null}
        hint={focus === 'value' ? `enter adds the key · ctrl+r ${revealed ? 'hide' : 'show'}` : undefined}
      />
      <Text> </Text>
      <Text bold={focus === 'create'} color={focus === 'create' ? theme.accent : undefined}>
        {focus === 'create' ? '› ' : '  '}[ create set ]
      </Text>
      {submitting ? <Spinner label={`creating ${name}…`} /> : null}
      {formError ? (
        <Text color={theme.error} wrap="truncate-end">
          ✖ {formError}
        </Text>
      ) : null}
    </Box>
  );

  return (
    <Box flexDirection="column" height={height} overflow="hidden">
      <Text bold>New secret set</Text>
      {lines}
    </Box>
  );
}

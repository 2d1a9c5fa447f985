// Why this file is long: the key editor hook wires one model to the store, the keys and the staleness line.
// Connects the key editor's model (model.ts) to the store and the keys: loads and follows the set, turns
// key presses into model actions and text-field edits, and runs the save plan (one PUT, then the unsets),
// reporting each step.
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { parseEnvFile } from '../../api/input/dotenv/index.js';
import { isApiError } from '../../api/http/errors.js';
import { isUncertainWriteError } from '../../api/http/writeOutcome.js';
import { sanitizeTerminalText } from '../../api/redact/sanitize.js';
import { isReferencedSet, referencedSetRefusal } from '../../api/secrets/client.js';
import { readTextFile } from '../../api/input/textFile.js';
import { focusedTextInput, formErrors, initialFormState, textValue } from '../../components/form/formModel.js';
import { useForm } from '../../components/form/useForm.js';
import { useScreenKeys } from '../../components/keyRouter.js';
import { listMoveTarget } from '../../components/listNavigation.js';
import { useTextField } from '../../components/useTextField.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { errorText } from '../../state/errorText.js';
import { appliedNote } from '../../state/outcomeText.js';
import { useActionKeys } from '../actionHandlers.js';
import { useBackoffPolling } from '../polling.js';
import { useHeldDraft, useScreenVisible, useTextInputFocus } from '../screenStatus.js';
import { useStickySelection } from '../stickySelection.js';
import { matchBinding } from '../keymap.js';
import { buildPreview, expandPath } from './FilePreview.js';
import {
  draftPhrase,
  editorReducer,
  initialEditorState,
  INPUT_VALUES,
  inputSpecs,
  planSave,
  previewScope,
  rowsOf,
  stagedCount,
  type SaveOutcome,
} from './model.js';

const keys = (n: number) => `${n} ${n === 1 ? 'key' : 'keys'}`;

function savedToast(name: string, put: number, unsets: string[]): string {
  if (unsets.length === 0) return `saved ${keys(put)} to ${name} — provisioning`;
  if (put === 0) return `unset ${unsets.join(', ')} from ${name}`;
  return `saved ${keys(put)} and unset ${unsets.join(', ')} in ${name} — provisioning`;
}

export type KeyEditorModel = ReturnType<typeof useKeyEditor>;

export function useKeyEditor(name: string, pageSize: number) {
  const store = useAppStoreApi();
  const detail = useAppStore((s) => s.details[name]);
  const visible = useScreenVisible();
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const input = useForm(() => initialFormState([], INPUT_VALUES));
  const pathField = useTextField('', { onChange: () => dispatch({ type: 'fieldError', message: null }) });
  /** The path of the last file previewed, offered again by `l` on a refused preview (to load it once fixed). */
  const lastPath = useRef('');
  const { mode, draft } = state;

  const typing = mode.kind === 'input' || mode.kind === 'loadPath';
  useTextInputFocus(typing);

  useEffect(() => {
    void store.getState().loadSetDetail(name);
  }, [store, name]);
  // Staged edits (and a key being typed) live in this screen only: nothing opens another screen over them, and the
  // shell asks before a way out drops them (see heldDraft).
  const typed =
    mode.kind === 'input' && (textValue(input.state, 'key') !== '' || textValue(input.state, 'value') !== '');
  const stagedKeys = useMemo(() => Object.keys(draft), [draft]);
  useHeldDraft(draftPhrase(name, stagedKeys, typed && mode.kind === 'input' ? { replacing: mode.replacing } : null));
  const following = useBackoffPolling(visible && detail?.status === 'pending', () =>
    store.getState().loadSetDetail(name),
  );

  const storedKeys = detail?.keys;
  const rows = useMemo(() => rowsOf(storedKeys ?? [], draft), [storedKeys, draft]);
  const known = useMemo(() => new Set(rows.map((r) => r.key)), [rows]);
  const { selectedIndex, selected } = useStickySelection(
    rows,
    rows.findIndex((r) => r.key === state.selectedKey),
  );
  const replacing = mode.kind === 'input' ? mode.replacing : null;
  const specs = useMemo(() => inputSpecs(replacing, known), [replacing, known]);

  const startInput = (replacing: string | null) => {
    input.update(() => initialFormState(inputSpecs(replacing, known), INPUT_VALUES));
    dispatch({ type: 'startInput', replacing });
  };

  /** Adds and replacements in ONE PUT, then each unset; what fails stays staged. */
  const save = async () => {
    const plan = planSave(draft);
    const s = store.getState();
    if (plan.put.length === 0 && plan.unsets.length === 0) {
      s.showToast('nothing staged to save', 'info');
      dispatch({ type: 'toList' });
      return;
    }
    // A referenced set (a self-hosted region's) has no contents here to write: say why, keep the draft.
    if (isReferencedSet(s.sets?.find((x) => x.name === name)))
      return void s.showToast(referencedSetRefusal(name, 'set'), 'error');
    dispatch({
      type: 'saving',
      what: plan.put.length > 0 ? `saving ${plan.put.length} ${plan.put.length === 1 ? 'key' : 'keys'}` : 'unsetting',
    });
    const outcome: SaveOutcome = { put: null, unsets: [] };
    if (plan.put.length > 0) {
      try {
        outcome.put = { ok: true, applied: (await s.saveSecrets(name, plan.put)) === 'applied' };
      } catch (err) {
        outcome.put = { ok: false, message: errorText(err), uncertain: isUncertainWriteError(err) };
      }
    }
    const putFailed = outcome.put !== null && !outcome.put.ok;
    for (const key of plan.unsets) {
      if (putFailed) {
        outcome.unsets.push({ key, notSent: true });
        continue;
      }
      try {
        outcome.unsets.push({ key, ok: true, applied: (await s.unsetKey(name, key)) === 'applied' });
      } catch (err) {
        if (isApiError(err) && err.status === 404) outcome.unsets.push({ key, ok: true, alreadyGone: true });
        else outcome.unsets.push({ key, ok: false, message: errorText(err), uncertain: isUncertainWriteError(err) });
      }
    }
    dispatch({ type: 'saved', outcome });
    // Something was written: the agents that use the set run the old values until redeployed (the prompt asks).
    const wrote = outcome.put?.ok === true || outcome.unsets.some((u) => 'ok' in u && u.ok && !u.alreadyGone);
    if (wrote) void s.offerRollout(name, { afterWrite: true });
    const failed = putFailed || outcome.unsets.some((u) => 'ok' in u && !u.ok);
    const applied =
      (outcome.put?.ok && outcome.put.applied) || outcome.unsets.some((u) => 'ok' in u && u.ok && u.applied);
    if (!failed)
      s.showToast(
        `${savedToast(name, plan.put.length, plan.unsets)}${applied ? appliedNote('applied') : ''}`,
        'success',
      );
    void s.loadSetDetail(name);
  };

  const readPreview = async (path: string) => {
    try {
      const read = await readTextFile(expandPath(path));
      if (!read.ok) {
        dispatch({
          type: 'fieldError',
          message: read.problem.startsWith('line') ? read.problem : `the file ${read.problem}`,
        });
        return;
      }
      lastPath.current = path;
      const parsed = parseEnvFile(read.text, process.env);
      dispatch({
        type: 'preview',
        preview: buildPreview(sanitizeTerminalText(path, { singleLine: true }), parsed, known),
      });
      pathField.reset();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      dispatch({
        type: 'fieldError',
        message: code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'that is a folder' : errorText(err),
      });
    }
  };

  const scope =
    mode.kind === 'input'
      ? 'keyInput'
      : mode.kind === 'loadPath'
        ? 'loadFile'
        : mode.kind === 'preview'
          ? previewScope(mode.preview, mode.clashes)
          : 'keys';
  useScreenKeys(
    scope,
    (text, key) => {
      switch (mode.kind) {
        case 'saving':
        case 'confirmSave':
        case 'confirmDiscard':
        case 'agents':
          return true; // a dialog or a request owns the keys
        case 'preview': {
          const previewKeys = previewScope(mode.preview, mode.clashes);
          if (previewKeys === 'fileRefused') {
            const action = matchBinding(previewKeys, text, key)?.action;
            if (action === 'load') {
              pathField.reset(lastPath.current);
              dispatch({ type: 'openLoad' });
            } else if (action === 'back') dispatch({ type: 'toList' });
            return true;
          }
          const action = matchBinding(previewKeys, text, key)?.action;
          if (action === 'apply') dispatch({ type: 'applyFile', fileWins: true });
          else if (action === 'keep') dispatch({ type: 'applyFile', fileWins: false });
          else if (action === 'cancel') dispatch({ type: 'toList' });
          return true;
        }
        case 'loadPath': {
          const r = pathField.handle(text, key);
          if (r === 'cancel') {
            pathField.reset();
            dispatch({ type: 'toList' });
          } else if (r === 'submit') {
            if (pathField.value.trim() === '') dispatch({ type: 'fieldError', message: 'type a file path' });
            else void readPreview(pathField.value);
          }
          return true;
        }
        case 'input': {
          // The form engine: Tab/↓ and Shift+Tab/↑ move between key and value (a value is never typed into
          // the key field), Enter moves on from a valid key and stages on the value.
          const r = input.handle(specs, text, key, matchBinding('keyInput', text, key)?.action);
          if (r.action === 'cancel') dispatch({ type: 'toList' });
          else if (r.action === 'submit') {
            if (formErrors(specs, input.state.values).length > 0) input.update((s) => ({ ...s, submitted: true }));
            else {
              const staged = mode.replacing ?? textValue(input.state, 'key');
              dispatch({ type: 'stage', key: staged, value: textValue(input.state, 'value') });
              input.update(() => initialFormState([], INPUT_VALUES));
            }
          }
          return true;
        }
        case 'list':
          return false; // the list's handler map below
      }
    },
    // The value field takes a paste of several lines (a PEM key) as it is; the key and path fields one line.
    {
      isActive: mode.kind !== 'list',
      acceptsText: mode.kind === 'input' ? focusedTextInput(specs, input.state) : typing,
    },
  );

  const move = (to: 'down' | 'up' | 'first' | 'last' | 'pageDown' | 'pageUp') => () => {
    const target = listMoveTarget(to, selectedIndex, rows.length, pageSize);
    if (target !== null) dispatch({ type: 'select', key: rows[target]!.key });
  };
  useActionKeys(
    'keys',
    {
      down: move('down'),
      up: move('up'),
      first: move('first'),
      last: move('last'),
      pageDown: move('pageDown'),
      pageUp: move('pageUp'),
      add: () => startInput(null),
      edit: () => void (selected && startInput(selected.key)),
      unset: () => {
        if (!selected) return;
        if (selected.staged) store.getState().showToast(`dropped the staged edit of ${selected.key}`, 'info');
        dispatch({ type: 'toggleUnset', key: selected.key, stored: selected.stored });
      },
      load: () => {
        pathField.reset();
        dispatch({ type: 'openLoad' });
      },
      save: () => {
        if (planSave(draft).unsets.length > 0) dispatch({ type: 'askSave' });
        else void save();
      },
      discard: () => void (stagedCount(draft) > 0 && dispatch({ type: 'askDiscard', leave: false })),
      refresh: () => void store.getState().loadSetDetail(name),
      rollout: () => void store.getState().offerRollout(name, { afterWrite: false }),
      agents: () => dispatch({ type: 'openAgents' }),
    },
    {
      isActive: mode.kind === 'list',
      // Esc over staged changes asks here, naming them (the shell's question covers q, Ctrl+C and the tab keys).
      otherwise: (text, key) => {
        if (matchBinding('global', text, key)?.action !== 'back' || stagedCount(draft) === 0) return false;
        dispatch({ type: 'askDiscard', leave: true });
        return true;
      },
    },
  );

  return {
    name,
    detail,
    state,
    rows,
    selectedIndex,
    following,
    input: input.state,
    inputSpecs: specs,
    pathField,
    confirmSave: () => void save(),
    confirmDiscard: () => {
      const leave = mode.kind === 'confirmDiscard' && mode.leave;
      dispatch({ type: 'discard' });
      if (leave) store.getState().pop();
    },
    backToList: () => dispatch({ type: 'toList' }),
  };
}

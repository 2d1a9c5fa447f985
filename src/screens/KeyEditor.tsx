// Key editor for one secret set: keys and status, never values. Edits are staged here — the values live
// only in this component's state (never in the store) — and saved together with ONE PUT. A failed save keeps
// the draft. Unsetting a stored key is a DELETE after a confirmation naming key and set.
import { Box, Text } from 'ink';
import { readFile } from 'node:fs/promises';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { sanitizeTerminalText } from '../api/sanitize.js';
import { validateSecretKey, validateSecretValue } from '../api/validation.js';
import { Confirm } from '../components/Confirm.js';
import { listMoveTarget } from '../components/listNavigation.js';
import { useScreenKeys } from '../components/keyRouter.js';
import { cell, useScreenArea } from '../components/layout.js';
import { Spinner } from '../components/Spinner.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { editText } from '../components/textEdit.js';
import { TextField } from '../components/TextField.js';
import { theme } from '../components/theme.js';
import { WindowedList } from '../components/WindowedList.js';
import { useAppStore, useAppStoreApi } from '../state/context.js';
import { errorText } from '../state/errorText.js';
import { useBackoffPolling, useScreenVisible, useTextInputFocus } from './hooks.js';
import { buildPreview, expandPath, PreviewView, type FilePreview } from './keyEditor/FilePreview.js';
import { matchBinding } from './keymap.js';

/** key → new value. Never leaves this component except as the PUT's body. */
export type Draft = Readonly<Record<string, string>>;

type Mode =
  | { kind: 'list' }
  | { kind: 'input'; step: 'key' | 'value'; existing: boolean }
  | { kind: 'confirmUnset'; key: string }
  | { kind: 'confirmDiscard'; leave: boolean }
  | { kind: 'loadPath' }
  | { kind: 'preview'; preview: FilePreview }
  | { kind: 'saving'; what: string };

interface Row {
  key: string;
  stored: boolean;
  staged: boolean;
}

export function KeyEditor({ name }: { name: string }) {
  const store = useAppStoreApi();
  const detail = useAppStore((s) => s.details[name]);
  const visible = useScreenVisible();
  const { width, height } = useScreenArea();

  const [draft, setDraft] = useState<Draft>({});
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [keyText, setKeyText] = useState('');
  const [valueText, setValueText] = useState('');
  const [revealed, setRevealed] = useState(false);
  const [pathText, setPathText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const lastIndex = useRef(0);

  const typing = mode.kind === 'input' || mode.kind === 'loadPath';
  useTextInputFocus(typing);

  useEffect(() => {
    void store.getState().loadSetDetail(name);
  }, [store, name]);

  const following = useBackoffPolling(visible && detail?.status === 'pending', () => store.getState().loadSetDetail(name));

  const storedKeys = detail?.keys ?? [];
  const rows: Row[] = useMemo(() => {
    const stored = new Set(storedKeys);
    const out: Row[] = storedKeys.map((k) => ({ key: k, stored: true, staged: k in draft }));
    for (const k of Object.keys(draft)) if (!stored.has(k)) out.push({ key: k, stored: false, staged: true });
    return out;
  }, [storedKeys, draft]);
  const known = useMemo(() => new Set(rows.map((r) => r.key)), [rows]);
  const stagedCount = Object.keys(draft).length;

  let selectedIndex = rows.findIndex((r) => r.key === selectedKey);
  if (selectedIndex < 0 && rows.length > 0) selectedIndex = Math.min(lastIndex.current, rows.length - 1);
  lastIndex.current = Math.max(0, selectedIndex);
  const selected = selectedIndex >= 0 ? rows[selectedIndex] : undefined;

  const startInput = (key: string | null) => {
    setKeyText(key ?? '');
    setValueText('');
    setRevealed(false);
    setFieldError(null);
    setMode({ kind: 'input', step: key === null ? 'key' : 'value', existing: key !== null });
  };

  const endInput = () => {
    setValueText('');
    setKeyText('');
    setRevealed(false);
    setFieldError(null);
    setMode({ kind: 'list' });
  };

  /** ONE PUT with the draft (plus `extra`, e.g. a file's pairs). The draft survives a failure. */
  const save = async (extra: Record<string, string> = {}, what = 'saving') => {
    const merged: Record<string, string> = { ...draft, ...extra };
    const pairs = Object.entries(merged).map(([secretKey, secretValue]) => ({ secretKey, secretValue }));
    if (pairs.length === 0) {
      store.getState().showToast('nothing staged to save', 'info');
      setMode({ kind: 'list' });
      return;
    }
    setMode({ kind: 'saving', what });
    setSaveError(null);
    try {
      await store.getState().saveSecrets(name, pairs);
      setDraft({});
      setMode({ kind: 'list' });
      store.getState().showToast(`saved ${pairs.length} ${pairs.length === 1 ? 'key' : 'keys'} to ${name} — provisioning`, 'success');
      void store.getState().loadSetDetail(name);
    } catch (err) {
      // Keep everything: the file's pairs join the draft so nothing typed or loaded is lost.
      setDraft(merged);
      setSaveError(errorText(err));
      setMode({ kind: 'list' });
    }
  };

  const unset = async (key: string) => {
    setMode({ kind: 'saving', what: `unsetting ${key}` });
    try {
      await store.getState().unsetKey(name, key);
      store.getState().showToast(`unset ${key} from ${name}`, 'success');
      void store.getState().loadSetDetail(name);
    } catch (err) {
      store.getState().showToast(`could not unset ${key}: ${errorText(err)}`, 'error');
    }
    setMode({ kind: 'list' });
  };

  const readPreview = async (path: string) => {
    try {
      const text = await readFile(expandPath(path), 'utf8');
      setMode({ kind: 'preview', preview: buildPreview(sanitizeTerminalText(path, { singleLine: true }), text, known) });
      setPathText('');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      setFieldError(code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'that is a folder' : errorText(err));
    }
  };

  /** Rows in view (title, summary, column header and the bottom line excluded). */
  const pageSize = Math.max(1, height - 4);
  const scope =
    mode.kind === 'input' ? 'keyInput' : mode.kind === 'loadPath' ? 'loadFile' : mode.kind === 'preview' ? 'filePreview' : 'keys';
  useScreenKeys(scope, (input, key) => {
    const s = store.getState();
    switch (mode.kind) {
      case 'saving':
      case 'confirmUnset':
      case 'confirmDiscard':
        return true; // a dialog or a request owns the keys
      case 'preview':
        if (!key.ctrl && (input === 'y' || input === 'Y') && Object.keys(mode.preview.pairs).length > 0) {
          void save(mode.preview.pairs, `loading ${mode.preview.path}`);
        } else if (key.escape || key.return || input === 'n' || input === 'N') setMode({ kind: 'list' });
        return true;
      case 'loadPath': {
        const r = editText(pathText, input, key);
        if (r.kind === 'change') {
          setPathText(r.value);
          setFieldError(null);
        } else if (r.kind === 'cancel') {
          setPathText('');
          setFieldError(null);
          setMode({ kind: 'list' });
        } else if (r.kind === 'submit') {
          if (pathText.trim() === '') setFieldError('type a file path');
          else void readPreview(pathText);
        }
        return true;
      }
      case 'input': {
        if (key.ctrl && input === 'r') {
          setRevealed((v) => !v);
          return true;
        }
        if (mode.step === 'key') {
          const r = editText(keyText, input, key);
          if (r.kind === 'change') {
            setKeyText(r.value);
            setFieldError(r.value === '' ? null : validateSecretKey(r.value));
          } else if (r.kind === 'cancel') endInput();
          else if (r.kind === 'submit') {
            const problem = validateSecretKey(keyText);
            if (problem) setFieldError(problem);
            else {
              setFieldError(null);
              setMode({ kind: 'input', step: 'value', existing: known.has(keyText) });
            }
          }
          return true;
        }
        const r = editText(valueText, input, key);
        if (r.kind === 'change') {
          setValueText(r.value);
          setFieldError(null);
        } else if (r.kind === 'cancel') endInput();
        else if (r.kind === 'submit') {
          const problem = validateSecretValue(keyText, valueText);
          if (problem) setFieldError(problem);
          else {
            const k = keyText;
            setDraft((d) => ({ ...d, [k]: valueText }));
            setSelectedKey(k);
            setSaveError(null);
            endInput();
          }
        }
        return true;
      }
      case 'list':
        break;
    }
    const action = matchBinding('keys', input, key)?.action;
    const moveTarget = listMoveTarget(action, selectedIndex, rows.length, pageSize);
    if (moveTarget !== null) {
      setSelectedKey(rows[moveTarget].key);
      return true;
    }
    switch (action) {
      case 'add':
        startInput(null);
        return true;
      case 'edit':
        if (selected) startInput(selected.key);
        return true;
      case 'unset':
        if (!selected) return true;
        if (selected.staged) {
          // Drop the staged edit; a stored key stays as it is on the server.
          setDraft((d) => {
            const next = { ...d };
            delete next[selected.key];
            return next;
          });
          s.showToast(`dropped the staged edit of ${selected.key}`, 'info');
        } else setMode({ kind: 'confirmUnset', key: selected.key });
        return true;
      case 'load':
        setPathText('');
        setFieldError(null);
        setMode({ kind: 'loadPath' });
        return true;
      case 'save':
        void save();
        return true;
      case 'discard':
        if (stagedCount > 0) setMode({ kind: 'confirmDiscard', leave: false });
        return true;
      case 'refresh':
        void s.loadSetDetail(name);
        return true;
      default:
        if (key.escape && stagedCount > 0) {
          setMode({ kind: 'confirmDiscard', leave: true });
          return true;
        }
        return false;
    }
  });

  // ---- layout -------------------------------------------------------------------------------------------
  const keyWidth = Math.min(40, Math.max(12, width - 24));
  const title = (
    <Box>
      <Box flexShrink={1}>
        <Text bold wrap="truncate-end">
          {name}
          {detail?.region ? <Text color={theme.muted}> · {detail.region}</Text> : null}
          {'  '}
        </Text>
      </Box>
      <Box flexShrink={0}>
        {detail?.status ? <StatusBadge status={detail.status} /> : <Text> </Text>}
        {following !== null ? (
          <>
            <Text> </Text>
            {detail?.loading ? <Spinner /> : <Text color={theme.accent}>⟳</Text>}
            <Text color={theme.accent}> following until ready ({Math.round(following / 1000)}s)</Text>
          </>
        ) : null}
      </Box>
    </Box>
  );

  const summary = (
    <Text wrap="truncate-end">
      {detail?.keys ? `${detail.keys.length} ${detail.keys.length === 1 ? 'key' : 'keys'}` : 'keys: …'}
      {stagedCount > 0 ? (
        <Text color={theme.warning}>
          {' · '}
          {stagedCount} staged {stagedCount === 1 ? 'change' : 'changes'} (s save · u discard)
        </Text>
      ) : null}
      <Text color={theme.muted}> · values are never shown</Text>
    </Text>
  );

  // Bottom area: input fields, status of a request, or the last error.
  let bottom: ReactNode = null;
  let bottomLines = 1;
  if (mode.kind === 'input') {
    bottomLines = 2;
    bottom = (
      <Box flexDirection="column">
        <TextField
          label="key"
          labelWidth={8}
          value={keyText}
          focused={mode.step === 'key'}
          error={mode.step === 'key' ? fieldError : null}
          hint={mode.step === 'value' && mode.existing ? 'exists: the value will be replaced' : undefined}
        />
        <TextField
          label="value"
          labelWidth={8}
          value={mode.step === 'value' ? valueText : ''}
          focused={mode.step === 'value'}
          masked
          revealed={revealed}
          error={mode.step === 'value' ? fieldError : null}
          hint={mode.step === 'value' ? `enter stages it · ctrl+r ${revealed ? 'hide' : 'show'}` : undefined}
        />
      </Box>
    );
  } else if (mode.kind === 'loadPath') {
    bottomLines = 2;
    bottom = (
      <Box flexDirection="column">
        <TextField label="file" labelWidth={8} value={pathText} focused error={fieldError} />
        <Text color={theme.muted}>KEY=value lines · enter preview · esc cancel</Text>
      </Box>
    );
  } else if (mode.kind === 'saving') {
    bottom = <Spinner label={`${mode.what}…`} />;
  } else if (saveError) {
    bottomLines = 2;
    bottom = (
      <Box flexDirection="column">
        <Text color={theme.error} wrap="truncate-end">
          ✖ save failed: {saveError}
        </Text>
        <Text color={theme.warning} wrap="truncate-end">
          your {stagedCount} staged {stagedCount === 1 ? 'change is' : 'changes are'} kept · s to retry · u to discard
        </Text>
      </Box>
    );
  } else if (detail?.error) {
    bottom = (
      <Text color={theme.error} wrap="truncate-end">
        ✖ {detail.missing ? `set ${name} not found` : detail.error} — r to retry
      </Text>
    );
  } else if (detail?.status === 'failed') {
    bottom = (
      <Text color={theme.error} wrap="truncate-end">
        ✖ failed: {detail.errorMessage ?? 'no message from the service'}
      </Text>
    );
  } else {
    bottom = <Text> </Text>;
  }

  let middle: ReactNode;
  const middleHeight = Math.max(1, height - 2 - bottomLines);
  if (mode.kind === 'confirmUnset') {
    middle = (
      <Confirm
        title={`Unset ${mode.key} from ${name}?`}
        yesLabel="unset"
        onYes={() => void unset(mode.key)}
        onNo={() => setMode({ kind: 'list' })}
      >
        <Text>The key and its value are removed from the set now (not staged).</Text>
      </Confirm>
    );
  } else if (mode.kind === 'confirmDiscard') {
    middle = (
      <Confirm
        title={`Discard ${stagedCount} staged ${stagedCount === 1 ? 'change' : 'changes'} to ${name}?`}
        yesLabel="discard"
        onYes={() => {
          setDraft({});
          setSaveError(null);
          setMode({ kind: 'list' });
          if (mode.leave) store.getState().pop();
        }}
        onNo={() => setMode({ kind: 'list' })}
      >
        <Text wrap="truncate-end">Not saved: {Object.keys(draft).join(', ')}</Text>
      </Confirm>
    );
  } else if (mode.kind === 'preview') {
    middle = <PreviewView preview={mode.preview} setName={name} height={middleHeight} />;
  } else if (detail?.missing) {
    middle = <Text>There is no set named {name} (deleted elsewhere?). Esc goes back to the list.</Text>;
  } else if (!detail?.keys && detail?.loading !== false) {
    middle = <Spinner label="loading keys…" />;
  } else if (rows.length === 0) {
    middle = <Text>No keys{detail?.keys ? '' : ' loaded'}. Press a to add one or l to load a file.</Text>;
  } else {
    middle = (
      <Box flexDirection="column">
        <Text bold color={theme.muted}>
          {'  '}
          {cell('KEY', keyWidth)}STATE
        </Text>
        <WindowedList
          items={rows}
          selectedIndex={selectedIndex}
          height={Math.max(1, middleHeight - 1)}
          keyOf={(r) => r.key}
          renderRow={(r, _i, isSelected) => (
            <Text>
              <Text bold={isSelected} color={isSelected ? theme.accent : undefined}>
                {isSelected ? '› ' : '  '}
                {cell(r.key, keyWidth)}
              </Text>
              {r.staged ? (
                <Text color={theme.warning}>{r.stored ? '~ replace (staged)' : '+ add (staged)'}</Text>
              ) : (
                <Text color={theme.muted}>stored</Text>
              )}
            </Text>
          )}
        />
      </Box>
    );
  }

  return (
    <Box flexDirection="column" height={height}>
      {title}
      {summary}
      <Box flexDirection="column" height={middleHeight} overflow="hidden">
        {middle}
      </Box>
      {bottom}
    </Box>
  );
}

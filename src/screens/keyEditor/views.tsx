// The key editor's views: title and summary, the key rows, the bottom area (fields, a running save, the
// last save's steps, errors) and the dialogs. They draw what useKeyEditor returns and hold no state.
import { Box, Text } from 'ink';
import { OUTCOME_GLYPHS } from '../../api/words/glyphs.js';
import type { ReactNode } from 'react';
import { Confirm } from '../../components/Confirm.js';
import { shownError } from '../../components/form/formModel.js';
import { FormView } from '../../components/form/FormView.js';
import { cell } from '../../components/layout.js';
import { RetryError } from '../../components/RetryError.js';
import { Spinner } from '../../components/Spinner.js';
import { StatusBadge } from '../../components/StatusBadge.js';
import { TextField } from '../../components/TextField.js';
import { theme } from '../../components/theme.js';
import { WindowedList } from '../../components/WindowedList.js';
import { wrappedLineCount } from '../../components/wrapCount.js';
import { UsedByPicker } from '../usedBy.js';
import { PreviewView } from './FilePreview.js';
import { planSave, stagedCount, type Row, type StepOutcome } from './model.js';
import type { KeyEditorModel } from './useKeyEditor.js';

const changes = (n: number) => `${n} staged ${n === 1 ? 'change' : 'changes'}`;

function Title({ m }: { m: KeyEditorModel }) {
  const { detail, name, following } = m;
  return (
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
}

function Summary({ m }: { m: KeyEditorModel }) {
  const keys = m.detail?.keys;
  const staged = stagedCount(m.state.draft);
  return (
    <Text wrap="truncate-end">
      {keys ? `${keys.length} ${keys.length === 1 ? 'key' : 'keys'}` : 'keys: …'}
      {staged > 0 ? <Text color={theme.warning}>{` · ${changes(staged)} (s save · u discard)`}</Text> : null}
      <Text color={theme.muted}> · values are never shown</Text>
    </Text>
  );
}

const STAGED_LABEL: Record<NonNullable<Row['staged']>, string> = {
  add: '+ add (staged)',
  replace: '~ replace (staged)',
  unset: '- unset (staged)',
};

function KeyRows({ m, height, keyWidth }: { m: KeyEditorModel; height: number; keyWidth: number }) {
  return (
    <Box flexDirection="column">
      <Text bold color={theme.muted}>
        {'  '}
        {cell('KEY', keyWidth)}STATE
      </Text>
      <WindowedList
        items={m.rows}
        selectedIndex={m.selectedIndex}
        height={Math.max(1, height - 1)}
        keyOf={(r) => r.key}
        renderRow={(r, _i, isSelected) => (
          <Text>
            <Text bold={isSelected} color={isSelected ? theme.accent : undefined}>
              {isSelected ? '› ' : '  '}
              {cell(r.key, keyWidth)}
            </Text>
            {r.staged ? (
              <Text color={r.staged === 'unset' ? theme.error : theme.warning}>{STAGED_LABEL[r.staged]}</Text>
            ) : (
              <Text color={theme.muted}>stored</Text>
            )}
          </Text>
        )}
      />
    </Box>
  );
}

const GLYPH: Record<StepOutcome['result'], string> = {
  ok: OUTCOME_GLYPHS.success,
  failed: OUTCOME_GLYPHS.error,
  'not sent': '·',
};

/** The last save's steps: one line, then what is kept when something failed. */
function Report({ steps, staged }: { steps: StepOutcome[]; staged: number }) {
  const putFailure = steps.find((s) => s.step.startsWith('PUT') && s.result === 'failed');
  const failed = steps.some((s) => s.result === 'failed');
  const line = putFailure
    ? putFailure.uncertain
      ? `✖ ${putFailure.message}`
      : `✖ save failed: ${putFailure.message}`
    : steps
        .map(
          (s) =>
            `${GLYPH[s.result]} ${s.step}${s.message ? `: ${s.message}` : s.result === 'not sent' ? ' (not sent)' : ''}`,
        )
        .join(' · ');
  return (
    <Box flexDirection="column">
      <Text color={failed ? theme.error : theme.success} wrap="truncate-end">
        {line}
      </Text>
      {failed ? (
        <Text color={theme.warning} wrap="truncate-end">
          your {staged} staged {staged === 1 ? 'change is' : 'changes are'} kept · s to retry · u to discard
        </Text>
      ) : null}
    </Box>
  );
}

/** The bottom area and how many lines it takes (`width`, `maxLines`: room for a wrapped failure message). */
export function bottomOf(m: KeyEditorModel, width = 80, maxLines = 1): { node: ReactNode; lines: number } {
  const { mode, fieldError, report, draft } = m.state;
  const { detail, name } = m;
  if (mode.kind === 'input') {
    const errors = m.inputSpecs.filter((spec) => shownError(spec, m.input) !== null).length;
    return {
      lines: m.inputSpecs.length + errors + (mode.replacing !== null ? 1 : 0),
      node: (
        <Box flexDirection="column">
          {mode.replacing !== null ? (
            <Text wrap="truncate-end">
              {'  key     '}
              {mode.replacing}
              <Text color={theme.muted}> exists: the value will be replaced</Text>
            </Text>
          ) : null}
          <FormView specs={m.inputSpecs} state={m.input} height={m.inputSpecs.length * 2} labelWidth={6} />
        </Box>
      ),
    };
  }
  if (mode.kind === 'loadPath') {
    return {
      lines: 2,
      node: (
        <Box flexDirection="column">
          <TextField label="file" labelWidth={8} {...m.pathField.props} revealed focused error={fieldError} />
          <Text color={theme.muted}>a .env file, read as python-dotenv reads it · enter preview · esc cancel</Text>
        </Box>
      ),
    };
  }
  if (mode.kind === 'saving') return { lines: 1, node: <Spinner label={`${mode.what}…`} /> };
  if (report)
    return {
      lines: report.some((s) => s.result === 'failed') ? 2 : 1,
      node: <Report steps={report} staged={stagedCount(draft)} />,
    };
  if (detail?.error)
    return { lines: 1, node: <RetryError message={detail.missing ? `set ${name} not found` : detail.error} /> };
  if (detail?.status === 'failed') {
    // The whole message, wrapped: the set list had to cut it.
    const text = `✖ failed: ${detail.errorMessage ?? 'no message from the service'}`;
    const lines = Math.max(1, Math.min(maxLines, wrappedLineCount(text, width)));
    return {
      lines,
      node: (
        <Box height={lines} overflow="hidden" flexShrink={0}>
          <Text color={theme.error} wrap="wrap">
            {text}
          </Text>
        </Box>
      ),
    };
  }
  return { lines: 1, node: <Text> </Text> };
}

export function Middle({ m, height, keyWidth }: { m: KeyEditorModel; height: number; keyWidth: number }) {
  const { mode, draft } = m.state;
  const { detail, name } = m;
  if (mode.kind === 'confirmSave') {
    const plan = planSave(draft);
    return (
      <Confirm
        title={`Save ${changes(stagedCount(draft))} to ${name}?`}
        yesLabel="save"
        onYes={m.confirmSave}
        onNo={m.backToList}
      >
        {plan.put.length > 0 ? (
          <Text wrap="truncate-end">set (one PUT): {plan.put.map((p) => p.secretKey).join(', ')}</Text>
        ) : null}
        <Text wrap="truncate-end">then unset (removed with their values): {plan.unsets.join(', ')}</Text>
      </Confirm>
    );
  }
  if (mode.kind === 'confirmDiscard') {
    const n = stagedCount(draft);
    return (
      <Confirm
        title={`Discard ${changes(n)} to ${name}?`}
        yesLabel="discard"
        onYes={m.confirmDiscard}
        onNo={m.backToList}
      >
        <Text wrap="truncate-end">Not saved: {Object.keys(draft).join(', ')}</Text>
      </Confirm>
    );
  }
  if (mode.kind === 'agents') return <UsedByPicker name={name} onClose={m.backToList} />;
  if (mode.kind === 'preview')
    return <PreviewView preview={mode.preview} clashes={mode.clashes} draft={draft} setName={name} height={height} />;
  if (detail?.missing)
    return <Text>There is no set named {name} (deleted elsewhere?). Esc goes back to the list.</Text>;
  if (!detail?.keys && detail?.loading !== false) return <Spinner label="loading keys…" />;
  if (m.rows.length === 0)
    return <Text>No keys{detail?.keys ? '' : ' loaded'}. Press a to add one or l to load a file.</Text>;
  return <KeyRows m={m} height={height} keyWidth={keyWidth} />;
}

export { Summary, Title };

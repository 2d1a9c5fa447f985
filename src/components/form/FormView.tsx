// Draws a form (formModel.ts) and a single text field. Windowed to `height` rows around the focused field so
// a long form never makes the frame taller than the terminal. Every field is one row: a value with line breaks
// too (lines.ts: masked with its line count, revealed with ↵ for each break).
import React from 'react';
import { Box, Text } from 'ink';
import { useScreenArea } from '../layout.js';
import { theme } from '../theme.js';
import { linesNote, shownChars } from '../lines.js';
import { MASK_CHAR } from '../TextField.js';
import { useRevealGate } from '../revealGate.js';
import { failureText, ViewGuard } from '../ViewGuard.js';
import {
  type FieldSpec,
  type FormState,
  fieldDescription,
  fieldState,
  shownError,
  visibleFields,
} from './formModel.js';

/** A field's hint; none when a hint function throws (a defect): the form is drawn without it. */
function hintText(spec: FieldSpec, at: { value: string; focused: boolean; revealed: boolean }): string | undefined {
  if (typeof spec.hint !== 'function') return spec.hint;
  try {
    return spec.hint(at);
  } catch {
    return undefined;
  }
}

function valueText(spec: FieldSpec, value: string | boolean | undefined): string {
  if (spec.kind === 'button') return '';
  if (spec.kind === 'bool') return value ? '[x] on' : '[ ] off';
  if (spec.kind === 'choice') {
    const option = spec.options.find((o) => o.value === value);
    if (spec.options.length === 0) return '';
    return `‹ ${option?.label ?? String(value)} ›`;
  }
  return typeof value === 'string' ? value : '';
}

/**
 * A text value with the cursor (null: not focused), in `room` columns: while typing, the part around the cursor
 * stays visible. `note` (a line count) is drawn after it and always fits, and so does the `hint` after it.
 */
function TextValue({
  chars,
  cursor,
  room,
  note,
  hint,
}: {
  chars: string[];
  cursor: number | null;
  room: number;
  note: string;
  hint: string;
}): React.JSX.Element {
  const noteText = note === '' ? '' : ` ${note}`;
  // A value with a note (several lines, often long) also leaves room for the hint that follows it.
  const fits = Math.max(4, room - (noteText === '' ? 0 : noteText.length + hint.length));
  const noteView = noteText !== '' ? <Text color={theme.muted}>{noteText}</Text> : null;
  if (cursor === null) {
    // Without a note the row's own cut at the edge is enough; with one, the value is cut so the note shows.
    const shown = noteText !== '' && chars.length > fits ? `${chars.slice(0, fits - 1).join('')}…` : chars.join('');
    return (
      <>
        {shown}
        {noteView}
      </>
    );
  }
  if (noteText === '') {
    const from = chars.length > fits ? Math.max(0, cursor - (fits - 1)) : 0;
    return (
      <>
        {from > 0 ? '…' : ''}
        {chars.slice(from, cursor).join('')}
        <Text color={theme.accent}>▌</Text>
        {chars.slice(cursor).join('')}
      </>
    );
  }
  // With a note: '…' + the part before the cursor + the cursor + the part after, in `fits` columns.
  const from = chars.length + 1 > fits ? Math.max(0, cursor - (fits - 2)) : 0;
  const left = fits - ((from > 0 ? 1 : 0) + (cursor - from) + 1);
  const after = chars.slice(cursor);
  return (
    <>
      {from > 0 ? '…' : ''}
      {chars.slice(from, cursor).join('')}
      <Text color={theme.accent}>▌</Text>
      {after.length <= left ? after.join('') : `${after.slice(0, Math.max(0, left - 1)).join('')}…`}
      {noteView}
    </>
  );
}

interface Row {
  key: string;
  fieldId: string;
  node: React.JSX.Element;
}

interface FormViewProps {
  specs: readonly FieldSpec[];
  state: FormState;
  /** Rows available for the form (fields + their error/description lines). */
  height: number;
  labelWidth?: number;
}

/**
 * The form, guarded: a field that cannot be drawn (a defect) leaves a line saying so, the values stay with whoever
 * holds the form's state, and the next edit draws it again.
 */
export function FormView(props: FormViewProps): React.JSX.Element {
  return (
    <ViewGuard
      resetKey={props.state}
      fallback={(error) => (
        <Text color={theme.error} wrap="wrap">
          {`✖ this form could not be drawn: ${failureText(error)}. What you typed is kept: edit the field, or Esc.`}
        </Text>
      )}
    >
      <FormRows {...props} />
    </ViewGuard>
  );
}

function FormRows(props: FormViewProps): React.JSX.Element {
  const { specs, state } = props;
  const { width } = useScreenArea();
  const revealAllowed = useRevealGate(true);
  // Narrow terminals get a narrower label column; every row is one line, cut at the edge, never wrapped.
  const labelWidth = Math.min(props.labelWidth ?? 24, Math.max(12, Math.floor(width * 0.35)));
  const rows: Row[] = [];
  for (const spec of visibleFields(specs, state.values)) {
    const focused = spec.id === state.focus;
    const value = state.values[spec.id];
    const label = `${spec.indent ? '  ' : ''}${spec.label}`.padEnd(labelWidth);
    const text = typeof value === 'string' ? value : '';
    const revealed = revealAllowed && state.revealed[spec.id] === true;
    const hint = hintText(spec, { value: typeof value === 'string' ? value : String(value ?? ''), focused, revealed });
    if (spec.kind === 'button') {
      rows.push({
        key: spec.id,
        fieldId: spec.id,
        node: (
          <Text bold={focused} color={focused ? theme.accent : undefined} wrap="truncate-end">
            {`${focused ? '› ' : '  '}[ ${spec.label} ]`}
          </Text>
        ),
      });
      continue;
    }
    rows.push({
      key: spec.id,
      fieldId: spec.id,
      node: (
        <Text wrap="truncate-end">
          <Text bold={focused}>{`${focused ? '› ' : '  '}${label}`}</Text>
          {spec.kind !== 'text' ? (
            valueText(spec, value)
          ) : text === '' && !focused && spec.placeholder ? (
            <Text color={theme.muted}>{spec.placeholder}</Text>
          ) : (
            <TextValue
              chars={shownChars(text, spec.masked && !revealed ? MASK_CHAR : null)}
              note={linesNote(text)}
              hint={hint ? `  ${hint}` : ''}
              cursor={focused ? fieldState(state, spec.id).cursor : null}
              room={Math.max(4, width - labelWidth - 4)}
            />
          )}
          {hint ? <Text color={theme.muted}>{`  ${hint}`}</Text> : null}
        </Text>
      ),
    });
    const description = fieldDescription(spec, state.values);
    const error = shownError(spec, state);
    if (error) {
      rows.push({
        key: `${spec.id}:error`,
        fieldId: spec.id,
        node: <Text color={theme.error} wrap="truncate-end">{`    ✖ ${error}`}</Text>,
      });
    } else if (description) {
      rows.push({
        key: `${spec.id}:describe`,
        fieldId: spec.id,
        node: <Text color={theme.muted} wrap="truncate-end">{`${' '.repeat(labelWidth + 2)}${description}`}</Text>,
      });
    }
  }
  const height = Math.max(1, props.height);
  let start = 0;
  if (rows.length > height) {
    const focusRow = Math.max(
      0,
      rows.findIndex((r) => r.fieldId === state.focus),
    );
    start = Math.min(Math.max(0, focusRow - Math.floor(height / 2)), rows.length - height);
  }
  const windowed = rows.slice(start, start + height);
  return (
    <Box flexDirection="column">
      {windowed.map((r) => (
        <Box key={r.key}>{r.node}</Box>
      ))}
      {rows.length > height ? (
        <Text
          color={theme.muted}
        >{`  … ${start > 0 ? `${start} above · ` : ''}${rows.length - start - windowed.length} below (↑/↓)`}</Text>
      ) : null}
    </Box>
  );
}

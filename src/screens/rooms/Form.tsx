// Draws a form (formModel.ts) and a single text field. Windowed to `height` rows around the focused field so
// a long form never makes the frame taller than the terminal.
import React from 'react';
import { Box, Text } from 'ink';
import { TextField } from '../../components/TextField.js';
import { theme } from '../../components/theme.js';
import { type FieldSpec, type FormState, shownError, visibleFields } from './formModel.js';

function valueText(spec: FieldSpec, value: string | boolean | undefined): string {
  if (spec.kind === 'bool') return value ? '[x] on' : '[ ] off';
  if (spec.kind === 'choice') {
    const option = spec.options.find((o) => o.value === value);
    return `‹ ${option?.label ?? String(value)} ›`;
  }
  return typeof value === 'string' ? value : '';
}

interface Row {
  key: string;
  fieldId: string;
  node: React.JSX.Element;
}

export function FormView(props: {
  specs: readonly FieldSpec[];
  state: FormState;
  /** Rows available for the form (fields + their error/description lines). */
  height: number;
  labelWidth?: number;
}): React.JSX.Element {
  const { specs, state } = props;
  const labelWidth = props.labelWidth ?? 24;
  const rows: Row[] = [];
  for (const spec of visibleFields(specs, state.values)) {
    const focused = spec.id === state.focus;
    const value = state.values[spec.id];
    const label = `${spec.indent ? '  ' : ''}${spec.label}`.padEnd(labelWidth);
    rows.push({
      key: spec.id,
      fieldId: spec.id,
      node: (
        <Box>
          <Text bold={focused}>{focused ? '› ' : '  '}</Text>
          <Text bold={focused}>{label}</Text>
          {spec.kind === 'text' ? (
            <TextField value={typeof value === 'string' ? value : ''} focused={focused} placeholder={spec.placeholder} />
          ) : (
            <Text>{valueText(spec, value)}</Text>
          )}
          {spec.hint ? <Text color={theme.muted}>{`  ${spec.hint}`}</Text> : null}
        </Box>
      ),
    });
    const description = spec.kind === 'text' && spec.describe ? spec.describe(typeof value === 'string' ? value : '', state.values) : null;
    const error = shownError(spec, state);
    if (error) {
      rows.push({
        key: `${spec.id}:error`,
        fieldId: spec.id,
        node: <Text color={theme.error} wrap="truncate-end">{`    ✖ ${error}`}</Text>,
      });
    } else if (description) {
      rows.push({ key: `${spec.id}:describe`, fieldId: spec.id, node: <Text color={theme.muted} wrap="truncate-end">{`${' '.repeat(labelWidth + 2)}${description}`}</Text> });
    }
  }
  const height = Math.max(1, props.height);
  let start = 0;
  if (rows.length > height) {
    const focusRow = Math.max(0, rows.findIndex((r) => r.fieldId === state.focus));
    start = Math.min(Math.max(0, focusRow - Math.floor(height / 2)), rows.length - height);
  }
  const windowed = rows.slice(start, start + height);
  return (
    <Box flexDirection="column">
      {windowed.map((r) => (
        <Box key={r.key}>{r.node}</Box>
      ))}
      {rows.length > height ? (
        <Text color={theme.muted}>{`  … ${start > 0 ? `${start} above · ` : ''}${rows.length - start - windowed.length} below (↑/↓)`}</Text>
      ) : null}
    </Box>
  );
}

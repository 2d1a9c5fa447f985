// Key editor for one secret set: keys and status, never values. Every edit — add, replace, unset, a loaded
// file — is staged; `s` applies them all (one PUT for adds and replacements, then the unsets) and reports
// each step. Model: keyEditor/model.ts (pure), hook: keyEditor/useKeyEditor.ts, views: keyEditor/views.tsx.
import { Box } from 'ink';
import { useScreenArea } from '../components/layout.js';
import { useKeyEditor } from './keyEditor/useKeyEditor.js';
import { bottomOf, Middle, Summary, Title } from './keyEditor/views.js';

export function KeyEditor({ name }: { name: string }) {
  const { width, height } = useScreenArea();
  // Rows in view: title, summary, column header and the bottom line excluded.
  const m = useKeyEditor(name, Math.max(1, height - 4));
  const bottom = bottomOf(m);
  const middleHeight = Math.max(1, height - 2 - bottom.lines);
  const keyWidth = Math.min(40, Math.max(12, width - 24));
  return (
    <Box flexDirection="column" height={height}>
      <Title m={m} />
      <Summary m={m} />
      <Box flexDirection="column" height={middleHeight} overflow="hidden">
        <Middle m={m} height={middleHeight} keyWidth={keyWidth} />
      </Box>
      {bottom.node}
    </Box>
  );
}

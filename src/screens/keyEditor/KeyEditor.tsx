// Key editor for one secret set: keys and status, never values. Every edit — add, replace, unset, a loaded
// file — is staged; `s` applies them all (one PUT for adds and replacements, then the unsets) and reports
// each step. Model: keyEditor/model.ts (pure), hook: keyEditor/useKeyEditor.ts, views: keyEditor/views.tsx.
import { Box } from 'ink';
import { useScreenArea } from '../../components/layout.js';
import { ViewGuard } from '../../components/ViewGuard.js';
import { useKeyEditor } from './useKeyEditor.js';
import { bottomOf, Middle, Summary, Title } from './views.js';
import { SetValuesLine, useSetValuesLineCount } from '../staleness.js';
import { UsedByLine, useUsedByLineCount } from '../usedBy.js';

export function KeyEditor({ name }: { name: string }) {
  const { width, height } = useScreenArea();
  // The agents that use the set (and its problems) under the summary; 0 lines when agents are not shown.
  // Then which values they run ("2 of 5 agents run values older than the last write") and the last write's time.
  const usedByLines = useUsedByLineCount(name) + useSetValuesLineCount(name);
  // Rows in view: title, summary, agents, column header and the bottom line excluded.
  const m = useKeyEditor(name, Math.max(1, height - 4 - usedByLines));
  // A failure message may take rows from the key list, but leaves it at least 3.
  const bottom = bottomOf(m, width, Math.max(1, height - 4 - usedByLines - 3));
  const middleHeight = Math.max(1, height - 2 - usedByLines - bottom.lines);
  const keyWidth = Math.min(40, Math.max(12, width - 24));
  // Guarded: a view that throws leaves the staged edits with the hook above it (s still saves them).
  return (
    <ViewGuard resetKey={m.state}>
      <Box flexDirection="column" height={height}>
        <Title m={m} />
        <Summary m={m} />
        <UsedByLine name={name} />
        <SetValuesLine name={name} />
        <Box flexDirection="column" height={middleHeight} overflow="hidden">
          <Middle m={m} height={middleHeight} keyWidth={keyWidth} />
        </Box>
        {bottom.node}
      </Box>
    </ViewGuard>
  );
}

// The Agents screen (4, or Tab from recordings): every agent with its region, status (ready / deploying / failed /
// scaled to zero), the sets and pull secret it binds (⚠ when one does not fit) and its live sessions; Enter for an
// agent's detail (revisions, bindings, image), l for its logs (f follows them), R to redeploy it after a
// confirmation that names its live sessions. 1,000 agents scroll like 1,000 sets: only the rows on screen are
// drawn, and only their details are read. Shape of the recordings screen: pure model (agents/model.ts), a hook
// (agents/useAgentsScreen.ts), views (agents/views.tsx) and text (agents/format.ts).
import { Box, Text } from 'ink';
import type { AgentStaleness } from '../../api/secrets/staleness.js';
import { useMemo } from 'react';
import { DelayedSpinner } from '../../components/DelayedSpinner.js';
import { useScreenArea } from '../../components/layout.js';
import { RetryError } from '../../components/RetryError.js';
import { ScrollView } from '../../components/ScrollView.js';
import { theme } from '../../components/theme.js';
import { ListFrame, ListStatusLine } from '../listScreen/ListFrame.js';
import type { AgentRow } from '../../state/agentsSlice.js';
import { useAppStore } from '../../state/context.js';
import { formatClock } from '../../state/setsDerived.js';
import { agentValuesCell, agentValuesText } from '../staleness.js';
import { VALUES_WIDE, agentColumns, bindingsOf, bindingsText, sessionsCell, statusCell } from './format.js';
import { useAgentsScreen } from './useAgentsScreen.js';
import { AgentDetailBody } from './detailView.js';
import { AgentLogsBody, AgentTable, RedeployConfirm, RollbackConfirm, type AgentRowCells } from './views.js';

/** The detail's "values" field: its state and why ("–" fields are left out: it binds no secret set). */
function detailValues(s: AgentStaleness | undefined, now: number) {
  if (!s || s.sets.length === 0) return undefined;
  const tone = s.state === 'current' ? 'ok' : s.state === 'stale' ? 'warning' : 'muted';
  return {
    text: `${s.state === 'stale' ? '⚠ ' : s.state === 'unknown' ? '? ' : ''}${agentValuesText(s, now)}`,
    tone,
  } as const;
}

/** Lines the list uses besides its rows: summary, filter/status, column header, the selected row's note. */
const CHROME_LINES = 4;
const NO_PROBLEMS: never[] = [];

export function Agents({ agent, view }: { agent?: string; view?: 'detail' | 'logs' }) {
  const { width, height } = useScreenArea();
  const list = useAppStore((s) => s.agentsList);
  const loading = useAppStore((s) => s.agentsLoading);
  const listError = useAppStore((s) => s.agentsError);
  const loadedAt = useAppStore((s) => s.agentsLoadedAt);
  const filter = useAppStore((s) => s.agentsView.filter);
  const details = useAppStore((s) => s.agentDetails);
  const logs = useAppStore((s) => s.agentLogs);
  const agentSessions = useAppStore((s) => s.agentSessions);
  const rollbackPlans = useAppStore((s) => s.rollbackPlans);
  const sets = useAppStore((s) => s.sets);
  const usage = useAppStore((s) => s.usage);
  const enabled = useAppStore((s) => s.usageEnabled);
  const onEmulator = useAppStore((s) => s.target.kind === 'emulator');

  const rowsHeight = Math.max(1, height - CHROME_LINES);
  const detailHeight = Math.max(1, height - 1);
  // Logs: title, error (or blank) line, the lines, the line under them.
  const logsHeight = Math.max(1, height - 3);
  const screen = useAgentsScreen({ route: { agent, view }, rowsHeight, detailHeight, logsHeight });
  const { mode } = screen.state;

  // The store's binding report (the set list's `!` and `secrets doctor` read the same one).
  const problems = useAppStore((s) => s.problemsByAgent);
  // Which values each agent runs: the store's staleness (api/secrets/staleness.ts, as `agents list`'s VALUES).
  const staleness = useAppStore((s) => s.agentStaleness);
  const now = useAppStore((s) => s.clockNow)();
  const cols = useMemo(() => agentColumns(width), [width]);
  const cellsOf = (row: AgentRow): AgentRowCells => {
    const entry = details[row.name];
    const own = problems.get(row.name);
    return {
      name: row.name,
      region: row.region ?? '?',
      status: statusCell(entry),
      sessions: sessionsCell(entry),
      values: agentValuesCell(staleness.get(row.name), now, cols.values >= VALUES_WIDE),
      bindings: bindingsText(bindingsOf(row, usage, entry?.detail), own),
      problem: own !== undefined,
    };
  };

  if (!enabled) {
    return <Text>Agents are not available here: this target has no agents client.</Text>;
  }

  if (mode.kind === 'confirmRollback') {
    return (
      <RollbackConfirm
        name={mode.name}
        entry={rollbackPlans[mode.name]}
        onYes={screen.confirmRollback}
        onNo={() => screen.dispatch({ type: 'closeRollback' })}
      />
    );
  }

  if (mode.kind === 'confirmRedeploy') {
    return (
      <RedeployConfirm
        name={mode.name}
        entry={details[mode.name]}
        onYes={screen.confirmRedeploy}
        onNo={() => screen.dispatch({ type: 'closeRedeploy' })}
      />
    );
  }

  if (mode.kind === 'detail') {
    const entry = details[mode.name];
    const row = list?.find((r) => r.name === mode.name);
    return (
      <Box flexDirection="column" height={height}>
        <ScrollView height={detailHeight} offset={screen.offset} onMeasure={screen.onMeasure}>
          <AgentDetailBody
            name={mode.name}
            entry={entry}
            {...(row?.region !== undefined ? { region: row.region } : {})}
            status={statusCell(entry)}
            sets={sets}
            problems={problems.get(mode.name) ?? NO_PROBLEMS}
            sessions={agentSessions[mode.name]}
            values={detailValues(staleness.get(mode.name), now)}
          />
        </ScrollView>
        <Text color={theme.muted} wrap="truncate-end">
          {screen.hiddenBelow > 0
            ? `… ${screen.hiddenBelow} more ${screen.hiddenBelow === 1 ? 'line' : 'lines'} (j)`
            : screen.detailPoll !== null
              ? `⟳ following while it deploys (${Math.round(screen.detailPoll / 1000)} s)`
              : ' '}
        </Text>
      </Box>
    );
  }

  if (mode.kind === 'logs') {
    return (
      <AgentLogsBody
        name={mode.name}
        entry={logs[mode.name]}
        follow={mode.follow}
        nextRead={screen.logsPoll}
        height={logsHeight}
        offset={screen.offset}
        onMeasure={screen.onMeasure}
        hiddenBelow={screen.hiddenBelow}
        query={mode.query}
        search={mode.searching ? screen.search : null}
      />
    );
  }

  const rows = screen.rows;
  const total = list?.length ?? 0;
  const summary =
    list === null
      ? listError
        ? 'not loaded'
        : 'loading…'
      : `${total} ${total === 1 ? 'agent' : 'agents'}${loadedAt !== null ? ` · updated ${formatClock(loadedAt)}` : ''}`;

  let body;
  if (list === null) {
    body = listError ? (
      <RetryError message={`could not load the agents: ${listError}`} />
    ) : (
      <DelayedSpinner label="loading agents…" />
    );
  } else if (list.length === 0) {
    body = (
      <Text wrap="wrap">
        {onEmulator
          ? 'No agents yet. To try the Agents screen and rollouts locally, seed the emulator once: agentdeck emulator --seed-sets 3 --seed-agents 6 (Ctrl+C once it listens), then come back.'
          : 'No agents yet. Deploy one with the official CLI (pipecat cloud deploy).'}
      </Text>
    );
  } else if (rows.length === 0) {
    body = <Text>No agent matches the filter. Esc clears it.</Text>;
  } else {
    body = (
      <AgentTable
        rows={rows}
        selectedIndex={screen.selectedIndex}
        start={screen.start}
        height={rowsHeight}
        cols={cols}
        cellsOf={cellsOf}
      />
    );
  }

  const selected = screen.selected;
  const selectedStatus = selected ? statusCell(details[selected.name]) : undefined;
  const selectedProblem = selected ? problems.get(selected.name)?.[0] : undefined;
  const selectedStale = selected ? staleness.get(selected.name) : undefined;
  return (
    <ListFrame
      height={height}
      rowsHeight={rowsHeight}
      summary={
        <Box>
          <Text bold color={theme.accent}>
            Agents
          </Text>
          <Text bold wrap="truncate-end">{`  ${summary}`}</Text>
          {loading && list !== null ? (
            <Box marginLeft={2}>
              <DelayedSpinner label="refreshing" />
            </Box>
          ) : null}
        </Box>
      }
      status={
        <ListStatusLine
          error={list !== null ? listError : null}
          filter={{ value: filter, editing: mode.kind === 'filter', cursor: screen.filterCursor }}
          notes={
            filter !== '' || mode.kind === 'filter' ? (rows.length !== total ? [`showing ${rows.length}`] : []) : []
          }
        />
      }
      body={body}
      detail={
        selectedStatus &&
        (selectedStatus.kind === 'failed' ||
          selectedStatus.kind === 'unavailable' ||
          selectedStatus.kind === 'unreadable') &&
        selectedStatus.message ? (
          <Text color={theme.error} wrap="truncate-end">{`✖ ${selected!.name}: ${selectedStatus.message}`}</Text>
        ) : selectedProblem ? (
          <Text color={theme.warning} wrap="truncate-end">{`⚠ ${selectedProblem.message}`}</Text>
        ) : selectedStale && selectedStale.state !== 'current' ? (
          <Text
            color={selectedStale.state === 'stale' ? theme.warning : theme.muted}
            wrap="truncate-end"
          >{`${selectedStale.state === 'stale' ? '⚠' : '?'} ${selected!.name}: ${agentValuesText(selectedStale, now)}`}</Text>
        ) : (
          <Text> </Text>
        )
      }
    />
  );
}

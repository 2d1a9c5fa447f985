// The Environments screen (the tab after Agents): agentdeck.toml's environments × regions, each with its drift — in
// sync, N changes, N stale agents, failed, or cannot read (and why) — and where the project file is (or that there is
// none, and where it was looked for). Enter shows an environment's plan in detail (the words `agentdeck plan`
// prints; never a value); `a` applies it after the CLI's question (a protected environment's name typed), and the
// rollout view follows each rollout the apply starts. P in the plan makes that apply remove the keys not in the
// source (the command line's --prune), named in the plan and in the question. Shape: pure model (model.ts), text (format.ts), a hook
// (useEnvironments.ts) and views (views.tsx).
import { Box, Text } from 'ink';
import { useMemo } from 'react';
import { DelayedSpinner } from '../../components/DelayedSpinner.js';
import { useScreenArea } from '../../components/layout.js';
import { ScrollView } from '../../components/ScrollView.js';
import { theme } from '../../components/theme.js';
import { useAppStore } from '../../state/context.js';
import type { ProjectView } from '../../state/projectSlice.js';
import { formatClock } from '../../state/setsDerived.js';
import { ListFrame, ListStatusLine } from '../listScreen/ListFrame.js';
import { planHeading, planLines, pruneLine } from './format.js';
import { useEnvironments } from './useEnvironments.js';
import { ApplyQuestion, EnvironmentTable, PlanBody, environmentColumns } from './views.js';

/** Lines the list uses besides its rows: title, where the file is, filter/status, column header, the row's note. */
const CHROME_LINES = 5;

function whereLine(project: ProjectView | null): string {
  if (!project) return 'looking for agentdeck.toml…';
  const l = project.location;
  return l.found ? `project ${l.path}` : `${l.message} (looked in ${l.searched} and its parents)`;
}

export function Environments({ env }: { env?: string }) {
  const { width, height } = useScreenArea();
  const enabled = useAppStore((s) => s.projectEnabled);
  const project = useAppStore((s) => s.project);
  const loading = useAppStore((s) => s.projectLoading);
  const filter = useAppStore((s) => s.environmentsView.filter);
  const run = useAppStore((s) => s.projectApply);
  const now = useAppStore((s) => s.project?.readAt ?? 0);

  const rowsHeight = Math.max(1, height - CHROME_LINES);
  const planHeight = Math.max(1, height - 1);
  const screen = useEnvironments({ route: { env }, rowsHeight, planHeight });
  const { mode } = screen.state;
  const cols = useMemo(() => environmentColumns(screen.allRows, width), [screen.allRows, width]);

  if (!enabled) return <Text>Environments are not available here: this app was started without a project reader.</Text>;

  const entryOf = (env: string) => project?.environments.find((e) => e.env === env);

  if (mode.kind === 'confirmApply') {
    const entry = entryOf(mode.env);
    if (entry) return <ApplyQuestion entry={entry} prune={mode.prune} onAnswer={screen.answerApply} />;
  }

  if (mode.kind === 'plan' || mode.kind === 'confirmApply') {
    const entry = entryOf(mode.env);
    if (!entry) return <Text>{`${mode.env} is no longer in the project file. Esc goes back.`}</Text>;
    return (
      <Box flexDirection="column" height={height}>
        <ScrollView height={planHeight} offset={screen.offset} onMeasure={screen.onMeasure}>
          <PlanBody
            entry={entry}
            heading={planHeading(entry)}
            prune={pruneLine(entry, mode.prune)}
            lines={planLines(entry, now, mode.prune)}
            run={run}
          />
        </ScrollView>
        <Text color={theme.muted} wrap="truncate-end">
          {screen.hiddenBelow > 0
            ? `… ${screen.hiddenBelow} more ${screen.hiddenBelow === 1 ? 'line' : 'lines'} (j)`
            : loading
              ? 'reading again…'
              : ' '}
        </Text>
      </Box>
    );
  }

  const rows = screen.rows;
  const total = screen.allRows.length;
  const envCount = project?.environments.length ?? 0;
  const summary =
    project === null
      ? 'reading…'
      : !project.location.found
        ? `no project file · looked ${formatClock(project.readAt)}`
        : project.problems
          ? `the project file cannot be used · read ${formatClock(project.readAt)}`
          : `${envCount} ${envCount === 1 ? 'environment' : 'environments'} · ${total} ${total === 1 ? 'region' : 'regions'} · read ${formatClock(project.readAt)}`;

  let body;
  if (project === null) body = <DelayedSpinner label="reading agentdeck.toml and the cloud…" />;
  else if (!project.location.found)
    body = (
      <Text wrap="wrap">
        agentdeck.toml says which sets, keys and bindings each environment (staging, prod …) should hold. Write one from
        what the cloud holds now with: agentdeck init — then r reads it.
      </Text>
    );
  else if (project.problems)
    body = (
      <Box flexDirection="column">
        <Text color={theme.error}>The project file cannot be used (nothing is read or written until it is fixed):</Text>
        {project.problems.map((p, i) => (
          <Text key={i} color={theme.error} wrap="wrap">{`  ${p}`}</Text>
        ))}
      </Box>
    );
  else if (total === 0) body = <Text>The project file names no environment.</Text>;
  else if (rows.length === 0) body = <Text>No environment matches the filter. Esc clears it.</Text>;
  else
    body = (
      <EnvironmentTable
        rows={rows}
        selectedIndex={screen.selectedIndex}
        start={screen.start}
        height={rowsHeight}
        cols={cols}
      />
    );

  const selected = screen.selected;
  const note = selected
    ? `${selected.env}: organization ${selected.organization}${selected.protected ? ', protected (apply asks for its name)' : ''}${
        selected.drift.kind === 'unreadable' ? ` · cannot read: ${selected.what}` : ''
      }`
    : project?.warnings[0];
  return (
    <ListFrame
      height={height}
      rowsHeight={rowsHeight}
      summary={
        <Box flexDirection="column">
          <Box>
            <Text bold color={theme.accent}>
              Environments
            </Text>
            <Text bold wrap="truncate-end">{`  ${summary}`}</Text>
            {loading && project !== null ? (
              <Box marginLeft={2}>
                <DelayedSpinner label="reading" />
              </Box>
            ) : null}
          </Box>
          <Text color={project?.location.found === false ? theme.warning : theme.muted} wrap="truncate-end">
            {whereLine(project)}
          </Text>
        </Box>
      }
      status={
        <ListStatusLine
          error={null}
          filter={{ value: filter, editing: mode.kind === 'filter', cursor: screen.filterCursor }}
          notes={[
            ...(run && (run.phase === 'checking' || run.phase === 'applying') ? [`⟳ applying ${run.env}`] : []),
            ...((filter !== '' || mode.kind === 'filter') && rows.length !== total ? [`showing ${rows.length}`] : []),
          ]}
        />
      }
      body={body}
      detail={
        note ? (
          <Text color={selected?.drift.kind === 'unreadable' ? theme.error : theme.muted} wrap="truncate-end">
            {note}
          </Text>
        ) : (
          <Text> </Text>
        )
      }
    />
  );
}

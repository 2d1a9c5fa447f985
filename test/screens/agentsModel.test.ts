// The Agents screen's pure model: views, where Esc goes (a route that opened an agent goes back there), scrolling
// within bounds, following the logs (held at the newest line; scrolling back stops it), the redeploy confirmation;
// and the pure text: columns that fit, bindings with ⚠, status before and after the detail is read, log lines.
import { describe, expect, it } from 'vitest';
import type { AgentDetail } from '../../src/api/agents/client.js';
import { bindingReport, bindingsMapFrom } from '../../src/api/agents/bindings.js';
import {
  agentColumns,
  bindingsText,
  filterAgents,
  logText,
  sessionsNote,
  splitMatches,
  statusCell,
} from '../../src/screens/agents/format.js';
import {
  agentsReducer,
  backLeaves,
  initialAgentsState,
  logsOffset,
  type AgentsScreenState,
} from '../../src/screens/agents/model.js';

const run = (state: AgentsScreenState, ...events: Parameters<typeof agentsReducer>[1][]) =>
  events.reduce(agentsReducer, state);

describe('agents screen model', () => {
  it('list → detail → logs → back → back; Esc on the list leaves the screen', () => {
    const start = initialAgentsState({});
    expect(backLeaves(start)).toBe(true);
    const logs = run(start, { type: 'openDetail', name: 'a' }, { type: 'openLogs', name: 'a' });
    expect(logs.mode).toEqual({
      kind: 'logs',
      name: 'a',
      offset: 0,
      follow: false,
      stick: true,
      query: '',
      searching: false,
    });
    expect(backLeaves(logs)).toBe(false);
    const detail = run(logs, { type: 'back' });
    expect(detail.mode).toEqual({ kind: 'detail', name: 'a', offset: 0 });
    expect(run(detail, { type: 'back' }).mode).toEqual({ kind: 'list' });
  });

  it('a route that opens an agent’s logs (the rollout view) or detail (USED BY) is left from there by Esc', () => {
    const logs = initialAgentsState({ agent: 'bot', view: 'logs' });
    expect(logs).toEqual({
      mode: { kind: 'logs', name: 'bot', offset: 0, follow: false, stick: true, query: '', searching: false },
      entry: 'logs',
    });
    expect(backLeaves(logs)).toBe(true);
    expect(run(logs, { type: 'back' })).toBe(logs);
    const detail = initialAgentsState({ agent: 'bot' });
    expect(backLeaves(detail)).toBe(true);
    // From that detail, its logs go back to the detail, which leaves.
    const fromDetail = run(detail, { type: 'openLogs', name: 'bot' });
    expect(backLeaves(fromDetail)).toBe(false);
    expect(backLeaves(run(fromDetail, { type: 'back' }))).toBe(true);
  });

  it('logs open at the newest line; scrolling back lets go of it and stops following; G and f come back', () => {
    let s = initialAgentsState({ agent: 'a', view: 'logs' });
    if (s.mode.kind !== 'logs') throw new Error('logs');
    expect(logsOffset(s.mode, 10)).toBe(10);
    // New lines arrive: still at the newest.
    expect(logsOffset(s.mode, 12)).toBe(12);
    s = run(s, { type: 'scroll', delta: -3, max: 12 });
    expect(s.mode).toMatchObject({ offset: 9, stick: false });
    s = run(s, { type: 'scroll', delta: -50, max: 12 });
    expect(s.mode).toMatchObject({ offset: 0 });
    s = run(s, { type: 'scroll', delta: 50, max: 12 });
    expect(s.mode).toMatchObject({ offset: 12, stick: true });
    s = run(s, { type: 'scrollTo', to: 'first', max: 12 }, { type: 'toggleFollow', max: 12 });
    expect(s.mode).toMatchObject({ follow: true, stick: true, offset: 12 });
    if (s.mode.kind !== 'logs') throw new Error('logs');
    expect(logsOffset(s.mode, 20)).toBe(20);
    s = run(s, { type: 'scroll', delta: 1, max: 20 });
    expect(s.mode).toMatchObject({ follow: true, stick: true });
    s = run(s, { type: 'scroll', delta: -1, max: 20 });
    expect(s.mode).toMatchObject({ follow: false, stick: false, offset: 19 });
    s = run(s, { type: 'toggleFollow', max: 20 }, { type: 'scrollTo', to: 'first', max: 20 });
    expect(s.mode).toMatchObject({ offset: 0, follow: false, stick: false });
    s = run(s, { type: 'scrollTo', to: 'last', max: 20 });
    expect(s.mode).toMatchObject({ offset: 20, stick: true });
  });

  it('the log search: / opens its field, Enter puts it in force (trimmed) at the newest line, clearSearch ends it', () => {
    const logs = run(initialAgentsState({ agent: 'a', view: 'logs' }), { type: 'scroll', delta: -3, max: 10 });
    const open = run(logs, { type: 'openSearch' });
    expect(open.mode).toMatchObject({ kind: 'logs', searching: true, query: '' });
    const found = run(open, { type: 'search', query: '  timeout ' });
    expect(found.mode).toMatchObject({ searching: false, query: 'timeout', stick: true });
    expect(run(found, { type: 'clearSearch' }).mode).toMatchObject({ searching: false, query: '' });
    // Only over the logs.
    const list = initialAgentsState({});
    expect(run(list, { type: 'openSearch' })).toBe(list);
  });

  it('the redeploy confirmation returns to where it was asked', () => {
    const fromDetail = run(
      initialAgentsState({}),
      { type: 'openDetail', name: 'a' },
      { type: 'askRedeploy', name: 'a' },
    );
    expect(fromDetail.mode).toEqual({ kind: 'confirmRedeploy', name: 'a', from: 'detail' });
    expect(run(fromDetail, { type: 'closeRedeploy' }).mode).toEqual({ kind: 'detail', name: 'a', offset: 0 });
    const fromList = run(initialAgentsState({}), { type: 'askRedeploy', name: 'b' });
    expect(run(fromList, { type: 'closeRedeploy' }).mode).toEqual({ kind: 'list' });
    // Not from the logs or the filter.
    const logs = run(initialAgentsState({}), { type: 'openLogs', name: 'a' });
    expect(run(logs, { type: 'askRedeploy', name: 'a' })).toBe(logs);
  });

  it('the filter opens only from the list', () => {
    const f = run(initialAgentsState({}), { type: 'openFilter' });
    expect(f.mode).toEqual({ kind: 'filter' });
    expect(run(f, { type: 'closeFilter' }).mode).toEqual({ kind: 'list' });
    const d = run(initialAgentsState({ agent: 'a' }), { type: 'openFilter' });
    expect(d.mode.kind).toBe('detail');
  });
});

describe('agents screen text', () => {
  it('columns fit the width: REGION and SESSIONS go first on a narrow terminal', () => {
    for (const width of [40, 60, 80, 100, 160]) {
      const c = agentColumns(width);
      expect(2 + c.name + c.region + c.status + c.sessions + c.values + c.bindings, `${width}`).toBeLessThanOrEqual(
        Math.max(width, 2 + 17 + 10),
      );
    }
    expect(agentColumns(65).region).toBe(0);
    expect(agentColumns(55)).toMatchObject({ region: 0, sessions: 0 });
  });

  it('bindings: sets, then the pull secret, ⚠ on the ones with a problem; … while unknown, – for none', () => {
    const sets = [
      { name: 'keys', type: 'secret' as const, region: 'us-west', status: 'ready' as const },
      { name: 'fresh', type: 'secret' as const, region: 'us-west', status: 'pending' as const },
      { name: 'pull', type: 'imagePullSecret' as const, region: 'us-east', status: 'ready' as const },
    ];
    const rows = [
      { name: 'bot', region: 'us-west', bindings: { secretSets: ['keys', 'fresh'], imagePullSecret: 'pull' } },
      { name: 'fine', region: 'us-west', bindings: { secretSets: ['keys'] } },
      { name: 'unknown', region: 'us-west' },
    ];
    const uses = rows.flatMap((r) => (r.bindings ? [{ name: r.name, region: r.region, ...r.bindings }] : []));
    const problems = bindingReport(sets, bindingsMapFrom(uses, [], 0, 0)).byAgent;
    expect(bindingsText(rows[0]!.bindings, problems.get('bot'))).toBe('keys, fresh ⚠ · pull pull ⚠');
    expect(
      problems
        .get('bot')
        ?.map((p) => p.kind)
        .sort(),
    ).toEqual(['region-mismatch', 'set-pending']);
    expect(bindingsText(rows[1]!.bindings, problems.get('fine'))).toBe('keys');
    expect(problems.has('fine')).toBe(false);
    expect(bindingsText(undefined, undefined)).toBe('…');
    expect(bindingsText({ secretSets: [] }, undefined)).toBe('–');
  });

  it('status: … until read, ? unreadable on an error, else the glyph and word', () => {
    expect(statusCell(undefined)).toEqual({ text: '…', kind: 'reading' });
    expect(statusCell({ loading: false, error: 'boom' })).toEqual({
      text: '? unreadable',
      kind: 'unreadable',
      message: 'boom',
    });
    const zero: AgentDetail = {
      name: 'a',
      bindings: null,
      ready: true,
      currentRevision: { phase: 'Active', readyReplicas: 0 },
    };
    expect(statusCell({ loading: false, detail: zero }).text).toBe('○ scaled to zero');
    expect(sessionsNote({ loading: false, detail: { ...zero, activeSessionCount: 3 } })).toContain(
      'It has 3 live sessions: they continue on the previous revision',
    );
    expect(sessionsNote({ loading: false, detail: { ...zero, activeSessionCount: 0 } })).toBe('No live sessions.');
    expect(sessionsNote(undefined)).toContain('not known');
  });

  it('a log line: time and deployment first; a traceback keeps its lines, indented', () => {
    expect(logText({ log: 'INFO ready', timestamp: '2026-01-02T03:04:05.123Z', deploymentId: 'abcdef0123' })).toBe(
      '2026-01-02 03:04:05Z abcdef01  INFO ready',
    );
    expect(logText({ log: 'Traceback:\n  File x\nValueError\n' })).toBe('Traceback:\n      File x\n    ValueError');
  });

  it('a log line is cut around each match of the search, in either case, for the highlight', () => {
    expect(splitMatches('WARN Timeout; timeout again', 'timeout')).toEqual([
      { text: 'WARN ', match: false },
      { text: 'Timeout', match: true },
      { text: '; ', match: false },
      { text: 'timeout', match: true },
      { text: ' again', match: false },
    ]);
    expect(splitMatches('no match here', 'zzz')).toEqual([{ text: 'no match here', match: false }]);
    expect(splitMatches('anything', '')).toEqual([{ text: 'anything', match: false }]);
    expect(splitMatches('aaaa', 'aa')).toEqual([
      { text: 'aa', match: true },
      { text: 'aa', match: true },
    ]);
  });

  it('the filter is a case-insensitive part of the name', () => {
    const rows = [{ name: 'Voice-Bot' }, { name: 'video-bot' }];
    expect(filterAgents(rows, 'VOICE').map((r) => r.name)).toEqual(['Voice-Bot']);
    expect(filterAgents(rows, ' ')).toBe(rows);
  });
});

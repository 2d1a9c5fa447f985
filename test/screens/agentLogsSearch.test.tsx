// The Agents screen's log search: `/` opens a field over the logs, Enter asks the service for the lines holding the
// text (the client's `query` option), the matches are highlighted (inverse), Esc in the field or in the logs clears
// the search (then Esc leaves the logs). Typed one key at a time and in one write.
import { describe, expect, it } from 'vitest';
import type { AgentLogLine } from '../../src/api/agents/client.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, tidy } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { createTableAgentsApi, dep, sampleDetails, sampleSecrets } from './agents.fixtures.js';

function lines(): AgentLogLine[] {
  const words = ['INFO call started', 'WARN Timeout talking to the LLM', 'INFO call ended', 'ERROR timeout again'];
  return Array.from({ length: 12 }, (_, i) => ({
    log: `${words[i % words.length]!} #${i + 1}`,
    timestamp: `2026-01-02T02:00:${String(i).padStart(2, '0')}.000Z`,
    deploymentId: dep('alpha-bot', 2),
  }));
}

async function openLogs() {
  const table = createTableAgentsApi(sampleDetails());
  table.logs.set('alpha-bot', lines());
  const app = await renderApp({ secrets: sampleSecrets(), agents: table.api, columns: 100, rows: 24 });
  await waitFor(() => expect(app.frame()).toContain('updated'));
  await app.press('4');
  await waitFor(() => expect(app.frame()).toContain('› alpha-bot'));
  await app.press('l');
  await waitFor(() => expect(app.frame()).toContain('12 lines of 12'));
  return { app, table };
}

describe('log search', () => {
  it('/ types a search; Enter asks the service for it; matches are highlighted; Esc clears, then leaves', async () => {
    const { app, table } = await openLogs();
    await app.press('/');
    await waitFor(() => expect(app.frame()).toContain('/ ▌  enter search · esc clear'));
    // q and ? are text in the field, not keys.
    await app.press('t', 'i', 'm', 'e');
    await waitFor(() => expect(app.frame()).toContain('/ time▌'));
    await app.type('out');
    await waitFor(() => expect(app.frame()).toContain('/ timeout▌'));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('6 lines of 6 holding “timeout”'));
    expect(table.stats.logQueries.at(-1)).toBe('timeout');
    expect(app.frame()).not.toContain('call started');
    expect(app.frame()).toContain('/ timeout  the service’s search · / changes it · esc clears it');
    expect(tidy(app.frame())).toMatchSnapshot('logs searched');
    // The matches are highlighted in inverse video (FORCE_COLOR=0 here draws them plain: agentsModel.test.ts checks
    // where the highlight falls).
    // Esc clears the search: every line again; a second Esc leaves the logs.
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('12 lines of 12'));
    expect(table.stats.logQueries.at(-1)).toBe('');
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('revisions'));
  });

  it('typed in one write; Esc in the field clears it; a search nothing holds says so', async () => {
    const { app, table } = await openLogs();
    await app.type('/nothing-like-it\r');
    await waitFor(() => expect(app.frame()).toContain('no log line holds “nothing-like-it”'));
    expect(table.stats.logQueries.at(-1)).toBe('nothing-like-it');
    await app.type('/');
    await waitFor(() => expect(app.frame()).toContain('/ nothing-like-it▌'));
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('12 lines of 12'));
    expect(app.frame()).not.toContain('holding');
  });
});

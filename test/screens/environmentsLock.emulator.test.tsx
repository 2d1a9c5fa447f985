// The app's apply and the command line's rollout lock, two processes on one state dir against the emulator: while
// `agentdeck agents redeploy --uses app-us-west` (a second process, the built bin) rolls that set out, the app's
// apply of prod skips it — saying which process holds it and since when — and applies the rest (app-us-east); once
// the command line is done, a lock left by a process that is gone is taken over (said in the steps), and the apply
// finishes the set: prod in sync, no lock left. Needs dist/ (npm run build). No value is ever drawn.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { journalKey } from '../../src/api/rollout/journal.js';
import { realClock } from '../../src/api/rollout/runner.js';
import { rolloutJournalDir } from '../../src/config/paths.js';
import { fileRolloutLocks, liveHolder, lockPath } from '../../src/config/rolloutLock.js';
import { projectSource } from '../../src/project/appSource.js';
import { DIST_MAIN, ROOT } from '../cli/helpers.js';
import { PROJECT, startProjectWorld, type ProjectWorld } from '../project/helpers.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const PROD = 'OPENAI_API_KEY=prod-openai-value-1\nDEEPGRAM_API_KEY=prod-deepgram-value-1\n';
const VALUES = ['prod-openai-value-1', 'prod-deepgram-value-1', 'prod-openai-value-2'];

let world: ProjectWorld | undefined;
let source: ReturnType<typeof projectSource> | undefined;
afterEach(async () => {
  await source?.close();
  await world?.close();
  world = undefined;
  source = undefined;
});

describe('the app’s apply and a rollout the command line runs', () => {
  it('skips the set another process rolls out (who, since when), applies the rest, then finishes it', async () => {
    // Deployments slow enough that the command line still holds its lock while the app applies; one agent per set,
    // so the command line redeploys once and the cloud stays as the app read it until the command line ends.
    world = await startProjectWorld(['voice-bot-us-west', 'voice-bot-us-east'], { deployMs: 5000 });
    const w = world;
    w.write('agentdeck.toml', PROJECT.slice(0, PROJECT.indexOf('[agents.support-bot]')));
    w.write('.env.staging', 'OPENAI_API_KEY=s1\nDEEPGRAM_API_KEY=s2\n');
    w.write('.env.prod', PROD);
    const first = await w.run(['apply', '-e', 'prod', '-s']);
    expect(first.code, first.stderr).toBe(0);
    w.write('.env.prod', PROD.replace('prod-openai-value-1', 'prod-openai-value-2'));

    // The rollout lock key the command line and the app share: host and organization, then the set.
    const host = new URL(w.emu.apiHost).host;
    const westKey = journalKey(`${host} · org local`, { set: 'app-us-west' });
    const lockFile = lockPath(rolloutJournalDir(w.env), westKey);

    const cli = spawn(
      process.execPath,
      [DIST_MAIN, 'agents', 'redeploy', '--uses', 'app-us-west', '--all', '-s', '-o', 'local'],
      { env: w.env, cwd: ROOT, stdio: 'pipe' },
    );
    let cliErr = '';
    cli.stderr.setEncoding('utf8').on('data', (d: string) => (cliErr += d));
    cli.stdout.resume();
    cli.stdin.end();
    const cliExit = new Promise<number | null>((resolve) => cli.on('close', resolve));
    await waitFor(() => expect(liveHolder(lockFile)?.pid, cliErr).toBe(cli.pid), { interval: 50, tries: 400 });
    await waitFor(() => expect(cliErr).toMatch(/voice-bot-us-west: (requesting|waiting|rolling)/), {
      interval: 50,
      tries: 400,
    });

    source = projectSource({
      cwd: w.dir,
      env: w.env,
      startEmbeddedEmulator: () => Promise.reject(new Error('no embedded emulator in this test')),
    });
    const { secrets, agents } = w.clients('local');
    const app = await renderApp({
      secrets,
      agents,
      project: source,
      columns: 110,
      rows: 30,
      // The real clock: the holder's "since" is read against it (as the app does).
      clock: { now: () => Date.now() },
      rolloutClock: realClock,
      rolloutLocks: fileRolloutLocks(w.env),
    });
    await app.press('5');
    await waitFor(() => expect(app.frame()).toMatch(/environments · 4 regions · read/), { interval: 50, tries: 300 });
    await app.press('G', 'a');
    await waitFor(() => expect(app.frame()).toContain('prod is protected: type its name'));
    await app.type(`prod${KEYS.enter}`);
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toMatch(/partial|stopped|done|failed/), {
      interval: 50,
      tries: 1200,
    });
    const run = app.store.getState().projectApply!;
    const steps = run.steps.map((s) => s.text);
    expect(run.phase, steps.join('\n')).toBe('partial');
    expect(steps.join('\n')).toMatch(
      new RegExp(
        `prod: skipped app-us-west: another rollout of 'app-us-west' is in progress: pid ${cli.pid} on ${hostname()} \\(agentdeck agents redeploy --uses app-us-west\\), since \\d\\d:\\d\\d:\\d\\d UTC \\(\\d+ s ago\\)`,
      ),
    );
    expect(steps).toContain('prod: wrote app-us-east');
    expect(steps).not.toContain('prod: wrote app-us-west');
    expect(steps.at(-1)).toBe(
      'prod: applied (1 write), except app-us-west: another process is rolling it out. a applies again once it ends',
    );
    // The app holds no lock once its apply ended; the command line's is still its own.
    const eastKey = journalKey(`${host} · org local`, { set: 'app-us-east' });
    expect(liveHolder(lockPath(rolloutJournalDir(w.env), eastKey))).toBeUndefined();
    expect(await cliExit, cliErr).toBe(0);
    expect(liveHolder(lockFile)).toBeUndefined();

    // A lock left behind by a process that is gone: the next apply takes it over and says so.
    const dead = 2 ** 22 + 12_345; // above Linux's pid_max default: no such process
    mkdirSync(rolloutJournalDir(w.env), { recursive: true });
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: dead, host: hostname(), since: Date.now() - 60_000, beat: Date.now(), token: 'x' }),
    );
    if (app.store.getState().routes.at(-1)?.name === 'rollout') await app.press(KEYS.esc);
    await waitFor(() => expect(app.store.getState().projectLoading).toBe(false), { interval: 50, tries: 300 });
    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('prod is protected: type its name'));
    await app.type(`prod${KEYS.enter}`);
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toMatch(/^(done|stopped|failed)$/), {
      interval: 50,
      tries: 1200,
    });
    const again = app.store.getState().projectApply!.steps.map((s) => s.text);
    expect(app.store.getState().projectApply!.phase, again.join('\n')).toBe('done');
    expect(again).toContain(
      `prod: note: an earlier rollout of 'app-us-west' by pid ${dead} on ${hostname()}, since ${again.join('\n').match(/since (\d\d:\d\d:\d\d UTC)/)?.[1]} (1 min ago) left its lock behind (process ${dead} is no longer running); this app took it over`,
    );
    expect(again).toContain('prod: wrote app-us-west');
    expect(liveHolder(lockFile)).toBeUndefined();
    await waitFor(
      () => expect(app.store.getState().project?.environments.find((e) => e.env === 'prod')?.plan?.inSync).toBe(true),
      { interval: 50, tries: 600 },
    );
    for (const frame of app.frames) for (const v of VALUES) expect(frame).not.toContain(v);
  }, 180_000);
});

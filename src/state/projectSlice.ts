// The Environments screen's data: where agentdeck.toml is, each environment's plan read through AppDeps.project
// (project/appSource.ts: the same plan data `agentdeck plan` prints — names, states and reasons, never a value),
// which row is selected and the filter, and the one apply this app runs at a time (its steps in words, how it
// ended). An apply's rollouts run in the rollout slice, so the rollout view follows them as it follows any other.
// Each set the apply writes or rolls out is held under the command line's rollout lock (holdRolloutLock) until the
// environment's apply ends; a set whose lock another process holds is skipped, and the summary says so. The apply is
// told which redeploys and follows the confirmed plan showed (none when its deployments were not read): one it finds
// besides them stops it, and the plan it read takes this environment's place, for the next `a`.
import type { StateCreator } from 'zustand/vanilla';
import { journalKey } from '../api/rollout/journal.js';
import type { ApplyResult, ApplyStep, EnvironmentRead, ProjectLocation } from '../project/appSource.js';
import { deploymentActions } from '../project/deploymentActions.js';
import { deploymentsFoundWords } from '../project/words.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
import type { AppState } from './store.js';

/** An environment as the store keeps it: its failure as one line. */
export type EnvironmentEntry = Omit<EnvironmentRead, 'error'> & { error?: string };

export interface ProjectView {
  location: ProjectLocation;
  /** The file cannot be used (each problem one line). */
  problems?: string[];
  warnings: string[];
  environments: EnvironmentEntry[];
  readAt: number;
}

/**
 * `partial`: applied, except the sets another process was rolling out (`skipped`). `checked`: not applied, reading the
 * deployments found a redeploy or a follow the plan did not show (the plan now shows it).
 */
export type ApplyPhase =
  'checking' | 'applying' | 'done' | 'partial' | 'stopped' | 'changed' | 'checked' | 'in-sync' | 'failed';

export interface ProjectApplyRun {
  env: string;
  /** When it was confirmed (the clock's). */
  startedAt: number;
  phase: ApplyPhase;
  steps: ApplyStep[];
  /** Why it stopped or failed. */
  stopped?: string;
  /** Keys not in the source were removed (P in the plan). */
  prune: boolean;
  /** Sets left alone: another process holds their rollout lock (who, since when). */
  skipped?: Array<{ set: string; why: string }>;
}

export interface EnvironmentsSelection {
  /** `/` filter: a case-insensitive part of "env region". */
  filter: string;
  /** The selected row's key ("env region"), kept across reads. */
  selectedKey: string | null;
}

export interface ProjectSlice {
  /** The app was given a project source (AppDeps.project). */
  projectEnabled: boolean;
  /** Null until the first read ends. */
  project: ProjectView | null;
  projectLoading: boolean;
  environmentsView: EnvironmentsSelection;
  setEnvironmentsFilter(filter: string): void;
  selectEnvironmentRow(key: string): void;
  /** Reads the file and every environment again. Never rejects. */
  loadProject(): Promise<void>;
  projectApply: ProjectApplyRun | null;
  /** The app can apply (this build's project source has apply). */
  applyAvailable: boolean;
  /**
   * Applies `env`'s plan as shown (the user confirmed it): re-read first, and nothing done when the cloud changed
   * since. With `prune`, keys in the cloud and not in the source are removed. False when it cannot start (another
   * apply runs, apply not available, nothing read): a toast says why.
   */
  applyEnvironment(env: string, opts?: { prune?: boolean }): boolean;
}

const applying = (run: ProjectApplyRun | null) =>
  run !== null && (run.phase === 'checking' || run.phase === 'applying');

function entryOf(e: EnvironmentRead): EnvironmentEntry {
  const { error, ...rest } = e;
  return error === undefined ? rest : { ...rest, error: errorText(error) };
}

export const createProjectSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], ProjectSlice> =>
  (set, get) => {
    const source = deps.project;
    let readSeq = 0;

    const patchApply = (patch: Partial<ProjectApplyRun>) =>
      set((s) => (s.projectApply ? { projectApply: { ...s.projectApply, ...patch } } : s));
    const step = (text: string, tone: ApplyStep['tone'] = 'info') =>
      set((s) =>
        s.projectApply ? { projectApply: { ...s.projectApply, steps: [...s.projectApply.steps, { text, tone }] } } : s,
      );
    const replaceEnvironment = (read: EnvironmentRead) =>
      set((s) =>
        s.project
          ? {
              project: {
                ...s.project,
                environments: s.project.environments.map((e) => (e.env === read.env ? entryOf(read) : e)),
                readAt: deps.clock.now(),
              },
            }
          : s,
      );

    const ended = (env: string, result: ApplyResult) => {
      if (result.kind === 'changed') {
        replaceEnvironment(result.read);
        step('the cloud changed since the plan was shown: nothing was done; here is the plan again', 'error');
        patchApply({ phase: 'changed' });
      } else if (result.kind === 'checked') {
        replaceEnvironment(result.read);
        step(
          `${env}: reading each agent's deployment found ${deploymentsFoundWords(result.found)} — nothing was done; here is the plan: a applies it`,
          'error',
        );
        patchApply({ phase: 'checked' });
      } else if (result.kind === 'in-sync') {
        replaceEnvironment(result.read);
        step(`${env} is in sync: nothing to do`, 'ok');
        patchApply({ phase: 'in-sync' });
      } else if (result.ok) {
        step(`${env}: applied (${result.writes} ${result.writes === 1 ? 'write' : 'writes'})`, 'ok');
        patchApply({ phase: 'done' });
      } else if (result.skipped && result.skipped.length > 0 && result.stopped === undefined) {
        const names = result.skipped.map((x) => x.set).join(', ');
        step(
          `${env}: applied (${result.writes} ${result.writes === 1 ? 'write' : 'writes'}), except ${names}: another process is rolling ${result.skipped.length === 1 ? 'it' : 'them'} out. a applies again once it ends`,
          'error',
        );
        patchApply({ phase: 'partial', skipped: result.skipped });
      } else {
        const why = result.stopped ?? 'a step failed';
        step(`${env}: stopped: ${why}. a applies again and carries on from what is done`, 'error');
        patchApply({ phase: 'stopped', stopped: why, ...(result.skipped ? { skipped: result.skipped } : {}) });
      }
    };

    return {
      projectEnabled: source !== undefined,
      project: null,
      projectLoading: false,
      environmentsView: { filter: '', selectedKey: null },
      setEnvironmentsFilter: (filter) => set((s) => ({ environmentsView: { ...s.environmentsView, filter } })),
      selectEnvironmentRow: (key) => set((s) => ({ environmentsView: { ...s.environmentsView, selectedKey: key } })),

      loadProject: async () => {
        if (!source) return;
        const id = ++readSeq;
        set({ projectLoading: true });
        try {
          const read = await source.read({ now: deps.clock.now() });
          if (id !== readSeq) return;
          set({
            project: {
              location: read.location,
              ...(read.problems ? { problems: read.problems } : {}),
              warnings: read.warnings,
              environments: read.environments.map(entryOf),
              readAt: deps.clock.now(),
            },
          });
        } catch (error) {
          // The source answers its problems; a throw is a defect, shown rather than lost.
          if (id === readSeq) get().showToast(`could not read the project: ${errorText(error)}`, 'error');
        } finally {
          if (id === readSeq) set({ projectLoading: false });
        }
      },

      projectApply: null,
      applyAvailable: source?.apply !== undefined,

      applyEnvironment: (env, opts = {}) => {
        const prune = opts.prune === true;
        if (!source?.apply) {
          get().showToast(`apply is not available in the app yet: run agentdeck apply -e ${env}`, 'error');
          return false;
        }
        if (applying(get().projectApply)) {
          get().showToast(`an apply is running (${get().projectApply!.env}): wait for it to end`, 'error');
          return false;
        }
        const entry = get().project?.environments.find((e) => e.env === env);
        if (!entry?.plan || entry.fingerprint === undefined) {
          get().showToast(`${env} could not be read: r reads it again`, 'error');
          return false;
        }
        set({
          projectApply: {
            env,
            startedAt: deps.clock.now(),
            phase: 'checking',
            prune,
            steps: [
              {
                text: `${env}: reading the cloud again…${prune ? ' (keys not in the source are removed)' : ''}`,
                tone: 'info',
              },
            ],
          },
        });
        const apply = source.apply.bind(source);
        // What the confirmed plan showed of the deployments (a plan from the agent list only showed none).
        const shownDeploymentActions = entry.plan.deploymentsChecked ? deploymentActions(entry.plan) : undefined;
        void (async () => {
          try {
            const result = await apply(
              env,
              entry.fingerprint as string,
              {
                onStep: (s) => {
                  if (get().projectApply?.phase === 'checking') patchApply({ phase: 'applying' });
                  step(s.text, s.tone);
                },
                rollout: (call) => {
                  // An apply with nothing to write starts with a rollout: it is applying now (the view follows it).
                  if (get().projectApply?.phase === 'checking') patchApply({ phase: 'applying' });
                  return get().runApplyRollout(call);
                },
                lock: ({ set: name, targetName }) =>
                  get().holdRolloutLock(
                    journalKey(targetName, { set: name }),
                    `'${name}'`,
                    `agentdeck app: apply ${env}`,
                  ),
              },
              {
                ...(prune ? { prune: true } : {}),
                ...(shownDeploymentActions ? { shownDeploymentActions } : {}),
              },
            );
            ended(env, result);
          } catch (error) {
            const why = errorText(error);
            step(`${env}: ${why}`, 'error');
            patchApply({ phase: 'failed', stopped: why });
          }
          // Read again after an apply, except when it ended on a plan to show (a read would replace it).
          const phase = get().projectApply?.phase;
          if (phase !== 'changed' && phase !== 'checked') void get().loadProject();
        })();
        return true;
      },
    };
  };

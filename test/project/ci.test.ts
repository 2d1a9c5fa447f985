// docs/ci.md's workflow, run: its agentdeck steps' commands against the emulator (--seed-project), in a checkout
// holding the page's agentdeck.toml, with the environment variables its jobs set (secrets filled with test values);
// after a rotation of PROD_OPENAI_API_KEY the plan step's comment is the page's, word for word.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { compareWithMarker } from '../../src/api/secrets/setMarker.js';
import { DIST_MAIN, ROOT, isolatedEnv, tempDir } from '../cli/helpers.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';

let emu: TestEmulator | undefined;
afterEach(async () => {
  await emu?.stop();
  emu = undefined;
});

const DOC = readFileSync(join(ROOT, 'docs', 'ci.md'), 'utf8');
const block = (lang: string) => {
  const m = new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(DOC);
  if (!m) throw new Error(`docs/ci.md has no ${lang} block`);
  return m[1];
};

interface Job {
  env: Record<string, string>;
  steps: Array<{ run?: string; env?: Record<string, string> }>;
}

/** A job's variables, `${{ secrets.X }}` filled from `secrets`. */
function jobEnv(job: Job, secrets: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(job.env).map(([k, v]) => {
      const m = /^\$\{\{\s*secrets\.(\w+)\s*\}\}$/.exec(v);
      if (!m || secrets[m[1]] === undefined) throw new Error(`unexpected value for ${k}`);
      return [k, secrets[m[1]]];
    }),
  );
}

function runStep(script: string, env: NodeJS.ProcessEnv, cwd: string) {
  const command = script.replaceAll(
    'npx --yes agentdeck-cli',
    `${JSON.stringify(process.execPath)} ${JSON.stringify(DIST_MAIN)}`,
  );
  // Asynchronous: the emulator answers from this process.
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('bash', ['-e', '-c', command], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('docs/ci.md', () => {
  it("the workflow's plan and apply steps run against the emulator with the variables it sets", async () => {
    emu = await startTestEmulator({ seedProject: true, readyDelayMs: 100, deployMs: 200 });
    const workflow = parse(block('yaml')) as { jobs: { plan: Job; apply: Job } };
    const checkout = tempDir('agentdeck-ci-');
    writeFileSync(join(checkout, 'agentdeck.toml'), block('toml'));
    const secrets: Record<string, string> = {
      PCC_TOKEN_STAGING: emu.keys.userToken,
      PCC_TOKEN_PROD: emu.keys.userToken,
      STAGING_OPENAI_API_KEY: 'ci-staging-openai-value',
      STAGING_DEEPGRAM_API_KEY: 'ci-staging-deepgram-value',
      PROD_OPENAI_API_KEY: 'ci-prod-openai-value',
      PROD_DEEPGRAM_API_KEY: 'ci-prod-deepgram-value',
    };
    const output = join(checkout, 'github-output');
    writeFileSync(output, '');
    const base = isolatedEnv({ PIPECAT_API_HOST: emu.apiHost, GITHUB_OUTPUT: output });
    const steps = (job: Job) => job.steps.filter((s) => s.run?.includes('agentdeck'));

    const plan = steps(workflow.jobs.plan);
    expect(plan).toHaveLength(1);
    const planned = await runStep(plan[0].run!, { ...base, ...jobEnv(workflow.jobs.plan, secrets) }, checkout);
    expect(planned.status, planned.stderr).toBe(0);
    expect(readFileSync(output, 'utf8')).toBe('drift=true\n');
    const comment = readFileSync(join(checkout, 'plan.md'), 'utf8');
    expect(comment, planned.stderr + planned.stdout).toContain('## agentdeck plan');
    expect(comment).toContain('| prod (protected) | local | ⚠️ 2 sets to create, 3 agents to rebind |');

    const apply = steps(workflow.jobs.apply);
    const applied = await runStep(apply[0].run!, { ...base, ...jobEnv(workflow.jobs.apply, secrets) }, checkout);
    expect(applied.status, applied.stderr).toBe(0);

    writeFileSync(output, '');
    const after = await runStep(plan[0].run!, { ...base, ...jobEnv(workflow.jobs.plan, secrets) }, checkout);
    expect(after.status, after.stderr).toBe(0);
    expect(readFileSync(join(checkout, 'plan.md'), 'utf8')).toContain('| prod (protected) | local | ✅ in sync |');

    // staging applied too (the workflow applies prod only), then a rotation in prod only. The new value is one whose tag differs in both prod sets (1 in 62 keeps it: then the
    // comment cannot name the key; test/project/planValues.test.ts covers that).
    const secretsApi = new SecretsClient({
      http: createHttpClient({ baseUrl: emu.apiHost, token: emu.keys.userToken, flavor: 'pipecat' }),
      org: 'local',
    });
    const markers = await Promise.all(
      ['app-us-west', 'app-us-east'].map(async (s) => [s, (await secretsApi.getSecretSet(s)).marker!] as const),
    );
    let rotated = '';
    for (let i = 2; !rotated; i++) {
      const values = new Map([
        ['OPENAI_API_KEY', `ci-prod-openai-value-${i}`],
        ['DEEPGRAM_API_KEY', secrets.PROD_DEEPGRAM_API_KEY],
      ]);
      const told = await Promise.all(markers.map(([s, m]) => compareWithMarker(s, m, values)));
      if (told.every((t) => t.differing?.join() === 'OPENAI_API_KEY')) rotated = values.get('OPENAI_API_KEY')!;
    }
    const staging = await runStep(
      apply[0].run!.replace('-e prod', '-e staging'),
      { ...base, ...jobEnv(workflow.jobs.plan, secrets) },
      checkout,
    );
    expect(staging.status, staging.stderr).toBe(0);
    const rotation = { ...secrets, PROD_OPENAI_API_KEY: rotated };
    const named = await runStep(plan[0].run!, { ...base, ...jobEnv(workflow.jobs.plan, rotation) }, checkout);
    expect(named.status, named.stderr).toBe(0);
    expect(readFileSync(join(checkout, 'plan.md'), 'utf8')).toBe(block('markdown'));
    for (const r of [planned, applied, after, staging, named])
      for (const v of [...Object.values(secrets), rotated]) expect(r.stdout + r.stderr).not.toContain(v);
  }, 120_000);
});

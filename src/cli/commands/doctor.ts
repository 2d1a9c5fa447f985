// `agentdeck doctor`: one line per check of the install (doctorChecks.ts), for a support request; never a key or a
// token. Exit 1 when a check fails.
import type { Command } from 'commander';
import { OUTCOME_GLYPHS } from '../../api/words/glyphs.js';
import { addCommonOptions } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';

const MARKS = { ok: OUTCOME_GLYPHS.success, warn: OUTCOME_GLYPHS.warning, fail: OUTCOME_GLYPHS.error } as const;
const ASCII_MARKS = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' } as const;

export function register(program: Command, rt: Runtime): void {
  const cmd = program
    .command('doctor')
    .description(
      'Checks the install for a support request: runtime, SQLite driver, the credentials found (never a key), whether ' +
        'both services answer, and the terminal. Exit 1 when a check fails.',
    );
  addCommonOptions(cmd).action(async (opts: CommonOptions) => {
    await rt.run(opts, async () => {
      const [{ runChecks, utf8Locale }, { summarizeCredentials }] = await Promise.all([
        import('../doctorChecks.js'),
        import('../../config/credentialSummary.js'),
      ]);
      const checks = await runChecks(
        {
          env: rt.env,
          checkSqlite: rt.deps.sqlite?.check,
          stdout: (rt.deps.stdout ?? process.stdout) as { isTTY?: boolean; columns?: number; rows?: number },
          stdinIsTTY: rt.stdinIsTTY,
        },
        () => summarizeCredentials(rt.env),
      );
      const failed = checks.some((c) => c.status === 'fail');
      if (opts.json) {
        rt.json({ ok: !failed, checks });
        return failed ? 1 : 0;
      }
      const marks = utf8Locale(rt.env) ? MARKS : ASCII_MARKS;
      const style = rt.outStyle;
      const colour = { ok: style.green, warn: style.yellow, fail: style.red };
      const width = Math.max(...checks.map((c) => c.name.length));
      rt.out(
        checks
          .map((c) => `${colour[c.status](marks[c.status])} ${c.name.padEnd(width)}  ${rt.safe(c.detail)}`)
          .join('\n'),
      );
      return failed ? 1 : 0;
    });
  });
}

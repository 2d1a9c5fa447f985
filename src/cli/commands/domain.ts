// `domain show` and `domain set force_audio_only_recording 0|1 [-s]`: the room service's domain settings.
import { Argument, type Command } from 'commander';
import type { DomainConfig } from '../../api/models.js';
import { sanitizeDeep } from '../../api/redact/sanitize.js';
import { CancelledError, UsageError } from '../failures.js';
import { addCommonOptions, skipOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { roomService, table } from './roomService.js';

const SETTABLE = ['force_audio_only_recording'] as const;

function printDomain(rt: Runtime, domain: DomainConfig, json: boolean | undefined): void {
  const safe = sanitizeDeep(domain, { singleLine: true });
  if (json) return rt.json(safe);
  const flag = safe.config.force_audio_only_recording;
  const rows = [
    ['domain_name', safe.domain_name ?? '—'],
    ...Object.entries(safe.config).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ];
  rt.out(table(['SETTING', 'VALUE'], rows));
  rt.info(
    flag === 1
      ? 'Every cloud recording is audio-only (.m4a); video tracks are skipped.'
      : 'cloud recordings include video (.mp4); cloud-audio-only recordings are .m4a.',
  );
}

export function register(domain: Command, rt: Runtime): void {
  const show = domain.command('show').description("Prints the room service's domain settings.");
  addCommonOptions(show).action(async (opts: CommonOptions) => {
    await rt.run(opts, async () => {
      printDomain(rt, await (await roomService(rt, opts)).getDomainConfig(), opts.json);
      return 0;
    });
  });

  const set = domain
    .command('set')
    .description(
      'Changes a domain setting. force_audio_only_recording 1 makes every cloud recording audio-only (.m4a); 0 allows video again.',
    )
    // Choices for help and Tab; the action checks them itself, with messages that name the rule.
    .addArgument(new Argument('<setting>', 'The setting.').choices(SETTABLE).argParser(String))
    .addArgument(new Argument('<value>', '0 or 1.').choices(['0', '1']).argParser(String))
    .addOption(skipOption());
  addCommonOptions(set).action(async (setting: string, value: string, opts: CommonOptions & { skip?: boolean }) => {
    await rt.run(opts, async () => {
      if (!(SETTABLE as readonly string[]).includes(setting)) {
        throw new UsageError(
          `setting ${JSON.stringify(setting)}: not a setting agentdeck changes (one of ${SETTABLE.join(', ')})`,
        );
      }
      if (value !== '0' && value !== '1')
        throw new UsageError(`${setting}: must be 0 or 1 (got ${JSON.stringify(value)})`);
      const on = value === '1';
      const effect = on
        ? 'every cloud recording on the domain becomes audio-only (.m4a, no video)'
        : 'cloud recordings on the domain include video again (.mp4)';
      if (!opts.skip) rt.requireInteractive(`setting ${setting}`, 'pass --skip (-s) to change it without asking');
      const service = await roomService(rt, opts);
      if (
        !opts.skip &&
        !(await rt.prompter.confirm(`Set ${setting} to ${value}? From the next recording on, ${effect}.`))
      ) {
        throw new CancelledError('Nothing was changed.');
      }
      const updated = await service.setDomainConfig({ force_audio_only_recording: on ? 1 : 0 });
      printDomain(rt, updated, opts.json);
      return 0;
    });
  });
}

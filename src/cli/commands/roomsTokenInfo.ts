// `rooms token-info TOKEN [--ignore-nbf]`: asks the room service whether it accepts a meeting token and prints
// the properties it holds. The token itself is never printed back.
import type { Command } from 'commander';
import { sanitizeDeep } from '../../api/redact/sanitize.js';
import { addCommonOptions, described as flag } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { formatTimestamp, roomService, table } from './roomService.js';

interface TokenInfoOptions extends CommonOptions {
  ignoreNbf?: boolean;
}

const TIMESTAMPS = new Set(['exp', 'nbf']);

export function register(rooms: Command, rt: Runtime): void {
  const cmd = rooms
    .command('token-info')
    .description(
      'Validates a meeting token with the room service and prints its properties (exit 1 when it is not valid).',
    )
    .argument('<token>', 'The meeting token (a JWT).')
    .addOption(flag('--ignore-nbf', 'Accept a token whose "not before" time is still in the future.', 'false'));
  addCommonOptions(cmd).action(async (token: string, opts: TokenInfoOptions) => {
    await rt.run(opts, async () => {
      const service = await roomService(rt, opts);
      const properties = sanitizeDeep(await service.validateToken(token, { ignoreNbf: Boolean(opts.ignoreNbf) }), {
        singleLine: true,
      });
      if (opts.json) {
        rt.json({ valid: true, properties });
        return 0;
      }
      const rows = Object.entries(properties).map(([key, value]) => [
        key,
        TIMESTAMPS.has(key) && typeof value === 'number'
          ? `${value} (${formatTimestamp(value)})`
          : typeof value === 'string'
            ? value
            : JSON.stringify(value),
      ]);
      rt.out(table(['PROPERTY', 'VALUE'], rows));
      rt.info('The room service accepts this token.');
      return 0;
    });
  });
}

// `--help` on every command lists its options with their defaults in the seed's words (in-process: parse only).
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runInProcess } from './helpers.js';

const help = async (...command: string[]) => {
  const r = await runInProcess([...command, '--help'], isolatedEnv());
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('');
  return r.stdout.replace(/\s+/g, ' ');
};

describe.concurrent('--help', () => {
  it("the root help ends with the network policy, once; the facts are the README's too", async () => {
    const text = await help();
    expect(text.match(/Network:/g)).toHaveLength(1);
    expect(text).toMatch(
      /Network: each HTTP attempt waits up to AGENTDECK_TIMEOUT seconds \(default 10\)\. Answered 5xx\/429 are retried up to 4 times .* one command retries for at most 60 s in total\. A write whose answer never came is re-read and reported as applied, not applied or unknown\. $/,
    );
  });

  it('secrets list: -s/--sets (show secret sets only), -o, -r with defaults', async () => {
    const text = await help('secrets', 'list');
    expect(text).toContain('Usage: agentdeck secrets list [options] [name]');
    expect(text).toContain('-s, --sets Show secret sets only; filters out image pull secrets. (default: true)');
    expect(text).toContain('--no-sets Include image pull secrets in the list.');
    expect(text).not.toContain('Network:'); // once, under the root help only
    expect(text).toContain(
      '-o, --organization <org> Organization to list for. (default: current organization from configuration)',
    );
    expect(text).toContain('-r, --region <region> Only secrets in this region are shown. (default: all regions)');
    expect(text).toContain('--json');
  });

  it('secrets set: name, secrets, -f, -s/--skip, -o, -r with defaults', async () => {
    const text = await help('secrets', 'set');
    expect(text).toContain('Usage: agentdeck secrets set [options] <name> [secrets...]');
    expect(text).toContain('Letters, numbers and hyphens only.');
    expect(text).toContain('Space-separated pairs KEY=value; a value with spaces is quoted.');
    expect(text).toContain('-f, --file <file> Relative path of a file; each line is KEY=value (- reads stdin).');
    expect(text).toContain('Read as python-dotenv reads a .env');
    expect(text).toContain('-s, --skip Skip confirmations. (default: false)');
    expect(text).toContain('(default: organization default region (typically us-west))');
    expect(text).toContain('--wait');
  });

  it('secrets unset / delete: -s/--skip and -o', async () => {
    const unset = await help('secrets', 'unset');
    expect(unset).toContain('Usage: agentdeck secrets unset [options] <name> <secret_key>');
    expect(unset).toContain('-s, --skip Skip confirmations. (default: false)');
    expect(unset).toContain('-o, --organization <org>');
    const del = await help('secrets', 'delete');
    expect(del).toContain('irreversible');
    expect(del).toContain('-s, --skip Skip confirmations. (default: false)');
  });

  it('secrets image-pull-secret: credentials prompt default, --encode (default: true) / --no-encode, -r', async () => {
    const text = await help('secrets', 'image-pull-secret');
    expect(text).toContain('Usage: agentdeck secrets image-pull-secret [options] <name> <host> [credentials]');
    expect(text).toContain('(default: prompts for input (terminal only))');
    expect(text).toContain('--encode Base64-encode the credentials. (default: true)');
    expect(text).toContain('--no-encode');
    expect(text).toContain(
      'Region of the image pull secret. (default: organization default region (typically us-west))',
    );
  });

  it('rooms create / token list every field flag with the seed defaults', async () => {
    const create = await help('rooms', 'create');
    for (const flag of [
      '--name',
      '--privacy <privacy> private or public. (default: public)',
      '--exp-in <seconds>',
      '--exp <timestamp>',
      '--enable-chat Enable chat. (default: false)',
      '--enable-prejoin-ui',
      '--enable-emoji-reactions',
      '--eject-at-room-exp',
      '--enable-dialout',
      '--recording <mode>',
      '--geo <region>',
      '--max-participants <n>',
      '--start-video-off',
      '--sip-display-name <name> SIP display_name. (default: sw-sip-dialin)',
      '--sip-video SIP video. (default: false)',
      '--sip-mode <mode> SIP sip_mode. (default: dial-in)',
      '--sip-endpoints <n> SIP num_endpoints. (default: 1)',
      '--bucket-name',
      '--bucket-region',
      '--assume-role-arn',
      '--allow-api-access',
    ]) {
      expect(create).toContain(flag);
    }
    const token = await help('rooms', 'token');
    for (const flag of [
      '--expiry <seconds> Token lifetime in seconds (sets exp). (default: 3600)',
      '--owner Grants owner privileges (is_owner). (default: true)',
      '--no-owner',
      '--eject-at-token-exp Eject user when the token expires. (default: false)',
      '--eject-after-elapsed',
      '--nbf',
      '--user-name',
      '--user-id <id> Unique user identifier, at most 36 characters.',
      '--enable-screenshare',
      '--start-video-off',
      '--start-audio-off',
      '--recording',
      '--enable-prejoin-ui',
      '--start-cloud-recording',
      '--permissions <json>',
    ]) {
      expect(token).toContain(flag);
    }
    // Every command that takes a room takes its URL or its name, and says so.
    for (const command of [
      ['rooms', 'get'],
      ['rooms', 'delete'],
      ['rooms', 'token'],
      ['rooms', 'update'],
      ['recordings', 'start'],
      ['recordings', 'stop'],
    ]) {
      expect(await help(...command), command.join(' ')).toContain('<url-or-name>');
    }
    expect(await help('recordings', 'list')).toContain('--room <url-or-name>');
    for (const command of ['get', 'link', 'download', 'delete']) {
      expect(await help('recordings', command), command).toContain(
        'Recording id, or its first characters (at least 4; recordings list and the app show 8).',
      );
    }
  });

  it('whoami and the top level', async () => {
    expect(await help('whoami')).toContain('never a key');
    const top = await help();
    for (const command of ['secrets', 'rooms', 'whoami', 'emulator']) expect(top).toContain(command);
  });

  it('a group without a subcommand is a usage error (exit 2)', async () => {
    const r = await runInProcess(['secrets'], isolatedEnv());
    expect(r.code).toBe(2);
  });
});

describe.concurrent('command groups load on demand', () => {
  it('help of a group lists its subcommands, whichever way it is asked for', async () => {
    for (const argv of [
      ['secrets', '--help'],
      ['help', 'secrets'],
      ['--verbose', 'secrets', '--help'],
      ['-o', 'acme', 'rooms', '--help'],
    ]) {
      const r = await runInProcess(argv, isolatedEnv());
      expect(r.code, argv.join(' ')).toBe(0);
      const expected = argv.includes('rooms')
        ? ['create', 'get', 'delete', 'token']
        : ['list', 'set', 'unset', 'delete', 'image-pull-secret'];
      for (const sub of expected) expect(r.stdout, argv.join(' ')).toContain(sub);
    }
  });

  it('an unknown subcommand is a usage error with a suggestion', async () => {
    const r = await runInProcess(['secrets', 'lst'], isolatedEnv());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('(Did you mean list?)');
  });
});

// Confirmations and credential prompts need a terminal, which a child process never has; so these run runCli
// in-process with isTTY and scripted answers on an injected stdin, against the emulator over real HTTP.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Prompter } from '../../src/cli/prompt.js';
import { storedSecretValue } from '../helpers/emulatorDb.js';
import {
  CANARY,
  expectClean,
  keysDirect,
  listSetsDirect,
  runInProcess,
  startTestEmulator,
  type TestEmulator,
} from './helpers.js';

let t: TestEmulator;
let secrets: string[];
const tty = async (args: string[], input: string) => {
  const result = await runInProcess(args, t.env, { isTTY: true, input });
  expectClean(result, secrets);
  return result;
};

beforeAll(async () => {
  t = await startTestEmulator(100);
  secrets = [CANARY, ...t.keys];
});
afterAll(async () => {
  await t?.close();
});

describe.concurrent('confirmations on a terminal', () => {
  it('set: the preview lists keys (never values) and asks; "n" writes nothing, "y" writes once', async () => {
    const refused = await tty(['secrets', 'set', 'ask-set', `NEW_KEY=${CANARY}`], 'n\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Keys to add (1): NEW_KEY');
    expect(refused.stderr).toContain("Write 1 key to 'ask-set'? [y/N]");
    expect(refused.stderr).toContain('nothing was changed');
    expect(await keysDirect(t, 'ask-set')).toBeNull();

    const accepted = await tty(['secrets', 'set', 'ask-set', `NEW_KEY=${CANARY}`], 'y\n');
    expect(accepted.code).toBe(0);
    expect(await keysDirect(t, 'ask-set')).toEqual(['NEW_KEY']);

    const overwriteRefused = await tty(['secrets', 'set', 'ask-set', `NEW_KEY=${CANARY}x`, `MORE=${CANARY}`], '\n');
    expect(overwriteRefused.code).toBe(1);
    expect(overwriteRefused.stderr).toContain('Keys to overwrite (1): NEW_KEY');
    expect(await keysDirect(t, 'ask-set')).toEqual(['NEW_KEY']);
  });

  it('unset and delete name the key and set; refusing changes nothing', async () => {
    await runInProcess(['secrets', 'set', 'ask-del', 'A=1', 'B=2', '-s'], t.env);
    const unset = await tty(['secrets', 'unset', 'ask-del', 'A'], 'no\n');
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain("Remove key 'A' from secret set 'ask-del'");
    const del = await tty(['secrets', 'delete', 'ask-del'], 'N\n');
    expect(del.code).toBe(1);
    expect(del.stderr).toContain("Delete secret set 'ask-del'");
    expect(del.stderr).toContain('cannot be undone');
    expect(await keysDirect(t, 'ask-del')).toEqual(['A', 'B']);

    expect((await tty(['secrets', 'unset', 'ask-del', 'A'], 'yes\n')).code).toBe(0);
    expect(await keysDirect(t, 'ask-del')).toEqual(['B']);
    expect((await tty(['secrets', 'delete', 'ask-del'], 'y\n')).code).toBe(0);
    expect(await keysDirect(t, 'ask-del')).toBeNull();
  });

  it('end of input at a prompt cancels (nothing written)', async () => {
    const stdin = new PassThrough();
    stdin.end();
    const r = await runInProcess(['secrets', 'set', 'eof-set', 'A=1'], t.env, { isTTY: true, stdin });
    expect(r.code).toBe(1);
    expect(await keysDirect(t, 'eof-set')).toBeNull();
  });
});

describe.concurrent('image-pull-secret prompts', () => {
  it('asks for username and a hidden access token; the password never shows; the stored value is encoded', async () => {
    const r = await tty(
      ['secrets', 'image-pull-secret', 'ask-pull', 'https://ghcr.io', '--wait', '--json'],
      `alice\n${CANARY}\n`,
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("Username for image repository 'https://ghcr.io': ");
    expect(r.stderr).toContain("Access token for image repository 'https://ghcr.io': ");
    // The emulator fails image pull secrets whose value is not base64 of user:pass: ready proves the encoding.
    expect(JSON.parse(r.stdout)).toMatchObject({ name: 'ask-pull', status: 'ready', created: true });
  });

  it('an empty username or token cancels; an existing secret asks before updating in place', async () => {
    const noUser = await tty(['secrets', 'image-pull-secret', 'ask-pull-2', 'https://ghcr.io'], '\n');
    expect(noUser.code).toBe(1);
    expect(noUser.stderr).toContain('cancelled');
    const noToken = await tty(['secrets', 'image-pull-secret', 'ask-pull-2', 'https://ghcr.io'], 'alice\n\n');
    expect(noToken.code).toBe(1);
    expect((await listSetsDirect(t)).find((s) => s.name === 'ask-pull-2')).toBeUndefined();

    await runInProcess(['secrets', 'image-pull-secret', 'ask-pull-2', 'https://ghcr.io', `a:${CANARY}`], t.env);
    const refused = await tty(['secrets', 'image-pull-secret', 'ask-pull-2', 'https://ghcr.io', `b:${CANARY}`], 'n\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "Image pull secret 'ask-pull-2' already exists. Update its credentials in place? [y/N]",
    );
    const accepted = await tty(
      ['secrets', 'image-pull-secret', 'ask-pull-2', 'https://ghcr.io', '--json'],
      `y\nbob\n${CANARY}\n`,
    );
    expect(accepted.code).toBe(0);
    expect(JSON.parse(accepted.stdout).created).toBe(false);
  });
});

describe.concurrent('secrets set NAME KEY: one value kept out of the process list', () => {
  it('on a terminal, asks for the value hidden, then previews and asks as usual; the value is stored, never shown', async () => {
    const r = await tty(['secrets', 'set', 'hidden-one', 'API_KEY'], `${CANARY}\ny\n`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('Value for API_KEY (typing is not shown): ');
    expect(r.stderr).toContain('Keys to add (1): API_KEY');
    expect(storedSecretValue(t.emu.dataDir, 'hidden-one', 'API_KEY')).toBe(CANARY);
    const empty = await tty(['secrets', 'set', 'hidden-empty', 'API_KEY'], '\n');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('No value typed for API_KEY; nothing was changed.');
    expect(await keysDirect(t, 'hidden-empty')).toBeNull();
  });

  it('without a terminal it is a usage error naming the ways to pass a value; nothing is read or sent', async () => {
    // (A key of its own: the refusal registers it as a possible secret, for the whole test process.)
    const r = await runInProcess(['secrets', 'set', 'hidden-ci', 'CI_ONLY_KEY', '-s'], t.env, { input: `${CANARY}\n` });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "argument 1: missing '=' separator; KEY alone asks for its value at a hidden prompt, which needs a terminal",
    );
    expect(r.stderr).toContain(`printf '%s' "$VALUE" | agentdeck secrets set hidden-ci KEY - -s`);
    expect(r.stderr).not.toContain('CI_ONLY_KEY'); // it may be a value given without its KEY=: never echoed
    expect(r.stderr).toContain('-f FILE');
    expect(await keysDirect(t, 'hidden-ci')).toBeNull();
  });

  it('KEY - reads the value from stdin exactly (line breaks inside kept, the final one dropped); it needs -s', async () => {
    const piped = (text: string) => ({ stdin: new PassThrough().end(text) as PassThrough });
    const value = `${CANARY} # not a comment \${HOME}\nsecond line`;
    const r = await runInProcess(['secrets', 'set', 'stdin-one', 'PEM', '-', '-s'], t.env, piped(`${value}\n`));
    expect(r.code, r.stderr).toBe(0);
    expectClean(r, secrets);
    expect(storedSecretValue(t.emu.dataDir, 'stdin-one', 'PEM')).toBe(value);
    const noSkip = await runInProcess(['secrets', 'set', 'stdin-two', 'PEM', '-'], t.env, piped(`${value}\n`));
    expect(noSkip.code).toBe(2);
    expect(noSkip.stderr).toContain(
      'set: PEM - reads the value from stdin, so there is no prompt; pass --skip (-s) too',
    );
    const nothing = await runInProcess(['secrets', 'set', 'stdin-two', 'PEM', '-', '-s'], t.env, piped('\n'));
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('value of PEM on stdin: empty');
    expect(await keysDirect(t, 'stdin-two')).toBeNull();
  });

  it('a bare argument that is not a valid key is still refused, never echoed (it may be a value given without KEY=)', async () => {
    const r = await tty(['secrets', 'set', 'hidden-bad', `${CANARY}!`], `${CANARY}\ny\n`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("argument 1: missing '=' separator");
    expect(r.stderr).not.toContain('Value for');
  });
});

describe('hidden input on a real terminal', () => {
  it('switches to raw mode, echoes nothing, handles backspace, restores the mode', async () => {
    const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode: vi.fn() });
    let echoed = '';
    const prompter = new Prompter({ stdin, stderr: { write: (s: string) => (echoed += s) } });
    const answer = prompter.askHidden('Token: ');
    stdin.write('ab');
    stdin.write('x\u007fc\r');
    await expect(answer).resolves.toBe('abc');
    prompter.close();
    expect(stdin.setRawMode.mock.calls).toEqual([[true], [false]]);
    expect(echoed).toBe('Token: \n');
  });

  it('Ctrl-C cancels and restores the mode', async () => {
    const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode: vi.fn() });
    const prompter = new Prompter({ stdin, stderr: { write: () => true } });
    const answer = prompter.askHidden('Token: ');
    stdin.write('se\u0003');
    await expect(answer).rejects.toThrow(/Cancelled/);
    prompter.close();
    expect(stdin.setRawMode.mock.calls.at(-1)).toEqual([false]);
  });

  it('answers arriving in one chunk are not lost between questions', async () => {
    const stdin = new PassThrough();
    const prompter = new Prompter({ stdin, stderr: { write: () => true } });
    stdin.write('first\nsecond\ny\n');
    expect(await prompter.ask('1? ')).toBe('first');
    expect(await prompter.askHidden('2? ')).toBe('second');
    expect(await prompter.confirm('3?')).toBe(true);
    prompter.close();
  });
});

describe.concurrent('terminal-only behaviour', () => {
  it('--wait shows a spinner on a terminal stderr (and clears it); stdout keeps only the JSON', async () => {
    const r = await runInProcess(['secrets', 'set', 'spin-set', 'A=1', '-s', '--wait', '--json'], t.env, {
      isTTY: true,
      stderrIsTTY: true,
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Waiting for secret set 'spin-set' to be ready/);
    expect(r.stderr).toContain('\r\u001b[K');
    expect(JSON.parse(r.stdout).status).toBe('ready');
  });

  it('`agentdeck` with no command on a terminal starts the interactive app with the resolved target', async () => {
    let received: { label: string; kind: string } | undefined;
    const r = await runInProcess([], t.env, {
      isTTY: true,
      stdoutIsTTY: true,
      deps: {
        runInteractive: async (target) => {
          received = target;
          return 0;
        },
      },
    });
    expect(r.code).toBe(0);
    expect(received?.kind).toBe('private-key');
    expect(r.stdout).toBe('');
    // --json never starts the app.
    received = undefined;
    const json = await runInProcess(['--json'], t.env, {
      isTTY: true,
      stdoutIsTTY: true,
      deps: { runInteractive: async () => 1 },
    });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout).secretSets).toBeDefined();
  });
});

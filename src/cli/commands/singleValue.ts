// One secret value kept out of the process list: `secrets set NAME KEY` asks for it at a hidden prompt (a terminal),
// `secrets set NAME KEY -` reads it from stdin exactly as piped (one final line break dropped: the pipe's). A value
// given as KEY=value is readable by every user of the machine (ps, /proc/PID/cmdline) for the whole run.
import { BASE64_RUN } from '../../api/input/keyValue.js';
import { registerSecret } from '../../api/redact/redact.js';
import { decodeText, MAX_TEXT_FILE_BYTES } from '../../api/input/textFile.js';
import { validateSecretKey } from '../../api/validation.js';
import { CancelledError, UsageError } from '../failures.js';
import type { Runtime } from '../runtime.js';

export interface SingleValue {
  key: string;
  from: 'prompt' | 'stdin';
}

/**
 * `KEY` alone, or `KEY -`: a valid key with no `=`, that does not look like base64 data (a value given without its
 * `KEY=`, which is refused and never echoed). Anything else is read as KEY=value pairs.
 */
export function singleValueRequest(pairArgs: readonly string[]): SingleValue | null {
  const [key, second] = pairArgs;
  if (key === undefined || key.includes('=') || validateSecretKey(key) !== null || BASE64_RUN.test(key)) return null;
  if (pairArgs.length === 1) return { key, from: 'prompt' };
  if (pairArgs.length === 2 && second === '-') return { key, from: 'stdin' };
  return null;
}

/** The ways to give one value without a terminal, for messages. */
function otherWays(name: string): string {
  return (
    `pipe the value on stdin: printf '%s' "$VALUE" | agentdeck secrets set ${name} KEY - -s (sent exactly, one final ` +
    'line break dropped), or put KEY=… in a file: -f FILE (read as a .env)'
  );
}

/** The value for `request.key`, from the hidden prompt or stdin; registered for redaction. */
export async function readSingleValue(rt: Runtime, name: string, request: SingleValue, skip: boolean): Promise<string> {
  const { key } = request;
  if (request.from === 'stdin') {
    if (!skip)
      throw new UsageError(`set: ${key} - reads the value from stdin, so there is no prompt; pass --skip (-s) too`);
    const read = decodeText(await rt.prompter.readAllBytes(MAX_TEXT_FILE_BYTES));
    if (!read.ok)
      throw new UsageError(`value of ${key} on stdin: ${read.problem.replace(/^is /, '')}; nothing was sent`);
    const value = read.text.replace(/\r?\n$/, '');
    registerSecret(value);
    if (value === '') throw new UsageError(`value of ${key} on stdin: empty; a secret needs a value, nothing was sent`);
    return value;
  }
  if (!rt.isTTY) {
    // Not echoed: without a terminal to ask on, this may as well be a value given without its KEY=.
    registerSecret(key);
    throw new UsageError(
      "argument 1: missing '=' separator; KEY alone asks for its value at a hidden prompt, which needs a terminal " +
        `(stdin is not one). Without one, ${otherWays(name)}`,
    );
  }
  const value = await rt.prompter.askHidden(`Value for ${key} (typing is not shown): `);
  if (value === '') throw new CancelledError(`No value typed for ${key}; nothing was changed.`);
  return value;
}

// Copy to the user's clipboard with OSC 52, which works over SSH because the *terminal* does the copying.
// Sequence: ESC ] 52 ; c ; <base64> BEL.
// Inside tmux two forms go out, because tmux handles each only under its own option:
//   1. the plain sequence: tmux takes it when `set-clipboard on` (it then keeps a paste buffer and, where the
//      outer terminal supports it, sets that terminal's clipboard too); with the default `external` it is dropped;
//   2. the same wrapped in a DCS passthrough (ESC P tmux; … ESC \, every ESC inside doubled): tmux 3.3+ hands it
//      to the outer terminal only with `allow-passthrough on`; older tmux always does.
// When both options are on the clipboard is set twice to the same text, which is harmless.

const ESC = '\u001b';
const BEL = '\u0007';

export interface ClipboardEnv {
  TMUX?: string;
  TERM?: string;
}

export function osc52Sequence(text: string, env: ClipboardEnv = process.env): string {
  const payload = Buffer.from(text, 'utf8').toString('base64');
  const osc = `${ESC}]52;c;${payload}${BEL}`;
  if (env.TMUX) return `${osc}${ESC}Ptmux;${osc.replaceAll(ESC, ESC + ESC)}${ESC}\\`;
  return osc;
}

/** What to tell the user after a copy: OSC 52 is fire-and-forget, the terminal never confirms it. */
export function clipboardNote(env: ClipboardEnv = process.env): string {
  const base = 'Sent to the clipboard with OSC 52; your terminal may not support it (then select the text by hand).';
  return env.TMUX
    ? `${base} In tmux it needs \`set -g set-clipboard on\` (or, to reach the terminal around tmux directly, \`set -g allow-passthrough on\`).`
    : base;
}

export type ClipboardWriter = (sequence: string) => void;

export const writeToTerminal: ClipboardWriter = (sequence) => {
  process.stdout.write(sequence);
};

export function copyToClipboard(
  text: string,
  write: ClipboardWriter = writeToTerminal,
  env: ClipboardEnv = process.env,
): void {
  write(osc52Sequence(text, env));
}

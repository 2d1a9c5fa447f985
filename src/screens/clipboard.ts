// Copy to the user's clipboard with OSC 52, which works over SSH because the *terminal* does the copying.
// Sequence: ESC ] 52 ; c ; <base64> BEL. Inside tmux the sequence must be wrapped in a DCS passthrough
// (ESC P tmux; … ESC \) with every ESC inside doubled, or tmux swallows it.

const ESC = '\u001b';
const BEL = '\u0007';

export interface ClipboardEnv {
  TMUX?: string;
  TERM?: string;
}

export function osc52Sequence(text: string, env: ClipboardEnv = process.env): string {
  const payload = Buffer.from(text, 'utf8').toString('base64');
  const osc = `${ESC}]52;c;${payload}${BEL}`;
  if (env.TMUX) return `${ESC}Ptmux;${osc.replaceAll(ESC, ESC + ESC)}${ESC}\\`;
  return osc;
}

/** What to tell the user after a copy: OSC 52 is fire-and-forget, the terminal never confirms it. */
export function clipboardNote(env: ClipboardEnv = process.env): string {
  const base = 'Sent to the clipboard with OSC 52; your terminal may not support it (then select the token by hand).';
  return env.TMUX ? `${base} In tmux it needs \`set -g allow-passthrough on\` or \`set -g set-clipboard on\`.` : base;
}

export type ClipboardWriter = (sequence: string) => void;

export const writeToTerminal: ClipboardWriter = (sequence) => {
  process.stdout.write(sequence);
};

export function copyToClipboard(text: string, write: ClipboardWriter = writeToTerminal, env: ClipboardEnv = process.env): void {
  write(osc52Sequence(text, env));
}

// `--help` that fits the terminal: commander wraps a description only when at least 40 columns remain beside
// the widest term, so a group whose longest usage is wide (`image-pull-secret [options] <name> <host> …`)
// printed 250-column lines. Here such an item gets its term on one line and its description wrapped below.
import { Help, type Command, type HelpConfiguration } from 'commander';
import type { TextSink } from './runtime.js';

const DESCRIPTION_INDENT = 6;
const MIN_WIDTH = 40;
const DEFAULT_WIDTH = 80;
const MAX_WIDTH = 120;

/** Terminal columns when writing to one, else `COLUMNS`, else 80; capped so prose stays readable. */
export function helpWidth(sink: TextSink & { columns?: number }, env: NodeJS.ProcessEnv): number {
  const fromEnv = Number(env.COLUMNS);
  const columns =
    sink.isTTY && sink.columns ? sink.columns : Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_WIDTH;
  return Math.min(Math.max(columns, MIN_WIDTH), MAX_WIDTH);
}

const USAGE_TITLE = 'Usage: ';

/** Words of `text` in lines of at most `width` columns, continuation lines indented by `indent`. */
function wrapWords(text: string, width: number, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join(`\n${indent}`);
}

export function helpLayout(): HelpConfiguration {
  return {
    commandUsage(this: Help, cmd: Command): string {
      const usage = Help.prototype.commandUsage.call(this, cmd);
      const width = (this.helpWidth ?? DEFAULT_WIDTH) - USAGE_TITLE.length;
      return usage.length <= width ? usage : wrapWords(usage, width, ' '.repeat(USAGE_TITLE.length));
    },
    formatItem(term: string, termWidth: number, description: string, helper: Help): string {
      const width = helper.helpWidth ?? DEFAULT_WIDTH;
      const besideWidth = width - termWidth - 2 - 2;
      if (!description || besideWidth >= helper.minWidthToWrap || helper.preformatted(description)) {
        return Help.prototype.formatItem.call(helper, term, termWidth, description, helper);
      }
      const indent = ' '.repeat(DESCRIPTION_INDENT);
      const wrapped = helper.boxWrap(description, Math.max(width - DESCRIPTION_INDENT, helper.minWidthToWrap));
      return `  ${term}\n${wrapped.replace(/^/gm, indent)}`;
    },
  };
}

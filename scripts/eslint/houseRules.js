// House rules ESLint has no rule for. long-file-note: a source file over 300 lines says why at its top
// ("Why this file is long: …" in its first 5 lines), as docs/architecture.md asks.
const MAX_LINES = 300;

const longFileNote = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      long: 'This file has {{lines}} lines (over 300): split it, or say why at its top ("Why this file is long: …" in the first 5 lines).',
    },
  },
  create(context) {
    return {
      Program(node) {
        const lines = context.sourceCode.lines;
        if (lines.length <= MAX_LINES) return;
        const head = lines.slice(0, 5).join('\n').toLowerCase();
        if (!head.includes('why this file is long'))
          context.report({
            node,
            loc: { line: 1, column: 0 },
            messageId: 'long',
            data: { lines: String(lines.length) },
          });
      },
    };
  },
};

export const houseRules = { rules: { 'long-file-note': longFileNote } };

import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/cli/style.ts
var wrap = (open, close) => (text) => `\x1B[${open}m${text}\x1B[${close}m`;
var PLAIN = { bold: (t) => t, dim: (t) => t, green: (t) => t, yellow: (t) => t, red: (t) => t };
var ANSI = { bold: wrap(1, 22), dim: wrap(2, 22), green: wrap(32, 39), yellow: wrap(33, 39), red: wrap(31, 39) };
function colorEnabled(env, isTTY) {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR === "0" || env.FORCE_COLOR === "false") return false;
  return isTTY;
}
var STATUS_GLYPHS = { ready: "\u25CF", pending: "\u25CC", failed: "\u2716" };
function statusText(status, style) {
  const glyph = STATUS_GLYPHS[status];
  if (!glyph) return `? ${status || "unknown"}`;
  const text = `${glyph} ${status}`;
  if (status === "ready") return style.green(text);
  if (status === "pending") return style.yellow(text);
  return style.red(text);
}
var ANSI_RE = /\u001b\[[0-9;]*m/g;
function visibleLength(text) {
  return [...text.replace(ANSI_RE, "")].length;
}
function renderTable(headers, rows, style, notes = []) {
  const widths = headers.map((h, c) => Math.max(visibleLength(h), ...rows.map((r) => visibleLength(r[c] ?? ""))));
  const line = (cells) => cells.map((cell, c) => c === cells.length - 1 ? cell : cell + " ".repeat(widths[c] - visibleLength(cell))).join("  ").trimEnd();
  const out = [style.bold(line(headers))];
  rows.forEach((row, i) => {
    out.push(line(row));
    const note = notes[i];
    if (note) out.push(`  \u21B3 ${note}`);
  });
  return `${out.join("\n")}
`;
}

export {
  PLAIN,
  ANSI,
  colorEnabled,
  statusText,
  renderTable
};

// agentdeck's own fixed text for redaction (src/api/redact/ownText.ts): every string literal, template literal piece and
// JSX text of src/ (the emulator aside: it plays the services, its text is theirs) of at least 6 characters, the
// shortest value redaction replaces. scripts/bundle.mjs compiles them into the bundles; the tests read the same list
// from dist/own-text.json.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const MIN_LENGTH = 6;

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'emulator') files.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The pieces, sorted and unique. `srcDir`: the project's src/. */
export function ownTextPieces(srcDir) {
  const ts = createRequire(import.meta.url)('typescript');
  const pieces = new Set();
  const add = (text) => {
    if (text.length >= MIN_LENGTH && /[\p{L}\p{N}]/u.test(text)) pieces.add(text);
  };
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
      // import('…') names a module, it prints nothing.
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
      else if (ts.isTemplateExpression(node)) {
        add(node.head.text);
        for (const span of node.templateSpans) add(span.literal.text);
      } else if (ts.isJsxText(node)) add(node.text.trim());
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...pieces].sort();
}

// docs/troubleshooting.md explains every error code agentdeck itself can print (`error: … [CODE]`, `"code"` in
// `--json`, the app's error line). The codes are read from src/ with the TypeScript parser, wherever one is made:
// - a `code:` property (`new ApiError({ code: 'TIMEOUT', … })`, describeFailure's `{ code: 'USAGE' }`);
// - the argument for a parameter named `code` of any function or constructor in src/ (`new CommandFailure(message,
//   'NOT_APPLIED')`, `downloadError('LINK_REFUSED', …)`), and such a parameter's default (`code = 'AUTH'`);
// - what a function named `…Code` / `…CodeFor` returns (`httpCodeFor` → `NOT_FOUND`, `HTTP_${status}`).
// Only the value positions count (both arms of `a ? 'X' : 'Y'`, either side of `??`/`||`), never a comparison.
// The emulator's own codes are the service's (it plays the service); agentdeck passes a service's code through
// unchanged, and the page lists the ones it knows separately.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';

const SRC = join(ROOT, 'src');
const EXCLUDED = [join(SRC, 'emulator')];

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (EXCLUDED.includes(path)) continue;
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

const CODE_LIKE = /^[A-Z][A-Z0-9]*(?:_(?:[A-Z0-9]+|<[a-z]+>))*$/;

/** The string values an expression can produce (literals in value positions; `${x}` becomes `<x>`). */
function valuesOf(node: ts.Expression | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [
      node.head.text + node.templateSpans.map((span) => `<${span.expression.getText()}>${span.literal.text}`).join(''),
    ];
  }
  if (ts.isConditionalExpression(node)) return [...valuesOf(node.whenTrue), ...valuesOf(node.whenFalse)];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return valuesOf(node.expression);
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken)
      return [...valuesOf(node.left), ...valuesOf(node.right)];
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return valuesOf(node.right);
  }
  return [];
}

const nameOf = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) ? node.text : undefined;

/** The name a function-like node is called by: its own, its variable's, or its class's (constructors). */
function calleeName(fn: ts.SignatureDeclaration): string | undefined {
  if (ts.isConstructorDeclaration(fn)) return nameOf(fn.parent.name);
  const own = nameOf(fn.name);
  if (own) return own;
  const parent = fn.parent;
  return parent && ts.isVariableDeclaration(parent) ? nameOf(parent.name) : undefined;
}

interface Extracted {
  /** code → where it is made (file:line). */
  codes: Map<string, string[]>;
  /** Values in a code position that do not look like codes (shown when the extraction needs a look). */
  odd: string[];
}

function extractErrorCodes(files: string[] = sourceFiles(SRC)): Extracted {
  const parsed = files.map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const codes = new Map<string, string[]>();
  const odd: string[] = [];
  const add = (node: ts.Node, values: string[]) => {
    const file = node.getSourceFile();
    const where = `${relative(ROOT, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    for (const value of values) {
      if (!CODE_LIKE.test(value)) odd.push(`${where} ${JSON.stringify(value)}`);
      else codes.set(value, [...(codes.get(value) ?? []), where]);
    }
  };

  // Pass 1: which functions and constructors take a `code` parameter, at which position.
  const codeParameter = new Map<string, number>();
  const visitDeclarations = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) {
      const at = node.parameters.findIndex((p) => nameOf(p.name) === 'code');
      const name = calleeName(node);
      if (at >= 0 && name) {
        codeParameter.set(name, at);
        add(node.parameters[at], valuesOf(node.parameters[at].initializer));
      }
    }
    ts.forEachChild(node, visitDeclarations);
  };
  for (const file of parsed) visitDeclarations(file);

  // Pass 2: every place a code is made.
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && nameOf(node.name) === 'code') add(node, valuesOf(node.initializer));
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name.text
        : nameOf(node.expression);
      const at = callee === undefined ? undefined : codeParameter.get(callee);
      if (at !== undefined) add(node, valuesOf(node.arguments?.[at]));
    }
    if (ts.isFunctionLike(node) && /Code(For)?$/.test(calleeName(node) ?? '') && 'body' in node && node.body) {
      const body = node.body;
      if (ts.isBlock(body)) {
        const returns = (n: ts.Node): void => {
          if (ts.isReturnStatement(n)) add(n, valuesOf(n.expression));
          else if (!ts.isFunctionLike(n)) ts.forEachChild(n, returns);
        };
        ts.forEachChild(body, returns);
      } else add(body, valuesOf(body as ts.Expression));
    }
    ts.forEachChild(node, visit);
  };
  for (const file of parsed) visit(file);
  return { codes, odd };
}

/** Codes known to exist (each made in a different way): the extraction must find them all, or it is broken. */
const KNOWN = [
  'NOT_APPLIED', // new CommandFailure(message, a ? 'NOT_APPLIED' : 'OUTCOME_UNKNOWN')
  'OUTCOME_UNKNOWN',
  'USAGE', // describeFailure's { code: 'USAGE' }
  'CANCELLED',
  'CONFIG',
  'INTERNAL',
  'VALIDATION', // validationError → new ApiError({ code: 'VALIDATION' })
  'NETWORK',
  'TIMEOUT',
  'ABORTED',
  'MALFORMED_RESPONSE',
  'SESSION_EXPIRED', // config/session.ts, and a ternary in api/auth/oauth.ts
  'AUTH', // api/auth/oauth.ts: a parameter's default, `code = 'AUTH'`
  'PARTIAL_WRITE',
  'NOT_FOUND', // httpCodeFor's return, and CommandFailure(…, 'NOT_FOUND')
  'CONFLICT',
  'RATE_LIMITED',
  'SERVER_ERROR',
  'HTTP_<status>', // httpCodeFor: `HTTP_${status}`
  'REGION_MISMATCH', // a CommandFailure whose arguments span lines
  'LINK_REFUSED', // downloadError('LINK_REFUSED', …): a function with a `code` parameter
  'DOWNLOAD_FAILED',
  'INCOMPLETE_DOWNLOAD',
  'FILE_EXISTS',
  'NOT_READY',
  'ACCESS_LINK_ERROR',
  'UNEXPECTED_STATUS',
  'UNSUPPORTED',
];

/** Values in a code position that agentdeck never prints as an error code. */
const NOT_CODES = [
  // commander's error code for --drain-timeout/--no-drain without --rollout (options.ts drainOptions): a usage error
  // (exit 2), the code never printed.
  'agentdeck.drainWithoutRollout',
  // commander's error code for a single-valued option given twice with different values (options.ts): printed as a
  // usage error (exit 2), the code never.
  'agentdeck.repeatedOption',
  // commander's error code for an option given before a command that does not take it (rootOptions.ts): the
  // message is printed as a usage error (exit 2), the code never.
  'agentdeck.rootOption',
  // errnoCode's fallback (config/sessionFile.ts) for a file error without an errno, inside a CONFIG message.
  'error',
];

const PAGE = join(ROOT, 'docs', 'troubleshooting.md');

describe('docs/troubleshooting.md', () => {
  const { codes, odd } = extractErrorCodes();

  it('the extraction finds the codes known to exist, and nothing that is not a code', () => {
    expect([...codes.keys()]).toEqual(expect.arrayContaining(KNOWN));
    // A service's code passes through as a variable, so a literal in a code position is one of ours; the few that
    // do not look like a code are never printed as one.
    expect([...new Set(odd.map((entry) => JSON.parse(entry.slice(entry.indexOf(' ') + 1)) as string))].sort()).toEqual(
      NOT_CODES,
    );
  });

  it('the extraction reads each way of making a code (a synthetic source)', () => {
    const dir = join(ROOT, 'test', 'package', 'fixtures', 'errorCodes');
    const found = extractErrorCodes([join(dir, 'sample.ts')]);
    expect([...found.codes.keys()].sort()).toEqual([
      'FROM_DEFAULT',
      'FROM_HELPER',
      'FROM_NEW',
      'FROM_PROPERTY',
      'FROM_RETURN',
      'FROM_TERNARY_A',
      'FROM_TERNARY_B',
      'HTTP_<status>',
    ]);
  });

  it('explains every code the source can emit', () => {
    const page = readFileSync(PAGE, 'utf8');
    const missing = [...codes.keys()]
      .filter((code) => !page.includes(`\`${code}\``))
      .map((code) => `${code} (${codes.get(code)?.join(', ')})`);
    expect(missing, `codes with no entry in docs/troubleshooting.md (add what each means and what to do)`).toEqual([]);
  });
});

// The README and the pages in docs/ link to each other by relative path and #anchor. Every such link must land on a
// file that exists and, with an anchor, on a heading of that file as GitHub names it (lowercase, spaces → -,
// punctuation dropped, -1/-2 for repeats). The README stays a short introduction: at most 200 lines, its quick start
// exactly the two lines people copy, and its one screen capture one of docs/app.md's generated captures (so it cannot
// go stale on its own).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';

const README_MAX_LINES = 200;

/** The Markdown files whose links are checked, relative to the repository's root. */
function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return ['README.md', ...docs, 'src/emulator/README.md'];
}

/** The text outside fenced code blocks, line by line (a fence's lines become empty, so line numbers hold). */
function proseLines(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence === null && opener) {
      fence = opener[1][0].repeat(opener[1].length);
      return '';
    }
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      return '';
    }
    return line;
  });
}

/** A heading's anchor as GitHub makes it (github-slugger): lowercase, punctuation dropped, spaces → hyphens. */
export function githubSlug(headingText: string): string {
  const text = headingText
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text, not its target
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** Every anchor a page's headings make, repeats numbered as GitHub numbers them. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface Link {
  line: number;
  target: string;
}

/** Inline links and images outside code (fenced blocks and code spans), with their line numbers. */
export function linksOf(markdown: string): Link[] {
  const links: Link[] = [];
  proseLines(markdown).forEach((raw, index) => {
    const line = raw.replace(/(`+)[\s\S]*?\1/g, (code) => ' '.repeat(code.length));
    for (const match of line.matchAll(/!?\[(?:[^\][]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ line: index + 1, target: match[1].replace(/^<|>$/g, '') });
    }
  });
  return links;
}

/** Why a link does not resolve, or null when it does. External links (a scheme, `//`) are not checked here. */
export function brokenLink(
  fromFile: string,
  target: string,
  fileExists: (path: string) => boolean,
  anchorsOfFile: (path: string) => Set<string>,
): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null;
  const hashAt = target.indexOf('#');
  const pathPart = hashAt === -1 ? target : target.slice(0, hashAt);
  const anchor = hashAt === -1 ? null : decodeURIComponent(target.slice(hashAt + 1));
  const file = pathPart === '' ? fromFile : join(dirname(fromFile), decodeURIComponent(pathPart));
  if (file.startsWith('..')) return `${target}: leaves the repository`;
  if (!fileExists(file)) return `${target}: no file ${file}`;
  if (anchor === null) return null;
  if (!file.endsWith('.md')) return `${target}: an anchor into ${file}, which is not a Markdown page`;
  if (!anchorsOfFile(file).has(anchor)) return `${target}: ${file} has no heading with the anchor #${anchor}`;
  return null;
}

/** Every broken link of the given files, as `file:line: reason`. */
export function brokenLinks(
  files: readonly string[],
  read: (path: string) => string,
  fileExists: (path: string) => boolean,
): string[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOfFile = (path: string) => {
    let anchors = anchorCache.get(path);
    if (!anchors) anchorCache.set(path, (anchors = anchorsOf(read(path))));
    return anchors;
  };
  const problems: string[] = [];
  for (const file of files) {
    for (const link of linksOf(read(file))) {
      const why = brokenLink(file, link.target, fileExists, anchorsOfFile);
      if (why) problems.push(`${file}:${link.line}: ${why}`);
    }
  }
  return problems;
}

const readRepo = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const existsInRepo = (path: string) => existsSync(join(ROOT, path));

/** The fenced blocks of a Markdown text with the info string `lang`, each as its lines. */
function fencedBlocks(markdown: string, lang: string): string[][] {
  const blocks: string[][] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== '```' + lang) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end].trim() !== '```') end++;
    blocks.push(lines.slice(start, end));
    i = end;
  }
  return blocks;
}

/** The text of a `## title` section (up to the next `## `). */
function section(markdown: string, title: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${title}`);
  if (start === -1) return '';
  const next = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, next === -1 ? undefined : next).join('\n');
}

describe('links in README.md, docs/ and src/emulator/README.md', () => {
  it('every relative link and #anchor resolves to a file and a heading', () => {
    const files = markdownFiles();
    expect(files).toContain('docs/install.md');
    const linkCount = files.reduce((n, f) => n + linksOf(readRepo(f)).length, 0);
    expect(linkCount).toBeGreaterThan(100); // the scan sees the pages' links
    expect(brokenLinks(files, readRepo, existsInRepo)).toEqual([]);
  });

  it('a broken file, a broken anchor and a link out of the repository are caught; good links pass', () => {
    const pages: Record<string, string> = {
      'README.md': [
        '# agentdeck',
        'See [install](docs/install.md), [its caches](docs/install.md#start-up-caches) and [below](#where-it-talks-to).',
        'Broken: [gone](docs/gone.md), [no such heading](docs/install.md#no-such-heading), [up](../outside.md).',
        '`[in code](docs/ignored.md)` and an [external one](https://example.com/x.md#y).',
        '```sh',
        'echo "[in a fence](docs/fenced.md)"',
        '```',
        '## Where it talks to',
      ].join('\n'),
      'docs/install.md': '# Installing\n\n## Start-up caches\n\nBack to the [README](../README.md#agentdeck).\n',
    };
    const exists = (path: string) => path in pages;
    const problems = brokenLinks(Object.keys(pages), (p) => pages[p], exists);
    expect(problems).toEqual([
      'README.md:3: docs/gone.md: no file docs/gone.md',
      'README.md:3: docs/install.md#no-such-heading: docs/install.md has no heading with the anchor #no-such-heading',
      'README.md:3: ../outside.md: leaves the repository',
    ]);
  });

  it('anchors follow GitHub: lowercase, spaces to hyphens, punctuation and code marks dropped, repeats numbered', () => {
    expect(githubSlug("The emulator's database: better-sqlite3 or node:sqlite")).toBe(
      'the-emulators-database-better-sqlite3-or-nodesqlite',
    );
    expect(githubSlug('`NOT_APPLIED`')).toBe('not_applied');
    expect(githubSlug('"applied — the answer was lost"')).toBe('applied--the-answer-was-lost');
    expect(githubSlug('`HTTP_<status>`')).toBe('http_status');
    expect(githubSlug('Copying (OSC 52, tmux)')).toBe('copying-osc-52-tmux');
    expect(githubSlug('Node.js versions')).toBe('nodejs-versions');
    expect([...anchorsOf('# A\n## Keys\n```\n# not a heading\n```\n## Keys\n### Keys')]).toEqual([
      'a',
      'keys',
      'keys-1',
      'keys-2',
    ]);
  });
});

/** The files a page links to (anchors dropped), relative to the repository's root. */
const linkedFiles = (file: string, markdown: string) =>
  linksOf(markdown)
    .map((l) => l.target.split('#')[0])
    .filter((t) => t !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(t))
    .map((t) => join(dirname(file), t));

describe('every page', () => {
  it('starts with what it covers and links back to the README before its first section', () => {
    for (const file of markdownFiles().filter((f) => f !== 'README.md')) {
      const opening = readRepo(file).split(/\n## /)[0];
      const prose = opening.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
      expect(prose.length, `${file} opens with a paragraph saying what it covers`).toBeGreaterThan(1);
      expect(linkedFiles(file, opening), `${file}'s opening links back to README.md`).toContain('README.md');
    }
  });

  it('in docs/ is linked from the README', () => {
    const linked = linkedFiles('README.md', readRepo('README.md'));
    for (const file of markdownFiles().filter((f) => f !== 'README.md'))
      expect(linked, `README.md links ${file}`).toContain(file);
  });
});

describe('README.md', () => {
  const readme = readRepo('README.md');

  it(`has at most ${README_MAX_LINES} lines`, () => {
    const lines = readme.replace(/\n$/, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('its quick start is exactly `npm install && npm start` and `npm test`', () => {
    const blocks = fencedBlocks(section(readme, 'Quick start'), 'sh');
    expect(blocks[0]).toEqual(['npm install && npm start', 'npm test']);
  });

  it("its screen capture is one of docs/app.md's generated captures (copy the current one after app-screens.mjs)", () => {
    const captures = fencedBlocks(readRepo('docs/app.md'), 'text').map((b) => b.join('\n'));
    const readmeCaptures = fencedBlocks(readme, 'text');
    expect(readmeCaptures).toHaveLength(1);
    expect(captures).toContain(readmeCaptures[0].join('\n'));
  });
});

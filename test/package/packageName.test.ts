// The docs tell people what to install: every install or import line in README.md and docs/ must name this
// package (package.json's name), never another — `agentdeck` on the registry is somebody else's package.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';

const pkgName = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string }).name;

/** Package names a Markdown text tells the reader to install, run with npx or import. */
export function packagesNamed(markdown: string): string[] {
  const names: string[] = [];
  const spec = String.raw`((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)`;
  const patterns = [
    new RegExp(String.raw`\bnpm\s+(?:install|i|add)\s+(?:-[-\w=/.]+\s+)*` + spec, 'g'),
    // --yes/-y take no value (`npx --yes agentdeck-cli plan` runs agentdeck-cli).
    new RegExp(String.raw`\bnpx\s+(?:(?:--yes|-y)\s+|--?[\w-]+(?:[= ][\w@/.-]+)?\s+)*` + spec, 'g'),
    new RegExp(String.raw`\bnpm\s+(?:exec|x)\s+(?:--?[\w-]+\s+)*` + spec, 'g'),
    new RegExp(String.raw`\bfrom\s+['"]` + spec + `['"]`, 'g'),
  ];
  for (const pattern of patterns) for (const match of markdown.matchAll(pattern)) names.push(match[1]);
  return names;
}

function markdownFiles(): string[] {
  const docs = join(ROOT, 'docs');
  return [
    'README.md',
    ...readdirSync(docs)
      .filter((f) => f.endsWith('.md'))
      .map((f) => join('docs', f)),
  ];
}

describe('package name in the docs', () => {
  it(`package.json's name is not the registry's unrelated "agentdeck"`, () => {
    expect(pkgName).not.toBe('agentdeck');
  });

  it('every install, npx and import line in README.md and docs/ names this package', () => {
    for (const file of markdownFiles()) {
      const named = packagesNamed(readFileSync(join(ROOT, file), 'utf8')).filter(
        (n) => n !== '.' && !isToolOrDependency(n),
      );
      for (const name of named) expect(name, `${file} names package "${name}"`).toBe(pkgName);
    }
  });

  it('the scan sees the forms a README uses (so it cannot pass by seeing nothing)', () => {
    expect(
      packagesNamed("npm install -g agentdeck\nnpx agentdeck secrets list\nimport { X } from 'agentdeck';"),
    ).toEqual(['agentdeck', 'agentdeck', 'agentdeck']);
    expect(packagesNamed('npm i --save-dev @scope/pkg && npx -y other-pkg')).toEqual(['@scope/pkg', 'other-pkg']);
  });
});

/** Commands the docs may name that are not this package: npm's own tools and what we depend on. */
function isToolOrDependency(name: string): boolean {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };
  const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.optionalDependencies };
  return name in deps || ['node', 'npm', 'vitest', 'tsc', 'node-gyp'].includes(name) || name.startsWith('node:');
}

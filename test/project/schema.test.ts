// schema/agentdeck.schema.json is the reader's shape (regenerate: node scripts/project-schema.mjs), is shipped in the
// package, and accepts what the reader accepts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectJsonSchema } from '../../src/project/jsonSchema.js';
import { ROOT } from '../cli/helpers.js';

describe('the JSON Schema', () => {
  it('is current', () => {
    const file = JSON.parse(readFileSync(join(ROOT, 'schema', 'agentdeck.schema.json'), 'utf8'));
    expect(file).toEqual(projectJsonSchema());
  });

  it('is in the package files', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
    expect(pkg.files).toContain('schema/agentdeck.schema.json');
  });
});

describe('the JSON Schema against a file', () => {
  it('accepts a project the reader accepts and refuses a misspelled key', async () => {
    const { default: Ajv } = await import('ajv');
    const { parse } = await import('smol-toml');
    const { PROJECT } = await import('./helpers.js');
    const validate = new (Ajv as unknown as typeof import('ajv').default)({ strict: false }).compile(
      projectJsonSchema(),
    );
    expect(validate(parse(PROJECT))).toBe(true);
    expect(validate(parse(PROJECT.replace('protected = true', 'protectd = true')))).toBe(false);
  });
});

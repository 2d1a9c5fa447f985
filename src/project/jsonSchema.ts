// The JSON Schema of agentdeck.toml, built from schema.ts (so the reader and the schema never disagree);
// scripts/project-schema.mjs writes it to schema/agentdeck.schema.json, which a file names with `#:schema` for
// completion and checking in editors (Taplo, Even Better TOML). Pure.
import { DEFAULTS, NAMED_TABLES, TOP_LEVEL, type FieldSpec, type TableSpec } from './schema.js';

export const SCHEMA_ID = 'https://github.com/agentdeck/agentdeck/raw/main/schema/agentdeck.schema.json';

function field(spec: FieldSpec): Record<string, unknown> {
  const description = spec.doc;
  switch (spec.type) {
    case 'string':
      return { type: 'string', description, ...(spec.oneOf ? { enum: [...spec.oneOf] } : {}) };
    case 'boolean':
      return { type: 'boolean', description };
    case 'string[]':
      return { type: 'array', items: { type: 'string' }, description };
    case 'string-map':
      return { type: 'object', additionalProperties: { type: 'string' }, description };
  }
}

function table(spec: TableSpec, description: string, required: string[] = []): Record<string, unknown> {
  return {
    type: 'object',
    description,
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(spec).map(([k, v]) => [k, field(v)])),
    ...(required.length > 0 ? { required } : {}),
  };
}

const ENTRY_NAME = '^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$';

function named(spec: TableSpec, description: string, required: string[] = []): Record<string, unknown> {
  return {
    type: 'object',
    description,
    propertyNames: { pattern: ENTRY_NAME },
    additionalProperties: table(spec, description, required),
  };
}

export function projectJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: SCHEMA_ID,
    title: 'agentdeck.toml',
    description: 'Environments as code for agentdeck: environments, secret sets, image pull secrets and agents.',
    type: 'object',
    additionalProperties: false,
    required: ['environments'],
    properties: {
      ...Object.fromEntries(Object.entries(TOP_LEVEL).map(([k, v]) => [k, field(v)])),
      defaults: table(DEFAULTS, 'What every entry takes unless it says otherwise.'),
      environments: named(NAMED_TABLES.environments, 'Environments: name → organization, regions, credentials.', [
        'organization',
        'regions',
      ]),
      sets: named(NAMED_TABLES.sets, 'Secret sets: logical name → real-name template and keys.'),
      pull_secrets: named(NAMED_TABLES.pull_secrets, 'Image pull secrets: registry host and credentials variable.', [
        'host',
        'credentials_env',
      ]),
      agents: named(NAMED_TABLES.agents, 'Agents: which set and pull secret each binds, where.'),
    },
  };
}

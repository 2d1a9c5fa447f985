// A tiny validator for the JSON-schema subset the published Pipecat Cloud OpenAPI uses for response bodies:
// $ref (local), type, required, enum, properties, additionalProperties, items, minItems, oneOf.
import { readFileSync } from 'node:fs';

type Schema = Record<string, any>;

const SPEC_PATH = new URL('../fixtures/pipecat-cloud-openapi.secrets.json', import.meta.url);

export function loadSpec(): Schema {
  return JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as Schema;
}

function resolveRef(spec: Schema, schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; current && typeof current.$ref === 'string'; depth++) {
    if (depth > 20) throw new Error('$ref loop');
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $ref supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce((node: any, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
    if (!current) throw new Error(`unresolved $ref ${ref}`);
  }
  return current;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Returns the list of violations (empty = valid). */
export function validate(spec: Schema, schemaIn: Schema, value: unknown, path = '$'): string[] {
  const schema = resolveRef(spec, schemaIn);
  const errors: string[] = [];
  if (schema.oneOf) {
    const matching = (schema.oneOf as Schema[]).filter((s) => validate(spec, s, value, path).length === 0);
    if (matching.length !== 1) errors.push(`${path}: matches ${matching.length} of oneOf`);
  }
  if (schema.type) {
    const actual = typeOf(value);
    const ok = schema.type === actual || (schema.type === 'number' && actual === 'integer');
    if (!ok) return [...errors, `${path}: expected ${schema.type}, got ${actual}`];
  }
  if (schema.enum && !(schema.enum as unknown[]).some((e) => e === value)) {
    errors.push(`${path}: ${JSON.stringify(value)} not in enum ${JSON.stringify(schema.enum)}`);
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const field of (schema.required as string[] | undefined) ?? []) {
      if (!(field in object)) errors.push(`${path}: missing required ${field}`);
    }
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const [field, fieldValue] of Object.entries(object)) {
      if (properties[field]) errors.push(...validate(spec, properties[field], fieldValue, `${path}.${field}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: unexpected property ${field}`);
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        errors.push(...validate(spec, schema.additionalProperties, fieldValue, `${path}.${field}`));
      }
    }
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      errors.push(`${path}: fewer than ${schema.minItems} items`);
    if (schema.items) value.forEach((item, i) => errors.push(...validate(spec, schema.items, item, `${path}[${i}]`)));
  }
  return errors;
}

/** The response schema the spec publishes for `method path` (private-API path, e.g. /secrets/{setName}) and status. */
export function responseSchema(spec: Schema, path: string, method: string, status: number): Schema {
  const operation = spec.paths?.[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`no operation ${method} ${path} in the spec`);
  const response = operation.responses?.[String(status)];
  // An error status the spec does not list for this operation (e.g. 400 for DELETE of a pull secret's key,
  // which the spec only describes in prose) must still be the spec's ErrorResponse.
  if (!response && status >= 400) return { $ref: '#/components/schemas/ErrorResponse' };
  if (!response) throw new Error(`spec has no ${status} response for ${method} ${path}`);
  const schema = response.content?.['application/json']?.schema;
  if (!schema) throw new Error(`spec has no JSON schema for ${status} ${method} ${path}`);
  return schema as Schema;
}

// Writes schema/agentdeck.schema.json from src/project/jsonSchema.ts (test/project/schema.test.ts fails when stale).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSource } from './loadSource.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { schema } = await loadSource(ROOT, { schema: 'src/project/jsonSchema.ts' });
const out = join(ROOT, 'schema', 'agentdeck.schema.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(schema.projectJsonSchema(), null, 2)}\n`);
console.log(`wrote ${out}`);

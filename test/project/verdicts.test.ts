// The remembered comparisons (project/verdicts.ts): what a plan learnt — same, differs, or which keys differ — comes
// back from the file in the next process; a file of the first format (same/differ only) is still read; no value is
// ever in it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileVerdicts, verdictKey } from '../../src/project/verdicts.js';

const file = () => join(mkdtempSync(join(tmpdir(), 'agentdeck-verdicts-')), 'project-verdicts.json');

describe('remembered verdicts', () => {
  it('same, differ, and the keys that differ come back in the next process', () => {
    const path = file();
    const a = verdictKey('local', 'app-us-west', 'AGENTDECK_V2_x', 'stamp-1');
    const b = verdictKey('local', 'app-us-east', 'AGENTDECK_V2_y', 'stamp-1');
    const c = verdictKey('local', 'big', 'AGENTDECK_V2_z', 'stamp-1');
    const d = verdictKey('local', 'app', 'AGENTDECK_V2_w', 'stamp-1');
    const first = fileVerdicts({}, path);
    first.set(a, 'same');
    first.set(b, ['OPENAI_API_KEY']);
    first.set(c, 'differ');
    first.set(d, []);
    first.save();
    const next = fileVerdicts({}, path);
    expect([a, b, c, d].map((k) => next.get(k))).toEqual(['same', ['OPENAI_API_KEY'], 'differ', []]);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ v: 2 });
  });

  it('a file of the first format is read; anything else in it is dropped', () => {
    const path = file();
    writeFileSync(path, JSON.stringify({ v: 1, entries: { k1: 'same', k2: 'differ', k3: 'maybe', k4: [1] } }));
    const read = fileVerdicts({}, path);
    expect(['k1', 'k2', 'k3', 'k4'].map((k) => read.get(k))).toEqual(['same', 'differ', undefined, undefined]);
  });
});

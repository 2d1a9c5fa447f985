// A user moving from the official CLI (`pipecat cloud secrets set -f`, which reads a file line by line) to agentdeck
// (python-dotenv) must not be surprised: the preview names each key the two would store differently, and why, never
// its value. The official CLI's reading is checked against its own loop (copied from daily-co/pipecat-cloud's
// cli/commands/secrets.py) run in python3, on the tricky-case corpus and generated files.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnvFile } from '../../src/api/input/dotenv/index.js';
import {
  OFFICIAL_CLI_REASONS as WHY,
  officialCliNotes,
  readAsOfficialCli,
} from '../../src/api/input/dotenv/officialCli.js';
import { DOTENV_CORPUS, generatedDotenvFile } from '../helpers/dotenvCases.js';

const SECRET = 'S3CR3T-official-cli';

const notesOf = (text: string, env: Record<string, string> = {}) => {
  const parsed = parseEnvFile(text, env);
  expect(parsed.errors).toEqual([]);
  return officialCliNotes(parsed.officialCli);
};

describe('where the official CLI would store a .env differently', () => {
  it('names each key and the reason: quotes, inline comment, escape, ${…}, export — never a value', () => {
    const text = [
      `PLAIN=${SECRET}`,
      `DOUBLE="${SECRET}"`,
      `SINGLE='${SECRET}'`,
      `COMMENTED=${SECRET} # rotated monthly`,
      `QUOTED_COMMENT="${SECRET}" # and a comment`,
      `TABBED="${SECRET}\\tend"`,
      `URL=https://x/\${PLAIN}`,
      `export EXPORTED=${SECRET}`,
      `HASH=${SECRET}#not-a-comment`,
    ].join('\n');
    const notes = notesOf(text);
    expect(notes).toEqual([
      '≠ pipecat cloud secrets set -f would store 6 keys differently:',
      `  ${WHY.quotes}: SINGLE, QUOTED_COMMENT`,
      `  ${WHY.comment}: COMMENTED, QUOTED_COMMENT`,
      `  ${WHY.escape}: TABBED`,
      `  ${WHY.interpolated}: URL`,
      `  ${WHY.exported}: EXPORTED`,
    ]);
    expect(notes.join('\n')).not.toContain(SECRET.slice(0, 6));
  });

  it('a multi-line value makes the official CLI refuse the whole file: the line and the key are named', () => {
    const pem = `-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0B\n-----END PRIVATE KEY-----`;
    expect(notesOf(`A=1\nPEM="${pem}"\nB=2\n`)).toEqual([
      "≠ pipecat cloud secrets set -f would refuse this file: line 3 has no '='",
      `  ${WHY.multilineRefused}: PEM`,
    ]);
  });

  it('a multi-line value whose lines all hold "=" is cut to its first line, and the keys made from it are counted, not named', () => {
    const notes = notesOf(`PEM="${SECRET}\nQ0FOQkFT==\nMORE=x"\nB=2\n`);
    expect(notes).toEqual([
      '≠ pipecat cloud secrets set -f would store 1 key differently:',
      `  ${WHY.multilineCut}: PEM`,
      '  and 2 keys more, made of lines inside a multi-line value (not named)',
    ]);
    expect(notes.join('\n')).not.toContain('Q0FO');
  });

  it('a file both tools read the same way gets no note', () => {
    expect(notesOf(`A=${SECRET}\nB="${SECRET} with spaces"\n  C = spaced  \n# comment\n\nD=a#b\n`)).toEqual([]);
  });

  it('a refused file gets no comparison (the refusal comes first)', () => {
    expect(parseEnvFile('A=1\nnot a line\n', {}).officialCli).toBeUndefined();
  });

  it('property: a key is named exactly when the two stored values differ, and no note holds a value', () => {
    let compared = 0;
    let named = 0;
    for (const text of fc.sample(generatedDotenvFile, { numRuns: 600, seed: 25 })) {
      const parsed = parseEnvFile(text, {});
      if (parsed.errors.length > 0) continue;
      compared++;
      named += parsed.officialCli?.differences.length ?? 0;
      const official = readAsOfficialCli(text);
      const keysNamed = new Set(parsed.officialCli?.differences.map((d) => d.key));
      for (const [key, value] of Object.entries(parsed.pairs)) {
        const differs = official.ok
          ? official.pairs.get(key)?.value !== value
          : parsed.officialCli?.differences.some((d) => d.key === key) === true;
        expect(keysNamed.has(key), `${key} in ${JSON.stringify(text)}`).toBe(differs);
        if (official.ok && differs)
          expect(parsed.officialCli?.differences.find((d) => d.key === key)?.reasons).not.toContain(WHY.other);
      }
      // Every line is a fixed header or a known reason followed by keys python-dotenv read: no room for a value.
      const [header, ...rest] = officialCliNotes(parsed.officialCli);
      if (header === undefined) continue;
      expect(header).toMatch(
        /^≠ pipecat cloud secrets set -f would (store \d+ keys? differently:|refuse this file: line \d+ (has no '='|has an empty key or value))$/,
      );
      const reasons = Object.values(WHY) as string[];
      for (const line of rest) {
        if (/^ {2}and \d+ keys? more, made of lines inside a multi-line value \(not named\)$/.test(line)) continue;
        const at = line.lastIndexOf(': ');
        expect(reasons).toContain(line.slice(2, at));
        for (const key of line.slice(at + 2).split(', ')) expect(Object.keys(parsed.pairs)).toContain(key);
      }
    }
    // Not vacuous: many generated files are accepted, and many of their keys differ.
    expect(compared).toBeGreaterThan(100);
    expect(named).toBeGreaterThan(50);
  });
});

const probe = spawnSync('python3', ['-c', 'print(1)'], { encoding: 'utf8' });
const skipReason = probe.error !== undefined || probe.status !== 0 ? 'python3 is not installed' : null;

/** The official CLI's `secrets set -f` loop, as it is in daily-co/pipecat-cloud (only the exits made data). */
const PYTHON = `
import json, sys
def official(path):
    secrets_dict = {}
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if "=" not in line:
                return {"refused": number}
            key, value = line.split("=", 1)
            key = key.strip()
            value = value.strip()
            if value.startswith('"') and value.endswith('"'):
                value = value[1:-1]
            if not key or not value:
                return {"refused": number}
            secrets_dict[key] = value
    return {"pairs": list(secrets_dict.items())}
print(json.dumps([official(p) for p in sys.argv[1:]]))
`;

describe.skipIf(skipReason !== null)(
  `differential: the official CLI's own loop vs readAsOfficialCli${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-official-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    function compare(files: string[]) {
      const paths = files.map((text, i) => {
        const path = join(dir, `case-${i}.env`);
        writeFileSync(path, text, 'utf8');
        return path;
      });
      const run = spawnSync('python3', ['-c', PYTHON, ...paths], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, LC_ALL: 'C.UTF-8', PYTHONIOENCODING: 'utf-8', PYTHONUTF8: '1' },
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(run.status, run.stderr).toBe(0);
      const python = JSON.parse(run.stdout) as Array<{ refused: number } | { pairs: Array<[string, string]> }>;
      files.forEach((text, i) => {
        const ours = readAsOfficialCli(text);
        const shaped = ours.ok
          ? { pairs: [...ours.pairs].map(([key, { value }]) => [key, value]) }
          : { refused: ours.line };
        expect({ file: text, read: shaped }).toEqual({ file: text, read: python[i] });
      });
    }

    it('agrees on the corpus', () => {
      compare([...DOTENV_CORPUS, 'A=""\n', 'A="\n', "A=''\n", '=x\n', 'A=\n', ' # c\n\tB = " x " \n']);
    });

    it('agrees on 400 generated files', () => {
      compare(fc.sample(generatedDotenvFile, { numRuns: 400, seed: 11 }));
    });
  },
);

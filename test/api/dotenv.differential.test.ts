// The same `.env` files through python-dotenv's dotenv_values() (what a Pipecat agent reads) and through ours:
// keys, values and their order must match. A corpus of tricky cases plus generated files, all in ONE python run.
// Skipped, saying why, where python3 with python-dotenv is not installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { dotenvValues } from '../../src/api/input/dotenv/index.js';
import { DOTENV_CORPUS as CORPUS, generatedDotenvFile as generatedFile } from '../helpers/dotenvCases.js';

const probe = spawnSync('python3', ['-c', 'import dotenv'], { encoding: 'utf8' });
const skipReason =
  probe.error !== undefined
    ? 'python3 is not installed'
    : probe.status !== 0
      ? 'python-dotenv is not installed (pip install python-dotenv)'
      : null;

/** Reads every file named on the command line with dotenv_values(); prints [[key, value], …] per file and os.environ. */
const PYTHON = `
import json, os, sys, logging
from dotenv import dotenv_values
logging.disable(logging.CRITICAL)
print(json.dumps({"env": dict(os.environ), "files": [list(dotenv_values(p).items()) for p in sys.argv[1:]]}))
`;

const ENV = { DEFINED: 'from-env', EMPTY_IN_ENV: '', SHADOWED: 'env-loses', A: 'env-a' };

describe.skipIf(skipReason !== null)(
  `differential: dotenv_values() vs ours${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-dotenv-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    function throughPython(files: string[]) {
      const paths = files.map((text, i) => {
        const path = join(dir, `case-${i}.env`);
        writeFileSync(path, text, 'utf8');
        return path;
      });
      const run = spawnSync('python3', ['-c', PYTHON, ...paths], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, LC_ALL: 'C.UTF-8', PYTHONIOENCODING: 'utf-8', PYTHONUTF8: '1', ...ENV },
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(run.status, run.stderr).toBe(0);
      return JSON.parse(run.stdout) as { env: Record<string, string>; files: Array<Array<[string, string | null]>> };
    }

    function compare(files: string[]) {
      const python = throughPython(files);
      files.forEach((text, i) => {
        const ours = [...dotenvValues(text, python.env)];
        expect({ file: text, values: ours }).toEqual({ file: text, values: python.files[i] });
      });
    }

    it('agrees on every file of the tricky-case corpus', () => {
      compare(CORPUS);
    });

    it('agrees on 400 generated files', () => {
      compare(fc.sample(generatedFile, { numRuns: 400, seed: 9 }));
    });
  },
);

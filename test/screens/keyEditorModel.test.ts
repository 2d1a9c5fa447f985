// The key editor's pure model, without Ink: staging, the save plan and its outcome, file merges and clashes.
import { describe, expect, it } from 'vitest';
import {
  draftAfter,
  editorReducer,
  fileClashes,
  initialEditorState,
  mergeFile,
  planSave,
  previewScope,
  reportOf,
  rowsOf,
  type Draft,
  type EditorState,
} from '../../src/screens/keyEditor/model.js';
import type { FilePreview } from '../../src/screens/keyEditor/FilePreview.js';
import { footerText } from '../../src/screens/keymap.js';

const run = (s: EditorState, ...actions: Parameters<typeof editorReducer>[1][]) => actions.reduce(editorReducer, s);

describe('key editor model', () => {
  it('stages add, replace and unset alike and shows them on the rows', () => {
    const s = run(
      initialEditorState,
      { type: 'stage', key: 'NEW', value: 'v1' },
      { type: 'stage', key: 'A', value: 'v2' },
      { type: 'toggleUnset', key: 'B', stored: true },
    );
    expect(rowsOf(['A', 'B', 'C'], s.draft)).toEqual([
      { key: 'A', stored: true, staged: 'replace' },
      { key: 'B', stored: true, staged: 'unset' },
      { key: 'C', stored: true, staged: undefined },
      { key: 'NEW', stored: false, staged: 'add' },
    ]);
  });

  it('x on a staged edit drops it; on a key that is not stored it does nothing', () => {
    const s = run(
      initialEditorState,
      { type: 'stage', key: 'A', value: 'v' },
      { type: 'toggleUnset', key: 'A', stored: true },
    );
    expect(s.draft).toEqual({});
    expect(run(initialEditorState, { type: 'toggleUnset', key: 'X', stored: false }).draft).toEqual({});
  });

  it('plans one PUT for adds and replacements, then the unsets', () => {
    const draft: Draft = { A: { kind: 'set', value: '1' }, B: { kind: 'unset' }, C: { kind: 'set', value: '2' } };
    expect(planSave(draft)).toEqual({
      put: [
        { secretKey: 'A', secretValue: '1' },
        { secretKey: 'C', secretValue: '2' },
      ],
      unsets: ['B'],
    });
  });

  it('keeps what failed staged and reports every step', () => {
    const draft: Draft = { A: { kind: 'set', value: '1' }, B: { kind: 'unset' }, C: { kind: 'unset' } };
    const outcome = {
      put: { ok: true as const },
      unsets: [
        { key: 'B', ok: false as const, message: 'boom' },
        { key: 'C', ok: true as const, alreadyGone: true },
      ],
    };
    expect(draftAfter(draft, outcome)).toEqual({ B: { kind: 'unset' } });
    expect(reportOf(planSave(draft), outcome)).toEqual([
      { step: 'PUT 1 key', result: 'ok' },
      { step: 'unset B', result: 'failed', message: 'boom' },
      { step: 'unset C', result: 'ok', message: 'was already gone' },
    ]);
    const putFailed = {
      put: { ok: false as const, message: 'conflict' },
      unsets: [
        { key: 'B', notSent: true as const },
        { key: 'C', notSent: true as const },
      ],
    };
    expect(draftAfter(draft, putFailed)).toEqual(draft);
    expect(reportOf(planSave(draft), putFailed).map((r) => r.result)).toEqual(['failed', 'not sent', 'not sent']);
  });

  it('a file clashes where a staged edit differs; merging keeps or replaces the staged edit as asked', () => {
    const draft: Draft = { A: { kind: 'set', value: 'mine' }, B: { kind: 'unset' }, C: { kind: 'set', value: 'same' } };
    const pairs = { A: 'file', B: 'file', C: 'same', D: 'new' };
    expect(fileClashes(pairs, draft)).toEqual(['A', 'B']);
    expect(mergeFile(draft, pairs, false)).toEqual({ ...draft, D: { kind: 'set', value: 'new' } });
    expect(mergeFile(draft, pairs, true)).toEqual({
      A: { kind: 'set', value: 'file' },
      B: { kind: 'set', value: 'file' },
      C: { kind: 'set', value: 'same' },
      D: { kind: 'set', value: 'new' },
    });
  });

  it('a previewed file is merged only on apply, never sent', () => {
    const preview: FilePreview = {
      path: 'f',
      pairs: { A: 'file' },
      add: [],
      overwrite: ['A'],
      interpolated: [],
      errors: [],
    };
    let s = run(initialEditorState, { type: 'stage', key: 'A', value: 'mine' }, { type: 'preview', preview });
    expect(s.mode).toMatchObject({ kind: 'preview', clashes: ['A'] });
    expect(s.draft.A).toEqual({ kind: 'set', value: 'mine' });
    s = editorReducer(s, { type: 'applyFile', fileWins: false });
    expect(s.draft.A).toEqual({ kind: 'set', value: 'mine' });
    expect(s.mode.kind).toBe('list');
  });

  it('a preview takes only the keys that work in it, and its footer says only those', () => {
    const loads: FilePreview = {
      path: 'f',
      pairs: { A: 'file' },
      add: ['A'],
      overwrite: [],
      interpolated: [],
      errors: [],
    };
    const refused: FilePreview = {
      path: 'f',
      pairs: {},
      add: [],
      overwrite: [],
      interpolated: [],
      errors: [{ line: 2, message: 'line 2: …' }],
    };
    expect(previewScope(loads, [])).toBe('filePreview');
    expect(previewScope(loads, ['A'])).toBe('filePreviewClash');
    expect(previewScope(refused, [])).toBe('fileRefused');
    expect(footerText('filePreview', 100)).toBe('y stage · n/esc cancel');
    expect(footerText('filePreviewClash', 100)).toBe('y take the file’s · k keep mine · n/esc cancel');
    expect(footerText('fileRefused', 100)).toBe('l another file · esc back');
    // A refused file is never merged, whatever reaches the reducer.
    const s = run(initialEditorState, { type: 'preview', preview: refused }, { type: 'applyFile', fileWins: true });
    expect(s.mode.kind).toBe('preview');
    expect(s.draft).toEqual({});
  });
});

// The cursor paging the rooms and recordings slices share.
import { describe, expect, it } from 'vitest';
import { keepSelection, pageMove } from '../../src/state/paging.js';

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('pageMove', () => {
  it('next remembers the last id as the cursor; prev goes back through the remembered cursors', () => {
    const first = { page: 0, cursors: [undefined] };
    const second = pageMove('next', first, items('a', 'b'), 5, 2);
    expect(second).toEqual({ page: 1, cursors: [undefined, 'b'] });
    const third = pageMove('next', second!, items('c', 'd'), 5, 2);
    expect(third).toEqual({ page: 2, cursors: [undefined, 'b', 'd'] });
    expect(pageMove('prev', third!, items('e'), 5, 2)).toEqual({ page: 1, cursors: [undefined, 'b', 'd'] });
  });

  it('nowhere to go: prev on the first page, next on the last or an empty page', () => {
    expect(pageMove('prev', { page: 0, cursors: [undefined] }, items('a'), 1, 10)).toBeNull();
    expect(pageMove('next', { page: 2, cursors: [undefined, 'b', 'd'] }, items('e'), 5, 2)).toBeNull();
    expect(pageMove('next', { page: 0, cursors: [undefined] }, [], 0, 10)).toBeNull();
    expect(pageMove('next', { page: 0, cursors: [undefined] }, null, 3, 10)).toBeNull();
  });

  it('first starts over; reload stays', () => {
    const at = { page: 2, cursors: [undefined, 'b', 'd'] };
    expect(pageMove('first', at, items('e'), 5, 2)).toEqual({ page: 0, cursors: [undefined] });
    expect(pageMove('reload', at, items('e'), 5, 2)).toBe(at);
  });
});

describe('keepSelection', () => {
  it('keeps a selection still on the page, else takes the first item, else none', () => {
    expect(keepSelection('b', items('a', 'b'), (x) => x.id)).toBe('b');
    expect(keepSelection('z', items('a', 'b'), (x) => x.id)).toBe('a');
    expect(keepSelection(null, items('a'), (x) => x.id)).toBe('a');
    expect(keepSelection('a', [], (x: { id: string }) => x.id)).toBeNull();
  });
});

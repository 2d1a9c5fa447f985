import { describe, expect, it } from 'vitest';
import { listMoveTarget } from '../../src/components/listNavigation.js';

describe('listMoveTarget', () => {
  it('moves by one, by a page, and to either end, clamped to the list', () => {
    expect(listMoveTarget('down', 3, 10, 4)).toBe(4);
    expect(listMoveTarget('up', 3, 10, 4)).toBe(2);
    expect(listMoveTarget('up', 0, 10, 4)).toBe(0);
    expect(listMoveTarget('down', 9, 10, 4)).toBe(9);
    expect(listMoveTarget('pageDown', 8, 10, 4)).toBe(9);
    expect(listMoveTarget('pageUp', 2, 10, 4)).toBe(0);
    expect(listMoveTarget('first', 7, 10, 4)).toBe(0);
    expect(listMoveTarget('last', 1, 10, 4)).toBe(9);
  });

  it('answers null for other actions and for an empty list', () => {
    expect(listMoveTarget('open', 1, 10, 4)).toBeNull();
    expect(listMoveTarget(undefined, 1, 10, 4)).toBeNull();
    expect(listMoveTarget('down', 0, 0, 4)).toBeNull();
  });
});

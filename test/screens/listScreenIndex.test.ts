// The list-screen piece finds the selected row by its key from where the selection was (no Map of every row).
import { describe, expect, it } from 'vitest';
import { indexNear } from '../../src/screens/listScreen/useListScreen.js';

describe('indexNear: the selected key found from where the selection was', () => {
  const rows = ['a', 'b', 'c', 'd', 'e'];
  const id = (r: string) => r;
  it('finds the key on either side, at the ends and out of range', () => {
    expect(indexNear(rows, id, 'c', 2)).toBe(2);
    expect(indexNear(rows, id, 'e', 1)).toBe(4);
    expect(indexNear(rows, id, 'a', 3)).toBe(0);
    expect(indexNear(rows, id, 'a', 99)).toBe(0);
    expect(indexNear(rows, id, 'e', -5)).toBe(4);
  });
  it('says -1 when the key is not there, or there are no rows', () => {
    expect(indexNear(rows, id, 'z', 2)).toBe(-1);
    expect(indexNear([], id, 'a', 0)).toBe(-1);
    expect(indexNear([], id, 'a', 3)).toBe(-1);
  });
});

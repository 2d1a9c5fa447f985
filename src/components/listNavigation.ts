/**
 * Where a movement action of the keymap's shared list bindings (down, up, first, last, pageDown, pageUp)
 * takes the cursor in a list of `count` rows, clamped to the list; null for any other action or an empty list.
 */
export function listMoveTarget(
  action: string | undefined,
  index: number,
  count: number,
  pageSize: number,
): number | null {
  if (count === 0) return null;
  let target: number;
  switch (action) {
    case 'down':
      target = index + 1;
      break;
    case 'up':
      target = index - 1;
      break;
    case 'first':
      target = 0;
      break;
    case 'last':
      target = count - 1;
      break;
    case 'pageDown':
      target = index + pageSize;
      break;
    case 'pageUp':
      target = index - pageSize;
      break;
    default:
      return null;
  }
  return Math.min(Math.max(0, target), count - 1);
}

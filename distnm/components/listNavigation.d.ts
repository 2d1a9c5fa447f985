/**
 * Where a movement action of the keymap's shared list bindings (down, up, first, last, pageDown, pageUp)
 * takes the cursor in a list of `count` rows, clamped to the list; null for any other action or an empty list.
 */
export declare function listMoveTarget(action: string | undefined, index: number, count: number, pageSize: number): number | null;

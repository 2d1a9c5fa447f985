import type { Key } from 'ink';
export interface KeyPress {
    input: string;
    key: Key;
}
/** A Key with the given flags set and every other flag false (also the tests' one Key factory). */
export declare function makeKey(flags?: Partial<Key>): Key;
export declare const ENTER: KeyPress;
export declare const ESCAPE: KeyPress;
/**
 * The key presses one Ink input event stands for, in order. An event with a key flag, or a single
 * character, is one press; a run of plain bytes is split per character ('\r\n' is one Enter).
 */
export declare function splitChunk(input: string, key: Key): KeyPress[];
/** A press that types text: printable characters, no key flag. */
export declare function isTextPress(p: KeyPress): boolean;

import { type KeyPress } from './keyPress.js';
export interface QueuedPress {
    press: KeyPress;
    /** Which stdin chunk the press came from: typed text is only joined within one chunk. */
    chunk: number;
    /** A bracketed paste's text (line breaks removed). */
    paste?: boolean;
}
/** Removes and returns the next press to dispatch (undefined when the queue is empty). */
export declare function takeNext(queue: QueuedPress[], acceptsText: boolean): KeyPress | undefined;
/**
 * Turns Ink input events into queued presses. Between the bracketed-paste markers (the app turns the mode
 * on; Ink hands the markers over with their ESC stripped) everything is collected as one paste: its line
 * breaks are dropped, and a paste that ends with one submits once.
 */
export declare function createPressReader(): (input: string, key: import('ink').Key) => QueuedPress[];

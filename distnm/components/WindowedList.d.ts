import { type ReactNode } from 'react';
/** First visible index so that `selected` is inside [start, start + height). */
export declare function windowStart(prevStart: number, selected: number, height: number, total: number): number;
export interface WindowedListProps<T> {
    items: readonly T[];
    selectedIndex: number;
    height: number;
    keyOf(item: T): string;
    renderRow(item: T, index: number, selected: boolean): ReactNode;
}
export declare function WindowedList<T>({ items, selectedIndex, height, keyOf, renderRow }: WindowedListProps<T>): import("react").JSX.Element;

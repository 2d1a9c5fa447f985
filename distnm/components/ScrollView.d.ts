import { type ReactNode } from 'react';
export interface ScrollViewProps {
    height: number;
    offset: number;
    onMeasure(contentHeight: number): void;
    children: ReactNode;
}
export declare function ScrollView({ height, offset, onMeasure, children }: ScrollViewProps): import("react").JSX.Element;
/** The largest useful offset: the last content line at the bottom of the window. */
export declare function maxScrollOffset(contentHeight: number, height: number): number;

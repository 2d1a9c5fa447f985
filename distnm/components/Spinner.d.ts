import { type ReactNode } from 'react';
export declare const SPINNER_FRAMES: string[];
export declare const SPINNER_INTERVAL_MS = 100;
export declare function AnimationProvider({ still, children }: {
    still: boolean;
    children?: ReactNode;
}): import("react").JSX.Element;
export declare function Spinner({ label }: {
    label?: string;
}): import("react").JSX.Element;

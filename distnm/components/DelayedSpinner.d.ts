export declare const SPINNER_DELAY_MS = 150;
export declare function DelayedSpinner({ label, delayMs }: {
    label: string;
    delayMs?: number;
}): import("react").JSX.Element | null;

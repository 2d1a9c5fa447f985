import type { ReactNode } from 'react';
export interface ConfirmProps {
    title: string;
    /** Lines naming exactly what will happen. */
    children?: ReactNode;
    yesLabel?: string;
    onYes(): void;
    onNo(): void;
}
export declare function Confirm({ title, children, yesLabel, onYes, onNo }: ConfirmProps): import("react").JSX.Element;

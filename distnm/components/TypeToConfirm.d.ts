import { type ReactNode } from 'react';
export interface TypeToConfirmProps {
    title: string;
    /** What must be typed (a set or room name). */
    expected: string;
    children?: ReactNode;
    onConfirm(): void;
    onCancel(): void;
}
export declare function TypeToConfirm({ title, expected, children, onConfirm, onCancel }: TypeToConfirmProps): import("react").JSX.Element;

export declare function Paragraph({ children, color }: {
    children: string;
    color?: string;
}): import("react").JSX.Element;

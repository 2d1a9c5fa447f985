export declare function KeyEditor({ name }: {
    name: string;
}): import("react").JSX.Element;

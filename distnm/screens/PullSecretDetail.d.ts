export declare function PullSecretDetail({ name }: {
    name: string;
}): import("react").JSX.Element;

export declare function NewSet(): import("react").JSX.Element;

import { type BindingScope } from './keymap.js';
export declare function Help({ scope, title, onClose }: {
    scope: BindingScope;
    title: string;
    onClose(): void;
}): import("react").JSX.Element;

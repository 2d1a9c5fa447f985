/** The current scope's keys in one line (text from keymap.footerText). */
export declare function Footer({ text }: {
    text: string;
}): import("react").JSX.Element;

export declare const RevealAllowedContext: import("react").Context<boolean>;
/** `revealed`, unless the app is closing: then every masked field is masked again. */
export declare function useRevealGate(revealed: boolean): boolean;

import type { OrgChoice } from './model.js';
export interface OrgSwitch {
    /** The organization every screen talks to now. */
    current?: string;
    list(): Promise<OrgChoice[]>;
    /** Re-targets the whole app (every screen) to `org`; rejects with a message-bearing Error. */
    switchTo(org: string): Promise<void>;
}
export declare const OrgSwitchContext: import("react").Context<OrgSwitch | undefined>;
export declare function useOrgSwitch(): OrgSwitch | undefined;

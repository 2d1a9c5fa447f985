import type { AppStore } from '../state/store.js';
import { type OrgSwitch } from './orgSwitch/context.js';
export declare const DEFAULT_EMULATOR_HINT = "to use the real service: agentdeck auth login, or set PIPECAT_API_KEY";
export declare const SCREEN_TITLES: Record<string, string>;
export interface AppProps {
    store: AppStore;
    /** Still spinners (tests, screen readers). */
    still?: boolean;
    /** With a user session: the `o` organization switcher (see orgSwitch/OrgRoot.tsx). */
    orgSwitch?: OrgSwitch;
    /** Without header and footer: the screen, its toast and error lines only (tests of one screen). */
    bare?: boolean;
}
export declare function App({ store, still, orgSwitch, bare }: AppProps): import("react").JSX.Element;

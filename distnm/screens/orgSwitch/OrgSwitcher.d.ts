import type { OrgSwitch } from './context.js';
export declare function OrgSwitcher({ orgSwitch, onClose }: {
    orgSwitch: OrgSwitch;
    onClose(): void;
}): import("react").JSX.Element;

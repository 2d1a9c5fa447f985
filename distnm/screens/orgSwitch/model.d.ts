export interface OrgChoice {
    name: string;
    verboseName?: string;
}
export type OrgSwitcherState = {
    status: 'loading';
    moves?: number;
    pick?: boolean;
} | {
    status: 'error';
    message: string;
} | {
    status: 'ready';
    orgs: OrgChoice[];
    index: number;
    pickPending?: boolean;
} | {
    status: 'switching';
    orgs: OrgChoice[];
    index: number;
};
export type OrgSwitcherEvent = {
    type: 'loaded';
    orgs: OrgChoice[];
    current?: string;
} | {
    type: 'failed';
    message: string;
} | {
    type: 'move';
    by: number;
} | {
    type: 'pick';
} | {
    type: 'switching';
} | {
    type: 'switchFailed';
    message: string;
};
export declare function orgSwitcherReducer(state: OrgSwitcherState, event: OrgSwitcherEvent): OrgSwitcherState;

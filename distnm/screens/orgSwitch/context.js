// What the app needs to switch organization, when the session can (a user session: OAuth login or PAT).
import { createContext, useContext } from 'react';
export const OrgSwitchContext = createContext(undefined);
export function useOrgSwitch() {
    return useContext(OrgSwitchContext);
}

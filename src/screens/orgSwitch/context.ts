// What the app needs to switch organization, when the session can (a user session: OAuth login or PAT).
import { createContext, useContext } from 'react';
import type { OrgChoice } from './model.js';

export interface OrgSwitch {
  /** The organization every screen talks to now. */
  current?: string;
  list(): Promise<OrgChoice[]>;
  /** Re-targets the whole app (every screen) to `org`; rejects with a message-bearing Error. */
  switchTo(org: string): Promise<void>;
}

export const OrgSwitchContext = createContext<OrgSwitch | undefined>(undefined);

export function useOrgSwitch(): OrgSwitch | undefined {
  return useContext(OrgSwitchContext);
}

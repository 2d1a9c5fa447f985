// Org-scoped helpers for the user-token target (the official CLI's login): which orgs the token can use,
// and the org's room service key. `http` is a pipecat-flavoured client on the API host (no /v1 in baseUrl).
import type { CallOptions } from '../contracts.js';
import type { HttpClient } from '../http/http.js';
import { expectArray, expectRecord, expectString, optionalString } from '../http/shape.js';

export interface Organization {
  name: string;
  verboseName?: string;
}

/** GET /v1/organizations → `{organizations:[{name, verboseName}]}` */
export async function listOrganizations(http: HttpClient, opts: CallOptions = {}): Promise<Organization[]> {
  const { body } = await http.request<unknown>('GET', '/v1/organizations', { signal: opts.signal });
  const list = expectArray(expectRecord(body, 'organization list'), 'organizations', 'organization list');
  return list.map((item, i) => {
    const org = expectRecord(item, `organizations[${i}]`);
    const verboseName = optionalString(org, 'verboseName');
    return {
      name: expectString(org, 'name', `organizations[${i}]`),
      ...(verboseName !== undefined ? { verboseName } : {}),
    };
  });
}

/** GET /v1/organizations/{org}/daily → the org's room service API key. */
export async function getOrgRoomKey(http: HttpClient, org: string, opts: CallOptions = {}): Promise<string> {
  const { body } = await http.request<unknown>('GET', `/v1/organizations/${encodeURIComponent(org)}/daily`, {
    signal: opts.signal,
  });
  return expectString(expectRecord(body, 'room key response'), 'apiKey', 'room key response');
}

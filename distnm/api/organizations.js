import { expectArray, expectRecord, expectString, optionalString } from './shape.js';
/** GET /v1/organizations → `{organizations:[{name, verboseName}]}` */
export async function listOrganizations(http, opts = {}) {
    const { body } = await http.request('GET', '/v1/organizations', { signal: opts.signal });
    const list = expectArray(expectRecord(body, 'organization list'), 'organizations', 'organization list');
    return list.map((item, i) => {
        const org = expectRecord(item, `organizations[${i}]`);
        const verboseName = optionalString(org, 'verboseName');
        return { name: expectString(org, 'name', `organizations[${i}]`), ...(verboseName !== undefined ? { verboseName } : {}) };
    });
}
/** GET /v1/organizations/{org}/daily → the org's room service API key. */
export async function getOrgRoomKey(http, org, opts = {}) {
    const { body } = await http.request('GET', `/v1/organizations/${encodeURIComponent(org)}/daily`, {
        signal: opts.signal,
    });
    return expectString(expectRecord(body, 'room key response'), 'apiKey', 'room key response');
}

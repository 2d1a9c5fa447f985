import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  expectArray,
  expectRecord,
  expectString,
  optionalString
} from "./chunk-PXGO4QXW.js";

// src/api/organizations.ts
async function listOrganizations(http, opts = {}) {
  const { body } = await http.request("GET", "/v1/organizations", { signal: opts.signal });
  const list = expectArray(expectRecord(body, "organization list"), "organizations", "organization list");
  return list.map((item, i) => {
    const org = expectRecord(item, `organizations[${i}]`);
    const verboseName = optionalString(org, "verboseName");
    return { name: expectString(org, "name", `organizations[${i}]`), ...verboseName !== void 0 ? { verboseName } : {} };
  });
}
async function getOrgRoomKey(http, org, opts = {}) {
  const { body } = await http.request("GET", `/v1/organizations/${encodeURIComponent(org)}/daily`, {
    signal: opts.signal
  });
  return expectString(expectRecord(body, "room key response"), "apiKey", "room key response");
}

export {
  listOrganizations,
  getOrgRoomKey
};

import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  getOrgRoomKey,
  listOrganizations
} from "./chunk-HW5WIPXX.js";
import "./chunk-PXGO4QXW.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";
export {
  getOrgRoomKey,
  listOrganizations
};

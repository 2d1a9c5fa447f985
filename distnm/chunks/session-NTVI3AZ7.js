import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  EXPIRY_MARGIN_SECONDS,
  FileSession,
  PAT_PREFIX,
  SESSION_EXPIRED_MESSAGE,
  isPat
} from "./chunk-GFKX6TXP.js";
import "./chunk-IU55D2WA.js";
import "./chunk-AYJZL7RE.js";
import "./chunk-X6UWKNGN.js";
import "./chunk-EPPTKU2A.js";
import "./chunk-4K7H4426.js";
import "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";
export {
  EXPIRY_MARGIN_SECONDS,
  FileSession,
  PAT_PREFIX,
  SESSION_EXPIRED_MESSAGE,
  isPat
};

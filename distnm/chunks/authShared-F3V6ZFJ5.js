import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  accountHost,
  chooseOrganization,
  printFacts,
  relativeTime,
  sessionFacts,
  storeSession
} from "./chunk-FIDWO5NJ.js";
import "./chunk-ZJ6UEI4Y.js";
import "./chunk-IU55D2WA.js";
import "./chunk-HW5WIPXX.js";
import "./chunk-2OLWHW75.js";
import "./chunk-G74DLGNF.js";
import "./chunk-GFMKCGGO.js";
import "./chunk-QY4MV3PG.js";
import "./chunk-PQFZSIR2.js";
import "./chunk-X6UWKNGN.js";
import "./chunk-EPPTKU2A.js";
import "./chunk-4K7H4426.js";
import "./chunk-BO633EMQ.js";
import "./chunk-PXGO4QXW.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";
export {
  accountHost,
  chooseOrganization,
  printFacts,
  relativeTime,
  sessionFacts,
  storeSession
};

import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  addRoomOptions,
  register,
  roomParamsFromOptions,
  roomPropertiesFromOptions
} from "./chunk-4F76BCMP.js";
import "./chunk-LMO7R6KI.js";
import "./chunk-K6YVVY37.js";
import "./chunk-GUB7RH6N.js";
import "./chunk-NRXDJIEN.js";
import "./chunk-LOG7E7DE.js";
import "./chunk-TZFNRNE6.js";
import "./chunk-ZJ6UEI4Y.js";
import "./chunk-UY6GZFHY.js";
import "./chunk-PQFZSIR2.js";
import "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";
export {
  addRoomOptions,
  register,
  roomParamsFromOptions,
  roomPropertiesFromOptions
};

import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  TYPE_WORDS,
  listSets,
  register
} from "./chunk-KKUGXMPH.js";
import "./chunk-EUX4PQUR.js";
import "./chunk-Y7NU4ZVB.js";
import "./chunk-NOC2BXNB.js";
import "./chunk-UYWC2BWY.js";
import "./chunk-OA53UNZE.js";
import "./chunk-LOG7E7DE.js";
import "./chunk-TZFNRNE6.js";
import "./chunk-ZJ6UEI4Y.js";
import "./chunk-UJ2YOHBG.js";
import "./chunk-GFMKCGGO.js";
import "./chunk-PQFZSIR2.js";
import "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";
export {
  TYPE_WORDS,
  listSets,
  register
};

import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  CACHE_TTL_MS,
  FAILURE_TTL_MS,
  LOOKUP_BUDGET_MS,
  completionCacheDir,
  dynamicSources,
  targetFingerprint
} from "./chunk-UYWC2BWY.js";
import "./chunk-UJ2YOHBG.js";
import "./chunk-GFMKCGGO.js";
import "./chunk-BO633EMQ.js";
import "./chunk-SJQH257H.js";
export {
  CACHE_TTL_MS,
  FAILURE_TTL_MS,
  LOOKUP_BUDGET_MS,
  completionCacheDir,
  dynamicSources,
  targetFingerprint
};

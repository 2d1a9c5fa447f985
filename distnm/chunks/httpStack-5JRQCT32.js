import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  source_default
} from "./chunk-AYJZL7RE.js";
import "./chunk-SJQH257H.js";

// src/api/nativeRequest.ts
import http from "node:http";
import https from "node:https";
var CLOSED_BEFORE_CONNECTION = "ERR_SOCKET_CLOSED_BEFORE_CONNECTION";
function withoutClosedBeforeConnection(args) {
  const last = args.length - 1;
  if (last < 0 || typeof args[last] !== "function") return args;
  const callback = args[last];
  const guarded = (error) => {
    if (error?.code === CLOSED_BEFORE_CONNECTION) return;
    callback(error);
  };
  return [...args.slice(0, last), guarded];
}
function nativeRequest(url, options, callback) {
  const request = (url.protocol === "https:" ? https : http).request(url, options, callback);
  const write = request.write.bind(request);
  const end = request.end.bind(request);
  request.write = ((...args) => write(...withoutClosedBeforeConnection(args)));
  request.end = ((...args) => end(...withoutClosedBeforeConnection(args)));
  return request;
}
export {
  source_default as got,
  nativeRequest
};

import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  USER_AGENT
} from "./chunk-EPPTKU2A.js";
import {
  ApiError
} from "./chunk-WLHYYBCR.js";

// src/api/download.ts
import { createWriteStream, existsSync, renameSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { finished, pipeline } from "node:stream/promises";
function extensionForContentType(contentType) {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "video/mp4") return ".mp4";
  if (type === "audio/mp4" || type === "audio/x-m4a" || type === "audio/m4a") return ".m4a";
  if (type === "video/webm" || type === "audio/webm") return ".webm";
  return ".bin";
}
var MAX_REDIRECTS = 10;
var RESPONSE_TIMEOUT_MS = 3e4;
var REDIRECT_STATUSES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
var downloadError = (code, message, status = 0) => new ApiError({ status, code, message });
var StalledError = class extends Error {
  name = "TimeoutError";
};
function statusFailure(status, host) {
  if (status === 403) {
    return downloadError("LINK_REFUSED", `Download refused by ${host} (HTTP 403): the access link has expired or is not valid; get a new one`, 403);
  }
  if (status === 404) return downloadError("NOT_FOUND", `Download failed (HTTP 404 from ${host}): the recording's file no longer exists`, 404);
  return downloadError("DOWNLOAD_FAILED", `Download failed: HTTP ${status} from ${host}`, status);
}
function linkFailure(error, host) {
  if (error instanceof ApiError) return error;
  const name = error?.name;
  const code = error?.code;
  if (code === "ABORT_ERR" || name === "AbortError") return downloadError("ABORTED", "Download cancelled");
  if (name === "TimeoutError" || code === "ETIMEDOUT") return downloadError("TIMEOUT", `Download from ${host} stalled (no data for too long)`);
  if (typeof code === "string") return downloadError("NETWORK", `Download from ${host} failed: ${code}`);
  return downloadError("DOWNLOAD_FAILED", `Download from ${host} failed: ${error?.message ?? String(error)}`);
}
function get(url, options, ending) {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).get(url, {
      headers: { "user-agent": USER_AGENT, "accept-encoding": "identity" },
      // Socket inactivity from creation on (connecting, waiting, and between body chunks): the idle timeout.
      timeout: options.idleTimeoutMs ?? 3e4,
      ...options.signal ? { signal: options.signal } : {}
    });
    const stall = (what) => {
      ending.reason ??= new StalledError(what);
      request.destroy(ending.reason);
    };
    const headersDeadline = setTimeout(() => stall("no response"), RESPONSE_TIMEOUT_MS);
    request.on("timeout", () => stall("socket idle"));
    request.once("error", (error) => {
      clearTimeout(headersDeadline);
      reject(error);
    });
    request.once("response", (response) => {
      clearTimeout(headersDeadline);
      resolve(response);
    });
  });
}
async function open(url, options, ending) {
  for (let hops = 0; ; hops++) {
    const response = await get(url, options, ending);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location !== void 0) {
      response.resume();
      if (hops >= MAX_REDIRECTS) throw downloadError("DOWNLOAD_FAILED", `Download failed: more than ${MAX_REDIRECTS} redirects from ${url.host}`, status);
      url = new URL(location, url);
      if (url.protocol !== "http:" && url.protocol !== "https:") {
        throw downloadError("DOWNLOAD_FAILED", `Download failed: ${url.host || "the link"} redirected to a ${url.protocol} URL`, status);
      }
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw statusFailure(status, url.host);
    }
    return { response, host: url.host };
  }
}
async function downloadToFile(url, options) {
  let link;
  try {
    link = new URL(url);
    if (link.protocol !== "http:" && link.protocol !== "https:") throw new Error(link.protocol);
  } catch {
    throw downloadError("VALIDATION", "download link: not a URL");
  }
  let host = link.host;
  const started = Date.now();
  let response;
  let part;
  let file;
  const ending = {};
  try {
    ({ response, host } = await open(link, options, ending));
    const contentType = String(response.headers["content-type"] ?? "application/octet-stream");
    const lengthHeader = response.headers["content-length"];
    const total = lengthHeader !== void 0 && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : void 0;
    const path = typeof options.target === "function" ? options.target({ contentType }) : options.target;
    if (!options.force && existsSync(path)) {
      throw downloadError("FILE_EXISTS", `${path} already exists: not overwritten (force to replace it)`);
    }
    part = `${path}.part`;
    let received = 0;
    const incomplete = () => downloadError("INCOMPLETE_DOWNLOAD", `Download incomplete: got ${received} of ${total} bytes from ${host}; nothing was saved`);
    response.on("data", (chunk) => {
      received += chunk.length;
      options.onProgress?.({ received, total, elapsedMs: Date.now() - started });
    });
    options.onProgress?.({ received: 0, total, elapsedMs: Date.now() - started });
    try {
      file = createWriteStream(part, { mode: 384, highWaterMark: 1024 * 1024 });
      await pipeline(response, file);
    } catch (error) {
      const closedEarly = !ending.reason && !options.signal?.aborted && error?.code === "ECONNRESET";
      if (closedEarly && total !== void 0 && received < total) throw incomplete();
      throw error;
    }
    if (total !== void 0 && received !== total) throw incomplete();
    renameSync(part, path);
    part = void 0;
    return { path, bytes: received, contentType };
  } catch (error) {
    response?.destroy();
    if (options.signal?.aborted) throw downloadError("ABORTED", "Download cancelled");
    throw linkFailure(ending.reason ?? error, host);
  } finally {
    if (part !== void 0) {
      if (file && !file.closed) await finished(file).catch(() => void 0);
      rmSync(part, { force: true });
    }
  }
}

export {
  extensionForContentType,
  downloadToFile
};

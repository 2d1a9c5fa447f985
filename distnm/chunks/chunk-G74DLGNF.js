import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  agentdeckConfigPath,
  emulatorDataDir,
  pipecatCredentialsPath
} from "./chunk-GFMKCGGO.js";
import {
  createHttpClient
} from "./chunk-QY4MV3PG.js";
import {
  assertValid,
  validateCredentials,
  validateExistingSetName,
  validateHost,
  validateRegion,
  validateSecretKey,
  validateSecretValue,
  validateSetName
} from "./chunk-PQFZSIR2.js";
import {
  readCredentialsToml,
  stringField
} from "./chunk-X6UWKNGN.js";
import {
  USER_AGENT
} from "./chunk-EPPTKU2A.js";
import {
  redact,
  registerCredentials,
  registerSecret
} from "./chunk-4K7H4426.js";
import {
  expectArray,
  expectRecord,
  expectString,
  isRecord,
  malformed,
  optionalString
} from "./chunk-PXGO4QXW.js";
import {
  ApiError,
  isApiError,
  validationError
} from "./chunk-WLHYYBCR.js";

// src/api/agents.ts
var seg = encodeURIComponent;
var AgentsClient = class {
  http;
  base;
  orgScoped;
  constructor(opts) {
    this.http = opts.http;
    if (opts.org !== void 0 && opts.org.length === 0) throw validationError("org", "organization: must not be empty");
    this.orgScoped = opts.org !== void 0;
    this.base = opts.org !== void 0 ? `/v1/organizations/${seg(opts.org)}/services` : "/v1/agents";
  }
  /** The collection path in use, e.g. `/v1/agents` or `/v1/organizations/acme/services`. */
  get path() {
    return this.base;
  }
  async listAgents(opts = {}) {
    if (opts.region !== void 0) assertValid("region", validateRegion(opts.region));
    const include = opts.includeDeployment !== false;
    const { body } = await this.http.request("GET", this.base, {
      searchParams: { region: opts.region, ...include ? { includeActiveDeployment: "true" } : {} },
      signal: opts.signal
    });
    const list = unwrap(body);
    const items = Array.isArray(list) ? list : isRecord(list) && Array.isArray(list.services) ? list.services : void 0;
    if (!items) throw malformed('agent list has no array "services"');
    const agents = [];
    for (const item of items) {
      if (!isRecord(item) || typeof item.name !== "string" || item.name === "") continue;
      if (item.deletedAt !== void 0 && item.deletedAt !== null) continue;
      const bindings = include ? bindingsOf(item.deployment) : void 0;
      agents.push({
        name: item.name,
        ...optionalField(item, "region"),
        ...optionalField(item, "id"),
        ...optionalField(item, "desiredDeploymentId"),
        ...optionalField(item, "reconciledDeploymentId"),
        ...bindings ? { bindings } : {}
      });
    }
    return opts.region !== void 0 ? agents.filter((a) => a.region === void 0 || a.region === opts.region) : agents;
  }
  async getAgent(name, opts = {}) {
    assertValid("name", validateAgentName(name));
    const { body } = await this.http.request("GET", `${this.base}/${seg(name)}`, { signal: opts.signal });
    return toDetail(unwrap(body), name);
  }
  async createAgent(name, input, opts = {}) {
    assertValid("name", validateAgentName(name));
    const { body } = await this.http.request("POST", this.base, {
      json: { serviceName: name, ...input },
      signal: opts.signal
    });
    return toDetail(unwrap(body), name);
  }
  async updateAgent(name, input, opts = {}) {
    assertValid("name", validateAgentName(name));
    const { body } = this.orgScoped ? await this.http.request("PUT", this.base, { json: { serviceName: name, ...input }, signal: opts.signal }) : await this.http.request("POST", `${this.base}/${seg(name)}`, { json: input, signal: opts.signal });
    return toDetail(unwrap(body), name);
  }
  async deleteAgent(name, opts = {}) {
    assertValid("name", validateAgentName(name));
    await this.http.request("DELETE", `${this.base}/${seg(name)}`, { signal: opts.signal });
  }
};
function validateAgentName(name) {
  const problem = validateSetName(name);
  return problem === null ? null : problem.replace(/^set name/, "agent name");
}
function unwrap(body) {
  return isRecord(body) && isRecord(body.body) && body.name === void 0 ? body.body : body;
}
function optionalField(obj, field) {
  const value = optionalString(obj, field);
  return value !== void 0 ? { [field]: value } : {};
}
function bindingsOf(deployment) {
  if (!isRecord(deployment) || !isRecord(deployment.manifest)) return void 0;
  const spec = deployment.manifest.spec;
  if (!isRecord(spec)) return { secretSets: [] };
  const names = Array.isArray(spec.envFromSecretNames) ? spec.envFromSecretNames : [];
  const secretSets = [...new Set(names.filter((n) => typeof n === "string" && n !== ""))];
  const pull = optionalString(spec, "imagePullSecretName");
  return { secretSets, ...pull ? { imagePullSecret: pull } : {} };
}
function toDetail(body, name) {
  const obj = expectRecord(body, `agent "${name}"`);
  const bool = (field) => typeof obj[field] === "boolean" ? { [field]: obj[field] } : {};
  return {
    name: optionalString(obj, "name") ?? name,
    ...optionalField(obj, "region"),
    ...bool("ready"),
    ...bool("available"),
    ...typeof obj.activeSessionCount === "number" ? { activeSessionCount: obj.activeSessionCount } : {},
    bindings: bindingsOf(obj.deployment) ?? null
  };
}

// src/api/orgScopedWrite.ts
var CONFLICT_RETRY_DELAYS_MS = [250, 500, 1e3];
var PartialWriteError = class extends ApiError {
  written;
  failedKey;
  /** Whether the server applied `failedKey` is unknown (no answer came). */
  failedKeyUnknown;
  notWritten;
  reason;
  constructor(name, written, failedKey, notWritten, cause) {
    const unknown = cause.status === 0 && !cause.neverSent;
    const total = written.length + 1 + notWritten.length;
    const stop = unknown ? "no answer came for" : cause.status === 0 ? "it could not send" : "the server refused";
    super({
      status: cause.status,
      code: "PARTIAL_WRITE",
      message: `Wrote ${written.length} of ${total} keys to '${name}' before ${stop} '${failedKey}': ${cause.message}. Written: ${written.join(", ")}. ${unknown ? `Unknown (may or may not be written): ${failedKey}. ` : ""}Not written: ${[...unknown ? [] : [failedKey], ...notWritten].join(", ") || "(none)"}. Run the same command again to write the rest.`
    });
    this.name = "PartialWriteError";
    this.written = written;
    this.failedKey = failedKey;
    this.failedKeyUnknown = unknown;
    this.notWritten = notWritten;
    this.reason = cause;
  }
};
async function withConflictRetry(send, sleep = (ms) => new Promise((r) => setTimeout(r, ms))) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!(isApiError(error) && error.status === 409) || attempt >= CONFLICT_RETRY_DELAYS_MS.length) throw error;
      await sleep(CONFLICT_RETRY_DELAYS_MS[attempt]);
    }
  }
}
function isBatchRefused(error) {
  return isApiError(error) && error.status === 400;
}
async function putKeyByKey(http, path, name, pairs, opts) {
  const written = [];
  let last;
  for (const [index, [secretKey, secretValue]] of pairs.entries()) {
    try {
      const res = await withConflictRetry(
        () => http.request("PUT", path, {
          json: { name, isImagePullSecret: false, secretKey, secretValue, ...opts.region !== void 0 ? { region: opts.region } : {} },
          signal: opts.signal
        })
      );
      last = opts.toResult(res.body, res.status);
      written.push(secretKey);
    } catch (error) {
      if (written.length === 0 || !isApiError(error)) throw error;
      throw new PartialWriteError(name, written, secretKey, pairs.slice(index + 1).map(([k]) => k), error);
    }
  }
  return last;
}

// src/api/secrets.ts
var seg2 = encodeURIComponent;
var SecretsClient = class {
  http;
  prefix;
  regionsCache;
  orgScoped;
  /** Learnt from a 400 to a batch body on the org-scoped path: this server takes one key per PUT only. */
  singleKeyOnly = false;
  constructor(opts) {
    this.http = opts.http;
    if (opts.org !== void 0 && opts.org.length === 0) throw validationError("org", "organization: must not be empty");
    this.prefix = opts.org !== void 0 ? `/v1/organizations/${seg2(opts.org)}` : "/v1";
    this.orgScoped = opts.org !== void 0;
  }
  /** The path family in use, e.g. `/v1` or `/v1/organizations/acme` (for headers and diagnostics). */
  get pathPrefix() {
    return this.prefix;
  }
  async listSecretSets(opts = {}) {
    if (opts.region !== void 0) assertValid("region", validateRegion(opts.region));
    const { body } = await this.http.request("GET", `${this.prefix}/secrets`, {
      searchParams: { region: opts.region },
      signal: opts.signal
    });
    const sets = expectArray(expectRecord(body, "secret set list"), "sets", "secret set list").map(
      (item, i) => toSummary(item, `sets[${i}]`)
    );
    return opts.region !== void 0 ? sets.filter((s) => s.region === opts.region) : sets;
  }
  async getSecretSet(name, opts = {}) {
    assertValid("name", validateExistingSetName(name));
    const { body } = await this.http.request("GET", `${this.prefix}/secrets/${seg2(name)}`, { signal: opts.signal });
    const where = `secret set "${name}"`;
    const obj = expectRecord(body, where);
    const keys = expectArray(obj, "secrets", where).map(
      (item, i) => expectString(expectRecord(item, `${where} secrets[${i}]`), "fieldName", `${where} secrets[${i}]`)
    );
    const errorMessage = optionalString(obj, "errorMessage");
    return {
      name,
      region: expectString(obj, "region", where),
      status: expectString(obj, "status", where),
      ...errorMessage !== void 0 ? { errorMessage } : {},
      keys
    };
  }
  async putSecrets(name, secrets, opts = {}) {
    assertValid("name", validateSetName(name));
    if (opts.region !== void 0) assertValid("region", validateRegion(opts.region));
    const pairs = Array.isArray(secrets) ? secrets.map((p) => [p.secretKey, p.secretValue]) : Object.entries(secrets);
    if (pairs.length === 0) throw validationError("secrets", "secrets: at least one KEY=value pair is required");
    const merged = /* @__PURE__ */ new Map();
    for (const [key, value] of pairs) {
      registerSecret(value);
      assertValid("secretKey", validateSecretKey(key));
      assertValid("secretValue", validateSecretValue(key, value));
      merged.set(key, value);
    }
    const path = `${this.prefix}/secrets/${seg2(name)}`;
    const keyByKey = () => putKeyByKey(this.http, path, name, [...merged], { region: opts.region, signal: opts.signal, toResult: toPutResult });
    if (this.orgScoped && this.singleKeyOnly) return keyByKey();
    const body = {
      secrets: [...merged].map(([secretKey, secretValue]) => ({ secretKey, secretValue })),
      ...opts.region !== void 0 ? { region: opts.region } : {}
    };
    try {
      const res = await withConflictRetry(() => this.http.request("PUT", path, { json: body, signal: opts.signal }));
      return toPutResult(res.body, res.status);
    } catch (error) {
      if (!this.orgScoped || !isBatchRefused(error)) throw error;
      const result = await keyByKey();
      this.singleKeyOnly = true;
      return result;
    }
  }
  async unsetSecret(name, key, opts = {}) {
    assertValid("name", validateExistingSetName(name));
    assertValid("secretKey", validateSecretKey(key));
    await this.http.request("DELETE", `${this.prefix}/secrets/${seg2(name)}/${seg2(key)}`, { signal: opts.signal });
  }
  async deleteSecretSet(name, opts = {}) {
    assertValid("name", validateExistingSetName(name));
    await this.http.request("DELETE", `${this.prefix}/secrets/${seg2(name)}`, { signal: opts.signal });
  }
  async putImagePullSecret(name, input, opts = {}) {
    assertValid("name", validateSetName(name));
    assertValid("host", validateHost(input.host));
    if (input.region !== void 0) assertValid("region", validateRegion(input.region));
    const encode = input.encode !== false;
    registerCredentials(input.credentials);
    if (encode) {
      assertValid("credentials", validateCredentials(input.credentials));
    } else if (typeof input.credentials !== "string" || input.credentials.length === 0) {
      throw validationError("credentials", "credentials: required (the already-encoded value when encoding is off)");
    }
    const secretValue = encode ? Buffer.from(input.credentials, "utf8").toString("base64") : input.credentials;
    const res = await withConflictRetry(() => this.http.request("PUT", `${this.prefix}/secrets/${seg2(name)}`, {
      json: {
        isImagePullSecret: true,
        host: input.host,
        secretValue,
        ...input.region !== void 0 ? { region: input.region } : {}
      },
      signal: opts.signal
    }));
    return toPutResult(res.body, res.status);
  }
  async listRegions(opts = {}) {
    if (this.regionsCache) return this.regionsCache;
    const { body } = await this.http.request("GET", `${this.prefix}/regions`, { signal: opts.signal });
    const regions = expectArray(expectRecord(body, "region list"), "regions", "region list").map((item, i) => {
      const r = expectRecord(item, `regions[${i}]`);
      const code = expectString(r, "code", `regions[${i}]`);
      return { code, display_name: optionalString(r, "display_name") ?? code };
    });
    this.regionsCache = regions;
    return regions;
  }
  async getProperties(opts = {}) {
    const { body } = await this.http.request("GET", `${this.prefix}/properties`, { signal: opts.signal });
    const props = expectRecord(expectRecord(body, "properties response").properties, 'properties response "properties"');
    return { defaultRegion: expectString(props, "defaultRegion", "properties") };
  }
};
function toSummary(item, where) {
  const obj = expectRecord(item, where);
  const errorMessage = optionalString(obj, "errorMessage");
  return {
    name: expectString(obj, "name", where),
    type: expectString(obj, "type", where),
    region: expectString(obj, "region", where),
    status: expectString(obj, "status", where),
    ...errorMessage !== void 0 ? { errorMessage } : {}
  };
}
function toPutResult(body, status) {
  const obj = expectRecord(body ?? {}, "PUT response", status);
  const region = optionalString(obj, "region");
  return { status: optionalString(obj, "status") ?? "OK", ...region !== void 0 ? { region } : {} };
}

// src/config/target.ts
var DEFAULT_API_HOST = "https://api.pipecat.daily.co";
var DEFAULT_ROOM_API_URL = "https://api.daily.co/v1";
var TargetError = class extends Error {
  usage;
  constructor(message, usage = true) {
    super(message);
    this.name = "TargetError";
    this.usage = usage;
  }
};
var EMULATOR_HINT = "to use the real service: agentdeck auth login (or pipecat cloud auth login), or set PIPECAT_API_KEY (private API key, optional PIPECAT_API_HOST) or PIPECAT_TOKEN";
function hostOf(url) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
function requestTimeoutFromEnv(env) {
  const raw = env.AGENTDECK_TIMEOUT?.trim();
  if (!raw) return {};
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600) {
    throw new TargetError(`AGENTDECK_TIMEOUT "${raw}": seconds per request attempt, a number above 0 and at most 600`);
  }
  return { timeoutMs: Math.round(seconds * 1e3) };
}
function once(make) {
  let made = null;
  return () => {
    made ??= make().catch((error) => {
      made = null;
      throw error;
    });
    return made;
  };
}
function trimSlash(url) {
  return url.replace(/\/+$/, "");
}
function urlFromEnv(env, variable, example, warn) {
  const raw = env[variable]?.trim();
  if (!raw) return void 0;
  let protocol = "";
  try {
    protocol = new URL(raw).protocol;
  } catch {
  }
  if (protocol !== "http:" && protocol !== "https:") {
    throw new TargetError(`${variable}: must be a full http(s) URL such as ${example}`);
  }
  return serviceUrl(raw, variable, warn);
}
var LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
function serviceUrl(raw, source, warn) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return trimSlash(raw);
  }
  const hasCredentials = Boolean(url.username || url.password);
  if (hasCredentials) {
    registerSecret(raw);
    registerSecret(safeDecode(url.password));
    url.username = "";
    url.password = "";
    warn(`warning: ${source}: the user:password in the URL is ignored (requests use the API key) and never shown`);
  }
  if (url.protocol === "http:" && !LOOPBACK_HOSTS.test(url.hostname)) {
    warn(
      `warning: ${source} uses plain http:// to ${url.host}: keys and secret values would cross the network unencrypted; use https://`
    );
  }
  return trimSlash(hasCredentials ? url.toString() : raw);
}
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
async function resolveTarget(opts) {
  const env = opts.env ?? process.env;
  const warn = opts.warn ?? ((message) => process.stderr.write(redact(`${message}
`)));
  const tuning = { ...requestTimeoutFromEnv(env), ...opts.http };
  const pipecatHttp = (baseUrl, token) => createHttpClient({ baseUrl, token, flavor: "pipecat", userAgent: USER_AGENT, ...tuning });
  const dailyKey = env.DAILY_API_KEY?.trim() || void 0;
  const dailyUrl = urlFromEnv(env, "DAILY_API_URL", DEFAULT_ROOM_API_URL, warn) ?? DEFAULT_ROOM_API_URL;
  const envApiHost = urlFromEnv(env, "PIPECAT_API_HOST", DEFAULT_API_HOST, warn);
  const roomClient = async (roomApiKey, roomApiUrl) => {
    const { RoomHelper } = await import("./rooms-ZAS6W24K.js");
    return new RoomHelper({
      roomApiKey,
      roomApiUrl,
      http: createHttpClient({ baseUrl: roomApiUrl, token: roomApiKey, flavor: "daily", userAgent: USER_AGENT, ...tuning })
    });
  };
  const noRooms = (why) => async () => {
    throw new TargetError(`no room service configured: ${why}`, false);
  };
  const organization = opts.organization?.trim() || void 0;
  const agentdeckPath = agentdeckConfigPath(env);
  const envKey = env.PIPECAT_API_KEY?.trim() || void 0;
  const agentdeckConfig = envKey ? null : await readCredentialsToml(agentdeckPath, warn);
  const privateKey = envKey ?? stringField(agentdeckConfig, "api_key");
  if (privateKey) {
    const configHost = envApiHost ? void 0 : stringField(agentdeckConfig, "api_host");
    const apiHost = envApiHost ?? (configHost ? serviceUrl(configHost, `api_host in ${agentdeckPath}`, warn) : DEFAULT_API_HOST);
    const keyOrg = env.PIPECAT_ORG?.trim() || stringField(agentdeckConfig, "org");
    if (organization && organization !== keyOrg) {
      throw new TargetError(
        `-o ${organization}: a private API key is bound to one organization; use a user token (PIPECAT_TOKEN) to choose the organization` + (keyOrg ? ` (this key is configured for '${keyOrg}')` : "")
      );
    }
    const org = organization ?? keyOrg;
    const http = pipecatHttp(apiHost, privateKey);
    return {
      kind: "private-key",
      apiHost,
      org,
      secrets: new SecretsClient({ http }),
      agents: new AgentsClient({ http }),
      getRooms: dailyKey ? once(() => roomClient(dailyKey, dailyUrl)) : noRooms("set DAILY_API_KEY (and DAILY_API_URL for a non-default service)"),
      roomSource: dailyKey ? "DAILY_API_KEY" : "none",
      roomApiUrl: dailyKey ? dailyUrl : void 0,
      label: `${hostOf(apiHost)}${org ? ` \xB7 org ${org}` : ""} (private key)`,
      roomLabel: dailyKey ? `${hostOf(dailyUrl)} (DAILY_API_KEY)` : "none (set DAILY_API_KEY)",
      keySource: envKey ? "PIPECAT_API_KEY" : agentdeckPath,
      close: async () => {
      }
    };
  }
  const credentialsPath = pipecatCredentialsPath(env);
  const envToken = env.PIPECAT_TOKEN?.trim() || void 0;
  const credentials = await readCredentialsToml(credentialsPath, warn);
  const userToken = envToken ?? stringField(credentials, "token");
  if (userToken) {
    const apiHost = envApiHost ?? DEFAULT_API_HOST;
    const { FileSession, isPat } = await import("./session-NTVI3AZ7.js");
    const session = envToken ? void 0 : new FileSession({
      path: credentialsPath,
      apiHost,
      initial: {
        token: userToken,
        refreshToken: stringField(credentials, "refresh_token"),
        expiresAt: typeof credentials?.token_expires_at === "number" ? credentials.token_expires_at : void 0
      }
    });
    const http = createHttpClient({
      baseUrl: apiHost,
      token: userToken,
      ...session ? { auth: session } : {},
      flavor: "pipecat",
      userAgent: USER_AGENT,
      ...tuning
    });
    const { listOrganizations } = await import("./organizations-X2GMNBR7.js");
    let org = organization ?? (env.PIPECAT_ORG?.trim() || void 0) ?? stringField(credentials, "org");
    if (organization) {
      const { checkOrganization } = await import("./organizationChoice-2CZQOQTU.js");
      checkOrganization(organization, await listOrganizations(http));
    }
    if (!org) {
      const orgs = await listOrganizations(http);
      org = orgs[0]?.name;
      if (!org) throw new TargetError("this user token belongs to no organization; pass -o ORG or set PIPECAT_ORG", false);
    }
    const authMethod = isPat(userToken) ? "PAT" : session?.method === "OAuth" ? "OAuth" : "token";
    const forOrganization = async (scopedOrg) => {
      let rooms = null;
      let pendingRooms = null;
      const getRooms = async () => {
        if (rooms) return rooms;
        pendingRooms ??= (async () => {
          if (dailyKey) return rooms = await roomClient(dailyKey, dailyUrl);
          const { getOrgRoomKey } = await import("./organizations-X2GMNBR7.js");
          const roomKey = await getOrgRoomKey(http, scopedOrg);
          rooms = await roomClient(roomKey, dailyUrl);
          return rooms;
        })();
        try {
          return await pendingRooms;
        } catch (error) {
          pendingRooms = null;
          throw error;
        }
      };
      return {
        kind: "user-token",
        apiHost,
        org: scopedOrg,
        secrets: new SecretsClient({ http, org: scopedOrg }),
        agents: new AgentsClient({ http, org: scopedOrg }),
        getRooms,
        roomSource: dailyKey ? "DAILY_API_KEY" : "organization",
        roomApiUrl: dailyUrl,
        label: `${hostOf(apiHost)} \xB7 org ${scopedOrg} (${authMethod === "OAuth" ? "OAuth session" : "user token"})`,
        roomLabel: dailyKey ? `${hostOf(dailyUrl)} (DAILY_API_KEY)` : `${hostOf(dailyUrl)} (organization ${scopedOrg}'s key)`,
        keySource: envToken ? "PIPECAT_TOKEN" : credentialsPath,
        authMethod,
        ...session ? { session } : {},
        listOrganizations: (callOpts) => listOrganizations(http, callOpts),
        forOrganization,
        http,
        close: async () => {
        }
      };
    };
    return forOrganization(org);
  }
  const emulator = await opts.startEmbeddedEmulator({ dataDir: emulatorDataDir(env) });
  try {
    if (organization && !emulator.orgs.includes(organization)) {
      throw new TargetError(
        `-o ${organization}: the local emulator has no such organization (it has: ${emulator.orgs.join(", ")})`
      );
    }
    const http = organization ? pipecatHttp(emulator.apiHost, emulator.keys.userToken) : pipecatHttp(emulator.apiHost, emulator.keys.privateKey);
    const getRooms = once(() => dailyKey ? roomClient(dailyKey, dailyUrl) : roomClient(emulator.keys.roomKey, emulator.roomApiUrl));
    const roomApiUrl = dailyKey ? dailyUrl : emulator.roomApiUrl;
    const where = hostOf(emulator.apiHost);
    return {
      kind: "emulator",
      apiHost: emulator.apiHost,
      org: organization,
      secrets: new SecretsClient({ http, org: organization }),
      agents: new AgentsClient({ http, org: organization }),
      getRooms,
      roomSource: dailyKey ? "DAILY_API_KEY" : "emulator",
      roomApiUrl,
      label: `local emulator ${where}${organization ? ` \xB7 org ${organization}` : ""}`,
      roomLabel: dailyKey ? `${hostOf(dailyUrl)} (DAILY_API_KEY)` : `local emulator ${hostOf(emulator.roomApiUrl)}`,
      keySource: "embedded emulator",
      hint: EMULATOR_HINT,
      close: () => emulator.close()
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}

export {
  DEFAULT_API_HOST,
  DEFAULT_ROOM_API_URL,
  TargetError,
  EMULATOR_HINT,
  resolveTarget
};

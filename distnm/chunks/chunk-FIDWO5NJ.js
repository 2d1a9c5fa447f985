import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  CommandFailure
} from "./chunk-ZJ6UEI4Y.js";
import {
  readSession,
  updateSessionFile,
  withFileLock
} from "./chunk-IU55D2WA.js";
import {
  listOrganizations
} from "./chunk-HW5WIPXX.js";
import {
  checkOrganization
} from "./chunk-2OLWHW75.js";
import {
  DEFAULT_API_HOST
} from "./chunk-G74DLGNF.js";
import {
  pipecatCredentialsPath
} from "./chunk-GFMKCGGO.js";
import {
  createHttpClient
} from "./chunk-QY4MV3PG.js";
import {
  USER_AGENT
} from "./chunk-EPPTKU2A.js";

// src/cli/commands/authShared.ts
function accountHost(env) {
  return (env.PIPECAT_API_HOST?.trim() || DEFAULT_API_HOST).replace(/\/+$/, "");
}
async function chooseOrganization(rt, apiHost, token, wanted) {
  const http = createHttpClient({ baseUrl: apiHost, token, flavor: "pipecat", userAgent: USER_AGENT });
  const orgs = await listOrganizations(http);
  if (orgs.length === 0) {
    throw new CommandFailure("This account has no organization yet; finish onboarding in the Pipecat Cloud dashboard first. Nothing was stored.");
  }
  if (wanted) {
    checkOrganization(wanted, orgs);
    return wanted;
  }
  const current = (await readSession(pipecatCredentialsPath(rt.env))).org;
  return current && orgs.some((o) => o.name === current) ? current : orgs[0].name;
}
async function storeSession(env, update) {
  const path = pipecatCredentialsPath(env);
  await withFileLock(path, () => updateSessionFile(path, update));
  return path;
}
function userEmail(body) {
  const user = body && typeof body === "object" ? body.user : void 0;
  if (!user || typeof user !== "object") return null;
  const emails = user.emails;
  const first = Array.isArray(emails) ? emails[0] : void 0;
  if (typeof first?.emailAddress === "string") return first.emailAddress;
  const id = user.userId;
  return typeof id === "string" ? id : null;
}
async function sessionFacts(target) {
  const facts = {
    method: target.kind === "private-key" ? "private key" : target.kind === "emulator" ? "emulator" : target.authMethod ?? "token",
    organization: target.org ?? null,
    expiresAt: null,
    email: null,
    credentials: target.keySource
  };
  if (target.kind !== "user-token" || !target.http) return facts;
  try {
    const { body } = await target.http.request("GET", "/v1/users");
    facts.email = userEmail(body);
  } catch (error) {
    facts.problem = error instanceof Error ? error.message : String(error);
  }
  const expiresAt = target.session?.current.expiresAt;
  if (target.authMethod === "OAuth" && expiresAt && expiresAt > 0) facts.expiresAt = new Date(expiresAt * 1e3).toISOString();
  return facts;
}
function printFacts(rt, target, facts, opts) {
  const row = (k, v) => v ? [[k, v]] : [];
  const organization = target.org ?? (target.kind === "private-key" ? "(implied by the private key)" : "(none)");
  const rows = [
    ...opts.where ? [...row("target", target.label), ...row("api host", target.apiHost)] : [],
    ["signed in with", facts.method],
    ["organization", organization],
    ...row("user", facts.email ? rt.safe(facts.email) : null),
    ...row("session expires", facts.expiresAt ? `${facts.expiresAt} (${relativeTime(facts.expiresAt)})` : null),
    ["credentials", facts.credentials],
    ...opts.where ? row("room service", target.roomLabel) : row("target", target.label)
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  rt.out(rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join("\n"));
}
function relativeTime(iso, nowMs = Date.now()) {
  const seconds = Math.round((Date.parse(iso) - nowMs) / 1e3);
  const abs = Math.abs(seconds);
  const text = abs >= 3600 ? `${Math.floor(abs / 3600)} h ${Math.floor(abs % 3600 / 60)} min` : abs >= 60 ? `${Math.floor(abs / 60)} min` : `${abs} s`;
  return seconds >= 0 ? `in ${text}` : `${text} ago`;
}

export {
  accountHost,
  chooseOrganization,
  storeSession,
  sessionFacts,
  printFacts,
  relativeTime
};

import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  accountHost,
  chooseOrganization,
  printFacts,
  sessionFacts,
  storeSession
} from "./chunk-FIDWO5NJ.js";
import {
  addCommonOptions,
  organizationOption,
  positiveInteger,
  withDefault
} from "./chunk-LOG7E7DE.js";
import {
  Option
} from "./chunk-TZFNRNE6.js";
import {
  CommandFailure,
  UsageError
} from "./chunk-ZJ6UEI4Y.js";
import {
  CALLBACK_HOST,
  CALLBACK_PATH,
  CALLBACK_PORTS,
  PAT_PREFIX,
  authorizeUrl,
  createPkce,
  discoverOAuth,
  exchangeCode,
  parseRedirectUrl,
  revokeSession
} from "./chunk-GFKX6TXP.js";
import {
  readSession
} from "./chunk-IU55D2WA.js";
import "./chunk-AYJZL7RE.js";
import "./chunk-HW5WIPXX.js";
import "./chunk-2OLWHW75.js";
import "./chunk-G74DLGNF.js";
import {
  pipecatCredentialsPath
} from "./chunk-GFMKCGGO.js";
import "./chunk-QY4MV3PG.js";
import "./chunk-PQFZSIR2.js";
import "./chunk-X6UWKNGN.js";
import "./chunk-EPPTKU2A.js";
import "./chunk-4K7H4426.js";
import "./chunk-BO633EMQ.js";
import "./chunk-PXGO4QXW.js";
import {
  isApiError
} from "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/cli/commands/authLogin.ts
import { spawn } from "node:child_process";

// src/cli/loginCallback.ts
import { createServer } from "node:http";
var PAGE = (title, message) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title} - agentdeck</title></head><body style="font-family:sans-serif;text-align:center;padding:3rem"><h1>${title}</h1><p>${message}</p></body></html>`;
function listen(server, port) {
  return new Promise((resolve) => {
    const onError = () => {
      server.off("listening", onListening);
      resolve(false);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve(true);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, CALLBACK_HOST);
  });
}
async function startCallbackServer(ports = CALLBACK_PORTS) {
  let deliver = () => {
  };
  const result = new Promise((resolve) => {
    deliver = resolve;
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${CALLBACK_HOST}`);
    if (req.method !== "GET" || url.pathname !== CALLBACK_PATH) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const get = (name) => url.searchParams.get(name) ?? void 0;
    const error = get("error");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", connection: "close" });
    res.end(
      error ? PAGE("Authentication failed", "Something went wrong. Please try again.") : PAGE("Authentication successful", "You can close this tab and return to your terminal.")
    );
    deliver({ code: get("code"), state: get("state"), error });
  });
  for (const port of ports) {
    if (await listen(server, port)) {
      return {
        port,
        redirectUri: `http://${CALLBACK_HOST}:${port}${CALLBACK_PATH}`,
        result,
        close: () => new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        })
      };
    }
  }
  return null;
}

// src/cli/commands/authLogin.ts
function openBrowser(url, env) {
  if (env.SSH_CONNECTION || env.SSH_TTY) return false;
  const linuxLike = process.platform !== "darwin" && process.platform !== "win32";
  if (linuxLike && !env.DISPLAY && !env.WAYLAND_DISPLAY) return false;
  const [command, args] = process.platform === "darwin" ? ["open", [url]] : process.platform === "win32" ? ["cmd", ["/c", "start", "", url]] : ["xdg-open", [url]];
  try {
    const child = spawn(command, args, { stdio: "ignore", detached: true });
    child.on("error", () => {
    });
    child.unref();
    return true;
  } catch {
    return false;
  }
}
async function pastedRedirect(rt) {
  for (; ; ) {
    const line = await rt.prompter.ask("Or paste the address your browser was sent to (it starts with http://127.0.0.1): ");
    const result = parseRedirectUrl(line);
    if (result) return result;
    rt.info("That address holds no code= or error=; paste the whole address from the browser\u2019s address bar.");
  }
}
function register(auth, rt) {
  const cmd = auth.command("login").description("Sign in with your browser (OAuth2 + PKCE, as `pipecat cloud auth login`); the session is shared with the official CLI.").addOption(organizationOption("Organization to make active.")).addOption(new Option("--no-browser", "Do not try to open a browser; print the URL only.")).addOption(
    new Option("--timeout <seconds>", withDefault("How long to wait for the browser to come back.", "120")).argParser(
      positiveInteger("--timeout")
    )
  );
  addCommonOptions(cmd).action(async (opts) => {
    await rt.run(opts, async () => {
      const apiHost = accountHost(rt.env);
      const config = await discoverOAuth(apiHost);
      const callback = await startCallbackServer();
      if (!callback && !rt.isTTY) {
        throw new CommandFailure("ports 8400\u20138404 on 127.0.0.1 are all in use and stdin is not a terminal to paste the redirect into");
      }
      const redirectUri = callback?.redirectUri ?? "http://127.0.0.1:8400/oauth_callback";
      const pkce = createPkce();
      const url = authorizeUrl(config, pkce, redirectUri);
      let result;
      try {
        const opened = opts.browser !== false && openBrowser(url, rt.env);
        rt.info(`${opened ? "Opened your browser. If it did not open, visit" : "Open this URL in a browser to sign in"}:

  ${url}
`);
        if (!callback) rt.info("(no loopback port free: after signing in, paste the address the browser shows)");
        const waits = [];
        if (callback) waits.push(callback.result);
        if (rt.isTTY) waits.push(pastedRedirect(rt));
        const timeoutMs = (opts.timeout ?? 120) * 1e3;
        let timer;
        const timedOut = new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new CommandFailure(`Authentication timed out after ${timeoutMs / 1e3} s; nothing was stored.`)), timeoutMs);
        });
        try {
          result = await Promise.race([...waits, timedOut]);
        } finally {
          clearTimeout(timer);
        }
      } finally {
        await callback?.close();
        rt.prompter.close();
      }
      if (result.error || !result.code) throw new CommandFailure("Authentication was cancelled or failed; nothing was stored.");
      if (result.state !== pkce.state) {
        throw new CommandFailure("Authentication failed: state mismatch (possible CSRF, or a URL from another login); nothing was stored.");
      }
      const tokens = await exchangeCode(config, { code: result.code, redirectUri, codeVerifier: pkce.verifier });
      const org = await chooseOrganization(rt, apiHost, tokens.accessToken, opts.organization);
      const expiresAt = Date.now() / 1e3 + tokens.expiresIn;
      const path = await storeSession(rt.env, {
        token: tokens.accessToken,
        refresh_token: tokens.refreshToken ?? "",
        token_expires_at: expiresAt,
        org
      });
      const summary = { loggedIn: true, method: "OAuth", organization: org, expiresAt: new Date(expiresAt * 1e3).toISOString(), credentials: path };
      if (opts.json) rt.json(summary);
      else rt.info(`${rt.errStyle.green("\u2714")} Signed in. Organization: ${rt.safe(org)}. Session stored in ${path} (shared with the official CLI).`);
      return 0;
    });
  });
}

// src/cli/commands/auth.ts
function register2(auth, rt) {
  register(auth, rt);
  registerUsePat(auth, rt);
  registerLogout(auth, rt);
  registerStatus(auth, rt);
}
function registerUsePat(auth, rt) {
  const cmd = auth.command("use-pat").description("Sign in with a Personal Access Token (pcc_pat_\u2026), checked against your organizations before it is stored.").argument("[-]", "read the token from stdin instead of a hidden prompt").addOption(organizationOption("Organization to make active."));
  addCommonOptions(cmd).action(async (source, opts) => {
    await rt.run(opts, async () => {
      if (source !== void 0 && source !== "-") {
        throw new UsageError("auth use-pat: pass the token on stdin (`-`) or at the hidden prompt, never as an argument (it would land in shell history)");
      }
      let token;
      if (source === "-") token = (await rt.prompter.readAll()).trim();
      else {
        rt.requireInteractive("auth use-pat", "pipe the token in with `agentdeck auth use-pat -`");
        token = (await rt.prompter.askHidden("Personal Access Token: ")).trim();
      }
      if (token === "") throw new UsageError("auth use-pat: no token given");
      if (!token.startsWith(PAT_PREFIX) || /\s/.test(token)) {
        throw new UsageError(`auth use-pat: a Personal Access Token starts with ${PAT_PREFIX} and has no spaces`);
      }
      const apiHost = accountHost(rt.env);
      let org;
      try {
        org = await chooseOrganization(rt, apiHost, token, opts.organization);
      } catch (error) {
        if (isApiError(error) && error.status === 401) throw new CommandFailure("Invalid or expired token (401); nothing was stored.");
        throw error;
      }
      const path = await storeSession(rt.env, { token, org, refresh_token: "", token_expires_at: 0 });
      if (opts.json) rt.json({ loggedIn: true, method: "PAT", organization: org, credentials: path });
      else rt.info(`${rt.errStyle.green("\u2714")} Authenticated with a PAT. Organization: ${rt.safe(org)}. Stored in ${path}.`);
      return 0;
    });
  });
}
function registerLogout(auth, rt) {
  const cmd = auth.command("logout").description("Revoke the session on the server, then remove the tokens from the credentials file.");
  addCommonOptions(cmd).action(async (opts) => {
    await rt.run(opts, async () => {
      const path = pipecatCredentialsPath(rt.env);
      const session = await readSession(path);
      if (!session.token) {
        if (opts.json) rt.json({ loggedOut: true, revoked: false, credentials: path, note: "no session stored" });
        else rt.info(`No session stored in ${path}; nothing to remove.`);
        return 0;
      }
      let revoked = "not an OAuth session";
      if (session.refreshToken) {
        revoked = await revokeSession(accountHost(rt.env), session.token, session.refreshToken);
      }
      await storeSession(rt.env, { token: null, refresh_token: null, token_expires_at: null });
      const env = rt.env.PIPECAT_TOKEN ? " PIPECAT_TOKEN is still set in your environment." : "";
      if (opts.json) rt.json({ loggedOut: true, revoked: revoked === "revoked", revocation: revoked, credentials: path });
      else if (revoked === "revoked") rt.info(`${rt.errStyle.green("\u2714")} Logged out and session revoked.${env}`);
      else if (session.refreshToken) {
        rt.info(
          `${rt.errStyle.green("\u2714")} Local credentials removed. Server-side revocation could not be confirmed (${revoked}); the token expires by itself within 24 hours.${env}`
        );
      } else rt.info(`${rt.errStyle.green("\u2714")} Token removed from ${path}. Revoke a PAT in the dashboard to disable it.${env}`);
      return 0;
    });
  });
}
function registerStatus(auth, rt) {
  const cmd = auth.command("status").description("How you are signed in: method, organization, session expiry, email (never a token).").addOption(organizationOption());
  addCommonOptions(cmd).action(async (opts) => {
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      const facts = await sessionFacts(target);
      if (opts.json) rt.json({ ...facts, target: target.label });
      else printFacts(rt, target, facts, { where: false });
      if (facts.problem) {
        rt.info(`${rt.errStyle.red("error:")} ${rt.safe(facts.problem)}`);
        return 1;
      }
      return 0;
    });
  });
}
export {
  register2 as register
};

// The loopback end of the login flow: a one-shot HTTP server on 127.0.0.1, first free port of 8400–8404, path
// /oauth_callback (the official CLI's), resolving with the `code`/`state`/`error` the browser brings back.
import { createServer, type Server } from 'node:http';
import { CALLBACK_HOST, CALLBACK_PATH, CALLBACK_PORTS, type CallbackResult } from '../api/auth/oauth.js';

export interface CallbackServer {
  port: number;
  redirectUri: string;
  result: Promise<CallbackResult>;
  close(): Promise<void>;
}

const PAGE = (title: string, message: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title} - agentdeck</title></head>` +
  `<body style="font-family:sans-serif;text-align:center;padding:3rem"><h1>${title}</h1><p>${message}</p></body></html>`;

function listen(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onError = () => {
      server.off('listening', onListening);
      resolve(false);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, CALLBACK_HOST);
  });
}

/** Starts the callback server; null when every port is taken (the pasted-URL path still works then). */
export async function startCallbackServer(ports: readonly number[] = CALLBACK_PORTS): Promise<CallbackServer | null> {
  let deliver: (result: CallbackResult) => void = () => {};
  const result = new Promise<CallbackResult>((resolve) => {
    deliver = resolve;
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${CALLBACK_HOST}`);
    if (req.method !== 'GET' || url.pathname !== CALLBACK_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const get = (name: string) => url.searchParams.get(name) ?? undefined;
    const error = get('error');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'close' });
    res.end(
      error
        ? PAGE('Authentication failed', 'Something went wrong. Please try again.')
        : PAGE('Authentication successful', 'You can close this tab and return to your terminal.'),
    );
    deliver({ code: get('code'), state: get('state'), error });
  });
  for (const port of ports) {
    if (await listen(server, port)) {
      return {
        port,
        redirectUri: `http://${CALLBACK_HOST}:${port}${CALLBACK_PATH}`,
        result,
        close: () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      };
    }
  }
  return null;
}

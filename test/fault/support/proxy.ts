// A transparent HTTP proxy in front of a server that records every exchange (arrival time, method, path,
// status, response headers), so a test can count attempts and measure the gaps between retries from the
// outside. A dropped upstream connection is passed on as a dropped connection. `fault` spoils chosen requests the
// way a real network does after the connection is up: `hang` takes the request and never forwards or answers it;
// `dropAfterApplying` forwards it (the upstream applies it) and destroys the client's socket instead of answering.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Exchange {
  /** performance.now() when the request arrived. */
  at: number;
  method: string;
  path: string;
  /** undefined when the upstream dropped the connection or never answered. */
  status?: number;
  headers?: IncomingHttpHeaders;
}

export interface RecordingProxy {
  url: string;
  exchanges: Exchange[];
  close(): Promise<void>;
}

export type ProxyFault = 'hang' | 'dropAfterApplying';

export async function startRecordingProxy(
  upstreamUrl: string,
  hooks: {
    onResponse?: (exchange: Exchange) => void;
    fault?: (method: string, path: string) => ProxyFault | undefined;
  } = {},
): Promise<RecordingProxy> {
  const upstream = new URL(upstreamUrl);
  const exchanges: Exchange[] = [];
  const server: Server = createServer((req, res) => {
    const exchange: Exchange = { at: performance.now(), method: req.method ?? 'GET', path: req.url ?? '/' };
    exchanges.push(exchange);
    const fault = hooks.fault?.(exchange.method, exchange.path);
    if (fault === 'hang') return; // close() destroys the socket
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (upRes) => {
        if (fault === 'dropAfterApplying') {
          upRes.resume();
          req.socket.destroy();
          return;
        }
        exchange.status = upRes.statusCode;
        exchange.headers = upRes.headers;
        hooks.onResponse?.(exchange);
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
        upRes.on('error', () => res.destroy());
      },
    );
    forward.on('error', () => {
      hooks.onResponse?.(exchange);
      req.socket.destroy();
    });
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

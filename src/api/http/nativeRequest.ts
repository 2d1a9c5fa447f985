// The native request function handed to got (its `request` option), with one repair for Node ≥ 24.20 / 26.7.
// There, when a connection is refused, Node fails the callbacks of writes made while connecting with
// ERR_SOCKET_CLOSED_BEFORE_CONNECTION, besides the request's own 'error' event (ECONNREFUSED). got 14 passes the
// `end` callback's error to its stream, which rejects the call while its retry is still waiting: one attempt,
// and the real reason lost (sindresorhus/got#2469). The request's 'error' event already reports the failure to got,
// so those callbacks' copies of it are dropped; every other callback and error passes through unchanged.
import http from 'node:http';
import type https from 'node:https';

const CLOSED_BEFORE_CONNECTION = 'ERR_SOCKET_CLOSED_BEFORE_CONNECTION';

type Callback = (error?: Error | null) => void;

/** Wraps the trailing callback of a write/end call so a closed-before-connection error never reaches it. */
function withoutClosedBeforeConnection(args: unknown[]): unknown[] {
  const last = args.length - 1;
  if (last < 0 || typeof args[last] !== 'function') return args;
  const callback = args[last] as Callback;
  const guarded: Callback = (error) => {
    if ((error as { code?: unknown } | null | undefined)?.code === CLOSED_BEFORE_CONNECTION) return;
    callback(error);
  };
  return [...args.slice(0, last), guarded];
}

/** Same signature as http.request(url, options, callback); picks https for https: URLs, as got does. */
export function nativeRequest(
  url: URL,
  options: http.RequestOptions,
  callback?: (response: http.IncomingMessage) => void,
): http.ClientRequest {
  // node:https (with tls and crypto) only for an https: URL: ≈ 3 ms of a start against a local http: emulator.
  const transport = url.protocol === 'https:' ? (process.getBuiltinModule('node:https') as typeof https) : http;
  const request = transport.request(url, options, callback);
  const write = request.write.bind(request) as (...args: unknown[]) => boolean;
  const end = request.end.bind(request) as (...args: unknown[]) => http.ClientRequest;
  request.write = ((...args: unknown[]) => write(...withoutClosedBeforeConnection(args))) as typeof request.write;
  request.end = ((...args: unknown[]) => end(...withoutClosedBeforeConnection(args))) as typeof request.end;
  return request;
}

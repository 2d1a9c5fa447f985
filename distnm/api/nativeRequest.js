// The native request function handed to got (its `request` option), with one repair for Node ≥ 24.20 / 26.7.
// There, when a connection is refused, Node fails the callbacks of writes made while connecting with
// ERR_SOCKET_CLOSED_BEFORE_CONNECTION, besides the request's own 'error' event (ECONNREFUSED). got 14 passes the
// `end` callback's error to its stream, which rejects the call while its retry is still waiting: one attempt,
// and the real reason lost (sindresorhus/got#2469). The request's 'error' event already reports the failure to got,
// so those callbacks' copies of it are dropped; every other callback and error passes through unchanged.
import http from 'node:http';
import https from 'node:https';
const CLOSED_BEFORE_CONNECTION = 'ERR_SOCKET_CLOSED_BEFORE_CONNECTION';
/** Wraps the trailing callback of a write/end call so a closed-before-connection error never reaches it. */
function withoutClosedBeforeConnection(args) {
    const last = args.length - 1;
    if (last < 0 || typeof args[last] !== 'function')
        return args;
    const callback = args[last];
    const guarded = (error) => {
        if (error?.code === CLOSED_BEFORE_CONNECTION)
            return;
        callback(error);
    };
    return [...args.slice(0, last), guarded];
}
/** Same signature as http.request(url, options, callback); picks https for https: URLs, as got does. */
export function nativeRequest(url, options, callback) {
    const request = (url.protocol === 'https:' ? https : http).request(url, options, callback);
    const write = request.write.bind(request);
    const end = request.end.bind(request);
    request.write = ((...args) => write(...withoutClosedBeforeConnection(args)));
    request.end = ((...args) => end(...withoutClosedBeforeConnection(args)));
    return request;
}

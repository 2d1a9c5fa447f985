import http from 'node:http';
/** Same signature as http.request(url, options, callback); picks https for https: URLs, as got does. */
export declare function nativeRequest(url: URL, options: http.RequestOptions, callback?: (response: http.IncomingMessage) => void): http.ClientRequest;

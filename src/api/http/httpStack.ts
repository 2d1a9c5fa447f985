// got and the request function it is handed, behind one lazy import (http.ts): commands that send no request
// never load the HTTP stack, and those that do load it as one piece rather than several.
export { default as got } from 'got';
export { nativeRequest } from './nativeRequest.js';

// The bundled bin replaces the parts of got that agentdeck never turns on — http2 (http2-wrapper, which loads
// node:http2), the HTTP cache (cacheable-request, keyv, http-cache-semantics) and the DNS cache
// (cacheable-lookup) — with these stand-ins: they were about a third of the HTTP stack's load time. An option
// that needs one fails loudly instead of silently doing without. The library bundle (dist/api/index.js) has them
// too: its clients take no got options that could turn one on.
export function unused(what) {
  throw new Error(`agentdeck's bundle leaves out got's ${what}; the API layer does not use it`);
}

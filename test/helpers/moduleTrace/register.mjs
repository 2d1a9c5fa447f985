// `node --import …/register.mjs`: appends the URL of every ES module loaded to $AGENTDECK_MODULE_TRACE, and
// every built-in that CommonJS code requires (bundled dependencies do) as `node:<name>`.
import { appendFileSync } from 'node:fs';
import Module, { isBuiltin, register } from 'node:module';

register(new URL('./hooks.mjs', import.meta.url));

const trace = process.env.AGENTDECK_MODULE_TRACE;
const load = Module._load;
Module._load = function tracedLoad(request, ...rest) {
  if (trace && isBuiltin(request)) appendFileSync(trace, `node:${request.replace(/^node:/, '')}\n`);
  return load.call(this, request, ...rest);
};

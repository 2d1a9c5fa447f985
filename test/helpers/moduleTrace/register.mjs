// `node --import …/register.mjs`: appends the URL of every ES module loaded to $AGENTDECK_MODULE_TRACE, every
// built-in that CommonJS code requires (bundled dependencies do) as `node:<name>`, and every package it requires
// by name (the bundle's externals) as `require:<name>`, every native addon required by its path as
// `addon:<file name>`, and every built-in asked of process.getBuiltinModule
// (node:sqlite is) as `node:<name>`.
import { appendFileSync } from 'node:fs';
import Module, { isBuiltin, register } from 'node:module';

register(new URL('./hooks.mjs', import.meta.url));

const trace = process.env.AGENTDECK_MODULE_TRACE;
const load = Module._load;
Module._load = function tracedLoad(request, ...rest) {
  if (trace && isBuiltin(request)) appendFileSync(trace, `node:${request.replace(/^node:/, '')}\n`);
  else if (trace && !request.startsWith('.') && !request.startsWith('/')) appendFileSync(trace, `require:${request}\n`);
  else if (trace && request.endsWith('.node')) appendFileSync(trace, `addon:${request.replace(/^.*[\\/]/, '')}\n`);
  return load.call(this, request, ...rest);
};
const getBuiltinModule = process.getBuiltinModule;
process.getBuiltinModule = function tracedGetBuiltinModule(id) {
  if (trace) appendFileSync(trace, `node:${id.replace(/^node:/, '')}\n`);
  return getBuiltinModule.call(process, id);
};

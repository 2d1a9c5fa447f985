import { appendFileSync } from 'node:fs';

export async function load(url, context, nextLoad) {
  if (process.env.AGENTDECK_MODULE_TRACE) appendFileSync(process.env.AGENTDECK_MODULE_TRACE, `${url}\n`);
  return nextLoad(url, context);
}

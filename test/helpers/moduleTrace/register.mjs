// `node --import …/register.mjs`: appends the URL of every ES module loaded to $AGENTDECK_MODULE_TRACE.
import { register } from 'node:module';

register(new URL('./hooks.mjs', import.meta.url));

// The app against a server whose error quotes pieces of the values it was sent — shortened to the first and last
// 24 characters, a prefix, the body URL-encoded, the body in base64: creating a set fails with the server's message
// shown, and no frame (nor the store) holds 8 characters of a value in any form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { base64Fragments, textFragments } from '../helpers/fragments.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { FRAGMENT_SHAPES, startEchoServer, type EchoServer } from './echoServer.js';

const SLOW = { interval: 25, tries: 400 };

const SHOWN: Record<(typeof FRAGMENT_SHAPES)[number], RegExp> = {
  shortened: /validation failed: value too long/,
  prefix: /is not allowed/,
  urlencoded: /bad request body=/,
  base64: /undecodable payload/,
};

describe('app: a server error quoting pieces of a value', () => {
  let server: EchoServer;
  beforeAll(async () => {
    server = await startEchoServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  for (const shape of FRAGMENT_SHAPES) {
    it(
      `${shape}: the new set's error is shown, no 8 characters of the value in any frame or the store`,
      { timeout: 30_000 },
      async () => {
        server.shape = shape;
        const value = `sk_app_${shape}_Hq3-wR7/pL+x?y=z&k ü"-0123456789abcdefghijKLMN-end`;
        const http = createHttpClient({ baseUrl: server.url, token: 'pk_echo_app', flavor: 'pipecat', retryLimit: 0 });
        // Wide enough that the whole error fits on its line: nothing of it is cut off by the width.
        const app = await renderApp({ secrets: new SecretsClient({ http }), columns: 400, rows: 24 });
        await waitFor(() => expect(app.frame()).toMatch(/No secret sets yet|0 sets/), SLOW);
        await app.press('n');
        await waitFor(() => expect(app.frame()).toMatch(/name/i), SLOW);
        await app.type('frag-app');
        await app.press(KEYS.enter, KEYS.enter);
        await app.type('API_KEY');
        await app.press(KEYS.enter);
        await app.type(value);
        await app.press(KEYS.enter);
        await app.press(KEYS.enter); // empty key → the create button
        await app.press(KEYS.enter);
        await waitFor(() => expect(app.frame()).toMatch(SHOWN[shape]), SLOW);
        expect(app.frame()).toContain('[REDACTED]');

        const body = server.bodies.at(-1)!;
        const forms = [
          ...textFragments(value),
          ...base64Fragments(Buffer.from(body), JSON.stringify(value).slice(1, -1)),
        ];
        const state = JSON.stringify(app.store.getState(), (_k, v: unknown) =>
          typeof v === 'function' ? undefined : v,
        );
        const leaked = [...app.frames, state].flatMap((text, i) =>
          forms.filter((w) => text.includes(w)).map((w) => `${i}: ${w}`),
        );
        expect(leaked).toEqual([]);
        app.unmount();
      },
    );
  }
});

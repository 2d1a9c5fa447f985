// The rule that decides whether a failed attempt can have reached the server (src/api/http/delivery.ts), on the shapes
// got gives it. The same rule against real sockets: test/api/http.test.ts ("neverSent") and test/fault/.
import { describe, expect, it } from 'vitest';
import { attemptMayHaveArrived } from '../../src/api/http/delivery.js';

const http = new URL('http://127.0.0.1:1/v1/secrets/s');
const https = new URL('https://api.example/v1/secrets/s');

describe('attemptMayHaveArrived', () => {
  it('never: refused, host not found, a connect that timed out, a TLS handshake that failed', () => {
    expect(
      attemptMayHaveArrived({ code: 'ECONNREFUSED', timings: { connect: undefined }, options: { url: http } }),
    ).toBe(false);
    expect(attemptMayHaveArrived({ code: 'ENOTFOUND' })).toBe(false); // even without timings
    expect(attemptMayHaveArrived({ code: 'EAI_AGAIN', timings: {} })).toBe(false);
    expect(attemptMayHaveArrived({ code: 'ETIMEDOUT', timings: { connect: undefined }, options: { url: http } })).toBe(
      false,
    );
    expect(
      attemptMayHaveArrived({
        code: 'ECONNRESET',
        timings: { connect: 5, secureConnect: undefined },
        options: { url: https },
      }),
    ).toBe(false);
  });
  it('maybe: any answer, a connection that was up (TCP for http, TLS for https), or nothing to tell by', () => {
    expect(attemptMayHaveArrived({ code: 'ERR_NON_2XX_3XX_RESPONSE', response: { statusCode: 503 } })).toBe(true);
    expect(attemptMayHaveArrived({ code: 'ETIMEDOUT', timings: { connect: 5 }, options: { url: http } })).toBe(true);
    expect(
      attemptMayHaveArrived({ code: 'ECONNRESET', timings: { connect: 5, secureConnect: 6 }, options: { url: https } }),
    ).toBe(true);
    expect(attemptMayHaveArrived({ code: 'ECONNRESET' })).toBe(true);
    expect(attemptMayHaveArrived(undefined)).toBe(true);
  });
});

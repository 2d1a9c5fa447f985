import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { ApiError } from '../../src/api/http/errors.js';

// getNameFromUrl is pure; the http client is never used here (nothing listens on this port).
const helper = new RoomHelper({ roomApiKey: 'unused', roomApiUrl: 'http://127.0.0.1:9/v1' });

describe('getNameFromUrl', () => {
  it.each([
    ['https://acme.daily.co/my-room', 'my-room'],
    ['https://acme.daily.co/my-room/', 'my-room'],
    ['https://acme.daily.co/my-room?t=abc', 'my-room'],
    ['https://acme.daily.co/my-room#frag', 'my-room'],
    ['https://acme.daily.co/my-room//?x=1#y', 'my-room'],
    ['http://127.0.0.1:4000/daily/rooms/r_1', 'r_1'],
    ['  https://acme.daily.co/padded  ', 'padded'],
  ])('%s → %s', (url, name) => {
    expect(helper.getNameFromUrl(url)).toBe(name);
  });
  it.each([['https://acme.daily.co'], ['https://acme.daily.co/'], ['https://acme.daily.co/?q=1'], [''], ['not a url']])(
    'rejects %j with a clear VALIDATION error',
    (url) => {
      try {
        helper.getNameFromUrl(url);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
        expect((e as ApiError).code).toBe('VALIDATION');
        expect((e as ApiError).field).toBe('url');
        expect((e as ApiError).message).toMatch(/^room URL/);
      }
    },
  );
  it('property: the last path segment comes back whatever surrounds it', () => {
    const nameArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
    const segArb = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(
        fc.domain(),
        fc.array(segArb, { maxLength: 3 }),
        nameArb,
        fc.boolean(),
        fc.option(fc.stringMatching(/^[a-z=&0-9/]{0,12}$/)),
        fc.option(fc.stringMatching(/^[a-z0-9/]{0,12}$/)),
        (domain, prefix, name, slash, query, fragment) => {
          const url = `https://${domain}/${prefix.map((p) => `${p}/`).join('')}${name}${slash ? '/' : ''}${query !== null ? `?${query}` : ''}${fragment !== null ? `#${fragment}` : ''}`;
          return helper.getNameFromUrl(url) === name;
        },
      ),
    );
  });
});

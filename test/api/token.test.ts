import { describe, expect, it } from 'vitest';
import { decodeMeetingToken, redactToken } from '../../src/api/rooms/meetingToken.js';
import { ApiError } from '../../src/api/http/errors.js';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: unknown) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.c2lnbmF0dXJl`;

describe('decodeMeetingToken', () => {
  it('decodes the abbreviated claims into readable names', () => {
    const t = decodeMeetingToken(
      jwt({
        r: 'room',
        exp: 1864081538,
        nbf: 1548721569,
        o: true,
        u: 'Ann',
        ud: 'u-1',
        ejt: false,
        d: 'dom',
        iat: 1,
        ss: true,
        er: 'cloud',
      }),
    );
    expect(t.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(t.claims.r).toBe('room');
    expect(t.readable).toEqual({
      roomName: 'room',
      exp: 1864081538,
      nbf: 1548721569,
      isOwner: true,
      userName: 'Ann',
      userId: 'u-1',
      ejectAtTokenExp: false,
      domainId: 'dom',
      iat: 1,
      enableScreenshare: true,
      enableRecording: 'cloud',
    });
  });
  it('accepts long claim names too', () => {
    expect(decodeMeetingToken(jwt({ room_name: 'x', is_owner: false })).readable).toEqual({
      roomName: 'x',
      isOwner: false,
    });
  });
  it('throws MALFORMED_RESPONSE without echoing the input', () => {
    for (const bad of [
      '',
      'abc',
      'a.b',
      'x.y.z',
      `${b64({})}.${Buffer.from('not json').toString('base64url')}.s`,
      `${b64({})}.${b64([1])}.s`,
      'a.b.c.d',
    ]) {
      try {
        decodeMeetingToken(bad);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
        expect((e as ApiError).code).toBe('MALFORMED_RESPONSE');
        if (bad.length > 4) expect((e as ApiError).message).not.toContain(bad);
      }
    }
  });
});

describe('redactToken', () => {
  it('keeps only a recognisable prefix', () => {
    const token = jwt({ r: 'room' });
    expect(redactToken(token)).toBe('eyJh…(redacted)');
    expect(redactToken('short')).toBe('(redacted)');
  });
});

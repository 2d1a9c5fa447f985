// HS256 JSON Web Tokens with node:crypto HMAC (no library needed for signing one algorithm).
import { nodeCrypto } from './nodeCrypto.js';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  const signature = nodeCrypto().createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The payload of an HS256 token signed with `secret`, or undefined when malformed or signed otherwise. */
export function verifyHs256(token: string, secret: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const expected = nodeCrypto().createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !nodeCrypto().timingSafeEqual(given, expected)) return undefined;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as { alg?: unknown };
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
    if (header.alg !== 'HS256' || payload === null || typeof payload !== 'object' || Array.isArray(payload))
      return undefined;
    return payload as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

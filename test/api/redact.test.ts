import { describe, expect, it } from 'vitest';
import { REDACTED, redactAuthorization, redactSecrets } from '../../src/api/redact.js';

describe('redactSecrets', () => {
  it('replaces every occurrence, longest first, ignoring empty secrets', () => {
    expect(redactSecrets('key=abc123 again abc123 and abc', ['abc', 'abc123', '', undefined])).toBe(
      `key=${REDACTED} again ${REDACTED} and ${REDACTED}`,
    );
    expect(redactSecrets('nothing here', [])).toBe('nothing here');
  });
});

describe('redactAuthorization', () => {
  it('hides credentials, keeps the scheme and other headers', () => {
    const out = redactAuthorization({ Authorization: 'Bearer sk_123', 'user-agent': 'agentdeck/1', cookie: 'a=b', 'X-Api-Key': 'k' });
    expect(out).toEqual({ Authorization: `Bearer ${REDACTED}`, 'user-agent': 'agentdeck/1', cookie: REDACTED, 'X-Api-Key': REDACTED });
    expect(JSON.stringify(out)).not.toContain('sk_123');
  });
});

// The wizard's step rules for credentials: what a terminal paste can carry (a line break, an escape sequence, the
// replacement character of bytes that were not UTF-8) never reaches the service, and no message echoes it.
import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, stepError } from '../../src/screens/wizard/model.js';

const ctx = { existing: 'none', regionCodes: null } as const;
const SECRET = 'pw-SECRET-77';

describe('wizard credential steps', () => {
  it('the password: a line break, control characters or invalid UTF-8 are refused by rule, never echoed', () => {
    const cases: Array<[string, RegExp]> = [
      [`${SECRET}\n{"k":1}`, /^password: must not contain a line break \(a JSON key goes on one line/],
      [`${SECRET}\x1b[2J`, /^password: must not contain control characters$/],
      [`${SECRET}\uFFFD`, /^password: not valid UTF-8 text$/],
    ];
    for (const [password, rule] of cases) {
      const problem = stepError('password', EMPTY_FIELDS, password, ctx);
      expect(problem).toMatch(rule);
      expect(problem).not.toContain(SECRET);
    }
    expect(stepError('password', EMPTY_FIELDS, `${SECRET} ünï`, ctx)).toBeNull();
  });

  it('the username follows the same rules', () => {
    expect(stepError('username', { ...EMPTY_FIELDS, username: 'me\r' }, '', ctx)).toBe('username: must not contain a line break');
    expect(stepError('username', { ...EMPTY_FIELDS, username: 'me\u0007' }, '', ctx)).toBe('username: must not contain control characters');
    expect(stepError('username', { ...EMPTY_FIELDS, username: 'octocat' }, '', ctx)).toBeNull();
  });
});

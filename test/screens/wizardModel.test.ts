// The wizard's rules without Ink: the preset rule, and the credential steps — what a terminal paste can carry (an
// escape sequence, the replacement character of bytes that were not UTF-8, a line break in the username) never
// reaches the service, and no message echoes it; a password may span lines (a JSON key, pasted whole).
import { describe, expect, it } from 'vitest';
import { applyPreset, EMPTY_FIELDS, REGISTRY_PRESETS, stepError } from '../../src/screens/wizard/model.js';

const preset = (label: string) => REGISTRY_PRESETS.find((p) => p.label.includes(label))!;

describe('registry presets', () => {
  it('a username the previous preset filled in follows the next preset (GAR _json_key → ECR AWS → GHCR empty)', () => {
    let r = applyPreset(EMPTY_FIELDS, null, preset('Google'));
    expect(r.fields).toMatchObject({ host: 'https://', username: '_json_key' });
    r = applyPreset(r.fields, r.filled, preset('ECR'));
    expect(r.fields).toMatchObject({ host: 'https://', username: 'AWS' });
    r = applyPreset(r.fields, r.filled, preset('GitHub'));
    expect(r.fields).toMatchObject({ host: 'https://ghcr.io', username: '' });
    r = applyPreset(r.fields, r.filled, preset('Docker Hub'));
    expect(r.fields.username).toBe('');
  });

  it('a username the user typed is kept whatever the preset', () => {
    const typed = { ...EMPTY_FIELDS, username: 'octocat' };
    let r = applyPreset(typed, null, preset('Google'));
    expect(r.fields.username).toBe('octocat');
    r = applyPreset(r.fields, r.filled, preset('ECR'));
    expect(r.fields.username).toBe('octocat');
    // Filled by GAR, then edited by the user: theirs now.
    const edited = { ...applyPreset(EMPTY_FIELDS, null, preset('Google')).fields, username: '_json_key2' };
    expect(applyPreset(edited, '_json_key', preset('ECR')).fields.username).toBe('_json_key2');
  });
});

const ctx = { existing: 'none', regionCodes: null } as const;
const SECRET = 'pw-SECRET-77';

describe('wizard credential steps', () => {
  it('the password: control characters or invalid UTF-8 are refused by rule, never echoed; line breaks are fine', () => {
    expect(stepError('password', EMPTY_FIELDS, `{\n\t"private_key": "${SECRET}"\r\n}\n`, ctx)).toBeNull();
    const cases: Array<[string, RegExp]> = [
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
    expect(stepError('username', { ...EMPTY_FIELDS, username: 'me\r' }, '', ctx)).toBe(
      'username: must not contain a line break',
    );
    expect(stepError('username', { ...EMPTY_FIELDS, username: 'me\u0007' }, '', ctx)).toBe(
      'username: must not contain control characters',
    );
    expect(stepError('username', { ...EMPTY_FIELDS, username: 'octocat' }, '', ctx)).toBeNull();
  });
});

// The wizard's preset rule, without Ink.
import { describe, expect, it } from 'vitest';
import { applyPreset, EMPTY_FIELDS, REGISTRY_PRESETS } from '../../src/screens/wizard/model.js';

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

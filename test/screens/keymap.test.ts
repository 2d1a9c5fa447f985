import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import { makeKey } from '../../src/components/input/keyPress.js';
import { BINDINGS, bindingsFor, footerText, matchBinding } from '../../src/screens/keymap.js';

const k = makeKey;

describe('keymap', () => {
  it('matches the set list keys', () => {
    expect(matchBinding('sets', 'j', k())?.action).toBe('down');
    expect(matchBinding('sets', '', k({ downArrow: true }))?.action).toBe('down');
    expect(matchBinding('sets', 'G', k({ shift: true }))?.action).toBe('last');
    expect(matchBinding('sets', '\r', k({ return: true }))?.action).toBe('open');
    expect(matchBinding('sets', 'R', k({ shift: true }))?.action).toBe('region');
    expect(matchBinding('sets', 'r', k())?.action).toBe('refresh');
    expect(matchBinding('sets', 'j', k({ ctrl: true }))).toBeUndefined();
    expect(matchBinding('global', 'c', k({ ctrl: true }))?.action).toBe('forceQuit');
  });

  it("actions are a typed union per scope (a comparison with another scope's action does not compile)", () => {
    const action = matchBinding('confirm', 'y', k())?.action;
    // @ts-expect-error 'open' is a set-list action, not a confirm one
    expect(action === 'open').toBe(false);
    expect(action).toBe('yes');
  });

  it('hidden rows match keys that a display row describes (↑ and ↓ as one help line)', () => {
    expect(matchBinding('wizardHost', '', k({ upArrow: true }))?.action).toBe('presetPrev');
    expect(matchBinding('wizardHost', '', k({ downArrow: true }))?.action).toBe('presetNext');
    const shown = bindingsFor('wizardHost').map((b) => b.action);
    expect(shown).toContain('preset');
    expect(shown).not.toContain('presetPrev');
    expect(footerText('wizardHost', 200)).toContain('↑/↓ presets');
  });

  it('has no two bindings of one scope answering the same key', () => {
    const probes: Array<[string, Key]> = [
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/?[]'
        .split('')
        .map((c) => [c, k()] as [string, Key]),
      ['', k({ upArrow: true })],
      ['', k({ downArrow: true })],
      ['\r', k({ return: true })],
      ['', k({ escape: true })],
      ['', k({ tab: true })],
      ['', k({ pageUp: true })],
      ['', k({ pageDown: true })],
    ];
    const scopes = [...new Set(BINDINGS.map((b) => b.scope))];
    for (const scope of scopes) {
      for (const [input, key] of probes) {
        const hits = BINDINGS.filter((b) => b.scope === scope && b.match(input, key));
        expect(hits.length, `${scope} ${JSON.stringify(input)}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('the footer fits its width, keeps ? help longest, and omits what is asked', () => {
    for (const width of [20, 40, 60, 80, 120]) {
      const text = footerText('sets', width);
      expect(text.length).toBeLessThanOrEqual(width);
    }
    expect(footerText('sets', 200)).toContain('r refresh');
    expect(footerText('sets', 20)).toContain('? help');
    expect(footerText('sets', 200, { omit: ['back'] })).not.toContain('esc back');
    expect(footerText('keyInput', 200)).not.toContain('q quit'); // typing: q is text
  });

  it('the footer leaves out a global key that the screen binds itself (it never reaches the global handler)', () => {
    const text = footerText('tokenView', 200);
    expect(text).toContain('esc/enter done');
    expect(text).not.toContain('esc back');
    expect(text).toContain('q quit');
  });

  it('the set list has no i key unless the wizard is wired (part 2 adds it with the wizard)', () => {
    const i = bindingsFor('sets').find((b) => b.keys.includes('i'));
    if (i) expect(i.action).toBe('pullSecretWizard');
  });
});

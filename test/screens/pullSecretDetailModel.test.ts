// The image pull secret detail's pure model (src/screens/pullSecretDetail/model.ts): which view has the keys.
import { describe, expect, it } from 'vitest';
import { pullSecretReducer } from '../../src/screens/pullSecretDetail/model.js';

describe('pull secret detail model', () => {
  it('d and A open from the detail only; each closes back to it', () => {
    expect(pullSecretReducer('detail', { type: 'askDelete' })).toBe('delete');
    expect(pullSecretReducer('delete', { type: 'pickAgents' })).toBe('delete');
    expect(pullSecretReducer('detail', { type: 'pickAgents' })).toBe('agents');
    expect(pullSecretReducer('agents', { type: 'askDelete' })).toBe('agents');
    expect(pullSecretReducer('agents', { type: 'close' })).toBe('detail');
    expect(pullSecretReducer('delete', { type: 'close' })).toBe('detail');
  });
});

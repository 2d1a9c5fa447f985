// Two Esc presses that reach the app in one chunk (typed fast, over SSH or in tmux: ESC ESC) are two presses:
// Ink reads `\x1b\x1b` as one event (Esc with Meta), which would take the user back one screen instead of two.
import { describe, expect, it } from 'vitest';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

describe('Esc Esc in one chunk', () => {
  it('goes back two screens: from help over the key editor, back to the set list', async () => {
    const secrets = createFakeSecretsApi([{ name: 'alpha', status: 'ready', values: { K: 'v' } }]);
    const app = await renderApp({ secrets });
    await waitFor(() => expect(app.frame()).toContain('alpha'));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('1 key'));
    await app.press('?');
    await waitFor(() => expect(app.frame()).toMatch(/help/i));
    await app.type('\u001b\u001b');
    await waitFor(() => expect(app.frame()).toMatch(/NAME\s+TYPE/));
    expect(app.frame()).not.toContain('1 key');
  });
});

// Input Ink cannot name must never crash the app: Ink 6.8's useInput throws on a CSI sequence it parses as
// Ctrl + an unknown key (`ESC[31m` — pasted coloured text —, `ESC[1;5G`, …). The input layer drops such an
// event (a paste holding one is refused as holding control characters) and the app keeps working.
import { describe, expect, it } from 'vitest';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, renderScreen } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const ODD = ['\u001b[31m', '\u001b[0m', '\u001b[1;31m', '\u001b[1;5G', '\u001b[31z'];

describe('escape sequences Ink cannot name', () => {
  it('each one alone, and in one write with keys: no crash, the keys around them still work', async () => {
    const secrets = createFakeSecretsApi([
      { name: 'alpha', status: 'ready', values: { K: 'v', K2: 'v' } },
      { name: 'beta', status: 'ready', values: { K: 'v' } },
    ]);
    const app = await renderApp({ secrets });
    await waitFor(() => expect(app.frame()).toContain('beta'));
    for (const seq of ODD) await app.type(seq);
    await app.type(`j${ODD[0]}`);
    await app.press(KEYS.enter);
    // beta (1 key) is open, not alpha (2 keys): the j before the odd sequence moved the selection.
    await waitFor(() => expect(app.frame()).toContain('1 key'));
    expect(app.frame()).not.toContain('2 keys');
  });

  it('a bracketed paste of coloured text into a value field is refused, nothing typed', async () => {
    const secrets = createFakeSecretsApi([{ name: 'my-agent', status: 'ready', values: { API_KEY: 'x' } }]);
    const app = await renderScreen({ name: 'keys', set: 'my-agent' }, { secrets });
    await waitFor(() => expect(app.frame()).toContain('1 key'));
    await app.press('a');
    await app.type('TLS_KEY');
    await app.press(KEYS.enter);
    await app.type('\u001b[200~\u001b[31mred\u001b[0m\u001b[201~');
    await waitFor(() => expect(app.frame()).toContain('paste refused'));
    expect(app.frame()).not.toContain('•••');
  });
});

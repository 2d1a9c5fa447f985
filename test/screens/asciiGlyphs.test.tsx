// In a locale that is not UTF-8 (issue 25) the app's glyphs — ● ◌ ✖ ⚠ › ⟳, the dialog's box lines — become their
// ASCII stand-ins on their way to the terminal (runApp's stream, screens/terminalScreen.ts), one character for one:
// every column stays where it was. The app is drawn here by Ink onto that same stream, as runApp does.
import { EventEmitter } from 'node:events';
import { render } from 'ink';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/screens/App.js';
import { inkStream } from '../../src/screens/terminalScreen.js';
import { createAppStore } from '../../src/state/store.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { EMULATOR_TARGET, fixedClock, renderApp, tidy } from '../helpers/renderApp.js';
import { flush, waitFor } from '../helpers/waitFor.js';

class Terminal extends EventEmitter {
  columns = 80;
  rows = 24;
  isTTY = true;
  frame = '';
  write = (chunk: string) => {
    this.frame = chunk;
    return true;
  };
}

class Keyboard extends EventEmitter {
  isTTY = true;
  data: string | null = null;
  write(data: string) {
    this.data = data;
    this.emit('readable');
    this.emit('data', data);
  }
  read = () => {
    const { data } = this;
    this.data = null;
    return data;
  };
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
}

const sets = () =>
  createFakeSecretsApi([
    { name: 'alpha', status: 'ready', region: 'us-west' },
    { name: 'beta', status: 'pending', region: 'us-east' },
    { name: 'gamma', status: 'failed', errorMessage: 'bad value — ✖ “quoted” 日本', region: 'us-west' },
  ]);

/** The app drawn by Ink through the app's own terminal stream, in ASCII mode. */
async function asciiApp() {
  const terminal = new Terminal();
  const keyboard = new Keyboard();
  const store = createAppStore({
    secrets: sets(),
    getRooms: () => Promise.reject(new Error('none')),
    clock: fixedClock,
    target: EMULATOR_TARGET,
  });
  let instance!: ReturnType<typeof render>;
  await act(async () => {
    instance = render(<App store={store} still />, {
      stdout: inkStream(terminal as unknown as NodeJS.WriteStream, undefined, 'ascii'),
      stdin: keyboard as unknown as NodeJS.ReadStream,
      debug: true,
      exitOnCtrlC: false,
      patchConsole: false,
    });
  });
  await flush();
  return {
    terminal,
    press: async (key: string) => {
      await act(async () => keyboard.write(key));
      if (key === KEYS.esc) await flush();
    },
    unmount: async () => act(async () => instance.unmount()),
  };
}

describe('ASCII glyphs (a locale that is not UTF-8)', () => {
  it('the set list: every status, the selection and the refresh mark in ASCII, columns where Unicode has them', async () => {
    const app = await asciiApp();
    try {
      await waitFor(() => expect(app.terminal.frame).toContain('updated'));
      const ascii = tidy(app.terminal.frame);
      expect(ascii).toMatch(/^[\x00-\x7f]*$/);
      expect(ascii).toMatch(/> alpha\s+secret\s+us-west\s+\* ready/);
      expect(ascii).toMatch(/beta\s+secret\s+us-east\s+o pending/);
      expect(ascii).toMatch(/gamma\s+secret\s+us-west\s+x failed/);
      expect(ascii).toMatchSnapshot('set list in ASCII');

      // The same screen in Unicode: each row has the same length, each glyph sits in the same column.
      const unicode = await renderApp({ secrets: sets() });
      await waitFor(() => expect(unicode.frame()).toContain('updated'));
      const rows = (f: string) => f.split('\n');
      const u = rows(tidy(unicode.frame()));
      const a = rows(ascii);
      expect(a).toHaveLength(u.length);
      for (const [i, line] of u.entries())
        expect(a[i]!.length, `row ${i}: ${line}`).toBe([...line].length + (line.includes('日本') ? 2 : 0));
    } finally {
      await app.unmount();
    }
  });

  it('a dialog’s box lines and a form’s cursor', async () => {
    const app = await asciiApp();
    try {
      await waitFor(() => expect(app.terminal.frame).toContain('updated'));
      await app.press('d');
      await waitFor(() => expect(app.terminal.frame).toContain('Delete secret set alpha?'));
      const frame = tidy(app.terminal.frame);
      expect(frame).toMatch(/^[\x00-\x7f]*$/);
      expect(frame).toMatch(/^\+-{10,}\+$/m);
      expect(frame).toMatch(/^\| > name _ +\|$/m);
      expect(frame).toMatchSnapshot('delete dialog in ASCII');
      await app.press(KEYS.esc);
    } finally {
      await app.unmount();
    }
  });
});

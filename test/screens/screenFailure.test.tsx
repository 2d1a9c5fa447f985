// The last resort (issue 25): a screen that throws while drawing no longer ends the app. The shell shows the error
// and keeps running (Esc goes back); the key editor's staged edits outlive a view of it that throws, and save.
import { Text } from 'ink';
import { render } from '../helpers/inkTesting.js';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ViewGuard } from '../../src/components/ViewGuard.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

// Switches that make a view throw, read by the mocked modules below.
const broken = { recordings: false, keySummary: false };

vi.mock('../../src/screens/recordings/Recordings.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/screens/recordings/Recordings.js')>();
  return {
    ...original,
    Recordings: (props: Parameters<typeof original.Recordings>[0]) => {
      if (broken.recordings) throw new Error('Invalid time value');
      return original.Recordings(props);
    },
  };
});

vi.mock('../../src/screens/keyEditor/views.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/screens/keyEditor/views.js')>();
  return {
    ...original,
    Summary: (props: Parameters<typeof original.Summary>[0]) => {
      if (broken.keySummary) throw new RangeError('Invalid time value');
      return original.Summary(props);
    },
  };
});

function Thrower({ when }: { when: boolean }): React.JSX.Element {
  if (when) throw new Error('boom\u001b[2J');
  return <Text>drawn</Text>;
}

describe('ViewGuard', () => {
  it('draws one line naming the error instead of the view, and draws the view again when its key changes', async () => {
    let r!: ReturnType<typeof render>;
    await act(async () => {
      r = render(
        <ViewGuard resetKey={1}>
          <Thrower when />
        </ViewGuard>,
      );
    });
    expect(r.lastFrame()).toBe('✖ this view could not be drawn: boom [2J');
    await act(async () => {
      r.rerender(
        <ViewGuard resetKey={2}>
          <Thrower when={false} />
        </ViewGuard>,
      );
    });
    expect(r.lastFrame()).toBe('drawn');
    await act(async () => r.unmount());
  });
});

describe('a screen that throws while drawing', () => {
  it('the app runs on: the error is shown in the screen’s place, the header and footer stay, Esc goes back', async () => {
    broken.recordings = true;
    try {
      const secrets = createFakeSecretsApi([{ name: 'alpha', status: 'ready', values: { K: 'v' } }]);
      const app = await renderApp({ secrets });
      await waitFor(() => expect(app.frame()).toContain('alpha'));
      await app.press('3');
      const words = () => app.frame().replace(/\s+/g, ' ');
      await waitFor(() =>
        expect(words()).toContain(
          '✖ This screen stopped with an error: Invalid time value. The app runs on: Esc goes back, q quits.',
        ),
      );
      expect(app.frame()).toContain('agentdeck');
      expect(app.frame()).not.toMatch(/^\s*ERROR\b/m);
      broken.recordings = false;
      await app.press(KEYS.esc);
      await waitFor(() => expect(app.frame()).toContain('alpha'));
      expect(app.frame()).not.toContain('stopped with an error');
    } finally {
      broken.recordings = false;
    }
  });

  it('the key editor keeps its staged edits when a view of it throws, and saves them once it draws again', async () => {
    try {
      const secrets = createFakeSecretsApi([{ name: 'alpha', status: 'ready', values: { K: 'v' } }]);
      const app = await renderApp({ secrets, routes: [{ name: 'sets' }, { name: 'keys', set: 'alpha' }] });
      await waitFor(() => expect(app.frame()).toContain('1 key'));
      await app.press('a');
      await app.type('NEW_KEY');
      await app.press(KEYS.enter);
      await app.type('new-value-1');
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.store.getState().heldDraft).toBe('1 staged change to alpha (NEW_KEY)'));
      broken.keySummary = true;
      await app.press(KEYS.down); // any key that re-draws the editor
      await waitFor(() => expect(app.frame()).toContain('✖ this view could not be drawn: Invalid time value'));
      expect(app.store.getState().heldDraft).toBe('1 staged change to alpha (NEW_KEY)');
      broken.keySummary = false;
      await app.press(KEYS.up);
      await waitFor(() => expect(app.frame()).toContain('NEW_KEY'));
      await app.press('s');
      await waitFor(() => expect(secrets.sets.get('alpha')?.values).toMatchObject({ K: 'v', NEW_KEY: 'new-value-1' }));
    } finally {
      broken.keySummary = false;
    }
  });
});

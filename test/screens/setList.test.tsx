import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSecretsApi, type FakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, REAL_TARGET, tidy } from '../helpers/renderApp.js';
import { advance, waitFor } from '../helpers/waitFor.js';

const HOSTILE =
  'quota exceeded\u001b[2J\u001b]52;c;aGFja2Vk\u0007\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\u009b31m';

function mixed(): FakeSecretsApi {
  return createFakeSecretsApi([
    { name: 'alpha', status: 'ready', region: 'us-west' },
    { name: 'beta', status: 'pending', region: 'us-east' },
    { name: 'gamma', status: 'failed', errorMessage: HOSTILE, region: 'us-west' },
    { name: 'registry', type: 'imagePullSecret', status: 'ready', region: 'eu-central' },
  ]);
}

async function listed(secrets: FakeSecretsApi, opts: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({ secrets, ...opts });
  await waitFor(() => expect(app.frame()).toContain('updated'));
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('set list: states', () => {
  it('loading', async () => {
    const secrets = createFakeSecretsApi([{ name: 'alpha' }]);
    const release = secrets.hold('listSecretSets');
    const app = await renderApp({ secrets });
    expect(app.frame()).toContain('loading secret sets');
    expect(tidy(app.frame())).toMatchSnapshot();
    release();
    await waitFor(() => expect(app.frame()).toContain('alpha'));
  });

  it('empty', async () => {
    const app = await listed(createFakeSecretsApi());
    expect(app.frame()).toContain('No secret sets yet. Press n to create one.');
    expect(app.frame()).toContain('0 sets');
    expect(tidy(app.frame())).toMatchSnapshot();
  });

  it('list with each status, header counts and update time', async () => {
    const app = await listed(mixed(), { target: REAL_TARGET });
    const f = app.frame();
    expect(f).toContain('4 sets · 1 pending · 1 failed');
    expect(f).toContain('updated 03:04:05');
    expect(f).toMatch(/alpha\s+secret\s+us-west\s+● ready/);
    expect(f).toMatch(/beta\s+secret\s+us-east\s+◌ pending/);
    expect(f).toMatch(/gamma\s+secret\s+us-west\s+✖ failed/);
    expect(f).toMatch(/registry\s+pull\s+eu-central\s+● ready/);
    expect(f).toContain('auto-refresh 1s');
    expect(tidy(f)).toMatchSnapshot();
  });

  it('failed row: the errorMessage is shown without its control sequences', async () => {
    const app = await listed(mixed());
    await app.press('G'); // registry
    await app.press('k'); // gamma
    const f = app.frame();
    expect(f).toContain('✖ failed gamma: quota exceeded');
    expect(tidy(f)).toMatchSnapshot();
    for (const frame of app.frames) {
      expect(frame).not.toMatch(/[\u001b\u0007\u009b]/);
      expect(frame).not.toContain(']52;');
      expect(frame).not.toContain('evil.example');
    }
  });

  it('initial load error', async () => {
    const secrets = createFakeSecretsApi();
    secrets.failNext('listSecretSets');
    const app = await renderApp({ secrets });
    await waitFor(() =>
      expect(app.frame()).toContain('could not load secret sets: Internal server error — r to retry'),
    );
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press('r');
    await waitFor(() => expect(app.frame()).toContain('No secret sets yet'));
  });

  it('narrow terminal: columns as wide as what they hold; TYPE becomes one letter (S set, P pull secret), then REGION goes; names are cut', async () => {
    const secrets = mixed();
    secrets.add({ name: 'a-very-long-secret-set-name-that-does-not-fit-anywhere', status: 'ready' });
    const app = await listed(secrets, { columns: 60, rows: 20 });
    let f = app.frame();
    expect(f).toMatch(/^ {2}NAME +TYPE +REGION +STATUS$/m);
    expect(f).toContain('› a-very-long-secret-set-na… secret  us-west     ● ready');
    expect(tidy(f)).toMatchSnapshot();
    await app.resize(40, 20);
    f = app.frame();
    expect(f).toMatch(/^ {2}NAME +T REGION +STATUS$/m);
    expect(f).toMatch(/^ {2}registry +P eu-central +● ready$/m);
    for (const line of f.split('\n')) expect(line.length).toBeLessThanOrEqual(40);
    await app.resize(30, 20);
    f = app.frame();
    expect(f).not.toContain('REGION');
    expect(f).toMatch(/^ {2}NAME +T STATUS$/m);
    expect(f).toContain('› a-very-long-s… S ● ready');
    expect(f).toMatch(/^ {2}registry +P ● ready$/m);
    expect(f).toMatch(/^ {2}alpha +S ● ready$/m);
    for (const line of f.split('\n')) expect(line.length).toBeLessThanOrEqual(30);
    expect(f.split('\n').length).toBeLessThanOrEqual(19);
    expect(tidy(f)).toMatchSnapshot();
  });

  it('help overlay lists the screen keys and the global keys', async () => {
    const app = await listed(mixed());
    await app.press('?');
    const f = app.frame();
    expect(f).toContain('Secret sets — keys');
    expect(f).toContain('filter by name as you type');
    expect(f.split('\n').length).toBeLessThanOrEqual(23);
    expect(tidy(f)).toMatchSnapshot();
    for (let i = 0; i < 10; i++) await app.press('j');
    expect(app.frame()).toContain('quit agentdeck');
    await app.press('?');
    expect(app.frame()).toContain('alpha');
  });
});

describe('set list: navigation and filters', () => {
  it('moves with j/k/arrows/g/G and opens the key editor on Enter', async () => {
    const secrets = mixed();
    const app = await listed(secrets);
    expect(app.frame()).toContain('› alpha');
    await app.press('j', KEYS.down);
    expect(app.frame()).toContain('› gamma');
    await app.press('k');
    expect(app.frame()).toContain('› beta');
    await app.press('G');
    expect(app.frame()).toContain('› registry');
    await app.press('g');
    expect(app.frame()).toContain('› alpha');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.store.getState().routes.at(-1)).toEqual({ name: 'keys', set: 'alpha' }));
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('› alpha'));
  });

  it('filters by name as you type; Enter keeps, Esc clears', async () => {
    const app = await listed(mixed());
    await app.press('/');
    await app.type('ta');
    let f = app.frame();
    expect(f).toContain('/ ta');
    expect(f).toContain('beta');
    expect(f).not.toContain('alpha');
    expect(f).toContain('showing 1');
    expect(tidy(f)).toMatchSnapshot();
    // While typing, q and ? are text, not keys.
    await app.press('q');
    expect(app.frame()).toContain('/ taq');
    await app.press(KEYS.backspace);
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('/ ta');
    await app.press(KEYS.esc);
    f = app.frame();
    expect(f).toContain('alpha');
    expect(f).not.toContain('/ ta');
  });

  it('t hides image pull secrets, R cycles regions', async () => {
    const app = await listed(mixed());
    await app.press('t');
    expect(app.frame()).not.toContain('registry');
    expect(app.frame()).toContain('pull secrets hidden');
    await app.press('t');
    expect(app.frame()).toContain('registry');
    await waitFor(() => expect(app.store.getState().regions).not.toBeNull());
    await app.press('R');
    let f = app.frame();
    expect(f).toContain('region us-west');
    expect(f).toContain('alpha');
    expect(f).not.toContain('beta');
    await app.press('R');
    f = app.frame();
    expect(f).toContain('region us-east');
    expect(f).toContain('beta');
    await app.press('R', 'R');
    expect(app.frame()).not.toContain('region ');
    expect(app.frame()).toContain('registry');
  });

  it('Enter on an image pull secret opens the read-only detail without GET by name', async () => {
    const secrets = mixed();
    const app = await listed(secrets);
    await app.press('G', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Image pull secret registry'));
    expect(app.frame()).toContain('eu-central');
    expect(secrets.calls.getSecretSet).toBe(0);
    expect(tidy(app.frame())).toMatchSnapshot();
  });

  it('keeps the selection by name across refreshes', async () => {
    const secrets = mixed();
    const app = await listed(secrets);
    await app.press('j', 'j'); // gamma
    expect(app.frame()).toContain('› gamma');
    secrets.add({ name: 'aaa-first', status: 'ready' });
    secrets.add({ name: 'abc', status: 'ready' });
    await app.press('r');
    await waitFor(() => expect(app.frame()).toContain('aaa-first'));
    expect(app.frame()).toContain('› gamma');
    secrets.sets.delete('gamma');
    await app.press('r');
    await waitFor(() => expect(app.frame()).not.toContain('gamma'));
    expect(app.frame()).toMatch(/› \S+/);
  });
});

describe('set list: the filter with a selection and re-reads', () => {
  it('a filter that hides every row, with a row selected, then cleared: the selection comes back', async () => {
    const app = await listed(mixed());
    await app.press('j', 'j'); // gamma
    expect(app.frame()).toContain('› gamma');
    await app.press('/');
    await app.type('zz');
    expect(app.frame()).toContain('No set matches the filter');
    await app.press(KEYS.backspace, KEYS.backspace);
    expect(app.frame()).toContain('› gamma');
    await app.type('zz');
    await app.press(KEYS.esc);
    expect(app.frame()).toContain('› gamma');
  });

  it('a set renamed, added and deleted while a filter is active: the re-read list is the one filtered', async () => {
    const secrets = createFakeSecretsApi([
      { name: 'prod-api', status: 'ready' },
      { name: 'prod-web', status: 'ready' },
      { name: 'stage-api', status: 'ready' },
    ]);
    const app = await listed(secrets);
    await app.press('/');
    await app.type('prod');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('prod-web');
    expect(app.frame()).not.toContain('stage-api');
    secrets.sets.delete('prod-web');
    secrets.add({ name: 'prod-www', status: 'ready' }); // prod-web renamed
    secrets.add({ name: 'prod-db', status: 'ready' });
    secrets.sets.delete('prod-api');
    await app.press('r');
    await waitFor(() => expect(app.frame()).toContain('prod-www'));
    let f = app.frame();
    expect(f).toContain('prod-db');
    expect(f).not.toContain('prod-web');
    expect(f).not.toContain('prod-api');
    expect(f).toContain('showing 2');
    // Typing on (the rows narrowed from the last result) and erasing again, on the new list.
    await app.press('/');
    await app.type('-w');
    f = app.frame();
    expect(f).toContain('prod-www');
    expect(f).not.toContain('prod-db');
    await app.press(KEYS.backspace, KEYS.backspace);
    f = app.frame();
    expect(f).toContain('prod-www');
    expect(f).toContain('prod-db');
    expect(f).not.toContain('prod-web');
  });
});

describe('set list: auto-refresh', () => {
  it('runs while a set is pending with backoff 1s → 2s → 4s → 8s → 10s and stops when none is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const secrets = mixed();
    const app = await listed(secrets);
    const n = () => secrets.calls.listSecretSets;
    expect(n()).toBe(1);
    await advance(999);
    expect(n()).toBe(1);
    await advance(1);
    expect(n()).toBe(2);
    expect(app.frame()).toContain('auto-refresh 2s');
    await advance(1999);
    expect(n()).toBe(2);
    await advance(1);
    expect(n()).toBe(3);
    await advance(4000);
    expect(n()).toBe(4);
    await advance(8000);
    expect(n()).toBe(5);
    expect(app.frame()).toContain('auto-refresh 10s');
    await advance(10_000);
    expect(n()).toBe(6);
    await advance(10_000);
    expect(n()).toBe(7);
    secrets.setStatus('beta', 'ready');
    await advance(10_000);
    expect(n()).toBe(8);
    expect(app.frame()).toContain('✔ beta is ready');
    expect(app.frame()).not.toContain('auto-refresh');
    await advance(60_000);
    expect(n()).toBe(8);
  });

  it('toasts when a pending set fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const secrets = mixed();
    const app = await listed(secrets);
    secrets.setStatus('beta', 'failed', 'bad region');
    await advance(1000);
    expect(app.frame()).toContain('✖ beta failed: bad region');
  });

  it('stops while the screen is hidden (help open or another screen) and starts again after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const secrets = mixed();
    const app = await listed(secrets);
    await app.press('?');
    await advance(30_000);
    expect(secrets.calls.listSecretSets).toBe(1);
    await app.press(KEYS.esc);
    await advance(1000);
    expect(secrets.calls.listSecretSets).toBe(2);
    await app.press('n'); // new-set screen: the list is gone
    await advance(30_000);
    expect(secrets.calls.listSecretSets).toBe(2);
  });

  it('never has more than one list request in flight', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const secrets = mixed();
    const app = await listed(secrets);
    const release = secrets.hold('listSecretSets');
    await advance(1000);
    expect(secrets.calls.listSecretSets).toBe(2);
    await app.press('r', 'r');
    await advance(30_000);
    expect(secrets.calls.listSecretSets).toBe(2);
    release();
    await advance(0);
    await advance(2000);
    expect(secrets.calls.listSecretSets).toBe(3);
  });

  it('a failed refresh keeps the last good list and says r to retry', async () => {
    const secrets = mixed();
    const app = await listed(secrets);
    secrets.failNext('listSecretSets', undefined, 1);
    await app.press('r');
    await waitFor(() => expect(app.frame()).toContain('✖ refresh failed: Internal server error — r to retry'));
    expect(app.frame()).toContain('alpha');
    expect(app.frame()).toContain('registry');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press('r');
    await waitFor(() => expect(app.frame()).not.toContain('refresh failed'));
  });
});

describe('set list: delete', () => {
  it('asks to type the name; a wrong name deletes nothing, the right one deletes', async () => {
    const secrets = mixed();
    const app = await listed(secrets);
    await app.press('d');
    expect(app.frame()).toContain('Delete secret set alpha?');
    expect(app.frame()).toContain('Type alpha to confirm');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.type('alpah');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('type exactly alpha to confirm');
    expect(secrets.calls.deleteSecretSet).toBe(0);
    await app.press(KEYS.backspace, KEYS.backspace);
    await app.type('ha');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('deleted alpha'));
    expect(secrets.calls.deleteSecretSet).toBe(1);
    expect(secrets.sets.has('alpha')).toBe(false);
    expect(app.frame()).not.toMatch(/alpha\s+secret/);
  });

  it('Esc cancels the delete', async () => {
    const secrets = mixed();
    const app = await listed(secrets);
    await app.press('d', KEYS.esc);
    expect(app.frame()).not.toContain('Delete secret set');
    expect(secrets.calls.deleteSecretSet).toBe(0);
    expect(app.store.getState().routes).toHaveLength(1);
  });

  it('shows why a delete failed: a 500 is re-read, and the set is still there', async () => {
    const secrets = mixed();
    const app = await listed(secrets);
    secrets.failNext('deleteSecretSet');
    await app.press('d');
    await app.type('alpha');
    await app.press(KEYS.enter);
    await waitFor(() =>
      expect(app.frame()).toContain("Delete secret set 'alpha': not applied — Internal server error"),
    );
    expect(tidy(app.frame())).toMatchSnapshot();
    expect(app.frame()).toContain('alpha');
  });
});

describe('set list: 10,000 sets', () => {
  it('renders only the visible rows and moves smoothly', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      name: `set-${String(i).padStart(5, '0')}`,
      status: 'ready' as const,
    }));
    const secrets = createFakeSecretsApi(many);
    const app = await listed(secrets, { columns: 80, rows: 24 });
    const rowsShown = () =>
      app
        .frame()
        .split('\n')
        .filter((l) => /set-\d{5}/.test(l)).length;
    expect(app.frame()).toContain('10000 sets');
    expect(rowsShown()).toBeGreaterThan(5);
    expect(rowsShown()).toBeLessThanOrEqual(17);
    await app.press('G');
    expect(app.frame()).toContain('› set-09999');
    await app.press(KEYS.pageUp);
    expect(rowsShown()).toBeLessThanOrEqual(17);
    await app.press('g');
    expect(app.frame()).toContain('› set-00000');
    const before = app.frames.length;
    for (let i = 0; i < 50; i++) await app.press('j');
    expect(app.frame()).toContain('› set-00050');
    expect(app.frames.length - before).toBeGreaterThanOrEqual(50);
    expect(app.frame().split('\n').length).toBeLessThanOrEqual(23);
    await app.press('/');
    await app.type('9999');
    expect(app.frame()).toContain('set-09999');
    expect(app.frame()).toContain('showing 1');
  });
});

describe('set list: recovery', () => {
  it('after a failed refresh it retries by itself with backoff, and stops once a list loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const secrets = createFakeSecretsApi([{ name: 'alpha', status: 'ready' }]);
    const app = await listed(secrets);
    expect(app.frame()).not.toContain('auto-refresh');
    secrets.failNext('listSecretSets', undefined, 2);
    await app.press('r');
    await advance(0);
    expect(app.frame()).toContain('refresh failed');
    expect(app.frame()).toContain('retry in 1s');
    await advance(1000); // fails again
    expect(secrets.calls.listSecretSets).toBe(3);
    expect(app.frame()).toContain('retry in 2s');
    await advance(2000); // succeeds
    expect(secrets.calls.listSecretSets).toBe(4);
    expect(app.frame()).not.toContain('refresh failed');
    await advance(60_000);
    expect(secrets.calls.listSecretSets).toBe(4);
  });
});

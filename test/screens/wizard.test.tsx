// The image-pull-secret wizard over an in-memory SecretsApi: every step, back-navigation, discard, the
// existing-secret path, following to ready/failed, fixing credentials — and the password in no frame.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSecretsApi, serverError, type FakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, renderScreen, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { advance, waitFor } from '../helpers/waitFor.js';

const CANARY = 'Zq7-CANARY-pw';

async function openWizard(secrets: FakeSecretsApi = createFakeSecretsApi()): Promise<RenderedApp> {
  const app = await renderScreen({ name: 'pullSecretWizard' }, { secrets });
  await waitFor(() => expect(app.frame()).toContain('Step 1/7'));
  await waitFor(() => expect(app.store.getState().sets).not.toBeNull());
  return app;
}

/** Name → host (GHCR preset) → username → password → region (default) → encode (on) → review. */
async function fillToReview(app: RenderedApp, name = 'ghcr-pull', password = CANARY) {
  await app.type(name);
  await app.press(KEYS.enter);
  await app.press(KEYS.up); // up from no preset wraps to the last preset: GHCR
  await app.press(KEYS.enter);
  await app.type('octocat');
  await app.press(KEYS.enter);
  await app.type(password);
  await app.press(KEYS.enter);
  await waitFor(() => expect(app.frame()).toContain('us-west'));
  await app.press(KEYS.enter, KEYS.enter);
  await waitFor(() => expect(app.frame()).toContain('Step 7/7'));
}

function noCanary(app: RenderedApp) {
  for (const f of app.frames) expect(f).not.toContain(CANARY);
  expect(JSON.stringify(app.store.getState())).not.toContain(CANARY);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('pull secret wizard: steps', () => {
  it('shows every step with its header, checks the name as you type, masks the password', async () => {
    const app = await openWizard();
    expect(tidy(app.frame())).toMatchSnapshot('1 name (empty)');
    await app.type('bad_name');
    expect(app.frame()).toContain('set name "bad_name": only letters, numbers and hyphens');
    expect(tidy(app.frame())).toMatchSnapshot('1 name (rule broken as you type)');
    await app.press(KEYS.enter); // refused
    expect(app.frame()).toContain('Step 1/7');
    await app.press(KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace);
    await app.type('-pull');
    expect(app.frame()).not.toContain('✖');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('Step 2/7');
    expect(tidy(app.frame())).toMatchSnapshot('2 host (presets)');

    await app.press(KEYS.down, KEYS.down); // Google Artifact Registry
    expect(app.frame()).toContain('› host      https://');
    expect(app.frame()).toContain('format: https://<region>-docker.pkg.dev');
    expect(app.frame()).toContain('Google Artifact Registry: username _json_key');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('host "https://": must be a registry host such as ghcr.io, or a URL such as');
    await app.type('us-docker.pkg.dev');
    expect(tidy(app.frame())).toMatchSnapshot('2 host (GAR preset filled in)');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('Step 3/7');
    expect(app.frame()).toContain('› username  _json_key'); // prefilled for GAR
    expect(tidy(app.frame())).toMatchSnapshot('3 username (GAR hint)');
    await app.press(KEYS.enter);

    expect(app.frame()).toContain('Step 4/7');
    await app.type(CANARY); // one chunk, like a paste
    expect(app.frame()).toContain('•'.repeat(CANARY.length));
    expect(tidy(app.frame())).toMatchSnapshot('4 password (masked)');
    await app.press(KEYS.enter);

    await waitFor(() => expect(app.frame()).toContain('(org default)'));
    expect(app.frame()).toContain('› (•) us-west');
    expect(tidy(app.frame())).toMatchSnapshot('5 region (org default preselected)');
    await app.press('j');
    expect(app.frame()).toContain('› (•) us-east');
    await app.press(KEYS.enter);

    expect(app.frame()).toContain('[x] base64-encode');
    expect(tidy(app.frame())).toMatchSnapshot('6 encode (on)');
    await app.press(' ');
    expect(app.frame()).toContain('[ ] base64-encode');
    expect(app.frame()).toContain('Encoding is off but the value is not base64');
    expect(tidy(app.frame())).toMatchSnapshot('6 encode (off, warning)');
    await app.press(' ');
    await app.press(KEYS.enter);

    expect(app.frame()).toContain('Step 7/7');
    expect(app.frame()).toContain('password    (not shown)');
    expect(app.frame()).toContain('region      us-east');
    expect(tidy(app.frame())).toMatchSnapshot('7 review');
    noCanary(app);
  });

  it('reveal toggle shows what was typed, then hides it again', async () => {
    const app = await openWizard();
    await app.type('n1');
    await app.press(KEYS.enter);
    await app.type('https://ghcr.io');
    await app.press(KEYS.enter, KEYS.enter);
    await app.type('visible-pw');
    expect(app.frame()).not.toContain('visible-pw');
    await app.press(KEYS.ctrlR);
    expect(app.frame()).toContain('› password  visible-pw');
    expect(app.frame()).toContain('shown — ctrl+r hides it');
    await app.press(KEYS.ctrlR);
    expect(app.frame()).not.toContain('visible-pw');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Step 5/7'));
    await app.press(KEYS.esc);
    expect(app.frame()).not.toContain('visible-pw'); // back on the password step: masked again
  });

  it('Esc goes back one step and typed values survive', async () => {
    const app = await openWizard();
    await fillToReview(app);
    await app.press(KEYS.esc); // encode
    await app.press(KEYS.esc); // region
    await app.press(KEYS.esc); // password
    expect(app.frame()).toContain('Step 4/7');
    expect(app.frame()).toContain('•'.repeat(CANARY.length));
    await app.press(KEYS.esc);
    expect(app.frame()).toContain('› username  octocat');
    await app.press(KEYS.esc);
    expect(app.frame()).toContain('› host      https://ghcr.io');
    expect(tidy(app.frame())).toMatchSnapshot('back on step 2 with the host kept');
    await app.press(KEYS.esc);
    expect(app.frame()).toContain('› name      ghcr-pull');
    await app.press(KEYS.enter, KEYS.enter, KEYS.enter, KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Step 5/7'));
    noCanary(app);
  });

  it('Esc on step 1 asks before discarding', async () => {
    const app = await openWizard();
    await app.type('draft');
    await app.press(KEYS.esc);
    expect(app.frame()).toContain('Discard this image pull secret?');
    expect(tidy(app.frame())).toMatchSnapshot('discard confirmation');
    await app.press('n');
    expect(app.frame()).toContain('› name      draft');
    await app.press(KEYS.esc);
    await app.press('y');
    await waitFor(() => expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets']));
  });

  it('text and Enter arriving in one chunk (fast typing, paste) type the text, then move on', async () => {
    const app = await openWizard();
    await app.type('chunked\r');
    await waitFor(() => expect(app.frame()).toContain('Step 2/7'));
    await app.type('https://ghcr.io\r');
    await waitFor(() => expect(app.frame()).toContain('Step 3/7'));
    await app.press(KEYS.esc);
    expect(app.frame()).toContain('› host      https://ghcr.io');
    await app.type('not a url\r'); // appended: still refused, the Enter does not skip the rule
    await waitFor(() => expect(app.frame()).toContain('✖ host'));
    expect(app.frame()).toContain('Step 2/7');
  });

  it('switching preset replaces the username the previous one filled in (GAR → ECR → GHCR); a typed one is kept', async () => {
    const app = await openWizard();
    await app.type('preset-pull\r');
    await app.type(KEYS.down + KEYS.down + KEYS.down); // Docker Hub → GAR (_json_key) → ECR (AWS), one write
    expect(app.frame()).toContain('AWS ECR: username AWS');
    await app.type('1.dkr.ecr.us-east-1.amazonaws.com\r');
    expect(app.frame()).toContain('› username  AWS');
    expect(app.frame()).not.toContain('_json_key');
    await app.press(KEYS.esc); // back to the host: a GHCR switch clears the ECR username
    await app.press(KEYS.up); // ECR → GAR
    await app.type(KEYS.down + KEYS.down); // GAR → ECR → GHCR: two ↓ in one write
    await app.type('\r');
    expect(app.frame()).toMatch(/› username {2}▌/);
    await app.type('octocat');
    await app.press(KEYS.esc, KEYS.up); // back to the host, GHCR → ECR: the typed username stays
    await app.type('1.dkr.ecr.us-east-1.amazonaws.com\r');
    expect(app.frame()).toContain('› username  octocat');
  });

  it('narrow (50 columns): header and presets are cut, not wrapped', async () => {
    const app = await renderApp({ columns: 50, rows: 20, routes: [{ name: 'sets' }, { name: 'pullSecretWizard' }] });
    await waitFor(() => expect(app.frame()).toContain('Step 1/7'));
    await app.type('n\r');
    await waitFor(() => expect(app.frame()).toContain('Step 2/7'));
    expect(
      app
        .frame()
        .split('\n')
        .every((l) => l.length <= 50),
    ).toBe(true);
    expect(app.frame()).toContain('  AWS ECR                    https://<account>.dk…');
    expect(tidy(app.frame())).toMatchSnapshot('host step at 50 columns');
  });

  it('regions that take longer than ~150 ms show a spinner on the region step', async () => {
    const secrets = createFakeSecretsApi();
    const release = secrets.hold('listRegions');
    const app = await openWizard(secrets);
    await app.type('slow\r');
    await app.type('https://ghcr.io\r');
    await app.type('u\r');
    await app.type('p\r');
    await waitFor(() => expect(app.frame()).toContain('Step 5/7'));
    await waitFor(() => expect(app.frame()).toContain('… loading regions…'));
    await app.press(KEYS.enter); // no region yet: refused with the rule
    expect(app.frame()).toContain('region: choose one');
    release();
    await waitFor(() => expect(app.frame()).toContain('› (•) us-west'));
    expect(app.frame()).not.toContain('loading regions');
  });

  it('when the secret list fails, it says so and asks before sending', async () => {
    const secrets = createFakeSecretsApi();
    secrets.failNext('listSecretSets', serverError('list is down'), Infinity);
    const app = await renderScreen({ name: 'pullSecretWizard' }, { secrets });
    await waitFor(() => expect(app.frame()).toContain('could not list existing secrets (list is down)'));
    await fillToReview(app, 'maybe-there');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('Could not check whether maybe-there exists. Send it anyway?');
    expect(tidy(app.frame())).toMatchSnapshot('unchecked-name confirmation');
    await app.press('n');
    expect(secrets.calls.putImagePullSecret).toBe(0);
    await app.press(KEYS.enter, 'y');
    await waitFor(() => expect(secrets.calls.putImagePullSecret).toBe(1));
  });

  it('refuses a name taken by a secret set', async () => {
    const app = await openWizard(
      createFakeSecretsApi([{ name: 'app-env', type: 'secret', region: 'us-west', status: 'ready' }]),
    );
    await app.type('app-env');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('Step 1/7');
    expect(app.frame()).toContain('a secret set (not an image pull secret) has this name');
  });
});

describe('pull secret wizard: submit and follow', () => {
  it('a bare registry host (ghcr.io) is taken and sent as typed; another scheme or a space is refused with the rule', async () => {
    const secrets = createFakeSecretsApi();
    const app = await openWizard(secrets);
    await app.type('bare-pull');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Step 2/7'));
    await app.type('ftp://ghcr.io');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('Step 2/7');
    expect(app.frame().replace(/\s+/g, ' ')).toContain('host "ftp://ghcr.io": the scheme must be http:// or https://');
    await app.press(KEYS.ctrlU);
    await app.type('gh cr.io');
    await app.press(KEYS.enter);
    expect(app.frame().replace(/\s+/g, ' ')).toContain('host "gh cr.io": must not contain spaces');
    await app.press(KEYS.ctrlU);
    await app.type('ghcr.io');
    expect(app.frame()).toContain('GitHub Container Registry'); // the preset's hints follow a bare host too
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Step 3/7'));
    await app.type('octocat');
    await app.press(KEYS.enter);
    await app.type(CANARY);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('us-west'));
    await app.press(KEYS.enter, KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Step 7/7'));
    expect(app.frame()).toContain('host        ghcr.io');
    await app.press(KEYS.enter);
    await waitFor(() => expect(secrets.calls.putImagePullSecret).toBe(1));
    expect(secrets.sets.get('bare-pull')).toMatchObject({ type: 'imagePullSecret', values: { host: 'ghcr.io' } });
    noCanary(app);
  });

  it('creates a new secret with one PUT and follows it to ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const secrets = createFakeSecretsApi();
    const app = await openWizard(secrets);
    await fillToReview(app);
    await app.press(KEYS.enter); // new name: no confirmation
    await waitFor(() => expect(app.frame()).toContain('◌ pending'));
    expect(secrets.calls.putImagePullSecret).toBe(1);
    expect(secrets.sets.get('ghcr-pull')).toMatchObject({
      type: 'imagePullSecret',
      region: 'us-west',
      values: { host: 'https://ghcr.io' },
    });
    expect(tidy(app.frame())).toMatchSnapshot('following (pending)');
    secrets.setStatus('ghcr-pull', 'ready');
    await advance(1000);
    await waitFor(() => expect(app.frame()).toContain('● ready'));
    expect(tidy(app.frame())).toMatchSnapshot('ready');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets']));
    noCanary(app);
  });

  it('updates an existing pull secret in place after a confirmation', async () => {
    const secrets = createFakeSecretsApi([
      { name: 'ghcr-pull', type: 'imagePullSecret', region: 'us-west', status: 'ready' },
    ]);
    const app = await openWizard(secrets);
    await app.type('ghcr-pull');
    expect(app.frame()).toContain('An image pull secret named ghcr-pull already exists');
    expect(tidy(app.frame())).toMatchSnapshot('existing secret: said on step 1');
    await app.press(
      KEYS.backspace,
      KEYS.backspace,
      KEYS.backspace,
      KEYS.backspace,
      KEYS.backspace,
      KEYS.backspace,
      KEYS.backspace,
      KEYS.backspace,
      KEYS.backspace,
    );
    await fillToReview(app);
    expect(app.frame()).toContain('Enter updates the image pull secret.');
    expect(tidy(app.frame())).toMatchSnapshot('existing secret: review');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('Update image pull secret ghcr-pull in place?');
    expect(tidy(app.frame())).toMatchSnapshot('existing secret: update confirmation');
    await app.press('n');
    expect(secrets.calls.putImagePullSecret).toBe(0);
    await app.press(KEYS.enter, 'y');
    await waitFor(() => expect(secrets.calls.putImagePullSecret).toBe(1));
    noCanary(app);
  });

  it('a failed secret shows the sanitised errorMessage; f fixes the credentials, keeping the rest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const secrets = createFakeSecretsApi();
    const app = await openWizard(secrets);
    await fillToReview(app, 'ghcr-pull', 'wrong-pw');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('◌ pending'));
    secrets.setStatus('ghcr-pull', 'failed', 'registry rejected the credentials\u001b[2J: 401 Unauthorized');
    await advance(1000);
    await waitFor(() => expect(app.frame()).toContain('✖ failed'));
    expect(app.frame()).toContain('registry rejected the credentials: 401 Unauthorized');
    expect(app.frame()).not.toContain('\u001b[2J');
    expect(app.frame()).toContain('Press f to fix the credentials'); // the footer's 'f fix credentials': keymap tests
    expect(tidy(app.frame())).toMatchSnapshot('failed');

    await app.press('f');
    expect(app.frame()).toContain('Step 3/7');
    expect(app.frame()).toContain('› username  octocat');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('› password  ▌'); // the old password is gone
    await app.type(CANARY);
    await app.press(KEYS.enter, KEYS.enter, KEYS.enter);
    expect(app.frame()).toContain('host        https://ghcr.io');
    await app.press(KEYS.enter, 'y'); // it exists now: update in place
    await waitFor(() => expect(secrets.calls.putImagePullSecret).toBe(2));
    secrets.setStatus('ghcr-pull', 'ready');
    await advance(1000);
    await waitFor(() => expect(app.frame()).toContain('● ready'));
    noCanary(app);
  });

  it('opened as {fix: name} starts at the credentials with the remembered draft', async () => {
    const secrets = createFakeSecretsApi();
    const app = await renderApp({ secrets, routes: [{ name: 'sets' }] });
    await act(async () => {
      app.store.setState({
        pullSecretDrafts: {
          reg: { name: 'reg', host: 'https://ghcr.io', username: 'octo', region: 'us-east', encode: true },
        },
      });
    });
    await app.press('i'); // i opens the wizard from the set list
    await waitFor(() => expect(app.frame()).toContain('Step 1/7'));
    await app.press(KEYS.esc, 'y');
    await act(async () => app.store.getState().push({ name: 'pullSecretWizard', fix: 'reg' }));
    await waitFor(() => expect(app.frame()).toContain('Fix image pull secret'));
    expect(app.frame()).toContain('Step 3/7');
    expect(app.frame()).toContain('› username  octo');
  });
});

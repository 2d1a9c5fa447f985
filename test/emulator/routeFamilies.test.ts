// The embedded emulator registers only the routes its command reaches (routeFamilies.ts) and no HEAD routes;
// `agentdeck emulator` and the app keep every route.
import { afterEach, describe, expect, it } from 'vitest';
import { routeFamilyOf } from '../../src/emulator/routeFamilies.js';
import { call, startTestEmulator, type TestEmulator } from './support/harness.js';

let emu: TestEmulator | undefined;
afterEach(async () => {
  await emu?.dispose();
  emu = undefined;
});

describe('route families', () => {
  it('tells each of the emulator’s paths apart', () => {
    expect(routeFamilyOf('/v1/secrets')).toBe('pipecat');
    expect(routeFamilyOf('/v1/agents/:name/sessions')).toBe('pipecat');
    expect(routeFamilyOf('/v1/organizations/:org/services/:name/sessions')).toBe('organizations');
    expect(routeFamilyOf('/v1/organizations')).toBe('organizations');
    expect(routeFamilyOf('/v1/users')).toBe('organizations');
    expect(routeFamilyOf('/daily/v1/rooms')).toBe('daily');
    expect(routeFamilyOf('/daily/media/:id/:file')).toBe('daily');
    expect(routeFamilyOf('/auth/config')).toBe('login');
    expect(routeFamilyOf('/oauth/token')).toBe('login');
    expect(routeFamilyOf('/_emulator/chaos')).toBe('control');
  });

  it('a private-API-only server answers the private API and 404s the room service', async () => {
    emu = await startTestEmulator({ routes: ['pipecat'], headRoutes: false });
    const sets = await call(emu.apiHost, 'GET', '/v1/secrets', { key: emu.keys.privateKey });
    expect(sets.status).toBe(200);
    const put = await call(emu.apiHost, 'PUT', '/v1/secrets/family-set', {
      key: emu.keys.privateKey,
      body: { secrets: [{ secretKey: 'A', secretValue: 'b' }] },
    });
    expect(put.status).toBe(202);
    expect((await call(emu.roomApiUrl, 'GET', '/rooms', { key: emu.keys.roomKey })).status).toBe(404);
    expect((await call(emu.apiHost, 'GET', '/_emulator/health')).status).toBe(404);
    expect((await call(emu.apiHost, 'HEAD', '/v1/secrets', { key: emu.keys.privateKey })).status).toBe(404);
    // The org-scoped API (a user token, `-o`) is a family of its own.
    expect(
      (await call(emu.apiHost, 'GET', '/v1/organizations/local/secrets', { key: emu.keys.userToken })).status,
    ).toBe(404);
  });

  it('with the organizations family, the org-scoped API answers too', async () => {
    emu = await startTestEmulator({ routes: ['pipecat', 'organizations'], headRoutes: false });
    const scoped = await call(emu.apiHost, 'GET', '/v1/organizations/staging/secrets', { key: emu.keys.userToken });
    expect(scoped.status).toBe(200);
    expect((await call(emu.apiHost, 'GET', '/v1/organizations', { key: emu.keys.userToken })).status).toBe(200);
    expect((await call(emu.apiHost, 'GET', '/v1/secrets', { key: emu.keys.privateKey })).status).toBe(200);
  });

  it('a room-service-only server answers rooms and 404s the private API', async () => {
    emu = await startTestEmulator({ routes: ['daily'] });
    expect((await call(emu.roomApiUrl, 'POST', '/rooms', { key: emu.keys.roomKey, body: {} })).status).toBe(200);
    expect((await call(emu.apiHost, 'GET', '/v1/secrets', { key: emu.keys.privateKey })).status).toBe(404);
  });

  it('by default every family and HEAD are there', async () => {
    emu = await startTestEmulator();
    expect((await call(emu.apiHost, 'HEAD', '/v1/secrets', { key: emu.keys.privateKey })).status).toBe(200);
    expect((await call(emu.roomApiUrl, 'GET', '/rooms', { key: emu.keys.roomKey })).status).toBe(200);
    expect((await call(emu.apiHost, 'GET', '/_emulator/health')).status).toBe(200);
  });
});

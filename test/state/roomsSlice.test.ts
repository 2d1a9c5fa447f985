// The rooms slice over an in-memory RoomsApi: pagination cursors, create/lookup/delete bookkeeping, the
// domain's force_audio_only_recording, and meeting tokens that never enter the store.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/state/store.js';
import { ROOMS_PAGE_SIZE, isRoomUrl } from '../../src/state/roomsSlice.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { EMULATOR_TARGET, fixedClock } from '../helpers/renderApp.js';
import { ROOM_BASE, createFakeRoomsApi, fakeRoom } from '../screens/rooms.fixtures.js';

function setup(count = 0) {
  const rooms = createFakeRoomsApi(
    Array.from({ length: count }, (_, i) => fakeRoom(`room-${String(i).padStart(2, '0')}`, i + 1)),
  );
  const store = createAppStore({
    secrets: createFakeSecretsApi(),
    getRooms: async () => rooms,
    clock: fixedClock,
    target: EMULATOR_TARGET,
  });
  return { rooms, store };
}

describe('rooms slice', () => {
  it('pages with limit + starting_after (the last id of the page) and back', async () => {
    const { rooms, store } = setup(ROOMS_PAGE_SIZE + 3);
    await store.getState().loadRooms('first');
    expect(store.getState().rooms?.map((r) => r.name)[0]).toBe('room-00');
    expect(store.getState().roomsTotal).toBe(ROOMS_PAGE_SIZE + 3);
    expect(store.getState().roomsSelected).toBe('room-00');
    await store.getState().loadRooms('next');
    expect(store.getState().roomsPage).toBe(1);
    expect(store.getState().rooms?.map((r) => r.name)).toEqual(['room-10', 'room-11', 'room-12']);
    expect(rooms.calls.at(-1)).toBe(`list ${rooms.rooms[ROOMS_PAGE_SIZE - 1]!.id}`);
    const callsBefore = rooms.calls.length;
    await store.getState().loadRooms('next'); // no page after the last one
    expect(rooms.calls.length).toBe(callsBefore);
    await store.getState().loadRooms('prev');
    expect(store.getState().roomsPage).toBe(0);
    expect(store.getState().rooms?.length).toBe(ROOMS_PAGE_SIZE);
  });

  it('keeps the last good page and records the error when a load fails', async () => {
    const { rooms, store } = setup(2);
    await store.getState().loadRooms('first');
    rooms.listRooms = async () => {
      throw new Error('boom \u001b[31mred\u001b[0m');
    };
    await store.getState().loadRooms('reload');
    expect(store.getState().rooms?.length).toBe(2);
    expect(store.getState().roomsError).toBe('boom red');
  });

  it('reads force_audio_only_recording from the domain config', async () => {
    const { rooms, store } = setup();
    rooms.forceAudioOnly = 1;
    await store.getState().loadDomainConfig();
    expect(store.getState().forceAudioOnly).toBe(1);
  });

  it('create puts the room on screen and at the head of page 1; delete by URL or name removes it', async () => {
    const { store } = setup(1);
    await store.getState().loadRooms('first');
    const room = await store.getState().createRoom({ name: 'fresh' });
    expect(store.getState().currentRoom?.name).toBe('fresh');
    expect(store.getState().rooms?.[0]?.name).toBe('fresh');
    expect(store.getState().roomsTotal).toBe(2);
    await store.getState().deleteRoom(room.url);
    expect(store.getState().rooms?.map((r) => r.name)).toEqual(['room-00']);
    expect(store.getState().currentRoom).toBeNull();
    await store.getState().deleteRoom('room-00');
    expect(store.getState().rooms).toEqual([]);
  });

  it('sanitises server strings on the way in', async () => {
    const { rooms, store } = setup();
    rooms.rooms.push({ ...fakeRoom('evil', 1), name: 'evil\u001b]52;c;AAAA\u0007name' });
    await store.getState().loadRooms('first');
    expect(store.getState().rooms?.[0]?.name).toBe('evilname');
  });

  it('returns the meeting token without storing it', async () => {
    const { store } = setup(1);
    const token = await store.getState().createToken(`${ROOM_BASE}/room-00`, { expiryTime: 60 });
    expect(token.split('.')).toHaveLength(3);
    const { ...state } = store.getState();
    expect(JSON.stringify(state)).not.toContain(token);
  });

  it('tells a URL from a name', async () => {
    const { store } = setup();
    expect(isRoomUrl('https://x.daily.co/r')).toBe(true);
    expect(isRoomUrl('my-room')).toBe(false);
    expect(await store.getState().roomNameOf(' https://x.daily.co/abc ')).toBe('abc');
    expect(await store.getState().roomNameOf('plain')).toBe('plain');
  });
});

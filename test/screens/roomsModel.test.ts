// The rooms screen's pure model, without Ink.
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../src/components/form/formModel.js';
import { backFrom, initialRoomsState, roomRecordingType, roomsReducer } from '../../src/screens/rooms/model.js';
import { roomFormSpecs, roomFormValues, toRoomUpdate } from '../../src/screens/rooms/roomForm.js';
import { fakeRoom } from './rooms.fixtures.js';

describe('rooms model', () => {
  it('opening a view clears the error, note and scroll, and keeps the form unless given one', () => {
    let s = roomsReducer(initialRoomsState, { type: 'error', message: 'boom' });
    s = roomsReducer(s, { type: 'note', message: 'copied' });
    s = roomsReducer(s, { type: 'scroll', by: 3, max: 10 });
    s = roomsReducer(s, {
      type: 'form',
      form: { values: { a: 'x' }, cursors: {}, revealed: {}, focus: 'a', touched: {}, submitted: false },
    });
    s = roomsReducer(s, { type: 'go', view: { name: 'detail', created: false } });
    expect(s).toMatchObject({ error: null, note: null, detailScroll: 0, view: { name: 'detail' } });
    expect(s.form).not.toBeNull();
    expect(roomsReducer(s, { type: 'go', view: { name: 'list' }, form: null }).form).toBeNull();
  });

  it('w on the token view toggles the wrapped token and keeps the note (a written file’s path); elsewhere nothing', () => {
    const room = fakeRoom('r', 1);
    let s = roomsReducer(initialRoomsState, {
      type: 'go',
      view: { name: 'token', room, token: 't', claims: null, from: 'list' },
    });
    s = roomsReducer(s, { type: 'note', message: 'Token written to /x' });
    s = roomsReducer(s, { type: 'toggleTokenWrap' });
    expect(s.view).toMatchObject({ name: 'token', wrapped: true });
    expect(s.note).toBe('Token written to /x');
    expect(roomsReducer(s, { type: 'toggleTokenWrap' }).view).toMatchObject({ wrapped: false });
    expect(roomsReducer(initialRoomsState, { type: 'toggleTokenWrap' })).toBe(initialRoomsState);
  });

  it('scroll stays between 0 and the max', () => {
    expect(roomsReducer(initialRoomsState, { type: 'scroll', by: -1, max: 5 }).detailScroll).toBe(0);
    expect(roomsReducer(initialRoomsState, { type: 'scroll', by: 9, max: 5 }).detailScroll).toBe(5);
  });

  it('starting an action clears the last error; the token views go back where they came from', () => {
    const s = roomsReducer(roomsReducer(initialRoomsState, { type: 'error', message: 'x' }), {
      type: 'busy',
      label: 'creating…',
    });
    expect(s).toMatchObject({ busy: 'creating…', error: null });
    const room = fakeRoom('r', 1);
    expect(backFrom({ name: 'tokenForm', room, from: 'detail' })).toEqual({ name: 'detail', created: false });
    expect(backFrom({ name: 'token', room, token: 't', claims: null, from: 'list' })).toEqual({ name: 'list' });
  });
});

describe('room edit: the partial update', () => {
  const room = fakeRoom('r', 1, {
    exp: 1_900_000_000,
    enable_recording: 'cloud',
    sip: { display_name: 'bot', video: false, sip_mode: 'dial-in', num_endpoints: 1 },
  });
  const original = roomFormValues(room);

  it('starts from the room and sends nothing when nothing changed', () => {
    expect(original).toMatchObject({
      name: 'r',
      expiry: '1900000000',
      enable_recording: 'cloud',
      sip: true,
      sip_display_name: 'bot',
      bucket: false,
    });
    expect(toRoomUpdate(original, original, 0)).toBeNull();
  });

  it('sends only what changed; an emptied value or a section turned off is null (reset)', () => {
    const values = {
      ...original,
      expiry: '',
      enable_recording: '',
      max_participants: '9',
      sip: false,
      privacy: 'private',
    };
    expect(toRoomUpdate(values, original, 0)).toEqual({
      privacy: 'private',
      properties: { exp: null, max_participants: 9, enable_recording: null, sip: null },
    });
  });

  it('one changed SIP field sends the whole SIP object; a new bucket is sent whole', () => {
    const values = {
      ...original,
      sip_num_endpoints: '3',
      bucket: true,
      bucket_name: 'b',
      bucket_region: 'us-east-1',
      bucket_assume_role_arn: 'arn:aws:iam::1:role/r',
    };
    expect(toRoomUpdate(values, original, 0)?.properties).toEqual({
      sip: { display_name: 'bot', video: false, sip_mode: 'dial-in', num_endpoints: 3 },
      recordings_bucket: {
        bucket_name: 'b',
        bucket_region: 'us-east-1',
        assume_role_arn: 'arn:aws:iam::1:role/r',
        allow_api_access: false,
      },
    });
  });

  it('the edit form hides the name and accepts an unchanged expiry that has passed', () => {
    const now = () => 2_000_000_000_000; // after the room's exp
    const specs = roomFormSpecs(now, original);
    expect(formErrors(specs, original)).toEqual([]);
    expect(formErrors(specs, { ...original, expiry: '1900000001' })).toEqual([
      { id: 'expiry', message: 'expiry: must be in the future' },
    ]);
    expect(formErrors(roomFormSpecs(now), original).map((e) => e.id)).toContain('expiry');
  });

  it('the domain toggle and the active recording are model state; the room type decides start/stop', () => {
    let s = roomsReducer(initialRoomsState, { type: 'askDomain', value: 1 });
    expect(s.confirmDomain).toBe(1);
    s = roomsReducer(s, { type: 'closeDomain' });
    expect(s.confirmDomain).toBeNull();
    expect(roomsReducer(s, { type: 'recording', active: null }).activeRecording).toBeNull();
    expect(roomRecordingType(fakeRoom('a', 1, { enable_recording: 'raw-tracks' }))).toBe('raw-tracks');
    expect(roomRecordingType(fakeRoom('b', 1, { enable_recording: 'local' }))).toBeNull();
    expect(roomRecordingType(fakeRoom('c', 1))).toBeNull();
    expect(backFrom({ name: 'edit', room, from: 'detail' })).toEqual({ name: 'detail', created: false });
  });
});

// The rooms screen's pure model, without Ink.
import { describe, expect, it } from 'vitest';
import { backFrom, initialRoomsState, roomsReducer } from '../../src/screens/rooms/model.js';
import { fakeRoom } from './rooms.fixtures.js';

describe('rooms model', () => {
  it('opening a view clears the error, note and scroll, and keeps the form unless given one', () => {
    let s = roomsReducer(initialRoomsState, { type: 'error', message: 'boom' });
    s = roomsReducer(s, { type: 'note', message: 'copied' });
    s = roomsReducer(s, { type: 'scroll', by: 3, max: 10 });
    s = roomsReducer(s, { type: 'form', form: { values: { a: 'x' }, cursors: {}, revealed: {}, focus: 'a', touched: {}, submitted: false } });
    s = roomsReducer(s, { type: 'go', view: { name: 'detail', created: false } });
    expect(s).toMatchObject({ error: null, note: null, detailScroll: 0, view: { name: 'detail' } });
    expect(s.form).not.toBeNull();
    expect(roomsReducer(s, { type: 'go', view: { name: 'list' }, form: null }).form).toBeNull();
  });

  it('scroll stays between 0 and the max', () => {
    expect(roomsReducer(initialRoomsState, { type: 'scroll', by: -1, max: 5 }).detailScroll).toBe(0);
    expect(roomsReducer(initialRoomsState, { type: 'scroll', by: 9, max: 5 }).detailScroll).toBe(5);
  });

  it('starting an action clears the last error; the token views go back where they came from', () => {
    const s = roomsReducer(roomsReducer(initialRoomsState, { type: 'error', message: 'x' }), { type: 'busy', label: 'creating…' });
    expect(s).toMatchObject({ busy: 'creating…', error: null });
    const room = fakeRoom('r', 1);
    expect(backFrom({ name: 'tokenForm', room, from: 'detail' })).toEqual({ name: 'detail', created: false });
    expect(backFrom({ name: 'token', room, token: 't', claims: null, from: 'list' })).toEqual({ name: 'list' });
  });
});

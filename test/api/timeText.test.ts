// Times as text never throw (issue 25: `new Date(x).toISOString()` threw "Invalid time value" on a large number and
// ended the app). Any number gives a text: the ISO time, or the fallback.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockDuration,
  dateOf,
  isoSeconds,
  isoText,
  minutesDuration,
  packedDuration,
  roundedDuration,
  unitsDuration,
} from '../../src/api/words/timeText.js';
import { formatBytes, formatTimestamp } from '../../src/api/rooms/recordingInfo.js';
import { relativeTime } from '../../src/cli/commands/authShared.js';
import { formatClock } from '../../src/state/setsDerived.js';

describe('times as text', () => {
  it('the ISO time when a date holds it, the fallback otherwise', () => {
    expect(isoText(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02T03:04:05.000Z');
    expect(isoSeconds(1767323045)).toBe('2026-01-02T03:04:05.000Z');
    expect(isoSeconds(9999999999999 * 1000)).toBe('invalid time');
    expect(isoText(Number.NaN, '—')).toBe('—');
    expect(dateOf(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('every formatter of a time or a size returns text for any number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer(), fc.constantFrom(8.64e12, 8.64e15 + 1, -8.64e15 - 1, 1e300)),
        (n) => {
          for (const text of [
            isoText(n),
            isoSeconds(n),
            formatTimestamp(n),
            clockDuration(n),
            unitsDuration(n),
            packedDuration(n),
            roundedDuration(n),
            minutesDuration(n),
            formatBytes(n),
            formatClock(n),
            relativeTime(isoSeconds(n)),
          ]) {
            expect(typeof text).toBe('string');
          }
        },
      ),
    );
    expect(formatClock(Number.NaN)).toBe('--:--:--');
    expect(relativeTime('invalid time')).toBe('at a time that cannot be read');
    expect(formatTimestamp(1e20)).toBe('—');
  });

  it('each duration format has one name, and each name one format', () => {
    // 3725 s = 1 h 2 min 5 s, 150 s = 2 min 30 s, 45 s.
    expect([3725, 150, 45].map(clockDuration)).toEqual(['1:02:05', '2:30', '0:45']);
    expect([3725, 150, 45].map(unitsDuration)).toEqual(['1h 2m', '2m 30s', '45s']);
    expect([3725, 150, 45].map(packedDuration)).toEqual(['1h02m', '2m30s', '45s']);
    expect([3725, 150, 45].map(roundedDuration)).toEqual(['1 h 2 min', '2 min', '45 s']);
    expect([3725_000, 150_000, 45_000, 600_000].map(minutesDuration)).toEqual([
      '62 min 5 s',
      '2 min 30 s',
      '45 s',
      '10 min',
    ]);
    for (const format of [clockDuration, unitsDuration, packedDuration, roundedDuration, minutesDuration])
      expect(format(Number.NaN)).toBe('—');
  });
});

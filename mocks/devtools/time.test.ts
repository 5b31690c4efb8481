import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE } from '../platform/core/clock';
import { CLOCK_MOVES, endOfDay, endOfHalfMonth, formatOffset, formatVietnamTime, parseAdvance } from './time';

/** An instant given in Vietnam time (UTC+7). */
const vn = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => Date.UTC(year, month - 1, day, hour - 7, minute, second);

describe('endOfDay', () => {
  it('is the next Vietnam midnight plus one minute', () => {
    expect(endOfDay(vn(2025, 6, 15, 10))).toBe(vn(2025, 6, 16, 0, 1));
    // 23:30 in Vietnam is still the 15th although it is 16:30 UTC.
    expect(endOfDay(vn(2025, 6, 15, 23, 30))).toBe(vn(2025, 6, 16, 0, 1));
    // 03:00 in Vietnam is already the 16th although it is the 15th in UTC.
    expect(endOfDay(vn(2025, 6, 16, 3))).toBe(vn(2025, 6, 17, 0, 1));
  });

  it('at midnight itself goes to the following one', () => {
    expect(endOfDay(vn(2025, 6, 16))).toBe(vn(2025, 6, 17, 0, 1));
  });

  it('crosses months and years', () => {
    expect(endOfDay(vn(2025, 2, 28, 18))).toBe(vn(2025, 3, 1, 0, 1));
    expect(endOfDay(vn(2025, 12, 31, 23, 59))).toBe(vn(2026, 1, 1, 0, 1));
  });
});

describe('endOfHalfMonth', () => {
  it('is the next 16th or 1st at 00:01 Vietnam time', () => {
    expect(endOfHalfMonth(vn(2025, 6, 1, 0, 5))).toBe(vn(2025, 6, 16, 0, 1));
    expect(endOfHalfMonth(vn(2025, 6, 15, 23, 30))).toBe(vn(2025, 6, 16, 0, 1));
    expect(endOfHalfMonth(vn(2025, 6, 16, 3))).toBe(vn(2025, 7, 1, 0, 1));
    expect(endOfHalfMonth(vn(2025, 6, 30, 23, 59))).toBe(vn(2025, 7, 1, 0, 1));
  });

  it('at a boundary goes to the next one', () => {
    expect(endOfHalfMonth(vn(2025, 6, 16))).toBe(vn(2025, 7, 1, 0, 1));
    expect(endOfHalfMonth(vn(2025, 7, 1))).toBe(vn(2025, 7, 16, 0, 1));
  });

  it('crosses February and the year', () => {
    expect(endOfHalfMonth(vn(2024, 2, 20))).toBe(vn(2024, 3, 1, 0, 1));
    expect(endOfHalfMonth(vn(2025, 12, 20))).toBe(vn(2026, 1, 1, 0, 1));
  });
});

describe('parseAdvance', () => {
  const at = vn(2025, 6, 15, 10);

  it('reads minutes, hours and days', () => {
    expect(parseAdvance('5m', at)).toBe(5 * MINUTE);
    expect(parseAdvance('1h', at)).toBe(HOUR);
    expect(parseAdvance('1d', at)).toBe(DAY);
    expect(parseAdvance(' 3D ', at)).toBe(3 * DAY);
  });

  it('reads the period ends from the given time', () => {
    expect(parseAdvance('end-of-day', at)).toBe(vn(2025, 6, 16, 0, 1) - at);
    expect(parseAdvance('end-of-half-month', at)).toBe(vn(2025, 6, 16, 0, 1) - at);
  });

  it('refuses anything else', () => {
    for (const value of ['', '0m', '-1h', '1w', '1.5h', 'tomorrow', '99999d']) expect(parseAdvance(value, at)).toBeNull();
  });

  it('knows every move of the panel', () => {
    for (const step of CLOCK_MOVES) expect(parseAdvance(step.id, at)).toBe(step.msFrom(at));
  });
});

describe('formatting', () => {
  it('shows Vietnam time', () => {
    expect(formatVietnamTime(vn(2025, 6, 15, 23, 30, 5))).toBe('2025-06-15 23:30:05');
  });

  it('shows how far ahead the clock runs', () => {
    expect(formatOffset(0)).toBe('none');
    expect(formatOffset(30_000)).toBe('none');
    expect(formatOffset(5 * MINUTE)).toBe('+5 min');
    expect(formatOffset(DAY + 2 * HOUR + 5 * MINUTE)).toBe('+1 d 2 h 5 min');
    expect(formatOffset(2 * DAY)).toBe('+2 d');
  });
});

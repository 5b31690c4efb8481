import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_PER_PAGE, announcementNumber, announcementTime } from './format';

describe('announcement format', () => {
  it('numbers 7 per page with two digits, across pages', () => {
    expect(ANNOUNCEMENTS_PER_PAGE).toBe(7);
    expect(announcementNumber(1, 0)).toBe('01');
    expect(announcementNumber(1, 6)).toBe('07');
    expect(announcementNumber(2, 0)).toBe('08');
    expect(announcementNumber(15, 6)).toBe('105');
  });

  it('writes times as yyyy-MM-dd hh:mm:ss (12-hour hh)', () => {
    const ms = Date.UTC(2026, 10, 21, 15, 4, 5);
    expect(announcementTime(ms, 'UTC')).toBe('2026-11-21 03:04:05');
    expect(announcementTime(Date.UTC(2026, 0, 2, 0, 30, 0), 'UTC')).toBe('2026-01-02 12:30:00');
    expect(announcementTime(ms, 'Asia/Ho_Chi_Minh')).toBe('2026-11-21 10:04:05');
    // A time no date holds is a dash, not a RangeError.
    expect(announcementTime(9e18, 'UTC')).toBe('—');
  });
});

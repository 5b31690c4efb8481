import { describe, expect, it } from 'vitest';
import { dateTimeFormat, hasDateLocale, isoTime, NO_TIME, numericDateFormat, validTime } from './dates';
import { moneyFormat } from './format';

const T = Date.UTC(2026, 10, 24, 5, 2);

describe('dates', () => {
  it('writes a language the browser knows in its own way, Gregorian and in Latin digits', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(T)).toBe('Nov 24, 2026');
    // Persian: the Gregorian calendar and Latin digits, not the Solar Hijri calendar in Persian digits.
    const fa = dateTimeFormat('fa', { dateStyle: 'medium', timeZone: 'UTC' }).format(T);
    expect(fa).toContain('2026');
    expect(fa).not.toMatch(/[۰-۹]/);
  });

  it('knows which languages the browser has (Node has full ICU data; Chromium lacks Burmese, Khmer, Lao, Nepali)', () => {
    expect(hasDateLocale('vi')).toBe(true);
    expect(hasDateLocale('zz')).toBe(false);
  });

  it('writes a language the browser lacks with numbers, not in English', () => {
    expect(numericDateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(T)).toBe('2026-11-24 05:02');
    expect(numericDateFormat({ timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }).format(T)).toBe('12:02');
    expect(numericDateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(T)).toBe('11-24');
    expect(numericDateFormat({ dateStyle: 'medium', timeZone: 'UTC' }).formatRange(T, T + 86_400_000)).toBe('2026-11-24 – 2026-11-25');
    expect(dateTimeFormat('zz', { dateStyle: 'medium', timeZone: 'UTC' }).format(T)).toBe('2026-11-24');
  });

  it('makes one formatter per language and options', () => {
    expect(dateTimeFormat('vi', { dateStyle: 'short' })).toBe(dateTimeFormat('vi', { dateStyle: 'short' }));
    expect(moneyFormat('vi')).toBe(moneyFormat('vi'));
  });

  // A server may send a time no date can hold (a bare int64: Prism sent 9e18): it shows as a dash, never throws.
  it('writes a time it cannot hold as a dash instead of throwing, in every formatter', () => {
    const bad = [9e18, -9e18, Number.NaN, Number.POSITIVE_INFINITY, undefined, null, new Date(Number.NaN)];
    for (const format of [dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }), dateTimeFormat('zz', { dateStyle: 'medium' })]) {
      for (const time of bad) expect(format.format(time)).toBe(NO_TIME);
      expect(format.formatRange(T, 9e18)).toMatch(new RegExp(`^\\S.* – ${NO_TIME}$`));
      expect(format.formatRange(Number.NaN, T)).toMatch(new RegExp(`^${NO_TIME} – \\S`));
      expect(format.format(T)).toMatch(/2026/);
    }
    // The edges of JavaScript's dates are still dates.
    expect(dateTimeFormat('en', { year: 'numeric', timeZone: 'UTC' }).format(8.64e15)).toBe('275760');
  });

  it('says which times are dates, and gives their ISO form only for those', () => {
    expect(validTime(T)).toBe(T);
    expect(validTime(new Date(T))).toBe(T);
    expect(validTime(8.64e15 + 1)).toBeNull();
    expect(validTime('2026-11-24')).toBeNull();
    expect(isoTime(T)).toBe('2026-11-24T05:02:00.000Z');
    expect(isoTime(9e18)).toBeUndefined();
  });
});

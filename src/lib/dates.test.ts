import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarDay, DATE_KINDS, dateFormat, dates, dateTimeFormat, hasDateLocale, isoTime, NO_TIME, numericDateFormat, validTime } from './dates';
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
    expect(numericDateFormat({ dateStyle: 'medium', timeZone: 'UTC' }).formatRange(T, T + 3_600_000)).toBe('2026-11-24');
    expect(numericDateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).formatRange(T, T + 3_600_000)).toBe('2026-11-24 05:02 – 06:02');
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

  // Issue 30: one style for each kind of date, so a moment reads the same in the member centre and the agent centre.
  it('writes each kind of date one way in a language: a moment is its day and its time of day', () => {
    const en = dates('en', 'UTC');
    expect(en.moment.format(T)).toMatch(/^Nov 24, 2026, 5:02\sAM$/);
    expect(en.day.format(T)).toBe('Nov 24, 2026');
    expect(en.time.format(T)).toMatch(/^5:02\sAM$/);
    expect(en.axis.format(T)).toBe('Nov 24');
    expect(en.period(T, T + 6 * 86_400_000)).toMatch(/^Nov 24\s–\s30, 2026$/);
    expect(en.moment.formatRange(T, T + 3_600_000)).toMatch(/^Nov 24, 2026, 5:02\s–\s6:02\sAM$/);
    expect(dates('zz', 'UTC').moment.format(T)).toBe('2026-11-24 05:02');
    expect(dates('zz', 'UTC').axis.format(T)).toBe('11-24');
  });

  it('makes the kinds once for each language and time zone, from their one set of options', () => {
    expect(dates('vi')).toBe(dates('vi'));
    expect(dates('vi', 'UTC')).not.toBe(dates('vi'));
    expect(dates('vi', 'UTC').day).toBe(dateFormat('vi', 'day', 'UTC'));
    expect(dateFormat('vi', 'moment')).toBe(dateTimeFormat('vi', DATE_KINDS.moment));
    expect(dates('en', 'Asia/Ho_Chi_Minh').time.format(T)).toMatch(/^12:02\sPM$/);
  });

  it('writes a platform day (YYYY-MM-DD) as that day in every time zone, and a dash for what is not one', () => {
    expect(dates('en', 'UTC').day.format(calendarDay('2026-11-24'))).toBe('Nov 24, 2026');
    expect(dates('en', 'UTC').axis.format(calendarDay('2026-01-01'))).toBe('Jan 1');
    for (const bad of ['', '2026-11', 'undefined', '2026-13-45']) expect(dates('en', 'UTC').day.format(calendarDay(bad))).toBe(NO_TIME);
  });

  it('leaves the options of a date to src/lib/dates.ts: no screen sets a style of its own', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const files = sources('src').filter((path) => !path.endsWith(join('lib', 'dates.ts')));
    expect(files.length).toBeGreaterThan(100);
    // The sportsbook's clock (seconds) and its match starts (a weekday) are not among the kinds
    // (BOARD_CLOCKS in first-replies.ts, made there ahead of the board and read by MatchBoard.tsx).
    const ownOptions = [join('games', 'sports', 'MatchBoard.tsx'), join('games', 'sports', 'first-replies.ts')];
    const offenders = files.filter((path) => {
      const text = readFileSync(path, 'utf8');
      return (
        /\b(dateStyle|timeStyle)\b|toLocale(Date|Time)?String\(\s*[^)]/.test(text) ||
        (/\bdateTimeFormat\(/.test(text) && !ownOptions.some((p) => path.endsWith(p)))
      );
    });
    expect(offenders).toEqual([]);
  });
});

/**
 * Dates in the member's language (issue 19), apart from the money formats so that the first page,
 * which shows no dates, does not carry them.
 */
/**
 * The part of a date formatter the screens use. It takes whatever a server sent: a time it cannot
 * write (not a number, or outside JavaScript's dates) is written as NO_TIME instead of throwing.
 */
export interface DateFormat {
  format(date: Date | number | null | undefined): string;
  formatRange(start: Date | number | null | undefined, end: Date | number | null | undefined): string;
}

/**
 * What a time that cannot be written shows: a dash, which reads the same in every language (a
 * server's time out of JavaScript's range, RangeError: Invalid time value in Intl and toISOString).
 */
export const NO_TIME = '—';

/** The farthest a JavaScript date goes from 1970 either way: 100,000,000 days, in milliseconds. */
const MAX_TIME = 8.64e15;

/** A time as epoch milliseconds when JavaScript can hold it as a date, else null (NaN, Infinity, ±300,000 years, none). */
export function validTime(time: unknown): number | null {
  const ms = time instanceof Date ? time.getTime() : time;
  return typeof ms === 'number' && Number.isFinite(ms) && Math.abs(ms) <= MAX_TIME ? ms : null;
}

/** A time as an ISO string (a `<time>`'s `dateTime`), or undefined when it is not a date. */
export function isoTime(time: unknown): string | undefined {
  const ms = validTime(time);
  return ms === null ? undefined : new Date(ms).toISOString();
}

/** A formatter that writes NO_TIME for what is not a date instead of throwing. */
function safeFormat(format: { format(date: number): string; formatRange(start: number, end: number): string }): DateFormat {
  const one = (date: unknown) => {
    const ms = validTime(date);
    return ms === null ? NO_TIME : format.format(ms);
  };
  return {
    format: one,
    formatRange: (start, end) => {
      const a = validTime(start);
      const b = validTime(end);
      return a === null || b === null ? `${one(start)} – ${one(end)}` : format.formatRange(a, b);
    },
  };
}

const dateFormats = new Map<string, DateFormat>();

const dateLocales = new Map<string, boolean>();

/**
 * Whether the browser has the language's own date data (Chromium lacks Burmese, Khmer, Lao and
 * Nepali, and answers in English). Asked once a language: the first formatter of a language loads
 * its data, a slow phone's 15 ms.
 */
export function hasDateLocale(language: string): boolean {
  let has = dateLocales.get(language);
  if (has === undefined) {
    const wanted = language.toLowerCase().split('-')[0];
    has = new Intl.DateTimeFormat(language).resolvedOptions().locale.toLowerCase().split('-')[0] === wanted;
    dateLocales.set(language, has);
  }
  return has;
}

/**
 * Dates as the member's language writes them: Gregorian, in Latin digits, made once per language
 * and options (the screens ask for a kind, below, not for options). Where the browser lacks the
 * language, the date is written with numbers only (2026-11-24 05:02), which every reader
 * understands, instead of falling back to English month names.
 */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const key = `${language}/${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = hasDateLocale(language)
      ? safeFormat(new Intl.DateTimeFormat(language, { calendar: 'gregory', numberingSystem: 'latn', ...options }))
      : numericDateFormat(options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * The kinds of date the site writes (issue 30), each written one way on every screen in a
 * language: a moment (Nov 24, 2026, 5:02 AM), a day (Nov 24, 2026), a time of day (5:02 AM), and
 * the compact day of a chart's axis (Nov 24), whose three labels under the bars have no room for
 * the year. A period of days is the day kind's range (Nov 16 – 30, 2026), a period of hours the
 * moment kind's (Nov 24, 2026, 10:00 – 11:00 AM). Screens name a kind, never options of their own.
 */
export const DATE_KINDS = {
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  day: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  axis: { day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateKind = keyof typeof DATE_KINDS;

/** A kind of date in a language, in a time zone (the browser's when none is given). */
export function dateFormat(language: string, kind: DateKind, timeZone?: string): DateFormat {
  return dateTimeFormat(language, timeZone ? { ...DATE_KINDS[kind], timeZone } : DATE_KINDS[kind]);
}

/** Every kind of date in one language and time zone: what the screens use (through useDates). */
export interface Dates extends Record<DateKind, DateFormat> {
  /** A period of days, first to last: Nov 16 – 30, 2026 (the day kind's range). */
  period(start: Date | number | null | undefined, end: Date | number | null | undefined): string;
}

const allDates = new Map<string, Dates>();

/** The kinds of date in a language and time zone, made once for each. */
export function dates(language: string, timeZone?: string): Dates {
  const key = `${language}/${timeZone ?? ''}`;
  let found = allDates.get(key);
  if (!found) {
    const day = dateFormat(language, 'day', timeZone);
    found = {
      moment: dateFormat(language, 'moment', timeZone),
      day,
      time: dateFormat(language, 'time', timeZone),
      axis: dateFormat(language, 'axis', timeZone),
      period: (start, end) => day.formatRange(start, end),
    };
    allDates.set(key, found);
  }
  return found;
}

/**
 * A day the platform names as `YYYY-MM-DD` (a report's or a chart's day) as a time to write with
 * the time zone UTC (its midnight there), so it is the same day wherever the browser is; NaN, which
 * is written as NO_TIME, for what is not such a day.
 */
export function calendarDay(date: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
}

/** yyyy-MM-dd, HH:mm or both, as the options ask, in their time zone (the fallback of dateTimeFormat). */
export function numericDateFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const withDate = Boolean(options.dateStyle || options.year || options.month || options.day || !(options.timeStyle || options.hour));
  const withTime = Boolean(options.timeStyle || options.hour);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: options.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  });
  const format = (date: number) => {
    const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
    const day = options.year === undefined && options.month && !options.dateStyle ? `${p.month}-${p.day}` : `${p.year}-${p.month}-${p.day}`;
    return [withDate ? day : '', withTime ? `${p.hour}:${p.minute}` : ''].filter(Boolean).join(' ');
  };
  // As Intl's ranges: one text when both ends read the same, the day once when both are on it.
  const formatRange = (start: number, end: number) => {
    const [a, b] = [format(start), format(end)];
    if (a === b) return a;
    const [dayA, timeA] = a.split(' ');
    const [dayB, timeB] = b.split(' ');
    return withDate && withTime && dayA === dayB ? `${dayA} ${timeA} – ${timeB}` : `${a} – ${b}`;
  };
  return safeFormat({ format, formatRange });
}

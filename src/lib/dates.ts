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

/** Whether the browser has the language's own date data (Chromium lacks Burmese, Khmer, Lao and Nepali, and answers in English). */
export function hasDateLocale(language: string): boolean {
  const wanted = language.toLowerCase().split('-')[0];
  return new Intl.DateTimeFormat(language).resolvedOptions().locale.toLowerCase().split('-')[0] === wanted;
}

/**
 * Dates as the member's language writes them: Gregorian, in Latin digits, made once per language
 * and options. Where the browser lacks the language, the date is written with numbers only
 * (2026-11-24 05:02), which every reader understands, instead of falling back to English month names.
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
  return safeFormat({ format, formatRange: (start, end) => `${format(start)} – ${format(end)}` });
}

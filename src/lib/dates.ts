/**
 * Dates in the member's language (issue 19), apart from the money formats so that the first page,
 * which shows no dates, does not carry them.
 */
/** The part of a date formatter the screens use. */
export interface DateFormat {
  format(date: Date | number): string;
  formatRange(start: Date | number, end: Date | number): string;
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
      ? new Intl.DateTimeFormat(language, { calendar: 'gregory', numberingSystem: 'latn', ...options })
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
  const format = (date: Date | number) => {
    const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
    const day = options.year === undefined && options.month && !options.dateStyle ? `${p.month}-${p.day}` : `${p.year}-${p.month}-${p.day}`;
    return [withDate ? day : '', withTime ? `${p.hour}:${p.minute}` : ''].filter(Boolean).join(' ');
  };
  return { format, formatRange: (start, end) => `${format(start)} – ${format(end)}` };
}

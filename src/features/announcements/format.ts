import { NO_TIME, validTime } from '../../lib/dates';

/** Announcements list 7 per page (spec section 9). */
export const ANNOUNCEMENTS_PER_PAGE = 7;

const pad = (n: number) => String(n).padStart(2, '0');

/** The list number of an item: two digits, counted across pages (01, 02, ... 08 on page 2). */
export function announcementNumber(page: number, index: number): string {
  return pad((page - 1) * ANNOUNCEMENTS_PER_PAGE + index + 1);
}

/**
 * An announcement's time as the spec writes it, `yyyy-MM-dd hh:mm:ss`, in the member's time zone.
 * `hh` is the 12-hour clock of that pattern (01 to 12). A time that is not a date is a dash.
 */
export function announcementTime(epochMillis: number, timeZone?: string): string {
  if (validTime(epochMillis) === null) return NO_TIME;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
      numberingSystem: 'latn',
    })
      .formatToParts(new Date(epochMillis))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${pad(Number(parts.hour))}:${parts.minute}:${parts.second}`;
}

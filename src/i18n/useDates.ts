import { useTranslation } from 'react-i18next';
import { type Dates, dates } from '../lib/dates';

/**
 * Every kind of date in the member's language (moment, day, time, axis, period: src/lib/dates.ts),
 * in Latin digits, in the browser's time zone or the one given (UTC for the platform's named days,
 * Vietnam's for its settlement periods).
 */
export function useDates(timeZone?: string): Dates {
  const { i18n } = useTranslation();
  return dates(i18n.language, timeZone);
}

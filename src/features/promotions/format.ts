/**
 * Dates as the promotion screens show them. Their amounts are `useMoney`'s (src/api/money.ts):
 * members see their currency's symbol, visitors, whose currency the site does not know, the
 * grouped number alone.
 */
import { useTranslation } from 'react-i18next';
import { NO_TIME, validTime } from '../../lib/dates';

/** A day as `dd/MM/yyyy` (the platform's way of writing a promotion's period), Latin digits, in the browser's time zone; a dash for what is not a date. */
export function formatDay(time: number): string {
  if (validTime(time) === null) return NO_TIME;
  const d = new Date(time);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/** The period in words: "01/11/2026 – 30/11/2026", or "Long-term" when it never ends. */
export function usePeriod(): (p: { startDate: number; endDate?: number | undefined }) => string {
  const { t } = useTranslation();
  return (p) => (p.endDate === undefined ? t('promotions.long_term') : t('promotions.period', { start: formatDay(p.startDate), end: formatDay(p.endDate) }));
}

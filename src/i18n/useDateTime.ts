import { useTranslation } from 'react-i18next';
import { type DateFormat, dateTimeFormat } from '../lib/dates';

/** Dates and times in the member's language, in Latin digits (`short` for table columns). */
export function useDateTime(style: 'medium' | 'short' = 'medium'): DateFormat {
  const { i18n } = useTranslation();
  return dateTimeFormat(i18n.language, { dateStyle: style, timeStyle: 'short' });
}

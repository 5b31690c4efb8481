import { useTranslation } from 'react-i18next';

/** Dates and times in the member's language, in Latin digits (`short` for table columns). */
export function useDateTime(style: 'medium' | 'short' = 'medium'): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: style, timeStyle: 'short', numberingSystem: 'latn' });
}

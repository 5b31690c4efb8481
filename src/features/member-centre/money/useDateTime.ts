import { useTranslation } from 'react-i18next';

/** Dates and times in the member's language, in Latin digits. */
export function useDateTime(): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });
}

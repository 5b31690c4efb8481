import { useTranslation } from 'react-i18next';

/** Numbers of the join-us page in the visitor's language (Latin digits): rates, counts, lists, the pay hour. */
export function useJoinFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2, numberingSystem: 'latn' });
  const count = new Intl.NumberFormat(language, { numberingSystem: 'latn' });
  const list = new Intl.ListFormat(language, { type: 'disjunction' });
  return {
    /** A rate in percent (1.5 → "1.5%"). */
    percent: (rate: number) => percent.format(rate / 100),
    count: (n: number) => count.format(n),
    list: (items: string[]) => list.format(items),
    /** An hour of the day (Vietnam time) as the platform names it: 2 → "02:00". */
    hour: (h: number) => `${String(h).padStart(2, '0')}:00`,
  };
}

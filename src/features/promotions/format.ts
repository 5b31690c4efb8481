/**
 * Amounts and dates as the promotion screens show them. Members see their currency's symbol
 * (from the header's balance call); visitors, whose currency the site does not know, see the
 * grouped number alone. Whole amounts show no decimals ("Up to 5,000,000 ₫").
 */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BALANCE_QUERY } from '../../api/money';
import { useGetWalletBalance } from '../../generated/wps/endpoints/wallet/wallet';
import { moneyFormat } from '../../lib/format';
import { session } from '../../state/session';

export function formatAmount(amount: number, language: string, symbol = '', position: 'PREFIX' | 'SUFFIX' = 'PREFIX'): string {
  const number = moneyFormat(language, Number.isInteger(amount) ? 0 : 2).format(amount);
  if (!symbol) return number;
  return position === 'SUFFIX' ? `${number} ${symbol}` : `${symbol} ${number}`;
}

export function useAmount(): (amount: number) => string {
  const { i18n } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const balance = useGetWalletBalance({ query: { ...BALANCE_QUERY.query, enabled: loggedIn } }).data?.value;
  const symbol = loggedIn ? (balance?.currencySymbol ?? '') : '';
  return (amount) => formatAmount(amount, i18n.language, symbol, balance?.currencyPosition ?? 'PREFIX');
}

/** A day as `dd/MM/yyyy` (the platform's way of writing a promotion's period), Latin digits, in the browser's time zone. */
export function formatDay(time: number): string {
  const d = new Date(time);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/** The period in words: "01/11/2026 – 30/11/2026", or "Long-term" when it never ends. */
export function usePeriod(): (p: { startDate: number; endDate?: number | undefined }) => string {
  const { t } = useTranslation();
  return (p) => (p.endDate === undefined ? t('promotions.long_term') : t('promotions.period', { start: formatDay(p.startDate), end: formatDay(p.endDate) }));
}

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useGetWalletBalance } from '../generated/wps/endpoints/wallet/wallet';
import { formatMoney } from '../lib/format';
import { session } from '../state/session';

/** The header's balance query: every money panel shares it (one request, one cache entry). */
export const BALANCE_QUERY = { query: { staleTime: 30_000 } } as const;
/**
 * For the money panels' reads (orders, settings, the wallets): asked again each time a panel
 * opens, since the platform moves orders on by itself (paid, waiting, confirmed).
 */
export const FRESH = { query: { staleTime: 0 } } as const;

/**
 * Formats amounts in the member's currency (symbol, position and decimals from the balance call)
 * and language, in Latin digits: whole đồng without decimals, dollars with cents. A visitor's
 * amounts (a promotion's, the points mall's) are the number alone.
 */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const balance = useGetWalletBalance({ query: { ...BALANCE_QUERY.query, enabled: loggedIn } }).data?.value;
  const known = loggedIn ? balance : undefined;
  return (amount) =>
    formatMoney(amount, { language: i18n.language, symbol: known?.currencySymbol ?? '', position: known?.currencyPosition, currency: known?.currency });
}

/** Addresses of every read a movement of money changes: balances, orders, records, settings. */
const MONEY_READS = [
  '/wps/v2/wallets',
  'GCS_',
  'MCSFE_getTurnoverInfo',
  'MCSFE_getDepositTransactionReport',
  'MCSFE_getWithdrawTransactionReport',
  'MCSFE_getWithdrawSettings',
  'MCSFE_getPaymentConfirmationList',
  'MCSFE_getWithdrawAccountInfo',
  'ODSFE2_MemTransDet',
  'ODSFE2_getBetRecords',
  'ODSFE2_MemPNL',
  'MCSFE_getBonusDetails',
  'ODSFE2_subordinateSimple',
];

/** After any movement of money: refetch everything that shows it, so nothing shows a stale balance. */
export function refreshMoney(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => MONEY_READS.some((path) => String(q.queryKey[0]).includes(path)) });
}

export function useRefreshMoney(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshMoney(queryClient), [queryClient]);
}

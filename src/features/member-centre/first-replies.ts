/**
 * The first replies of the member centre's panels, fetched on the intent to open one (issue 29):
 * the pointer on the header's Deposit or on a menu item starts them, so the panel finds them in
 * the cache. The panels ask with these same parameters; what a panel shows first and what is
 * fetched here cannot drift apart.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetBetRecordsQueryOptions } from '../../generated/relay/endpoints/records/records';
import { getGetResponsibleGamingQueryOptions } from '../../generated/relay/endpoints/responsible/responsible';
import {
  getGetDepositChannelsQueryOptions,
  getGetDepositOrdersQueryOptions,
  getGetTurnoverInfoQueryOptions,
  getGetWithdrawAccountsQueryOptions,
  getGetWithdrawOrdersQueryOptions,
  getGetWithdrawSettingsQueryOptions,
} from '../../generated/relay/endpoints/wallet/wallet';
import type { GetBetRecordsParams } from '../../generated/relay/model';
import { getHasWithdrawalPasswordQueryOptions } from '../../generated/wps/endpoints/member/member';
import { presetPeriod } from '../../ui/period';

/** The deposit methods of the web site. */
export const DEPOSIT_CHANNELS = { webSupported: 'Y', mobileSupported: 'N' } as const;
/** The first page of recent orders (deposits, withdrawals). */
export const RECENT_ORDERS = { pageNo: 1, pageSize: 10 } as const;
/** Rows per page of the bet records. */
export const BET_RECORDS_PAGE_SIZE = 10;

/** The bet records' first page: the last seven days, every game, type and status. */
export function firstBetRecordsParams(now: number): GetBetRecordsParams {
  return { ...presetPeriod('last7', now), pageNo: 1, pageSize: BET_RECORDS_PAGE_SIZE };
}

const FIRST_REPLIES: Partial<Record<string, (queryClient: QueryClient) => Promise<unknown>[]>> = {
  depositv2: (queryClient) => [
    queryClient.prefetchQuery(getGetDepositChannelsQueryOptions(DEPOSIT_CHANNELS)),
    queryClient.prefetchQuery(getGetDepositOrdersQueryOptions(RECENT_ORDERS)),
  ],
  withdraw: (queryClient) => [
    queryClient.prefetchQuery(getHasWithdrawalPasswordQueryOptions()),
    queryClient.prefetchQuery(getGetWithdrawSettingsQueryOptions()),
    queryClient.prefetchQuery(getGetTurnoverInfoQueryOptions()),
    queryClient.prefetchQuery(getGetWithdrawAccountsQueryOptions()),
    queryClient.prefetchQuery(getGetWithdrawOrdersQueryOptions(RECENT_ORDERS)),
  ],
  responsibleGaming: (queryClient) => [queryClient.prefetchQuery(getGetResponsibleGamingQueryOptions())],
  personalHistoryCopy: (queryClient) => [queryClient.prefetchQuery(getGetBetRecordsQueryOptions(firstBetRecordsParams(Date.now())))],
};

/** Starts the first replies of an item's panel (nothing for a panel that asks nothing at once); the promise: all settled. */
export function prefetchFirstReplies(item: string, queryClient: QueryClient): Promise<void> {
  return Promise.allSettled(FIRST_REPLIES[item]?.(queryClient) ?? []).then(() => undefined);
}

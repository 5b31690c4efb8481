/**
 * The points mall's reads, and what a conversion or redemption makes stale: the points balance,
 * the catalogue (stock), the points records, and every read of money (the header's balance, the
 * account record).
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { refreshMoney } from '../../api/money';
import { session } from '../../state/session';
import { catalogueOptions, pointsBalanceOptions, pointsConfigOptions } from './first-replies';

const POINTS_READS = ['MCS2_getPointBalance', 'MCS2_getPointReward', 'MCS2_getRedeemPointList'];

export function refreshPoints(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (q) => POINTS_READS.some((path) => String(q.queryKey[0]).includes(path)) }),
    refreshMoney(queryClient),
  ]);
}

export function useRefreshPoints(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshPoints(queryClient), [queryClient]);
}

/** The member's points and wallets (members only: visitors have none). */
export function usePointsBalance() {
  const { loggedIn } = useSnapshot(session);
  return useQuery({ ...pointsBalanceOptions(), enabled: loggedIn });
}

export const usePointsConfig = () => useQuery(pointsConfigOptions());
export const useCatalogue = () => useQuery(catalogueOptions());

import type { QueryClient } from '@tanstack/react-query';
import { refreshMoney } from '../../api/money';

/** Reads a join, claim or application changes: the activities, the badge counts, the promotions (their activity) and the rebate. */
const PROMOTION_READS = ['MCS2_getPromotionClaimList', 'MCSFE_getAvailablePromotions', 'PROMOFE_', 'ODSFE2_getRebate'];

export function refreshPromotions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => PROMOTION_READS.some((path) => String(q.queryKey[0]).includes(path)) });
}

/** After a claim: the promotions' reads and everything that shows money (balance, account record, bonus details). */
export function refreshAfterClaim(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([refreshPromotions(queryClient), refreshMoney(queryClient)]);
}

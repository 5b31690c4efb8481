/**
 * What /promotions shows first (issue 29), for the page and for its route's loader: its texts, the
 * categories and the list of the chosen one, the winners board and, for a member, the claim hall
 * and the rebate. The page reads the same queries, built here, so the loader (run on the intent to
 * open the page: the pointer on a link to it) fills the cache the page draws from.
 */
import type { QueryClient } from '@tanstack/react-query';
import { winnerBoardOptions } from '../../api/home';
import { FRESH } from '../../api/money';
import {
  getGetPromotionCategoriesQueryOptions,
  getGetPromotionsQueryOptions,
  getGetRebateQueryOptions,
} from '../../generated/relay/endpoints/promotions/promotions';
import { getGetRewardActivitiesQueryOptions } from '../../generated/relay/endpoints/rewards/rewards';
import type { PromotionCategory } from '../../generated/relay/model';
import { loadLocaleParts } from '../../i18n/parts';
import { session } from '../../state/session';

/** The categories of the chips (with their counts). */
export const promotionCategoriesOptions = () => getGetPromotionCategoriesQueryOptions();

/** The promotions of a category (every one without). */
export const promotionListOptions = (category: PromotionCategory | undefined) => getGetPromotionsQueryOptions(category ? { category } : undefined);

/** The claim hall: the member's reward activities, one page of them all (members). */
export const claimHallOptions = () => getGetRewardActivitiesQueryOptions({ pageNo: 1, pageSize: 100 }, FRESH);

/** Today's rebate by game type (members). */
export const rebateOptions = () => getGetRebateQueryOptions(FRESH);

/**
 * Fetches what /promotions draws first (a visitor's: the list and the winners; a member's: the
 * claim hall and the rebate too). It never fails: a reply that does not come is the page's to
 * show, with its retry.
 */
export async function preloadPromotions(queryClient: QueryClient, search: { category?: PromotionCategory | undefined }): Promise<void> {
  await Promise.allSettled([
    loadLocaleParts('promotions', 'rewards'),
    queryClient.ensureQueryData(promotionCategoriesOptions()),
    queryClient.ensureQueryData(promotionListOptions(search.category)),
    queryClient.ensureQueryData(winnerBoardOptions()),
    ...(session.loggedIn ? [queryClient.ensureQueryData(claimHallOptions()), queryClient.ensureQueryData(rebateOptions())] : []),
  ]);
}

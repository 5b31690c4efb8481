/**
 * What /pointMall shows first (issue 29), for the page and for its route's loader: its texts, how
 * points are earned, the rewards catalogue (the first tab, and the page's only one with the points
 * system off) and, for a member, the points balance. The page's reads (./api.ts) are built from
 * these same options, so the loader (run on the intent to open the page) fills the cache it draws from.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetPointsBalanceQueryOptions, getGetPointsConfigQueryOptions, getGetPointsRewardQueryOptions } from '../../generated/relay/endpoints/points/points';
import { loadLocaleParts } from '../../i18n/parts';
import { session } from '../../state/session';

/** How points are earned and what one is worth. */
export const pointsConfigOptions = () => getGetPointsConfigQueryOptions({ query: { staleTime: 60_000 } });
/** The rewards catalogue (its stock moves: asked again each time it shows). */
export const catalogueOptions = () => getGetPointsRewardQueryOptions({ query: { staleTime: 0 } });
/** The member's points and wallets (members only: visitors have none). */
export const pointsBalanceOptions = () => getGetPointsBalanceQueryOptions({ query: { staleTime: 0 } });

/** Fetches what /pointMall draws first; it never fails (a reply that does not come is the page's to show, with its retry). */
export async function preloadPointMall(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled([
    loadLocaleParts('pointMall', 'records'),
    queryClient.ensureQueryData(pointsConfigOptions()),
    queryClient.ensureQueryData(catalogueOptions()),
    ...(session.loggedIn ? [queryClient.ensureQueryData(pointsBalanceOptions())] : []),
  ]);
}

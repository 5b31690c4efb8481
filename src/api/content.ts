/**
 * Site content several screens share (navigation, footer, pages): one set of parameters and one
 * cache lifetime each, so every screen reads the same cached reply.
 */
import { config } from '../config';
import { getGetGameVendorsQueryOptions, getGetHotGamesQueryOptions, useGetGameVendors, useGetHotGames } from '../generated/relay/endpoints/games/games';
import type { GameCard, GameCategory, GameVendorLane } from '../generated/relay/model';
import { useGetHelpCenter } from '../generated/wps/endpoints/system/system';

export const CONTENT_STALE_MS = 10 * 60_000;

const vendorsParams = () => ({ platform: 'html5-desktop', merchant: config.merchant }) as const;

/** The vendor lanes of the navigation (spec: gameVendor). */
export function useGameVendors() {
  return useGetGameVendors(vendorsParams(), { query: { staleTime: CONTENT_STALE_MS } });
}

/** The same query, to start before React renders (app/warm.ts). */
export const gameVendorsOptions = () => getGetGameVendorsQueryOptions(vendorsParams(), { query: { staleTime: CONTENT_STALE_MS } });

/** The merchant's hot games (home page, and the lobbies for visitors). */
export function useHotGames() {
  return useGetHotGames(hotGamesParams());
}

const hotGamesParams = () => ({ platform: 'html5-desktop', merchant: config.merchant }) as const;

/** The same query, to fetch ahead (a lobby's loader). */
export const hotGamesOptions = () => getGetHotGamesQueryOptions(hotGamesParams());

/** The help centre's categories and articles. */
export function useHelpCenter() {
  return useGetHelpCenter({ query: { staleTime: CONTENT_STALE_MS } });
}

/**
 * Vendor cards by game type, e-sports split out of the SPORTS lane by vassalage (spec section 9);
 * a type with no vendors is left out.
 */
export function vendorsByCategory(lanes: readonly GameVendorLane[], esports: readonly string[] = config.esportsVassalages): Map<GameCategory, GameCard[]> {
  const map = new Map<GameCategory, GameCard[]>();
  const add = (category: GameCategory, card: GameCard) => map.set(category, [...(map.get(category) ?? []), card]);
  for (const lane of lanes) {
    for (const card of lane.cards) add(lane.title === 'SPORTS' && esports.includes(card.vassalage) ? 'ESPORTS' : lane.title, card);
  }
  return map;
}

/** The vendor lanes by game type, with the query's state. */
export function useVendorsByCategory() {
  const query = useGameVendors();
  const lanes = query.data?.value.data.lanes;
  return { query, byCategory: vendorsByCategory(lanes ?? []) };
}

/**
 * Site content several screens share (navigation, footer, pages): one set of parameters and one
 * cache lifetime each, so every screen reads the same cached reply.
 */
import { useQuery } from '@tanstack/react-query';
import { config } from '../config';
import { getGetGameVendorsQueryOptions, getGetHotGamesQueryOptions } from '../generated/relay/endpoints/home/home';
import type { GameCard, GameCategory, GameVendorLane } from '../generated/relay/model';
import { getGetHelpCenterQueryOptions } from '../generated/wps/endpoints/system/system';

export const CONTENT_STALE_MS = 10 * 60_000;

const vendorsParams = () => ({ platform: 'html5-desktop', merchant: config.merchant }) as const;

/** The vendor lanes of the navigation (spec: gameVendor), also started before React renders (app/warm.ts). */
export const gameVendorsOptions = () => getGetGameVendorsQueryOptions(vendorsParams(), { query: { staleTime: CONTENT_STALE_MS } });

export const useGameVendors = () => useQuery(gameVendorsOptions());

const hotGamesParams = () => ({ platform: 'html5-desktop', merchant: config.merchant }) as const;

/** The merchant's hot games (home page, and the lobbies for visitors), also fetched ahead by a lobby's loader. */
export const hotGamesOptions = () => getGetHotGamesQueryOptions(hotGamesParams());

export const useHotGames = () => useQuery(hotGamesOptions());

/** The help centre's categories and articles (the footer, /help and its loader). */
export const helpCenterOptions = () => getGetHelpCenterQueryOptions({ query: { staleTime: CONTENT_STALE_MS } });

export const useHelpCenter = () => useQuery(helpCenterOptions());

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

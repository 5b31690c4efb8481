/**
 * What /sports shows first (issue 29), for the match board and for the route's loader: its texts,
 * the vendors and the board of the tab's list (in play, or today), asked with the board's own
 * parameters, so the board finds its reply in the cache when it draws.
 */
import type { QueryClient } from '@tanstack/react-query';
import { gameVendorsOptions, vendorsByCategory } from '../../../api/content';
import { getGetGameMatchesQueryOptions } from '../../../generated/relay/endpoints/sports/sports';
import type { GameCard, GetGameMatchesParams, MatchGameType, MatchListType, SportCode } from '../../../generated/relay/model';
import { i18n } from '../../../i18n';
import { loadLocaleParts } from '../../../i18n/parts';
import { dateTimeFormat } from '../../../lib/dates';
import type { SportsSearch } from '../../../lib/search';

/** The sports of each list (the contract's `SportCode`): sports, then e-sports' game titles. */
export const SPORTS_OF = {
  SPORTS: ['FOOTBALL', 'BASKETBALL', 'TENNIS'],
  ESPORTS: ['CS2', 'DOTA2', 'LOL', 'VALORANT', 'AOV'],
} as const satisfies Record<'SPORTS' | 'ESPORTS', readonly SportCode[]>;

/**
 * The board's clocks, not kinds of date (src/lib/dates.ts): its refresh time to the second, and a
 * match's start, a time today or a weekday and a time later.
 */
export const BOARD_CLOCKS = {
  refresh: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  today: { hour: '2-digit', minute: '2-digit' },
  later: { weekday: 'short', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** How often the odds are asked again: in play, and for today's matches. */
export const POLL_MS = { ROLLING: 10_000, TODAY: 60_000 } as const satisfies Record<MatchListType, number>;

/** The board's call: the tab's list, the vendor of the URL if the lists know it, the sport if the tab has it. */
export function matchBoardParams(gameType: MatchGameType, search: SportsSearch, vendors: readonly GameCard[]): GetGameMatchesParams {
  const listType: MatchListType = search.list === 'today' ? 'TODAY' : 'ROLLING';
  const sports: readonly SportCode[] = SPORTS_OF[gameType];
  const sport = sports.find((s) => s === search.sport);
  // A vendor of the URL that the lists do not know is dropped (the platform's first is shown).
  const vassalage = vendors.length === 0 || vendors.some((v) => v.vassalage === search.vendor) ? search.vendor : undefined;
  return { gameType, listType, ...(vassalage ? { vassalage: vassalage as GetGameMatchesParams['vassalage'] } : {}), ...(sport ? { sport } : {}) };
}

/** The board's query options, as the board reads them. */
export function matchBoardOptions(params: GetGameMatchesParams) {
  return getGetGameMatchesQueryOptions(params, { query: { refetchInterval: POLL_MS[params.listType], staleTime: 5_000 } });
}

/** Fetches what /sports draws first; it never fails (a reply that does not come is the board's to show). */
export async function preloadSports(queryClient: QueryClient, search: SportsSearch): Promise<void> {
  const gameType: MatchGameType = search.tab === 'esports' ? 'ESPORTS' : 'SPORTS';
  const texts = loadLocaleParts('sports');
  const board = queryClient.ensureQueryData(gameVendorsOptions()).then((vendors) => {
    const cards = vendorsByCategory(vendors.value.data.lanes).get(gameType) ?? [];
    return queryClient.ensureQueryData(matchBoardOptions(matchBoardParams(gameType, search, cards)));
  });
  // The language's first date formatter loads the browser's date data: a slow phone's 15 ms, spent
  // here (on the pointer's way to the link) instead of in the board's first draw.
  for (const clock of Object.values(BOARD_CLOCKS)) dateTimeFormat(i18n.language, clock);
  await Promise.allSettled([texts, board]);
}

/**
 * What a lobby shows first (issue 29), for the lobby and for its routes' loaders: the router runs
 * the loader on the intent to open a lobby (the pointer on a link) and before it draws the
 * lobby, so its texts, its vendors and its first page of games (a visitor's: the hot games) are
 * here when it draws. The lobby reads the same queries, with these same parameters.
 */
import type { QueryClient } from '@tanstack/react-query';
import { gameVendorsOptions, hotGamesOptions } from '../../../api/content';
import { config } from '../../../config';
import { getGameList, getGetGameListQueryKey } from '../../../generated/relay/endpoints/games/games';
import type { GameCategory, GetGameListParams } from '../../../generated/relay/model';
import { loadLocaleParts } from '../../../i18n/parts';
import { language } from '../../../state/language';
import { session } from '../../../state/session';

export const LOBBY_TYPES = { '/rng': 'RNG', '/pvp': 'PVP', '/fish': 'FISH', '/live': 'LIVE' } as const satisfies Record<string, GameCategory>;
export type LobbyPath = keyof typeof LOBBY_TYPES;

/** Games per page of a lobby's list. */
export const PAGE_SIZE = 30;

export function gameListParams(type: GameCategory, vassalage: string | undefined, keyword: string, lang: string): GetGameListParams {
  return {
    merchant: config.merchant,
    platform: 'html5-desktop',
    clientType: 3,
    language: lang as GetGameListParams['language'],
    gameType: type,
    ...(vassalage ? { vassalage } : {}),
    ...(keyword ? { keyword } : {}),
    pageSize: PAGE_SIZE,
  };
}

/** The list of games a page at a time (the lobby scrolls for more). */
export function gameListInfiniteOptions(params: GetGameListParams) {
  return {
    queryKey: [...getGetGameListQueryKey(params), 'pages'],
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => getGameList({ ...params, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: Awaited<ReturnType<typeof getGameList>>, pages: readonly unknown[]) =>
      pages.length < last.value.totalPages ? pages.length + 1 : undefined,
  };
}

/**
 * Fetches what the lobby of `path` draws first. It never fails: a reply that does not come is
 * the lobby's to show, with its retry.
 */
export async function preloadLobby(queryClient: QueryClient, path: LobbyPath, vassalage: string | undefined): Promise<void> {
  const type = LOBBY_TYPES[path];
  await Promise.allSettled([
    loadLocaleParts('lobby'),
    queryClient.ensureQueryData(gameVendorsOptions()),
    session.loggedIn
      ? queryClient.ensureInfiniteQueryData(gameListInfiniteOptions(gameListParams(type, vassalage, '', language.code)))
      : queryClient.ensureQueryData(hotGamesOptions()),
  ]);
}

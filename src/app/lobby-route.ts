import type { QueryClient } from '@tanstack/react-query';
import type { LobbyPath } from '../features/games/lobby/first-replies';
import { codeParams } from '../lib/search';
import { lazyArea } from './lazy-area';

/**
 * What the routes of the four game lobbies (/rng, /pvp, /fish, /live) share: `?vassalage` (a
 * vendor), the full layout, the loader fetching the lobby's first replies (issue 29) and the games
 * area's screen. One definition, so the first page carries it once.
 */
export function lobbyRoute(path: LobbyPath) {
  return {
    validateSearch: (search: Record<string, unknown>): { vassalage?: string } => codeParams(search, ['vassalage']),
    staticData: { layout: 'full', titleKey: `area.${path.slice(1)}.title` } as const,
    loaderDeps: ({ search }: { search: { vassalage?: string } }) => ({ vassalage: search.vassalage }),
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: { vassalage?: string } }) =>
      import('../features/games/lobby/first-replies').then((m) => m.preloadLobby(context.queryClient, path, deps.vassalage)),
    component: lazyArea('egame'),
  };
}

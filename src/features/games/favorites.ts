/**
 * The member's favourite games, kept in step with the server: the keys (one call) mark the hearts
 * on every tile; adding and removing update the marks at once and refetch the lists after.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  addFavoriteGame,
  getGetFavoriteGamesListQueryKey,
  getGetFavoriteGamesQueryKey,
  removeFavoriteGame,
  useGetFavoriteGames,
} from '../../generated/relay/endpoints/games/games';
import type { FavoriteGameKey, GetFavoriteGames200 } from '../../generated/relay/model';
import { errorMessage } from '../../lib/errors';
import { showAlert } from '../../state/dialogs';
import { requireAccess } from '../../state/roles';
import { session } from '../../state/session';

export interface FavoriteToggle {
  key: FavoriteGameKey;
  favorite: boolean;
}

/** The keys with one game added or removed. */
export function withFavorite(list: readonly FavoriteGameKey[], { key, favorite }: FavoriteToggle): FavoriteGameKey[] {
  const rest = list.filter((k) => k.nodeId !== key.nodeId);
  return favorite ? [...rest, key] : rest;
}

export function useFavorites() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { loggedIn } = useSnapshot(session);
  const keysKey = getGetFavoriteGamesQueryKey();
  const keys = useGetFavoriteGames({ query: { enabled: loggedIn, staleTime: 60_000 } });
  const ids = new Set(loggedIn ? (keys.data?.value.list ?? []).map((k) => k.nodeId) : []);

  const mutation = useMutation({
    mutationFn: ({ key, favorite }: FavoriteToggle) =>
      favorite ? addFavoriteGame(key) : removeFavoriteGame({ nodeId: key.nodeId, vendor: key.vendor, gameType: key.gameType }),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: keysKey });
      const before = queryClient.getQueryData<GetFavoriteGames200>(keysKey);
      if (before) queryClient.setQueryData<GetFavoriteGames200>(keysKey, { ...before, value: { list: withFavorite(before.value.list, toggle) } });
      return { before };
    },
    onError: (error, _toggle, context) => {
      if (context?.before) queryClient.setQueryData(keysKey, context.before);
      void showAlert({ text: errorMessage(error, t), confirmKey: 'common.confirm' });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keysKey });
      void queryClient.invalidateQueries({ queryKey: getGetFavoriteGamesListQueryKey() });
    },
  });

  /** Adds or removes a favourite; without a session, the login popup. */
  const toggle = (key: FavoriteGameKey) => {
    if (!requireAccess(session, 'session')) return;
    mutation.mutate({ key, favorite: !ids.has(key.nodeId) });
  };

  return { isFavorite: (nodeId: number) => ids.has(nodeId), toggle, enabled: loggedIn };
}

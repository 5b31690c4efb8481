/**
 * Starting a game (spec sections 4 and 7; platform facts: launch routing). Vietnamese lottery
 * vendors open /vnlottery, the other lottery games /lottery; every other game is launched with
 * the generic launch call, its address stored and /game pushed unless already there.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { config } from '../../config';
import { getGetRecentGamesQueryKey } from '../../generated/relay/endpoints/games/games';
import { launchGame } from '../../generated/wps/endpoints/games/games';
import type { LaunchGameParams, LaunchGameResult } from '../../generated/wps/model';
import { ApiError, CLIENT_CODES, errorMessage } from '../../lib/errors';
import { safeHttpUrl } from '../../lib/url';
import { showAlert } from '../../state/dialogs';
import { setLaunchedGameUrl } from '../../state/game';
import { language } from '../../state/language';
import { requireAccess } from '../../state/roles';
import { session } from '../../state/session';
import { type LaunchableGame, type LaunchMode, launchRoute } from './launch-route';

export type { LaunchableGame, LaunchMode } from './launch-route';

/** What the generic launch needs of a game; a lottery game opened from /lottery has no vendor. */
export type GenericLaunch = Omit<LaunchableGame, 'vassalage'> & { vassalage?: string | undefined };

/** The query of the generic launch (spec section 7), with the play type a lottery game opens on. */
export function genericLaunchParams(game: GenericLaunch, account: string | null, lang: string): LaunchGameParams {
  return {
    launchMode: 'GLS',
    ...(game.roomId ? { roomId: game.roomId } : { gameId: game.gameCode }),
    ...(game.nodeId ? { nodeId: game.nodeId } : {}),
    accountType: 1,
    confirmTrans: 0,
    ...(game.vassalage ? { vassalage: game.vassalage } : {}),
    platform: 'html5-desktop',
    clientType: 3,
    ...(account ? { username: account } : {}),
    merchantCode: config.merchant,
    language: lang as LaunchGameParams['language'],
    ...(game.defaultPlayType ? { playType: game.defaultPlayType } : {}),
    ...(game.eventId ? { eventId: game.eventId } : {}),
  };
}

/** The game's address from a launch reply: `game_url`, else `game_url2`, and only if it is http(s). */
export function launchedUrl(result: LaunchGameResult): string | null {
  return safeHttpUrl(result.content.game_url) ?? safeHttpUrl(result.content.game_url2);
}

/** Launches a game and gives its address; a reply without an http(s) address is a failure. */
export async function launchUrl(params: LaunchGameParams, signal?: AbortSignal): Promise<string> {
  const reply = await launchGame(params, signal ? { signal } : undefined);
  const url = launchedUrl(reply.value);
  if (!url) throw new ApiError({ code: CLIENT_CODES.badGameUrl, status: 200, operationId: 'launchGame' });
  return url;
}

/** Whether the user may start the game this way; tells them why not (login popup, real-account warning). */
export function mayLaunch(game: Pick<LaunchableGame, 'freeplay'>, mode: LaunchMode): boolean {
  if (mode === 'free' && game.freeplay === 1) return requireAccess(session, 'session');
  return requireAccess(session, 'realAccount');
}

/** The codes of a refusal by one of the member's limits (api/responsible.ts reads them). */
const GAMING_PREFIXES = ['limit.'];

const launchKey = (game: LaunchableGame) => `${game.vassalage}:${game.roomId ?? game.nodeId ?? game.gameCode}`;

/**
 * `launch(game, mode)` starts a game; `launching` is the key of the game being started (to show
 * its button busy). Failures (system busy, a round already open, ...) show as messages.
 */
export function useLaunchGame() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { code } = useSnapshot(language);
  // A limit of the member's own (responsible gaming) says which and when games open again; its
  // texts and formatting come in a chunk of their own, only then.
  const refusalOrMessage = async (error: unknown) =>
    (error instanceof ApiError && GAMING_PREFIXES.some((p) => error.code.startsWith(p))
      ? await import('../../api/responsible').then((m) => m.gamingRefusalMessage(error, t, i18n.language, queryClient)).catch(() => null)
      : null) ?? errorMessage(error, t);
  const mutation = useMutation({
    mutationFn: (game: LaunchableGame) => launchUrl(genericLaunchParams(game, session.account, code)),
    onSuccess: (url) => {
      setLaunchedGameUrl(url);
      void queryClient.invalidateQueries({ queryKey: getGetRecentGamesQueryKey() });
      if (pathname !== '/game') void navigate({ to: '/game' });
    },
    onError: (error) => void refusalOrMessage(error).then((text) => showAlert({ text, confirmKey: 'common.confirm' })),
  });

  const launch = (game: LaunchableGame, mode: LaunchMode = 'real') => {
    const route = launchRoute(game);
    if (route.to !== '/game') {
      void navigate(route);
      return;
    }
    if (!mayLaunch(game, mode) || mutation.isPending) return;
    mutation.mutate(game);
  };

  return { launch, launching: mutation.isPending && mutation.variables ? launchKey(mutation.variables) : null, keyOf: launchKey };
}

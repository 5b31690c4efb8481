/** Where a game opens (platform facts: launch routing), kept light for the navigation's bundle. */
import type { LinkProps } from '@tanstack/react-router';
import { config } from '../../config';
import type { GameCategory } from '../../generated/relay/model';

/** What it takes to start a game: a game row, a vendor card, a banner or a room. */
export interface LaunchableGame {
  gameCode: string;
  vassalage: string;
  /** Unknown for a banner's game: then it is launched the generic way. */
  gameType?: GameCategory | undefined;
  nodeId?: number | undefined;
  /** A player-versus-player room, entered instead of the game. */
  roomId?: string | undefined;
  defaultPlayType?: string | undefined;
  /** A sportsbook's match to open at (`launchGame`'s `eventId`), for vendors that can. */
  eventId?: string | undefined;
  /** 1 when the game can be played for free (by a guest account). */
  freeplay?: number | undefined;
}

export type LaunchMode = 'real' | 'free';

/** Where a game opens: a lottery page, or the generic launch and /game. */
export type LaunchRoute =
  | { to: '/vnlottery'; search: { gameCode: string } }
  | { to: '/lottery'; search: { gameCode: string; playType?: string } }
  | { to: '/game' };

export function launchRoute(
  game: Pick<LaunchableGame, 'gameType' | 'vassalage' | 'gameCode' | 'defaultPlayType'>,
  vnVendors: readonly string[] = config.vnLotteryVassalages,
): LaunchRoute {
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    if (vnVendors.includes(game.vassalage)) return { to: '/vnlottery', search: { gameCode: game.gameCode } };
    return { to: '/lottery', search: { gameCode: game.gameCode, ...(game.defaultPlayType ? { playType: game.defaultPlayType } : {}) } };
  }
  return { to: '/game' };
}

/** A game type's lobby (spec section 2; e-sports is a tab of /sports). */
export type LobbyLink = { to: '/lottery' | '/elott' | '/live' | '/sports' | '/rng' | '/fish' | '/pvp'; search?: { tab: 'esports' } };

export const LOBBY_LINKS: Record<GameCategory, LobbyLink> = {
  LOTT: { to: '/lottery' },
  ELOTT: { to: '/elott' },
  LIVE: { to: '/live' },
  SPORTS: { to: '/sports' },
  ESPORTS: { to: '/sports', search: { tab: 'esports' } },
  RNG: { to: '/rng' },
  FISH: { to: '/fish' },
  PVP: { to: '/pvp' },
};

/**
 * A game type's lobby as the main navigation links it (its row and its More menu): Sports is the
 * current page on its own tab only (no tab in the URL), e-sports on its tab, a lobby whichever
 * vendor is chosen.
 */
export const lobbyNavLink = (category: GameCategory): LinkProps =>
  category === 'SPORTS'
    ? { to: '/sports', search: { tab: undefined }, activeOptions: { explicitUndefined: true } }
    : { ...LOBBY_LINKS[category], activeOptions: { includeSearch: category === 'ESPORTS' } };

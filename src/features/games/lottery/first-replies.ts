/**
 * What the lottery pages show first (issue 29), for the pages and for their routes' loaders: the
 * lottery texts, the menus and, on /lottery, the popular games of its lobby or the chosen game's
 * latest draw; on /vnlottery the Vietnamese menu, the chosen game's latest draw and the member's
 * recent games; on /elott the e-lottery vendors and menus. The pages read the same queries, built
 * here, so the loader (run on the intent to open a page: the pointer on a link to it) fills the
 * cache they draw from. A game's launch is the member's to start: it is not fetched ahead.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CONTENT_STALE_MS, gameVendorsOptions } from '../../../api/content';
import { config } from '../../../config';
import {
  getGetLotteryGameMenusQueryOptions,
  getGetLottoOpenedNumbersQueryOptions,
  getGetPopularLotteryGamesQueryOptions,
  getGetVnGameMenuQueryOptions,
  getGetVnOpenedNumbersQueryOptions,
  getGetVnRecentGamesQueryOptions,
} from '../../../generated/lgw/endpoints/lottery/lottery';
import type { PrizeMode } from '../../../generated/lgw/model';
import { loadLocaleParts } from '../../../i18n/parts';
import { session } from '../../../state/session';
import { POPULAR_LOTTERY_COUNT } from './lottery-menu';

const CONTENT = { query: { staleTime: CONTENT_STALE_MS } } as const;

/** The lottery menu groups of a prize mode (the nav, /lottery and /elott; the screens keep at most 100 games). */
export const lotteryMenusOptions = (prizeMode: PrizeMode = config.prizeMode) => getGetLotteryGameMenusQueryOptions({ prizeMode }, CONTENT);
/** The popular lottery games of the HOT strip. */
export const popularLotteryOptions = () => getGetPopularLotteryGamesQueryOptions({ size: POPULAR_LOTTERY_COUNT }, CONTENT);
/** The Vietnamese regional groups (/vnlottery, /elott). */
export const vnMenusOptions = () => getGetVnGameMenuQueryOptions({ prizeMode: config.prizeMode, device: config.device }, CONTENT);
/** A lottery game's latest draw (the lottery service answers members only). */
export const lottoDrawOptions = (gameCode: string) => getGetLottoOpenedNumbersQueryOptions({ gameCode, size: 1 });
/** A Vietnamese lottery game's latest draws. */
export const vnDrawOptions = (gameCode: string) => getGetVnOpenedNumbersQueryOptions({ gameCode, prizeMode: config.prizeMode });
/** The member's recent Vietnamese lottery games. */
export const vnRecentOptions = () => getGetVnRecentGamesQueryOptions({ prizeMode: config.prizeMode });

const lotteryTexts = () => loadLocaleParts('lottery');

/**
 * Each page's first replies; none fails (a reply that does not come is the page's to show, with
 * its retry), and none that needs a session is asked without one.
 */
export async function preloadLottery(queryClient: QueryClient, search: { gameCode?: string | undefined }): Promise<void> {
  const { gameCode } = search;
  await Promise.allSettled([
    lotteryTexts(),
    queryClient.ensureQueryData(lotteryMenusOptions()),
    gameCode ? session.loggedIn && queryClient.ensureQueryData(lottoDrawOptions(gameCode)) : queryClient.ensureQueryData(popularLotteryOptions()),
  ]);
}

export async function preloadVnLottery(queryClient: QueryClient, search: { gameCode?: string | undefined }): Promise<void> {
  const { gameCode } = search;
  await Promise.allSettled([
    lotteryTexts(),
    queryClient.ensureQueryData(vnMenusOptions()),
    gameCode && queryClient.ensureQueryData(vnDrawOptions(gameCode)),
    session.loggedIn && queryClient.ensureQueryData(vnRecentOptions()),
  ]);
}

export async function preloadElott(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled([
    lotteryTexts(),
    queryClient.ensureQueryData(gameVendorsOptions()),
    queryClient.ensureQueryData(lotteryMenusOptions('ELOTT')),
    queryClient.ensureQueryData(vnMenusOptions()),
  ]);
}

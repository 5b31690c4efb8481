/** Routes of the lottery gateway (/lgw and /lotto/lgw): menus, popular games and draw results. */
import {
  isPrizeMode,
  isVnRegional,
  LOTTO_GAME_CODES,
  lotteryGame,
  lotteryMenuItems,
  lotteryMenus,
  lottoDraws,
  popularLottery,
  VN_GAME_CODES,
  vnDrawResult,
  vnMenus,
} from '../core/catalog';
import { badParam, fail, intParam, isFailure, needAccount, ok, type RouteContext, type Routes, str } from '../core/context';

/** The prize mode of the query: required unless `optional`; null when invalid. */
function prizeModeParam(ctx: RouteContext, optional = false) {
  const value = str(ctx.query.prizeMode);
  if (!value && optional) return undefined;
  return isPrizeMode(value) ? value : null;
}

export const lgwRoutes: Routes = {
  getLotteryGameMenus(ctx) {
    const prizeMode = prizeModeParam(ctx);
    if (!prizeMode) return badParam('prizeMode');
    return ok(lotteryMenus(ctx.url.origin, prizeMode));
  },

  getVnGameMenu(ctx) {
    if (!prizeModeParam(ctx)) return badParam('prizeMode');
    return ok(vnMenus(ctx.url.origin));
  },

  getVnRecentGames(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    if (prizeModeParam(ctx, true) === null) return badParam('prizeMode');
    return ok(lotteryMenuItems(ctx.url.origin, (a.recentVnLottery ?? []).filter(isVnRegional)).slice(0, 20));
  },

  getPopularLotteryGames(ctx) {
    const size = intParam(ctx, 'size', 20, 1, 100);
    if (size === null) return badParam('size');
    return ok(popularLottery(ctx.url.origin).slice(0, size));
  },

  getVnOpenedNumbers(ctx) {
    if (prizeModeParam(ctx, true) === null) return badParam('prizeMode');
    const gameCode = str(ctx.query.gameCode);
    if (gameCode && !lotteryGame(gameCode)) return fail(400, 'game.not.exist', 'This game does not exist');
    const codes = gameCode ? VN_GAME_CODES.filter((c) => c === gameCode) : VN_GAME_CODES;
    return ok(codes.map((code) => vnDrawResult(code)));
  },

  getLottoOpenedNumbers(ctx) {
    const gameCode = str(ctx.query.gameCode);
    const size = intParam(ctx, 'size', 10, 1, 50);
    if (size === null) return badParam('size');
    if (!gameCode) return ok(LOTTO_GAME_CODES.map((code) => lottoDraws(code, 1)[0]!));
    if (!lotteryGame(gameCode)) return fail(400, 'game.not.exist', 'This game does not exist');
    // The Vietnamese regional games' results come from getVnOpenedNumbers.
    return ok(isVnRegional(gameCode) ? [] : lottoDraws(gameCode, size));
  },
};

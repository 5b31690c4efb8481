/**
 * The records routes: the betting record, personal profit and loss and the bonus details, all
 * read from the member's ledger (../records.ts), so their totals agree with each other and with
 * the account record (getMemberTransactionDetails, ./money.ts).
 */
import type { GameType } from '../core/catalog';
import { now } from '../core/clock';
import { badParam, enumParam, isFailure, needAccount, ok, pageOf, type Routes, requiredRange, str } from '../core/context';
import { round2 } from '../core/ledger';
import { BET_STATUSES, type BetStatus, BONUS_KINDS, type BonusKind, betsOf, betTotals, bonusesOf, filterBets, GAME_TYPES, personalProfit } from '../records';

const VENDOR_CODE = /^[A-Z0-9]{2,8}$/;

export const recordRoutes: Routes = {
  getBetRecords(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const range = requiredRange(ctx);
    if (isFailure(range)) return range;
    const gameType = enumParam<GameType>(ctx, 'gameType', GAME_TYPES);
    if (gameType === null) return badParam('gameType');
    const status = enumParam<BetStatus>(ctx, 'status', BET_STATUSES);
    if (status === null) return badParam('status');
    const vassalage = str(ctx.query.vassalage);
    if (vassalage && !VENDOR_CODE.test(vassalage)) return badParam('vassalage');
    const bets = filterBets(betsOf(ctx.state, a.username), {
      ...range,
      ...(gameType ? { gameType } : {}),
      ...(vassalage ? { vassalage } : {}),
      ...(status ? { status } : {}),
    });
    return pageOf(ctx, bets, (b) => b, { totals: betTotals(bets) });
  },

  getPersonalProfit(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const range = requiredRange(ctx);
    if (isFailure(range)) return range;
    const gameType = enumParam<GameType>(ctx, 'gameType', GAME_TYPES);
    if (gameType === null) return badParam('gameType');
    return ok(personalProfit(ctx.state, a.username, range.start, range.end, gameType));
  },

  getBonusDetails(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const range = requiredRange(ctx);
    if (isFailure(range)) return range;
    const type = enumParam<BonusKind>(ctx, 'type', BONUS_KINDS);
    if (type === null) return badParam('type');
    const rows = bonusesOf(ctx.state, a.username, now(ctx.state))
      .filter((b) => b.time >= range.start && b.time <= range.end && (!type || b.type === type))
      .sort((x, y) => y.time - x.time);
    const amount = round2(rows.reduce((sum, b) => sum + b.amount, 0));
    return pageOf(ctx, rows, (b) => b, { totals: { amount } });
  },
};

/**
 * The points mall routes (docs/design/issue15.md, "1. Points mall"): the points balance, the
 * reward catalogue, the points records (redeem history and points details), the points
 * settings, conversion (a POINTS_CONVERT entry of the ledger) and redemption (points out, the
 * money part a POINTS_REDEEM entry, reviewed on the mock clock; points.ts).
 */
import { now } from '../core/clock';
import { badParam, enumParam, type Failure, fail, inRange, isFailure, needAccount, ok, pageOf, type RouteContext, type Routes, str } from '../core/context';
import { mainBalance } from '../core/ledger';
import type { MockAccount } from '../core/state';
import {
  convert,
  MIN_CONVERT_POINTS,
  newestRecordsFirst,
  POINTS_RECORD_STATUSES,
  POINTS_RECORD_TYPES,
  pointsBalanceOf,
  pointsConfig,
  pointsEarned,
  pointsOf,
  pointsState,
  publicRecord,
  publicRewards,
  redeem,
  rewardById,
} from '../points';

/**
 * The gateway's checks before a points call that spends (`passwordCheck`): a trial account, no
 * withdrawal password, a wrong one. The account when they pass.
 */
function passwordChecked(ctx: RouteContext): MockAccount | Failure {
  const account = needAccount(ctx);
  if (isFailure(account)) return account;
  if (account.type === 4) return fail(403, 'member.trial.not.allowed', 'Trial accounts cannot use the points mall');
  if (account.withdrawPassword === '') return fail(400, 'not.exists.payment.password', 'Please set a withdrawal password first');
  if (str(ctx.body.withdrawalPassword) !== account.withdrawPassword) return fail(400, 'invalid.payment.pw', 'The withdrawal password is wrong');
  return account;
}

const insufficientPoints = () => fail(400, 'points.insufficient', 'You do not have enough points');

export const pointRoutes: Routes = {
  getPointsBalance: (ctx) => {
    const account = needAccount(ctx);
    if (isFailure(account)) return account;
    const list = pointsOf(ctx.state, account.username);
    const empty = ctx.scenario === 'empty';
    return ok({
      mainWallet: mainBalance(account),
      balance: account.balance,
      points: empty ? 0 : pointsEarned(list),
      pointsBalance: empty ? 0 : pointsBalanceOf(list),
    });
  },

  // Session optional: visitors see the catalogue and the settings too.
  getPointsReward: (ctx) => ok({ list: publicRewards(ctx.state, ctx.url.origin) }),

  getPointsConfig: () => ok(pointsConfig()),

  getRedeemList: (ctx) => {
    const account = needAccount(ctx);
    if (isFailure(account)) return account;
    const type = enumParam(ctx, 'type', POINTS_RECORD_TYPES);
    const status = enumParam(ctx, 'status', POINTS_RECORD_STATUSES);
    if (type === null) return badParam('type');
    if (status === null) return badParam('status');
    const rows = inRange(ctx, newestRecordsFirst(pointsOf(ctx.state, account.username)), (r) => r.applyTime);
    if (isFailure(rows)) return rows;
    return pageOf(
      ctx,
      rows.filter((r) => (!type || r.type === type) && (!status || r.status === status)),
      publicRecord,
    );
  },

  convertPoints: (ctx) => {
    const account = passwordChecked(ctx);
    if (isFailure(account)) return account;
    const points = ctx.body.points;
    if (typeof points !== 'number' || !Number.isInteger(points) || points < MIN_CONVERT_POINTS) {
      return fail(400, 'points.convert.below.minimum', `Convert at least ${MIN_CONVERT_POINTS} points, in whole points`);
    }
    const list = pointsOf(ctx.state, account.username);
    if (points > pointsBalanceOf(list)) return insufficientPoints();
    const { record, mainWallet } = convert(ctx.state, account, points, now(ctx.state));
    return ok(
      { transactionNo: record.transactionNo, points, redeemAmount: record.redeemAmount, pointsBalance: record.pointsBalance, mainWallet },
      'Points converted',
    );
  },

  redeemPointReward: (ctx) => {
    const account = passwordChecked(ctx);
    if (isFailure(account)) return account;
    const reward = rewardById(Number(ctx.body.rewardId));
    if (!reward) return fail(400, 'points.reward.not.exist', 'This reward no longer exists');
    const quantity = Number(ctx.body.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100) return badParam('quantity');
    const stock = pointsState(ctx.state).stock[reward.id] ?? 0;
    if (stock < quantity) return fail(400, 'points.reward.out.of.stock', 'This reward is sold out');
    const receivingAddress = str(ctx.body.receivingAddress);
    if (!receivingAddress) return badParam('receivingAddress');
    const mobileNum = str(ctx.body.mobileNum);
    if (!/^\+?[0-9]{6,15}$/.test(mobileNum)) return badParam('mobileNum');
    if (pointsBalanceOf(pointsOf(ctx.state, account.username)) < quantity * reward.pointsRequired) return insufficientPoints();
    if (mainBalance(account) < quantity * reward.amountRequired) return fail(400, 'wallet.insufficient.balance', 'Your main wallet balance is not enough');
    const record = redeem(ctx.state, account, reward, { quantity, receivingAddress, mobileNum }, now(ctx.state));
    return ok(publicRecord(record), 'Redemption submitted');
  },
};

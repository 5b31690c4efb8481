/**
 * The points mall as seeded and as it moves on the mock clock: member01's EARN records follow
 * the ledger's settled bets, the running balance never goes below zero, the seeded redemptions
 * are in each status, a redemption is reviewed 5 minutes later (approved, or rejected with the
 * points, money and stock back), a conversion is a POINTS_CONVERT entry of the ledger, and the
 * bets settled after the state was made earn their points at 23:59:59 of their day.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG } from './core/catalog';
import { DAY, dayStart, MINUTE, now } from './core/clock';
import { MAIN_WALLET, mainBalance, nextNo, post } from './core/ledger';
import { advanceClock } from './money';
import {
  convert,
  maskMobile,
  pointsBalanceOf,
  pointsDue,
  pointsEarned,
  pointsOf,
  pointsState,
  REDEEM_REVIEW_MS,
  REVIEW_REJECT_REMARK,
  REWARDS,
  ratioOf,
  redeem,
  rewardById,
  seedPoints,
} from './points';
import { betsOf } from './records';
import { createInitialState } from './seed/platform';

describe('the seed', () => {
  const state = createInitialState();
  const anchor = state.ledgerAnchor;
  const list = pointsOf(state, 'member01');

  it('credits one EARN record per day and game type of the seeded history, from the settled bets', () => {
    const earns = list.filter((r) => r.type === 'EARN');
    expect(earns.length).toBeGreaterThan(40);
    const expected = new Map<string, number>();
    for (const bet of betsOf(state, 'member01')) {
      if (bet.status !== 'SETTLED' || bet.settledAt === undefined || bet.settledAt >= anchor) continue;
      const key = `${dayStart(bet.settledAt)}:${bet.gameType}`;
      expected.set(key, (expected.get(key) ?? 0) + bet.validBet);
    }
    const wanted = [...expected]
      .map(([key, valid]) => [key, Math.floor((valid / 1000) * ratioOf(key.split(':')[1] as never))] as const)
      .filter(([, p]) => p > 0);
    expect(earns.length).toBe(wanted.length);
    for (const record of earns) {
      const day = record.applyTime - DAY + 1000;
      expect(dayStart(record.applyTime)).toBe(day);
      expect(record.applyTime).toBeLessThan(anchor);
      expect(record).toMatchObject({
        status: 'APPROVED',
        bettingUnit: 1000,
        pointsRatio: ratioOf(record.gameType!),
        transactionNo: expect.stringMatching(/^PE\d{17}$/),
      });
      expect(record.changedPoints).toBe(new Map(wanted).get(`${day}:${record.gameType}`));
      expect(record.remark).toMatch(/^Valid bets [\d,.]+ ₫$/);
      expect(record.name).toMatch(/^Betting points · /);
    }
    // Lottery earns half a point per 1,000 ₫.
    expect(ratioOf('LOTT')).toBe(0.5);
  });

  it('keeps a running balance that never goes below zero, and leaves member01 30,000 points or more', () => {
    let balance = 0;
    for (const record of list) {
      balance += record.changedPoints;
      expect(record.pointsBalance).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(pointsBalanceOf(list)).toBeGreaterThanOrEqual(30_000);
    expect(pointsEarned(list)).toBe(pointsBalanceOf(list) + 9_000 + 16_000);
  });

  it('gives member01 three redemptions (approved, rejected with its refund, one in process) that take no money', () => {
    const spends = list.filter((r) => r.type === 'REDEEM' || r.type === 'REFUND');
    expect(spends.map((r) => [r.type, r.rewardId, r.status, r.changedPoints, r.applyTime - anchor])).toEqual([
      ['REDEEM', 104, 'APPROVED', -9_000, -40 * DAY + 20 * 60 * MINUTE + 15 * MINUTE],
      ['REDEEM', 103, 'REJECTED', -12_000, -25 * DAY + 10 * 60 * MINUTE],
      ['REFUND', 103, 'APPROVED', 12_000, -24 * DAY + 10 * 60 * MINUTE],
      ['REDEEM', 105, 'PROCESSING', -16_000, -DAY + 21 * 60 * MINUTE + 30 * MINUTE],
    ]);
    expect(spends[0]).toMatchObject({
      remark: 'Top-up code sent by SMS',
      mobileNum: '091****678',
      receivingAddress: expect.stringContaining('Phường Bến Nghé'),
    });
    expect(spends[1]!.remark).toBe('Address incomplete: please add the ward and district.');
    expect(spends.map((r) => r.transactionNo.slice(0, 2))).toEqual(['PR', 'PR', 'PF', 'PR']);
    // The one in process waits for a manual review: nothing falls due for it.
    expect(spends[3]!.reviewAt).toBeUndefined();
    expect(state.ledger.member01!.some((e) => e.type === 'POINTS_REDEEM' || e.type === 'POINTS_CONVERT')).toBe(false);
  });

  it('is the same on every fresh state, and empty for members without a history', () => {
    const again = createInitialState(now(state));
    expect(seedPoints(again, 'member01')).toEqual(seedPoints(state, 'member01'));
    expect(pointsOf(again, 'newbie01')).toEqual([]);
    expect(pointsState(again).stock).toEqual(Object.fromEntries(REWARDS.map((r) => [r.id, r.stock])));
  });

  it('masks a mobile number: the first 3 and last 3 characters, 4 stars between', () => {
    expect(maskMobile('0912345678')).toBe('091****678');
    expect(maskMobile('+84912345678')).toBe('+84****678');
  });
});

describe('on the mock clock', () => {
  it('reviews a redemption 5 minutes later: approved, shipped', () => {
    const state = createInitialState();
    const account = state.accounts.member01!;
    const before = pointsBalanceOf(pointsOf(state, 'member01'));
    const record = redeem(state, account, rewardById(103)!, { quantity: 2, receivingAddress: 'Somewhere 1', mobileNum: '0912345678' }, now(state));
    expect(record).toMatchObject({
      status: 'PROCESSING',
      changedPoints: -24_000,
      pointsBalance: before - 24_000,
      mobileNum: '091****678',
      transactionNo: expect.stringMatching(/^PR/),
    });
    expect(pointsState(state).stock[103]).toBe(38);
    advanceClock(state, REDEEM_REVIEW_MS - 1000);
    expect(record.status).toBe('PROCESSING');
    advanceClock(state, 1000);
    expect(record).toMatchObject({ status: 'APPROVED', remark: 'Shipped' });
    expect(pointsDue(state).some((d) => d.time === record.applyTime + REDEEM_REVIEW_MS)).toBe(false);
  });

  it('rejects one whose address holds REJECT: the points, the money and the stock come back', () => {
    const state = createInitialState();
    const account = state.accounts.member01!;
    const points = pointsBalanceOf(pointsOf(state, 'member01'));
    const main = mainBalance(account);
    const watch = rewardById(106)!;
    const record = redeem(state, account, watch, { quantity: 1, receivingAddress: 'REJECT me', mobileNum: '0912345678' }, now(state));
    expect(mainBalance(account)).toBe(main - 1_500_000);
    expect(state.ledger.member01!.at(-1)).toMatchObject({
      type: 'POINTS_REDEEM',
      amount: -1_500_000,
      reference: record.transactionNo,
      remark: 'Points mall: Apple Watch SE × 1',
    });
    expect(pointsState(state).stock[106]).toBe(11);
    advanceClock(state, REDEEM_REVIEW_MS);
    expect(record).toMatchObject({ status: 'REJECTED', remark: REVIEW_REJECT_REMARK });
    expect(pointsOf(state, 'member01').at(-1)).toMatchObject({
      type: 'REFUND',
      changedPoints: 30_000,
      pointsBalance: points,
      status: 'APPROVED',
      transactionNo: expect.stringMatching(/^PF/),
    });
    expect(mainBalance(account)).toBe(main);
    expect(state.ledger.member01!.at(-1)).toMatchObject({
      type: 'POINTS_REDEEM',
      amount: 1_500_000,
      reference: record.transactionNo,
      remark: 'Points mall refund: Apple Watch SE',
    });
    expect(pointsState(state).stock[106]).toBe(12);
  });

  it('converts points into the main wallet: a CONVERT record and a POINTS_CONVERT entry', () => {
    const state = createInitialState();
    const account = state.accounts.member01!;
    const main = mainBalance(account);
    const { record, mainWallet } = convert(state, account, 4_000, now(state));
    expect(record).toMatchObject({
      type: 'CONVERT',
      status: 'APPROVED',
      changedPoints: -4_000,
      redeemAmount: 40_000,
      name: 'Points to main wallet',
      transactionNo: expect.stringMatching(/^PC/),
    });
    expect(mainWallet).toBe(main + 40_000);
    expect(state.ledger.member01!.at(-1)).toMatchObject({
      type: 'POINTS_CONVERT',
      amount: 40_000,
      reference: record.transactionNo,
      remark: 'Points conversion 4,000 points',
    });
  });

  it('credits the bets settled after the state was made at 23:59:59 of their day, once', () => {
    const state = createInitialState();
    const game = CATALOG.find((g) => g.gameType === 'RNG')!;
    const lottery = CATALOG.find((g) => g.gameType === 'LOTT')!;
    const time = now(state);
    const bet = (nodeId: number, stake: number, at: number, username = 'newbie01') => {
      const reference = nextNo(state, 'BT', at);
      post(state, username, { time: at, type: 'ADJUSTMENT', amount: stake, accountTypeId: MAIN_WALLET, reference: `AD${reference}`, remark: 'Test money' });
      post(state, username, { time: at, type: 'BET', amount: -stake, accountTypeId: MAIN_WALLET, reference, remark: 'Test bet', nodeId });
      post(state, username, { time: at + 10_000, type: 'PAYOUT', amount: 0, accountTypeId: MAIN_WALLET, reference, remark: 'Test payout', nodeId });
    };
    bet(game.nodeId, 250_000, time);
    bet(lottery.nodeId, 99_000, time);
    bet(game.nodeId, 777_000, time, 'tran_minh');
    expect(pointsOf(state, 'newbie01')).toEqual([]);
    const end = dayStart(time) + DAY - 1000;
    advanceClock(state, end - now(state) + 1000);
    const list = pointsOf(state, 'newbie01');
    expect(list.map((r) => [r.gameType, r.changedPoints, r.applyTime, r.pointsBalance])).toEqual([
      ['RNG', 250, end, 250],
      ['LOTT', 49, end, 299],
    ]);
    advanceClock(state, 2 * DAY);
    expect(pointsOf(state, 'newbie01')).toHaveLength(2);
    expect(pointsState(state).earnedThrough).toBe(dayStart(now(state)));
    // A member who never opened the points mall keeps no records in the state, and finds the closed days in them once he does.
    expect(pointsState(state).lists.tran_minh).toBeUndefined();
    expect(pointsOf(state, 'tran_minh').at(-1)).toMatchObject({ type: 'EARN', gameType: 'RNG', changedPoints: 777, applyTime: end });
  });
});

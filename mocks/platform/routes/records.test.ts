/**
 * The records routes through the real client transport (every reply checked against the
 * contract): the betting record, its totals and filters, personal profit and loss agreeing with
 * it, the bonus details, and their errors.
 */
import { describe, expect, it } from 'vitest';
import { mockStore, useScenario } from '../../node';
import { DAY } from '../core/clock';
import { round2 } from '../core/ledger';
import { type Any, allPages, as, call, expectFailure, R } from './harness';

const BETS = `${R}/ODSFE2_getBetRecords`;
const PNL = `${R}/ODSFE2_MemPNL`;
const BONUS = `${R}/MCSFE_getBonusDetails`;

const anchor = () => mockStore.state.ledgerAnchor;
/** The last 90 days and today, as the date pickers send them. */
const quarter = () => ({ startTime: anchor() - 90 * DAY, endTime: anchor() + DAY - 1 });
const sum = (rows: Any[], key: string) => round2(rows.reduce((total, r) => total + r[key], 0));

describe('the betting record', () => {
  it('pages the bets newest first with the totals of the whole filter, equal to the sum of the rows and to the ledger', async () => {
    await as('member01');
    const { rows, first } = await allPages(BETS, quarter());
    expect(first.totalCount).toBe(rows.length);
    expect(rows.length).toBe(mockStore.state.ledger.member01!.filter((e) => e.type === 'BET').length);
    expect(rows.map((r) => r.betTime)).toEqual([...rows.map((r) => r.betTime)].sort((a, b) => b - a));
    expect(first.totals).toEqual({
      betCount: rows.length,
      stake: sum(rows, 'stake'),
      validBet: sum(rows, 'validBet'),
      payout: sum(rows, 'payout'),
      winLoss: sum(rows, 'winLoss'),
    });
    const ledger = mockStore.state.ledger.member01!;
    expect(first.totals.stake).toBe(round2(-ledger.filter((e) => e.type === 'BET').reduce((t, e) => t + e.amount, 0)));
    expect(first.totals.payout).toBe(round2(ledger.filter((e) => e.type === 'PAYOUT').reduce((t, e) => t + e.amount, 0)));
    const page2 = await call('GET', BETS, undefined, { ...quarter(), pageNo: 2, pageSize: 10 });
    expect(page2.list).toEqual(rows.slice(10, 20));
    expect(page2.totals).toEqual(first.totals);
  });

  it('agrees with personal profit and loss over the same range, in all and per game type', async () => {
    await as('member01');
    const range = quarter();
    const bets = await call('GET', BETS, undefined, { ...range, pageSize: 1 });
    const pnl = await call('GET', PNL, undefined, range);
    const { bonus, rebate, profit, ...figures } = pnl.summary;
    expect(figures).toEqual(bets.totals);
    expect(profit).toBe(round2(bets.totals.winLoss + bonus + rebate));
    expect(pnl.daily).toHaveLength(91);
    expect(round2(pnl.daily.reduce((t: number, d: Any) => t + d.winLoss, 0))).toBe(pnl.summary.winLoss);
    for (const row of pnl.byGameType) {
      const ofType = await call('GET', BETS, undefined, { ...range, gameType: row.gameType, pageSize: 1 });
      const { gameType: _type, bonus: _bonus, rebate: _rebate, profit: _profit, ...typeFigures } = row;
      expect(typeFigures, row.gameType).toEqual(ofType.totals);
    }
    expect(pnl.byGameType.map((r: Any) => r.gameType)).toEqual(['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'ESPORTS']);
    const live = await call('GET', PNL, undefined, { ...range, gameType: 'LIVE' });
    expect(live.summary).toMatchObject({ bonus, rebate, betCount: pnl.byGameType[0].betCount });
  });

  it('filters by game type, vendor and status', async () => {
    await as('member01');
    const esports = (await allPages(BETS, { ...quarter(), gameType: 'ESPORTS' })).rows;
    expect(esports.length).toBeGreaterThan(0);
    expect(esports.every((r) => r.gameType === 'ESPORTS' && ['TF', 'IMES'].includes(r.vassalage))).toBe(true);
    const pg = (await allPages(BETS, { ...quarter(), vassalage: 'PG' })).rows;
    expect(pg.length).toBeGreaterThan(0);
    expect(pg.every((r) => r.vassalage === 'PG' && r.vendorName === 'PG Soft')).toBe(true);
    const open = await call('GET', BETS, undefined, { ...quarter(), status: 'UNSETTLED' });
    expect(open.list.map((r: Any) => [r.vassalage, r.stake, r.winLoss])).toEqual([
      ['TF', 250_000, 0],
      ['VNL', 100_000, 0],
      ['SABA', 150_000, 0],
      ['SABA', 200_000, 0],
    ]);
    expect(open.list[1].lottery).toMatchObject({ roundNo: expect.any(String), playType: expect.any(String), numbers: expect.any(String) });
    const cancelled = await call('GET', BETS, undefined, { ...quarter(), status: 'CANCELLED' });
    expect(cancelled.list[0]).toMatchObject({ gameName: 'Speed Baccarat A', stake: 400_000, validBet: 0, payout: 400_000, winLoss: 0, status: 'CANCELLED' });
    const yesterday = await call('GET', BETS, undefined, { startTime: anchor() - DAY, endTime: anchor() - 1, pageSize: 100 });
    expect(yesterday.list.every((r: Any) => r.betTime >= anchor() - DAY && r.betTime < anchor())).toBe(true);
    expect(yesterday.totals.betCount).toBe(yesterday.totalCount);
  });

  it('answers nothing for a range without play, and refuses bad parameters with 400', async () => {
    await as('member01');
    const future = await call('GET', BETS, undefined, { startTime: anchor() + 10 * DAY, endTime: anchor() + 11 * DAY });
    expect(future).toMatchObject({ list: [], totalCount: 0, totalPages: 0, totals: { betCount: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 } });
    const { startTime, endTime } = quarter();
    await expectFailure(call('GET', BETS, undefined, { endTime }), 400, 'request_param_err');
    await expectFailure(call('GET', BETS, undefined, { startTime }), 400, 'request_param_err');
    await expectFailure(call('GET', BETS, undefined, { startTime: endTime, endTime: startTime }), 400, 'request_param_err');
    await expectFailure(call('GET', BETS, undefined, { startTime: endTime - 400 * DAY, endTime }), 400, 'request_param_err');
    await expectFailure(call('GET', BETS, undefined, { startTime, endTime, gameType: 'CASINO' }), 400, 'request_param_err');
    await expectFailure(call('GET', BETS, undefined, { startTime, endTime, status: 'WON' }), 400, 'request_param_err');
    await expectFailure(call('GET', BETS, undefined, { startTime, endTime, vassalage: 'pg' }), 400, 'request_param_err');
    await expectFailure(call('GET', BETS, undefined, { startTime, endTime, pageSize: 101 }), 400, 'request_param_err');
    await expectFailure(call('GET', PNL, undefined, { startTime }), 400, 'request_param_err');
    await expectFailure(call('GET', PNL, undefined, { startTime, endTime, gameType: 'SLOTS' }), 400, 'request_param_err');
    await expectFailure(call('GET', BONUS, undefined, { startTime, endTime, type: 'CASHBACK' }), 400, 'request_param_err');
  });

  it('needs a live session (401) and follows the empty scenario', async () => {
    await as('member01');
    useScenario('empty');
    const empty = await call('GET', BETS, undefined, quarter());
    expect(empty.list).toEqual([]);
    expect((await call('GET', PNL, undefined, quarter())).daily).toEqual([]);
    useScenario('session-expired');
    await expectFailure(call('GET', BETS, undefined, quarter()), 401, 'login.not.session');
  });
});

describe('personal profit and loss', () => {
  it('has a row per day of the range up to today, oldest first, with zeros on days without play', async () => {
    await as('member01');
    const week = await call('GET', PNL, undefined, { startTime: anchor() - 7 * DAY, endTime: anchor() - 1 });
    expect(week.daily).toHaveLength(7);
    const dates = week.daily.map((d: Any) => d.date);
    expect(dates).toEqual([...dates].sort());
    const future = await call('GET', PNL, undefined, { startTime: anchor() + 2 * DAY, endTime: anchor() + 4 * DAY - 1 });
    // Days still to come have no row.
    expect(future.daily).toEqual([]);
    expect(future.byGameType).toEqual([]);
    expect(future.summary).toEqual({ betCount: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0, bonus: 0, rebate: 0, profit: 0 });
  });
});

describe('bonus details', () => {
  it('lists the bonuses and rebates newest first with the total of the filter', async () => {
    await as('member01');
    const { rows, first } = await allPages(BONUS, quarter());
    const credits = mockStore.state.ledger.member01!.filter((e) => e.type === 'BONUS' || e.type === 'REBATE');
    expect(rows.length).toBe(credits.length);
    expect(first.totals.amount).toBe(round2(credits.reduce((t, e) => t + e.amount, 0)));
    expect(rows.map((r) => r.time)).toEqual([...rows.map((r) => r.time)].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({
      type: 'PROMOTION',
      name: 'Weekend reload bonus',
      amount: 1_000_000,
      turnoverRequired: 3_000_000,
      turnoverPlayed: 0,
      status: 'IN_PROGRESS',
    });
    const referral = await call('GET', BONUS, undefined, { ...quarter(), type: 'REFERRAL' });
    expect(referral.list.map((r: Any) => r.amount)).toEqual([100_000, 100_000, 100_000, 100_000]);
    expect(referral.totals.amount).toBe(400_000);
    const pnl = await call('GET', PNL, undefined, quarter());
    expect(round2(pnl.summary.bonus + pnl.summary.rebate)).toBe(first.totals.amount);
  });
});

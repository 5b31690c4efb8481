/**
 * The records read from the ledger: the same for every fresh state, the betting record's stakes
 * and payouts are the ledger's BET and PAYOUT entries, member01 has bets of every game type and
 * vendor (some open, some void, some hedged), and the profit and loss and the bonus details add
 * up with the bets and the BONUS / REBATE entries.
 */
import { describe, expect, it, vi } from 'vitest';
import { VENDORS } from './core/catalog';
import { DAY } from './core/clock';
import { post, round2 } from './core/ledger';
import { MEMBER01_LAST_EVENING } from './demo-script';
import { BONUS_TURNOVER_DAYS, betsOf, betTotals, bonusesOf, filterBets, GAME_TYPES, HEDGED_SHARE, personalProfit } from './records';
import { createInitialState } from './seed/platform';

const T = Date.UTC(2026, 10, 24, 5, 0);
const sum = (values: number[]) => round2(values.reduce((a, b) => a + b, 0));

describe('the betting record', () => {
  it('is the same for two fresh states and shifts with a later one, without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const a = createInitialState(T);
    const b = createInitialState(T);
    const later = createInitialState(T + 2 * DAY);
    expect(betsOf(b, 'member01')).toEqual(betsOf(a, 'member01'));
    expect(bonusesOf(b, 'member01', T)).toEqual(bonusesOf(a, 'member01', T));
    const shifted = betsOf(later, 'member01');
    const original = betsOf(a, 'member01');
    expect(shifted.map((x) => [x.gameName, x.stake, x.validBet, x.payout, x.status, x.lottery?.numbers])).toEqual(
      original.map((x) => [x.gameName, x.stake, x.validBet, x.payout, x.status, x.lottery?.numbers]),
    );
    expect(shifted.every((x, i) => x.betTime - original[i]!.betTime === 2 * DAY)).toBe(true);
    expect(random).not.toHaveBeenCalled();
  });

  it("has one bet per BET entry, with the ledger's stakes and payouts", () => {
    const state = createInitialState(T);
    for (const username of ['member01', 'agent01', 'tran_minh']) {
      const entries = state.ledger[username]!;
      const bets = betsOf(state, username);
      const betEntries = entries.filter((e) => e.type === 'BET');
      expect(bets.map((b) => b.betId)).toEqual(betEntries.map((e) => e.reference));
      expect(bets.map((b) => b.stake)).toEqual(betEntries.map((e) => -e.amount));
      expect(sum(bets.map((b) => b.payout))).toBe(sum(entries.filter((e) => e.type === 'PAYOUT').map((e) => e.amount)));
      for (const b of bets) {
        expect(b.winLoss, b.betId).toBe(b.status === 'UNSETTLED' ? 0 : round2(b.payout - b.stake));
        expect(b.validBet, b.betId).toBe(b.status === 'CANCELLED' ? 0 : b.validBet === b.stake ? b.stake : round2(b.stake * HEDGED_SHARE));
      }
    }
    expect(betsOf(state, 'newbie01')).toEqual([]);
  });

  it('gives member01 bets of every game type and every vendor of the catalogue', () => {
    const bets = betsOf(createInitialState(T), 'member01');
    expect(new Set(bets.map((b) => b.gameType))).toEqual(new Set(GAME_TYPES));
    const vendors = new Set(bets.map((b) => b.vassalage));
    for (const v of VENDORS) expect(vendors, v.vassalage).toContain(v.vassalage);
    expect(bets.filter((b) => b.gameType === 'ESPORTS').every((b) => b.vassalage === 'TF' || b.vassalage === 'IMES')).toBe(true);
  });

  it("leaves last evening's sports, e-sports and lottery bets open, voids a baccarat round and hedges a few bets", () => {
    const state = createInitialState(T);
    const bets = betsOf(state, 'member01');
    const yesterday = bets.filter((b) => b.betTime >= state.ledgerAnchor - DAY && b.betTime < state.ledgerAnchor);
    const open = bets.filter((b) => b.status === 'UNSETTLED');
    expect(open.map((b) => [b.vassalage, b.stake])).toEqual([
      ['SABA', 200_000],
      ['SABA', 150_000],
      ['VNL', 100_000],
      ['TF', 250_000],
    ]);
    expect(open.every((b) => yesterday.includes(b) && b.payout === 0 && b.winLoss === 0 && b.settledAt === undefined && b.validBet === b.stake)).toBe(true);
    const lottery = open.find((b) => b.vassalage === 'VNL')!;
    expect(lottery.lottery).toMatchObject({ roundNo: expect.stringMatching(/^\d{8}$/), playType: expect.any(String), numbers: expect.any(String) });
    expect(lottery.lottery!.drawResult).toBeUndefined();
    const void_ = yesterday.find((b) => b.status === 'CANCELLED')!;
    expect(void_).toMatchObject({ vassalage: 'EVO', gameName: 'Speed Baccarat A', stake: 400_000, validBet: 0, payout: 400_000, winLoss: 0 });
    expect(MEMBER01_LAST_EVENING.flatMap((s) => s.bets).filter((b) => b.result === 'UNSETTLED')).toHaveLength(open.length);
    const hedged = bets.filter((b) => b.status === 'SETTLED' && b.validBet < b.stake);
    expect(hedged.length).toBeGreaterThan(2);
    expect(hedged.every((b) => ['LIVE', 'SPORTS', 'ESPORTS'].includes(b.gameType) && b.validBet === round2(b.stake * HEDGED_SHARE))).toBe(true);
    // The ledger says the same: the open bets' entries are PENDING, the void one CANCELLED and refunded.
    const entries = state.ledger.member01!;
    for (const b of open) expect(entries.find((e) => e.reference === b.betId && e.type === 'BET')!.status).toBe('PENDING');
    expect(entries.filter((e) => e.reference === void_.betId).map((e) => [e.type, e.amount, e.status])).toEqual([
      ['BET', -400_000, 'CANCELLED'],
      ['PAYOUT', 400_000, 'DONE'],
    ]);
  });

  it('describes lottery tickets: round, play type, numbers and, once drawn, the draw (winning numbers among it)', () => {
    const bets = betsOf(createInitialState(T), 'member01').filter((b) => b.gameType === 'LOTT' || b.gameType === 'ELOTT');
    expect(bets.length).toBeGreaterThan(5);
    for (const b of bets) {
      expect(b.lottery, b.betId).toBeDefined();
      expect(b.lottery!.numbers.length).toBeGreaterThan(0);
      if (b.status === 'SETTLED') expect(b.lottery!.drawResult, b.betId).toBeDefined();
    }
    for (const b of bets.filter((x) => x.payout > 0 && x.gameType === 'LOTT')) {
      const drawn = b.lottery!.drawResult!.split(', ');
      for (const n of b.lottery!.numbers.split(', ')) expect(drawn, b.betId).toContain(n);
    }
    expect(betsOf(createInitialState(T), 'member01').filter((b) => b.gameType !== 'LOTT' && b.gameType !== 'ELOTT' && b.lottery)).toEqual([]);
  });

  it('filters by range, type, vendor and status, newest first, and totals the filter', () => {
    const state = createInitialState(T);
    const bets = betsOf(state, 'member01');
    const start = state.ledgerAnchor - 30 * DAY;
    const rows = filterBets(bets, { start, end: T, gameType: 'RNG' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((b) => b.gameType === 'RNG' && b.betTime >= start)).toBe(true);
    expect(rows.map((b) => b.betTime)).toEqual([...rows.map((b) => b.betTime)].sort((a, b) => b - a));
    expect(filterBets(bets, { start: 0, end: T, vassalage: 'PG' }).every((b) => b.vassalage === 'PG')).toBe(true);
    expect(filterBets(bets, { start: 0, end: T, status: 'CANCELLED' }).every((b) => b.status === 'CANCELLED')).toBe(true);
    const totals = betTotals(rows);
    expect(totals).toEqual({
      betCount: rows.length,
      stake: sum(rows.map((b) => b.stake)),
      validBet: sum(rows.map((b) => b.validBet)),
      payout: sum(rows.map((b) => b.payout)),
      winLoss: sum(rows.map((b) => b.winLoss)),
    });
  });
});

describe('personal profit and loss', () => {
  it('sums the bets of the range, with the bonuses and rebates of the ledger, per day and per game type', () => {
    const state = createInitialState(T);
    const start = state.ledgerAnchor - 90 * DAY;
    const pnl = personalProfit(state, 'member01', start, T);
    const bets = filterBets(betsOf(state, 'member01'), { start, end: T });
    const entries = state.ledger.member01!.filter((e) => e.time >= start && e.time <= T);
    expect(pnl.summary).toEqual({
      ...betTotals(bets),
      bonus: sum(entries.filter((e) => e.type === 'BONUS').map((e) => e.amount)),
      rebate: sum(entries.filter((e) => e.type === 'REBATE').map((e) => e.amount)),
      profit: round2(betTotals(bets).winLoss + pnl.summary.bonus + pnl.summary.rebate),
    });
    expect(pnl.summary.bonus).toBeGreaterThan(0);
    expect(pnl.summary.rebate).toBeGreaterThan(0);
    expect(pnl.daily).toHaveLength(91);
    expect(pnl.daily[0]!.date < pnl.daily.at(-1)!.date).toBe(true);
    expect(sum(pnl.daily.map((d) => d.winLoss))).toBe(pnl.summary.winLoss);
    expect(sum(pnl.daily.map((d) => d.bonus))).toBe(pnl.summary.bonus);
    expect(sum(pnl.daily.map((d) => d.rebate))).toBe(pnl.summary.rebate);
    expect(sum(pnl.daily.map((d) => d.profit))).toBe(pnl.summary.profit);
    expect(pnl.daily.some((d) => d.winLoss === 0 && d.bonus === 0 && d.rebate === 0 && d.profit === 0)).toBe(true);
    expect(pnl.byGameType.map((g) => g.gameType)).toEqual([...GAME_TYPES]);
    expect(sum(pnl.byGameType.map((g) => g.stake))).toBe(pnl.summary.stake);
    expect(sum(pnl.byGameType.map((g) => g.winLoss))).toBe(pnl.summary.winLoss);
    expect(pnl.byGameType.reduce((n, g) => n + g.betCount, 0)).toBe(pnl.summary.betCount);
  });

  it('keeps the bonuses of every type when one game type is chosen, and names days in Vietnam time', () => {
    const state = createInitialState(T);
    const all = personalProfit(state, 'member01', state.ledgerAnchor - 7 * DAY, state.ledgerAnchor - 1);
    const live = personalProfit(state, 'member01', state.ledgerAnchor - 7 * DAY, state.ledgerAnchor - 1, 'LIVE');
    expect(live.byGameType.map((g) => g.gameType)).toEqual(['LIVE']);
    expect(live.summary.bonus).toBe(all.summary.bonus);
    expect(live.summary.rebate).toBe(all.summary.rebate);
    expect(live.daily).toHaveLength(7);
    // The anchor is midnight in Vietnam (17:00 UTC the day before).
    expect(all.daily.at(-1)!.date).toBe('2026-11-23');
  });
});

describe('bonus details', () => {
  it('lists the BONUS and REBATE entries with their kinds, turnover and status', () => {
    const state = createInitialState(T);
    const bonuses = bonusesOf(state, 'member01', T);
    const credits = state.ledger.member01!.filter((e) => e.type === 'BONUS' || e.type === 'REBATE');
    expect(bonuses.map((b) => [b.bonusId, b.amount, b.time])).toEqual(credits.map((e) => [e.reference, e.amount, e.time]));
    expect(new Set(bonuses.map((b) => b.type))).toEqual(new Set(['PROMOTION', 'REBATE', 'VIP', 'MISSION', 'REFERRAL']));
    expect(new Set(bonuses.map((b) => b.status))).toEqual(new Set(['IN_PROGRESS', 'COMPLETED', 'EXPIRED']));
    for (const b of bonuses) {
      expect(b.turnoverRequired, b.name).toBe(round2(b.amount * (b.type === 'PROMOTION' ? 3 : 1)));
      expect(b.turnoverPlayed).toBeLessThanOrEqual(b.turnoverRequired);
      expect(b.status === 'COMPLETED').toBe(b.turnoverPlayed === b.turnoverRequired);
    }
    expect(bonuses.find((b) => b.name === 'High roller reload 50%')).toMatchObject({
      type: 'PROMOTION',
      amount: 5_000_000,
      turnoverRequired: 15_000_000,
      status: 'EXPIRED',
    });
    expect(bonuses.at(-1)).toMatchObject({
      name: 'Weekend reload bonus',
      type: 'PROMOTION',
      turnoverPlayed: 0,
      turnoverRequired: 3_000_000,
      status: 'IN_PROGRESS',
    });
  });

  it('counts the valid bets played after a bonus towards it, and expires it after a week', () => {
    const state = createInitialState(T);
    const reload = () => bonusesOf(state, 'member01', state.ledgerAnchor + 2 * DAY).at(-1)!;
    expect(reload().status).toBe('IN_PROGRESS');
    const at = state.ledgerAnchor + DAY;
    post(state, 'member01', {
      time: at,
      type: 'BET',
      amount: -1_000_000,
      accountTypeId: 1,
      reference: 'BTX1',
      remark: 'PG Soft - Mahjong Ways 2',
      nodeId: 30_500,
    });
    expect(reload()).toMatchObject({ turnoverPlayed: 1_000_000, status: 'IN_PROGRESS' });
    expect(bonusesOf(state, 'member01', state.ledgerAnchor + (BONUS_TURNOVER_DAYS + 1) * DAY).at(-1)!.status).toBe('EXPIRED');
    post(state, 'member01', {
      time: at + 60_000,
      type: 'BET',
      amount: -2_000_000,
      accountTypeId: 1,
      reference: 'BTX2',
      remark: 'PG Soft - Mahjong Ways 2',
      nodeId: 30_500,
    });
    expect(reload()).toMatchObject({ turnoverPlayed: 3_000_000, status: 'COMPLETED' });
  });
});

/**
 * The agents' teams of a fresh state: their shape, their rates, their histories, the agents'
 * income and settlements, the state's size and speed, and the clock crediting commission and
 * salaries as it moves.
 */
import { describe, expect, it } from 'vitest';
import { isAgent } from './accounts';
import { commissionByDay } from './agency';
import { CATALOG } from './core/catalog';
import { DAY, dayStart, HOUR, MINUTE, now } from './core/clock';
import { MAIN_WALLET, post } from './core/ledger';
import { PRODUCT_TYPES } from './core/state';
import { advanceClock } from './money';
import { createInitialState } from './seed/platform';
import { teamOf, vnDate } from './team';

const T = Date.UTC(2026, 10, 24, 5, 0);

describe('the seeded teams', () => {
  const state = createInitialState(T);
  const anchor = state.ledgerAnchor;

  it('gives agent01 30 downlines over 3 levels, with sub-agents and their members', () => {
    const team = teamOf(state, 'agent01');
    expect(team).toHaveLength(30);
    expect(Math.max(...team.map((m) => m.level))).toBe(3);
    const direct = team.filter((m) => m.level === 1).map((m) => m.account.username);
    expect(direct).toEqual(expect.arrayContaining(['member01', 'tran_minh', 'le_hoa', 'pham_duc', 'vo_lan', 'dang_khoa', 'hung_agent', 'thu_agent']));
    expect(state.accounts.hung_agent).toMatchObject({ type: 2, upline: 'agent01', password: 'Agent123' });
    expect(state.accounts.thu_agent).toMatchObject({ type: 41, upline: 'agent01' });
    expect(state.accounts.son_agent).toMatchObject({ type: 42, upline: 'thu_agent' });
    expect(teamOf(state, 'son_agent').every((m) => m.account.type === 0 && m.account.password === 'Member123')).toBe(true);
    expect(team.filter((m) => m.account.status === 'FROZEN').map((m) => m.account.username)).toEqual(['quach_hieu']);
  });

  it('registers them over the last 90 days, some this week, a few never deposited, last logins varied', () => {
    const fresh = teamOf(state, 'agent01')
      .map((m) => m.account)
      .filter((a) => a.regDate > anchor - 90 * DAY);
    expect(fresh.length).toBeGreaterThanOrEqual(20);
    expect(fresh.filter((a) => a.regDate > anchor - 7 * DAY).length).toBeGreaterThanOrEqual(3);
    expect(fresh.filter((a) => a.regDate > anchor - 30 * DAY).length).toBeGreaterThanOrEqual(8);
    const never = fresh.filter((a) => !state.ledger[a.username]!.some((e) => e.type === 'DEPOSIT'));
    expect(never.map((a) => a.username).sort()).toEqual(['do_mai', 'ha_quan', 'ta_ngoc']);
    for (const a of fresh) {
      const first = state.ledger[a.username]![0];
      if (first) expect(first.time, a.username).toBeGreaterThanOrEqual(a.regDate);
      if (first) expect(first.type, a.username).toBe('DEPOSIT');
    }
    const logins = new Set(fresh.map((a) => a.lastLoginTime));
    expect(logins.size).toBeGreaterThan(10);
    expect(state.accounts.member01!.lastLoginTime).toBeLessThanOrEqual(T);
  });

  it('keeps every rate at or below the upline’s, agent01 at its quota', () => {
    expect(state.accounts.agent01!.rebates).toEqual({ LIVE: 1, RNG: 1.2, SPORTS: 0.9, LOTT: 1.5, ELOTT: 1.5, FISH: 1.2, PVP: 1, ESPORTS: 0.9 });
    for (const a of Object.values(state.accounts)) {
      const upline = a.upline ? state.accounts[a.upline] : undefined;
      if (!upline) continue;
      for (const p of PRODUCT_TYPES) expect(a.rebates[p], `${a.username} ${p}`).toBeLessThanOrEqual(upline.rebates[p]);
    }
  });

  it('gives agent02 150 downlines over 3 levels registered over the last 21 days', () => {
    const team = teamOf(state, 'agent02');
    expect(team).toHaveLength(150);
    expect(new Set(team.map((m) => m.level))).toEqual(new Set([1, 2, 3]));
    expect(team.every((m) => m.account.regDate >= anchor - 21 * DAY && m.account.regDate < anchor)).toBe(true);
    expect(team.filter((m) => isAgent(m.account)).length).toBe(8);
    expect(team.every((m) => (state.ledger[m.account.username]![0]?.time ?? Number.POSITIVE_INFINITY) >= anchor - 21 * DAY)).toBe(true);
  });

  it('ends agent01 at its balance with its daily commission and the settlements it paid', () => {
    expect(state.accounts.agent01!.balance).toBe(88_400_000);
    const ledger = state.ledger.agent01!;
    expect(ledger.every((e, i) => i === 0 || e.time >= ledger[i - 1]!.time)).toBe(true);
    const commission = ledger.filter((e) => e.type === 'COMMISSION');
    expect(commission.length).toBeGreaterThan(60);
    const day = dayStart(commission.at(-1)!.time) - DAY;
    expect(commission.at(-1)!.amount).toBe(commissionByDay(state, 'agent01', day, day + DAY - 1).get(day));
    expect(commission.at(-1)!.remark).toBe(`Commission ${vnDate(day)}`);
    // Each settlement moved its amount out of the upline and into the downline, with one reference.
    const paid = state.agency.settlements.filter((s) => s.paidAt !== null && s.amount > 0);
    expect(new Set(paid.map((s) => s.kind))).toEqual(new Set(['DIVIDEND', 'DAILY', 'HOURLY']));
    expect(state.agency.settlements.filter((s) => s.status === 'FORCED')).toHaveLength(1);
    const pairs = new Map(state.contracts.list.filter((c) => c.kind !== 'REALTIME').map((c) => [`${c.upline}>${c.downline}`, c]));
    expect(pairs.size).toBe(3);
    for (const contract of pairs.values()) {
      const out = state.ledger[contract.upline]!.filter(
        (e) => (e.type === 'DIVIDEND' || e.type === 'SALARY') && e.amount < 0 && e.remark.endsWith(`to ${contract.downline}`),
      );
      const into = state.ledger[contract.downline]!.filter((e) => (e.type === 'DIVIDEND' || e.type === 'SALARY') && e.amount > 0);
      expect(into.map((e) => [e.reference, e.amount])).toEqual(out.map((e) => [e.reference, -e.amount]));
      expect(out.length).toBe(paid.filter((s) => s.upline === contract.upline && s.downline === contract.downline).length);
    }
    for (const entries of Object.values(state.ledger)) expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
  });

  it('has one past dividend of agent01 forced by the platform within 90 days, whatever the day (a half month of losses owes nothing)', () => {
    for (let at = T; at < T + 120 * DAY; at += 6 * DAY) {
      const forced = createInitialState(at).agency.settlements.filter((s) => s.status === 'FORCED');
      expect(forced, new Date(at).toISOString()).toHaveLength(1);
      expect(forced[0]).toMatchObject({ kind: 'DIVIDEND', upline: 'agent01' });
      expect(forced[0]!.amount).toBeGreaterThan(0);
      expect(forced[0]!.paidAt).toBeGreaterThan(at - 90 * DAY);
    }
  });

  it('is the same for two states made at the same time', () => {
    const again = createInitialState(T);
    expect(again.accounts).toEqual(state.accounts);
    expect(again.ledger).toEqual(state.ledger);
    expect(again.agency).toEqual(state.agency);
  });

  it('fits the browser’s storage and is made fast', () => {
    expect(JSON.stringify(state).length).toBeLessThan(3_000_000);
    // The process's CPU time, not the clock's: a busy machine makes it slower, not more work.
    const started = process.cpuUsage();
    createInitialState(T);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(500);
  });
});

describe('the clock', () => {
  const liveGame = CATALOG.find((g) => g.gameType === 'RNG')!;

  it('credits commission for the day that ended, and pays salaries for the hour and the day', () => {
    const state = createInitialState();
    // No real-time salary contract, so no simulated lottery play adds to the branch's bets.
    state.contracts.list = state.contracts.list.filter((c) => c.kind !== 'REALTIME');
    const time = now(state);
    const today = dayStart(time);
    const bet = (username: string, stake: number) =>
      post(state, username, {
        time,
        type: 'BET',
        amount: -stake,
        accountTypeId: MAIN_WALLET,
        reference: `BTTEST${username}`,
        remark: 'test bet',
        nodeId: liveGame.nodeId,
      });
    bet('tran_minh', 1_000_000);
    bet('ngo_bao', 500_000);
    const balance = state.accounts.agent01!.balance;
    const written = state.ledger.agent01!.length;

    // The hour ends: hung_agent's hourly salary (0.05 % of its branch's 500,000).
    advanceClock(state, Math.floor(time / HOUR) * HOUR + HOUR + 6 * MINUTE - time);
    // Hourly salaries only: run between 00:00 and 01:00 Vietnam time, the hour's end also brings
    // the day before's daily wages (paid at 01:00).
    const hourly = state.ledger.hung_agent!.filter((e) => e.type === 'SALARY' && e.time > time && e.remark?.startsWith('Hourly salary'));
    expect(hourly.map((e) => e.amount)).toEqual([250]);
    expect(state.agency.settlements.at(-1)).toMatchObject({
      kind: 'HOURLY',
      upline: 'agent01',
      downline: 'hung_agent',
      betVolume: 500_000,
      amount: 250,
      status: 'PAID',
    });

    // The day ends: daily wages at 01:00, agent01's commission at 02:00.
    advanceClock(state, today + DAY + 2 * HOUR + MINUTE - now(state));
    const commission = state.ledger.agent01!.filter((e) => e.type === 'COMMISSION' && e.remark === `Commission ${vnDate(today)}`);
    // agent01's slots rate less tran_minh's on 1,000,000, less hung_agent's on ngo_bao's 500,000.
    const { rebates } = state.accounts.agent01!;
    const expected =
      (1_000_000 * (rebates.RNG - state.accounts.tran_minh!.rebates.RNG) + 500_000 * (rebates.RNG - state.accounts.hung_agent!.rebates.RNG)) / 100;
    expect(commission.map((e) => e.amount)).toEqual([Math.round(expected * 100) / 100]);
    const wages = state.ledger.hung_agent!.filter((e) => e.type === 'SALARY' && e.remark === `Daily wages ${vnDate(today)} from agent01`);
    expect(wages.map((e) => e.amount)).toEqual([1_500]);
    const since = state.ledger.agent01!.slice(written).reduce((sum, e) => sum + e.amount, 0);
    expect(state.accounts.agent01!.balance).toBe(Math.round((balance + since) * 100) / 100);
    expect(state.ledger.agent01!.slice(written).map((e) => e.type)).toEqual(expect.arrayContaining(['SALARY', 'COMMISSION']));
  });
});

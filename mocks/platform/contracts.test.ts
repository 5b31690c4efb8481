/**
 * The contracts of the mock platform (docs/design/contracts.md): offers and their refusals, the
 * state machine, the lower-rate acceptance, the real-time salary (its arithmetic, its 5-minute
 * settlement and the simulated play), the dividend flow (DUE, paid, forced, the upline frozen a
 * day), the salaries paid at the tiers of the contract ACTIVE at the period's end, and the
 * consolidated flags.
 *
 * The platform's clock is `Date.now()` plus an offset, so `Date` is faked at `T` (frozen): every
 * state is made at `T` and moves only by `advanceClock`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFigures, halfMonth, payDividend } from './agency';
import {
  branchOf,
  ceilingOf,
  consolidatedFlags,
  contractActiveAt,
  DIVIDEND_GRACE,
  decideContract,
  FREEZE_LENGTH,
  findContract,
  nextBoundary,
  offerContract,
  REALTIME_STEP,
  roundWage,
  SEEDED_CONTRACTS,
  wouldTerminate,
} from './contracts';
import { CATALOG, gameByCode } from './core/catalog';
import { DAY, dayStart, HOUR, MINUTE, now } from './core/clock';
import { MAIN_WALLET, mainBalance, post } from './core/ledger';
import type { ContractKind, ContractTier, PlatformState, Settlement, StoredContract } from './core/state';
import { advanceClock } from './money';
import { betsOf } from './records';
import { createInitialState } from './seed/platform';

/** Tuesday 24 November 2026, 12:02 Vietnam time: the second half of the month, its end 6½ days ahead. */
const T = Date.UTC(2026, 10, 24, 5, 2);

beforeAll(() => {
  vi.useFakeTimers({ now: T, toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const fresh = () => createInitialState(T);
const acc = (state: PlatformState, username: string) => state.accounts[username]!;
const c = (state: PlatformState, id: string) => findContract(state, id)!;
const offer = (state: PlatformState, upline: string, kind: ContractKind, downline: string, tiers: unknown, salaryPeriod?: 'D' | 'W' | 'H' | 'M') =>
  offerContract(state, acc(state, upline), kind, { downline, tiers, ...(salaryPeriod ? { salaryPeriod } : {}) }, now(state));
const decide = (state: PlatformState, username: string, kind: ContractKind, id: string, decision: 'A' | 'R' | 'C', confirm = false) =>
  decideContract(state, username, kind, id, decision, confirm, now(state));
const actionsOf = (state: PlatformState, id: string) => state.contracts.events.filter((e) => e.contractId === id).map((e) => e.action);
const asContract = (x: StoredContract | string): StoredContract => {
  if (typeof x === 'string') throw new Error(`expected a contract, got ${x}`);
  return x;
};
/** A settled slots bet (no payout: the stake is lost) of `username` now; `payout` pays part of it back. */
const slots = CATALOG.find((g) => g.gameType === 'RNG')!;
let betNo = 0;
function bet(state: PlatformState, username: string, stake: number, payout = 0) {
  betNo += 1;
  const reference = `BTCT${String(betNo).padStart(6, '0')}`;
  const time = now(state);
  post(state, username, { time, type: 'BET', amount: -stake, accountTypeId: MAIN_WALLET, reference, remark: 'test bet', nodeId: slots.nodeId });
  if (payout > 0)
    post(state, username, {
      time: time + 1_000,
      type: 'PAYOUT',
      amount: payout,
      accountTypeId: MAIN_WALLET,
      reference,
      remark: 'test payout',
      nodeId: slots.nodeId,
    });
}
/** Takes money out of a main wallet (a withdrawal), leaving `left`. */
function drain(state: PlatformState, username: string, left = 0) {
  const amount = Math.round((mainBalance(acc(state, username)) - left) * 100) / 100;
  post(state, username, {
    time: now(state),
    type: 'WITHDRAWAL',
    amount: -amount,
    accountTypeId: MAIN_WALLET,
    reference: `WDCT${username}${now(state)}`,
    remark: 'test drain',
  });
}

const hourlyTier = (rate: number): ContractTier[] => [{ periodBet: 0, activeMembers: 1, rate }];
const dailyTier = (rate: number): ContractTier[] => [{ periodBet: 0, activeMembers: 1, rate }];
const dividendTier = (rate: number): ContractTier[] => [{ periodBet: 0, activeMembers: 0, periodProfitLoss: 0, rate }];
const RT_TIERS: ContractTier[] = [
  { periodBet: 0, activeMembers: 0, rate: 0.5, lossRate: 0.3 },
  { periodBet: 30_000, activeMembers: 0, rate: 0.8, lossRate: 0.5 },
];

/* ------------------------------------------------------------------ seed */

describe('the seeded contracts', () => {
  it('are the design’s, with their fixed ids, statuses and history', () => {
    const state = fresh();
    const ids = state.contracts.list.map((x) => x.contractId).sort();
    expect(ids).toEqual(SEEDED_CONTRACTS.map((s) => s.id).sort());
    expect(ids).toHaveLength(14);
    expect(c(state, 'RT000000000104')).toMatchObject({ kind: 'REALTIME', upline: 'agent01', downline: 'hung_agent', status: 'ACTIVE', tiers: RT_TIERS });
    expect(c(state, 'HS000000000204')).toMatchObject({ kind: 'HOURLY', upline: 'agent01', downline: 'thu_agent', status: 'PENDING', tiers: hourlyTier(0.02) });
    expect(c(state, 'HS000000000204').createTime).toBe(T - 2 * HOUR);
    expect(c(state, 'HS000000000204').startTime).toBeUndefined();
    expect(c(state, 'DS000000000100')).toMatchObject({ status: 'REPLACED', endReason: 'REPLACED' });
    expect(c(state, 'DS000000000102').replacesContractId).toBe('DS000000000100');
    expect(c(state, 'DS000000000102').startTime).toBe(c(state, 'DS000000000100').endTime);
    expect(c(state, 'RT000000000205')).toMatchObject({ status: 'REJECTED', endedBy: 'DOWNLINE', endReason: 'REJECTED' });
    expect(c(state, 'RT000000000304')).toMatchObject({ status: 'TERMINATED', endedBy: 'DOWNLINE', endReason: 'TERMINATED' });
    expect(actionsOf(state, 'DS000000000100')).toEqual(['OFFERED', 'ACCEPTED', 'REPLACED']);
    expect(actionsOf(state, 'RT000000000205')).toEqual(['OFFERED', 'REJECTED']);
    expect(actionsOf(state, 'RT000000000304')).toEqual(['OFFERED', 'ACCEPTED', 'TERMINATED']);
    expect(actionsOf(state, 'HS000000000204')).toEqual(['OFFERED']);
    // One ACTIVE contract per (upline, downline, kind).
    const active = state.contracts.list.filter((x) => x.status === 'ACTIVE').map((x) => `${x.upline}>${x.downline}:${x.kind}`);
    expect(new Set(active).size).toBe(active.length);
    expect(active).toHaveLength(10);
  });

  it('give each upline the ceiling of its own ACTIVE contract, the platform’s for a top agent', () => {
    const state = fresh();
    expect(ceilingOf(state, 'agent01', 'DIVIDEND')).toEqual({ rate: 50 });
    expect(ceilingOf(state, 'agent01', 'REALTIME')).toEqual({ rate: 5, lossRate: 5 });
    expect(ceilingOf(state, 'thu_agent', 'DAILY')).toEqual({ rate: 0.25 });
    expect(ceilingOf(state, 'thu_agent', 'HOURLY')).toEqual({ rate: 0.04 });
    expect(ceilingOf(state, 'hung_agent', 'DIVIDEND')).toEqual({ rate: 25 });
    expect(ceilingOf(state, 'hung_agent', 'REALTIME')).toEqual({ rate: 0.8, lossRate: 0.5 });
    // thu_agent has no real-time contract (its offer was rejected): the platform's.
    expect(ceilingOf(state, 'thu_agent', 'REALTIME')).toEqual({ rate: 5, lossRate: 5 });
  });
});

/* ------------------------------------------------------------------ offers */

describe('offerContract', () => {
  it('makes a PENDING contract with an id of the kind’s prefix and the state’s sequence, and an OFFERED event', () => {
    const state = fresh();
    const seq = state.seq;
    const tiers = [
      { periodBet: 0, activeMembers: 1, rate: 0.3 },
      { periodBet: 20_000_000, activeMembers: 3, rate: 0.5, amount: 123 },
    ];
    const made = asContract(offer(state, 'agent01', 'DAILY', 'hung_agent', tiers));
    expect(made.contractId).toBe(`DS${String(seq + 1).padStart(12, '0')}`);
    expect(made.contractId).toMatch(/^DS\d{12}$/);
    expect(made).toMatchObject({
      kind: 'DAILY',
      upline: 'agent01',
      downline: 'hung_agent',
      status: 'PENDING',
      salaryPeriod: 'D',
      createTime: T,
      updateTime: T,
      replacesContractId: 'DS000000000102',
    });
    // `amount` is answered, never taken.
    expect(made.tiers).toEqual([
      { periodBet: 0, activeMembers: 1, rate: 0.3 },
      { periodBet: 20_000_000, activeMembers: 3, rate: 0.5 },
    ]);
    expect(made.startTime).toBeUndefined();
    expect(state.contracts.events.at(-1)).toMatchObject({
      contractId: made.contractId,
      action: 'OFFERED',
      by: 'agent01',
      time: T,
      rate: 0.5,
      kind: 'DAILY',
      upline: 'agent01',
      downline: 'hung_agent',
    });
    // The old contract is still the one ACTIVE.
    expect(c(state, 'DS000000000102').status).toBe('ACTIVE');
  });

  it('gives each kind its prefix, a dividend its period (H by default) and a real-time tier its loss rate', () => {
    const state = fresh();
    const dividend = asContract(offer(state, 'thu_agent', 'DIVIDEND', 'son_agent', dividendTier(15)));
    expect(dividend.contractId).toMatch(/^DC\d{12}$/);
    expect(dividend.salaryPeriod).toBe('H');
    expect(dividend.tiers).toEqual([{ periodBet: 0, activeMembers: 0, periodProfitLoss: 0, rate: 15 }]);
    const hourly = asContract(offer(state, 'thu_agent', 'HOURLY', 'son_agent', hourlyTier(0.01)));
    expect(hourly.contractId).toMatch(/^HS\d{12}$/);
    expect(hourly.salaryPeriod).toBeUndefined();
    const realtime = asContract(offer(state, 'thu_agent', 'REALTIME', 'son_agent', [{ periodBet: 0, activeMembers: 7, rate: 0.2, lossRate: 0.1 }]));
    expect(realtime.contractId).toMatch(/^RT\d{12}$/);
    expect(realtime.tiers).toEqual([{ periodBet: 0, activeMembers: 0, rate: 0.2, lossRate: 0.1 }]);
    expect(realtime.replacesContractId).toBeUndefined();
    const monthly = asContract(offer(state, 'agent01', 'DIVIDEND', 'hung_agent', dividendTier(20), 'M'));
    expect(monthly.salaryPeriod).toBe('M');
    expect(monthly.contractId).toMatch(/^DC\d{12}$/);
  });

  it('refuses a downline that is not a direct one, or not an agent', () => {
    const state = fresh();
    const seq = state.seq;
    expect(offer(state, 'agent01', 'DAILY', 'son_agent', dailyTier(0.1))).toBe('agent.downline.not.direct');
    expect(offer(state, 'agent01', 'DAILY', 'nobody_here', dailyTier(0.1))).toBe('agent.downline.not.direct');
    expect(offer(state, 'thu_agent', 'DAILY', 'hung_agent', dailyTier(0.1))).toBe('agent.downline.not.direct');
    expect(offer(state, 'agent01', 'DAILY', 'member01', dailyTier(0.1))).toBe('contract.downline.not.agent');
    expect(offer(state, 'hung_agent', 'DAILY', 'ngo_bao', dailyTier(0.1))).toBe('contract.downline.not.agent');
    expect(state.seq).toBe(seq);
  });

  it('refuses tiers not ascending, rates decreasing, no tiers, 11 tiers or all rates 0', () => {
    const state = fresh();
    const count = state.contracts.list.length;
    const notAscending = [
      { periodBet: 1_000_000, activeMembers: 1, rate: 0.1 },
      { periodBet: 500_000, activeMembers: 1, rate: 0.2 },
    ];
    const samePeriodBet = [
      { periodBet: 1_000_000, activeMembers: 1, rate: 0.1 },
      { periodBet: 1_000_000, activeMembers: 2, rate: 0.2 },
    ];
    const decreasing = [
      { periodBet: 0, activeMembers: 1, rate: 0.2 },
      { periodBet: 1_000_000, activeMembers: 1, rate: 0.1 },
    ];
    const lossDecreasing = [
      { periodBet: 0, rate: 0.2, lossRate: 0.2 },
      { periodBet: 10_000, rate: 0.3, lossRate: 0.1 },
    ];
    const eleven = Array.from({ length: 11 }, (_, i) => ({ periodBet: i * 1_000_000, activeMembers: 1, rate: 0.01 * (i + 1) }));
    const ten = eleven.slice(0, 10);
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', notAscending)).toBe('contract.tiers.invalid');
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', samePeriodBet)).toBe('contract.tiers.invalid');
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', decreasing)).toBe('contract.tiers.invalid');
    expect(offer(state, 'agent01', 'REALTIME', 'hung_agent', lossDecreasing)).toBe('contract.tiers.invalid');
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', [])).toBe('contract.tiers.invalid');
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', eleven)).toBe('contract.tiers.invalid');
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(0))).toBe('contract.tiers.invalid');
    expect(state.contracts.list).toHaveLength(count);
    // Ten tiers are fine.
    expect(asContract(offer(state, 'agent01', 'DAILY', 'hung_agent', ten)).tiers).toHaveLength(10);
  });

  it('refuses malformed tiers and periods as parameter errors', () => {
    const state = fresh();
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', [{ periodBet: 0, activeMembers: 1, rate: 0.123 }])).toBe('request_param_err');
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', [{ periodBet: -1, activeMembers: 1, rate: 0.1 }])).toBe('request_param_err');
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', [{ periodBet: 0, activeMembers: 1.5, rate: 0.1 }])).toBe('request_param_err');
    expect(offer(state, 'agent01', 'REALTIME', 'hung_agent', [{ periodBet: 0, rate: 0.1 }])).toBe('request_param_err');
    expect(offer(state, 'agent01', 'DIVIDEND', 'hung_agent', [{ periodBet: 0, activeMembers: 0, periodProfitLoss: 5, rate: 10 }])).toBe('request_param_err');
    expect(offer(state, 'agent01', 'DIVIDEND', 'hung_agent', dividendTier(10), 'D')).toBe('request_param_err');
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(0.1), 'W')).toBe('request_param_err');
  });

  it('refuses a rate above the upline’s own contract of the kind, or the platform’s ceiling', () => {
    const state = fresh();
    // thu_agent's own DAILY from agent01 pays 0.25.
    expect(offer(state, 'thu_agent', 'DAILY', 'son_agent', dailyTier(0.26))).toBe('contract.rate.above.own');
    expect(offer(state, 'thu_agent', 'HOURLY', 'son_agent', hourlyTier(0.05))).toBe('contract.rate.above.own');
    expect(offer(state, 'thu_agent', 'DIVIDEND', 'son_agent', dividendTier(30.01))).toBe('contract.rate.above.own');
    // agent01 has no upline: the platform's ceilings.
    expect(offer(state, 'agent01', 'DIVIDEND', 'hung_agent', dividendTier(50.01))).toBe('contract.rate.above.own');
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(2.01))).toBe('contract.rate.above.own');
    expect(offer(state, 'agent01', 'HOURLY', 'hung_agent', hourlyTier(1.01))).toBe('contract.rate.above.own');
    expect(offer(state, 'agent01', 'REALTIME', 'thu_agent', [{ periodBet: 0, rate: 1, lossRate: 5.01 }])).toBe('contract.rate.above.own');
    // Only the top tier counts; at the ceiling is fine.
    expect(asContract(offer(state, 'thu_agent', 'DAILY', 'son_agent', dailyTier(0.25))).status).toBe('PENDING');
    expect(asContract(offer(state, 'agent01', 'DIVIDEND', 'hung_agent', dividendTier(50))).status).toBe('PENDING');
    expect(asContract(offer(state, 'agent01', 'REALTIME', 'thu_agent', [{ periodBet: 0, rate: 5, lossRate: 5 }])).status).toBe('PENDING');
  });

  it('refuses a second offer while one is PENDING', () => {
    const state = fresh();
    // The seeded pending hourly offer to thu_agent.
    expect(offer(state, 'agent01', 'HOURLY', 'thu_agent', hourlyTier(0.03))).toBe('contract.offer.pending');
    asContract(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(0.35)));
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(0.36))).toBe('contract.offer.pending');
    // Another kind, or another downline, is fine.
    expect(asContract(offer(state, 'agent01', 'DAILY', 'thu_agent', dailyTier(0.3))).status).toBe('PENDING');
  });

  it('refuses a frozen upline', () => {
    const state = fresh();
    acc(state, 'agent01').status = 'FROZEN';
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(0.35))).toBe('account.frozen');
    acc(state, 'agent01').status = 'ACTIVE';
    expect(asContract(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(0.35))).status).toBe('PENDING');
  });
});

/* ------------------------------------------------------------------ decisions */

describe('decideContract', () => {
  it('accept: the offer becomes ACTIVE and replaces the ACTIVE one (REPLACED), with the history', () => {
    const state = fresh();
    const made = asContract(
      offer(state, 'agent01', 'DAILY', 'hung_agent', [
        { periodBet: 0, activeMembers: 1, rate: 0.35 },
        { periodBet: 20_000_000, activeMembers: 3, rate: 0.45 },
      ]),
    );
    advanceClock(state, 10 * MINUTE);
    const time = now(state);
    const step = decide(state, 'hung_agent', 'DAILY', made.contractId, 'A');
    expect(step).toEqual({ contract: made, terminated: [] });
    expect(made).toMatchObject({ status: 'ACTIVE', startTime: time, updateTime: time, replacesContractId: 'DS000000000102' });
    expect(made.endTime).toBeUndefined();
    expect(c(state, 'DS000000000102')).toMatchObject({ status: 'REPLACED', endReason: 'REPLACED', endedBy: 'PLATFORM', endTime: time, updateTime: time });
    expect(actionsOf(state, made.contractId)).toEqual(['OFFERED', 'ACCEPTED']);
    expect(actionsOf(state, 'DS000000000102')).toEqual(['OFFERED', 'ACCEPTED', 'REPLACED']);
    expect(state.contracts.events.slice(-2).map((e) => [e.contractId, e.action, e.by, e.time, e.rate])).toEqual([
      ['DS000000000102', 'REPLACED', 'hung_agent', time, 0.4],
      [made.contractId, 'ACCEPTED', 'hung_agent', time, 0.45],
    ]);
    // Periods ending before the acceptance settle at the old terms, after it at the new.
    expect(contractActiveAt(state, 'agent01', 'hung_agent', 'DAILY', time - 1)?.contractId).toBe('DS000000000102');
    expect(contractActiveAt(state, 'agent01', 'hung_agent', 'DAILY', time)?.contractId).toBe(made.contractId);
    expect(state.contracts.list.filter((x) => x.upline === 'agent01' && x.downline === 'hung_agent' && x.kind === 'DAILY' && x.status === 'ACTIVE')).toEqual([
      made,
    ]);
    // hung_agent's ceiling follows the new contract.
    expect(ceilingOf(state, 'hung_agent', 'DAILY')).toEqual({ rate: 0.45 });
  });

  it('accept with no ACTIVE contract of the kind: ACTIVE, nothing replaced', () => {
    const state = fresh();
    const made = asContract(offer(state, 'agent01', 'REALTIME', 'thu_agent', [{ periodBet: 0, rate: 0.4, lossRate: 0.2 }]));
    const events = state.contracts.events.length;
    expect(decide(state, 'thu_agent', 'REALTIME', made.contractId, 'A')).toEqual({ contract: made, terminated: [] });
    expect(made.status).toBe('ACTIVE');
    expect(made.replacesContractId).toBeUndefined();
    expect(state.contracts.events.slice(events).map((e) => e.action)).toEqual(['ACCEPTED']);
  });

  it('reject: REJECTED by the downline, the ACTIVE one stays', () => {
    const state = fresh();
    const made = asContract(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(0.5)));
    const step = decide(state, 'hung_agent', 'DAILY', made.contractId, 'R');
    expect(step).toEqual({ contract: made, terminated: [] });
    expect(made).toMatchObject({ status: 'REJECTED', endedBy: 'DOWNLINE', endReason: 'REJECTED', endTime: T });
    expect(made.startTime).toBeUndefined();
    expect(c(state, 'DS000000000102').status).toBe('ACTIVE');
    expect(actionsOf(state, made.contractId)).toEqual(['OFFERED', 'REJECTED']);
    expect(state.contracts.events.at(-1)).toMatchObject({ action: 'REJECTED', by: 'hung_agent' });
    // Answered: a new offer may follow.
    expect(asContract(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(0.45))).status).toBe('PENDING');
  });

  it('withdraw: the upline cancels its PENDING offer (WITHDRAWN); the downline cannot', () => {
    const state = fresh();
    expect(decide(state, 'thu_agent', 'HOURLY', 'HS000000000204', 'C')).toBe('contract.state.invalid');
    expect(c(state, 'HS000000000204').status).toBe('PENDING');
    const step = decide(state, 'agent01', 'HOURLY', 'HS000000000204', 'C');
    expect(step).toEqual({ contract: c(state, 'HS000000000204'), terminated: [] });
    expect(c(state, 'HS000000000204')).toMatchObject({ status: 'WITHDRAWN', endedBy: 'UPLINE', endReason: 'WITHDRAWN', endTime: T });
    expect(actionsOf(state, 'HS000000000204')).toEqual(['OFFERED', 'WITHDRAWN']);
    expect(state.contracts.events.at(-1)).toMatchObject({ action: 'WITHDRAWN', by: 'agent01' });
    // The ACTIVE hourly contract is untouched, and the flag is gone.
    expect(c(state, 'HS000000000203').status).toBe('ACTIVE');
    expect(consolidatedFlags(state, acc(state, 'thu_agent')).contracthoursalreq).toBe(0);
  });

  it('refuses the upline accepting or rejecting its own offer, and accepting what is not PENDING', () => {
    const state = fresh();
    const events = state.contracts.events.length;
    expect(decide(state, 'agent01', 'HOURLY', 'HS000000000204', 'A')).toBe('contract.state.invalid');
    expect(decide(state, 'agent01', 'HOURLY', 'HS000000000204', 'R')).toBe('contract.state.invalid');
    expect(decide(state, 'hung_agent', 'HOURLY', 'HS000000000103', 'A')).toBe('contract.state.invalid');
    expect(decide(state, 'hung_agent', 'HOURLY', 'HS000000000103', 'R')).toBe('contract.state.invalid');
    expect(decide(state, 'thu_agent', 'REALTIME', 'RT000000000205', 'A')).toBe('contract.state.invalid');
    expect(decide(state, 'agent01', 'DAILY', 'DS000000000100', 'C')).toBe('contract.state.invalid');
    expect(c(state, 'HS000000000204').status).toBe('PENDING');
    expect(c(state, 'HS000000000103').status).toBe('ACTIVE');
    expect(state.contracts.events).toHaveLength(events);
  });

  it('terminate: either side ends an ACTIVE contract (endedBy UPLINE / DOWNLINE)', () => {
    const state = fresh();
    advanceClock(state, 3 * MINUTE);
    const time = now(state);
    const byUpline = decide(state, 'agent01', 'HOURLY', 'HS000000000103', 'C');
    expect(byUpline).toEqual({ contract: c(state, 'HS000000000103'), terminated: [] });
    expect(c(state, 'HS000000000103')).toMatchObject({ status: 'TERMINATED', endedBy: 'UPLINE', endReason: 'TERMINATED', endTime: time });
    expect(state.contracts.events.at(-1)).toMatchObject({ contractId: 'HS000000000103', action: 'TERMINATED', by: 'agent01', time });
    decide(state, 'son_agent', 'DAILY', 'DS000000000302', 'C');
    expect(c(state, 'DS000000000302')).toMatchObject({ status: 'TERMINATED', endedBy: 'DOWNLINE', endReason: 'TERMINATED', endTime: time });
    expect(state.contracts.events.at(-1)).toMatchObject({ contractId: 'DS000000000302', action: 'TERMINATED', by: 'son_agent' });
    expect(actionsOf(state, 'DS000000000302')).toEqual(['OFFERED', 'ACCEPTED', 'TERMINATED']);
    // Ended: no contract of the kind ACTIVE any more, and a second cancel is refused.
    expect(contractActiveAt(state, 'thu_agent', 'son_agent', 'DAILY', time)).toBeUndefined();
    expect(decide(state, 'son_agent', 'DAILY', 'DS000000000302', 'C')).toBe('contract.state.invalid');
    // thu_agent's own daily contract is untouched.
    expect(c(state, 'DS000000000202').status).toBe('ACTIVE');
  });

  it('answers contract.not.found for an unknown id, another kind’s id, or somebody else’s contract', () => {
    const state = fresh();
    expect(decide(state, 'hung_agent', 'DAILY', 'DS999999999999', 'C')).toBe('contract.not.found');
    expect(decide(state, 'hung_agent', 'DAILY', 'HS000000000103', 'C')).toBe('contract.not.found');
    expect(decide(state, 'thu_agent', 'DAILY', 'HS000000000204', 'A')).toBe('contract.not.found');
    expect(decide(state, 'son_agent', 'HOURLY', 'HS000000000103', 'C')).toBe('contract.not.found');
    expect(decide(state, 'agent01', 'HOURLY', 'HS000000000303', 'C')).toBe('contract.not.found');
    expect(c(state, 'HS000000000103').status).toBe('ACTIVE');
  });
});

/* ------------------------------------------------------------------ lower rate */

describe('accepting a lower rate', () => {
  it('names the downline contracts that would end, and refuses without confirmation, changing nothing', () => {
    const state = fresh();
    expect(wouldTerminate(state, c(state, 'HS000000000204')).map((x) => x.contractId)).toEqual(['HS000000000303']);
    // hung_agent gave nobody a contract: nothing would end.
    const toHung = asContract(offer(state, 'agent01', 'HOURLY', 'hung_agent', hourlyTier(0.01)));
    expect(wouldTerminate(state, toHung)).toEqual([]);
    const before = JSON.stringify(state.contracts);
    const seq = state.seq;
    expect(decide(state, 'thu_agent', 'HOURLY', 'HS000000000204', 'A')).toBe('contract.higher.rate.confirm');
    expect(JSON.stringify(state.contracts)).toBe(before);
    expect(state.seq).toBe(seq);
    expect(c(state, 'HS000000000204').status).toBe('PENDING');
    expect(c(state, 'HS000000000203').status).toBe('ACTIVE');
    expect(c(state, 'HS000000000303').status).toBe('ACTIVE');
  });

  it('with confirmation ends them (TERMINATED by the PLATFORM, LOWER_RATE), returned in `terminated`', () => {
    const state = fresh();
    advanceClock(state, 7 * MINUTE);
    const time = now(state);
    const events = state.contracts.events.length;
    const step = decide(state, 'thu_agent', 'HOURLY', 'HS000000000204', 'A', true);
    if (typeof step === 'string') throw new Error(step);
    expect(step.contract).toBe(c(state, 'HS000000000204'));
    expect(step.contract).toMatchObject({ status: 'ACTIVE', startTime: time });
    expect(step.terminated.map((x) => x.contractId)).toEqual(['HS000000000303']);
    expect(c(state, 'HS000000000303')).toMatchObject({ status: 'TERMINATED', endedBy: 'PLATFORM', endReason: 'LOWER_RATE', endTime: time });
    expect(c(state, 'HS000000000203')).toMatchObject({ status: 'REPLACED', endReason: 'REPLACED', endTime: time });
    expect(state.contracts.events.slice(events).map((e) => [e.contractId, e.action, e.by])).toEqual([
      ['HS000000000303', 'AUTO_TERMINATED', 'PLATFORM'],
      ['HS000000000203', 'REPLACED', 'thu_agent'],
      ['HS000000000204', 'ACCEPTED', 'thu_agent'],
    ]);
    // Only the kind accepted: son_agent's daily and dividend contracts stay.
    expect(c(state, 'DS000000000302').status).toBe('ACTIVE');
    expect(c(state, 'DC000000000301').status).toBe('ACTIVE');
    // thu_agent may now offer at most 0.02 an hour.
    expect(ceilingOf(state, 'thu_agent', 'HOURLY')).toEqual({ rate: 0.02 });
    expect(offer(state, 'thu_agent', 'HOURLY', 'son_agent', hourlyTier(0.03))).toBe('contract.rate.above.own');
    expect(asContract(offer(state, 'thu_agent', 'HOURLY', 'son_agent', hourlyTier(0.02))).replacesContractId).toBeUndefined();
    expect(consolidatedFlags(state, acc(state, 'thu_agent')).contracthoursalreq).toBe(0);
  });

  // BUG (contracts.ts seedContracts, ~line 665–672): only DS000000000102 gets `replacesContractId`; the
  // seeded PENDING hourly offer HS000000000204 is an amendment of the ACTIVE HS000000000203 (as an offer
  // made by offerContract would be, which sets it), but carries no `replacesContractId`, and accepting
  // it does not set it either, so "what accepting changes" cannot name the contract it replaces.
  it('the seeded pending offer names the ACTIVE contract it replaces', () => {
    const state = fresh();
    expect(c(state, 'HS000000000204').replacesContractId).toBe('HS000000000203');
  });

  it('does not end a downline contract at the same rate or below', () => {
    const state = fresh();
    decide(state, 'agent01', 'HOURLY', 'HS000000000204', 'C');
    const same = asContract(offer(state, 'agent01', 'HOURLY', 'thu_agent', hourlyTier(0.03)));
    expect(wouldTerminate(state, same)).toEqual([]);
    const step = decide(state, 'thu_agent', 'HOURLY', same.contractId, 'A');
    expect(step).toEqual({ contract: same, terminated: [] });
    expect(c(state, 'HS000000000303').status).toBe('ACTIVE');
  });

  it('compares the loss rate of real-time contracts too', () => {
    const state = fresh();
    const toThu = asContract(offer(state, 'agent01', 'REALTIME', 'thu_agent', [{ periodBet: 0, rate: 1, lossRate: 1 }]));
    decide(state, 'thu_agent', 'REALTIME', toThu.contractId, 'A');
    const toSon = asContract(offer(state, 'thu_agent', 'REALTIME', 'son_agent', [{ periodBet: 0, rate: 0.5, lossRate: 0.9 }]));
    decide(state, 'son_agent', 'REALTIME', toSon.contractId, 'A');
    // Same profit rate, lower loss rate than son_agent's 0.9.
    const lower = asContract(offer(state, 'agent01', 'REALTIME', 'thu_agent', [{ periodBet: 0, rate: 1, lossRate: 0.8 }]));
    expect(wouldTerminate(state, lower).map((x) => x.contractId)).toEqual([toSon.contractId]);
    expect(decide(state, 'thu_agent', 'REALTIME', lower.contractId, 'A')).toBe('contract.higher.rate.confirm');
  });
});

/* ------------------------------------------------------------------ real-time salary */

describe('roundWage', () => {
  it('pays rate % of a profit and lossRate % of a loss, at the tier the stake reaches', () => {
    expect(roundWage(RT_TIERS, 10_000, 9_000)).toEqual({ wageType: 'PROFIT', rate: 0.5, amount: 45 });
    expect(roundWage(RT_TIERS, 10_000, -10_000)).toEqual({ wageType: 'LOSS', rate: 0.3, amount: 30 });
    expect(roundWage(RT_TIERS, 29_999.99, -20_000)).toEqual({ wageType: 'LOSS', rate: 0.3, amount: 60 });
    expect(roundWage(RT_TIERS, 30_000, -20_000)).toEqual({ wageType: 'LOSS', rate: 0.5, amount: 100 });
    expect(roundWage(RT_TIERS, 50_000, 45_000)).toEqual({ wageType: 'PROFIT', rate: 0.8, amount: 360 });
  });

  it('rounds half up to 2 decimals per wage', () => {
    expect(roundWage(RT_TIERS, 10_000, 12_345.67)).toEqual({ wageType: 'PROFIT', rate: 0.5, amount: 61.73 });
    // 61.725 exactly: half up (the float product is 61.72499…).
    expect(roundWage(RT_TIERS, 10_000, 12_345)).toEqual({ wageType: 'PROFIT', rate: 0.5, amount: 61.73 });
    expect(roundWage(RT_TIERS, 40_000, 12_345.67)).toEqual({ wageType: 'PROFIT', rate: 0.8, amount: 98.77 });
    expect(roundWage(RT_TIERS, 10_000, 3)).toEqual({ wageType: 'PROFIT', rate: 0.5, amount: 0.02 });
    // 0.005: half up to the least wage.
    expect(roundWage(RT_TIERS, 10_000, 1)).toEqual({ wageType: 'PROFIT', rate: 0.5, amount: 0.01 });
    expect(roundWage(RT_TIERS, 10_000, -1.67)).toEqual({ wageType: 'LOSS', rate: 0.3, amount: 0.01 });
    expect(roundWage(RT_TIERS, 10_000, -4.99)).toEqual({ wageType: 'LOSS', rate: 0.3, amount: 0.01 });
    expect(roundWage(RT_TIERS, 10_000, -5)).toEqual({ wageType: 'LOSS', rate: 0.3, amount: 0.02 });
  });

  it('pays nothing (null) for no result, a wage below 0.01, a stake below every tier or no loss rate', () => {
    expect(roundWage(RT_TIERS, 10_000, 0)).toBeNull();
    expect(roundWage(RT_TIERS, 10_000, -1)).toBeNull();
    expect(roundWage(RT_TIERS, 10_000, 0.99)).toBeNull();
    expect(roundWage([{ periodBet: 1_000, activeMembers: 0, rate: 1, lossRate: 1 }], 999.99, 500)).toBeNull();
    expect(roundWage([{ periodBet: 0, activeMembers: 0, rate: 1 }], 10_000, -5_000)).toBeNull();
    expect(roundWage([], 10_000, 5_000)).toBeNull();
  });
});

describe('the real-time salary every 5 minutes', () => {
  const keno = gameByCode('KENO5', 'TCG')!;
  const ticketsAt = (state: PlatformState, players: readonly string[], time: number) =>
    players.flatMap((player) =>
      (state.ledger[player] ?? [])
        .filter((e) => e.type === 'BET' && e.nodeId === keno.nodeId && e.reference.startsWith('LT') && e.time === time)
        .map((entry) => ({ player, entry })),
    );
  const salaryEntries = (state: PlatformState, username: string, reference: string) =>
    (state.ledger[username] ?? []).filter((e) => e.type === 'SALARY' && e.reference === reference);

  it('settles the 5 minutes before each boundary: wages and ledger entries, the tickets drawn a round after they were bought', () => {
    const state = fresh();
    const contract = c(state, 'RT000000000104');
    const branch = branchOf(state, 'hung_agent');
    // The backlog: the 2 hours before the state was made.
    advanceClock(state, 0);
    const boundary = state.contracts.nextRealtime;
    expect(boundary).toBe(nextBoundary(T));
    expect(state.contracts.wages.length).toBeGreaterThan(0);
    expect(state.contracts.wages.every((w) => w.settledAt <= boundary - REALTIME_STEP && w.settledAt % REALTIME_STEP === 0)).toBe(true);

    // The round bought at the last boundary: open tickets of hung_agent's members (the lead player always plays).
    const bought = boundary - REALTIME_STEP;
    const tickets = ticketsAt(state, branch, bought);
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every(({ player }) => acc(state, player).type === 0)).toBe(true);
    for (const { entry } of tickets) {
      expect(entry.status).toBe('PENDING');
      expect(-entry.amount % 10_000).toBe(0);
      expect(-entry.amount).toBeGreaterThanOrEqual(10_000);
      expect(-entry.amount).toBeLessThanOrEqual(50_000);
    }
    // Nobody outside branches under an ACTIVE real-time contract plays.
    expect(ticketsAt(state, branchOf(state, 'thu_agent'), bought)).toEqual([]);
    const wagesBefore = state.contracts.wages.length;
    const agent01Before = mainBalance(acc(state, 'agent01'));

    // Five minutes later plus one: the round is drawn and settled at the boundary.
    advanceClock(state, boundary + MINUTE - now(state));
    expect(state.contracts.nextRealtime).toBe(boundary + REALTIME_STEP);
    const expected = tickets
      .map(({ player, entry }) => {
        const stake = -entry.amount;
        const payout = (state.ledger[player] ?? []).filter((e) => e.type === 'PAYOUT' && e.reference === entry.reference);
        expect(entry.status).toBe('DONE');
        expect(payout.map((e) => [e.amount, e.time])).toEqual(payout.length === 0 ? [] : [[Math.round(stake * 190) / 100, boundary]]);
        const profitLoss = payout.length > 0 ? Math.round(stake * 90) / 100 : -stake;
        const wage = roundWage(contract.tiers, stake, profitLoss);
        return wage && { player, stake, profitLoss, ...wage };
      })
      .filter((w) => w !== null);
    const wages = state.contracts.wages.slice(wagesBefore);
    expect(wages.length).toBeGreaterThan(0);
    expect(wages.every((w) => w.settledAt === boundary && w.contractId === 'RT000000000104' && w.upline === 'agent01' && w.downline === 'hung_agent')).toBe(
      true,
    );
    expect(wages.map((w) => ({ player: w.player, stake: w.stake, profitLoss: w.profitLoss, wageType: w.wageType, rate: w.rate, amount: w.amount }))).toEqual(
      expect.arrayContaining(expected),
    );
    expect(wages).toHaveLength(expected.length);
    expect(wages.every((w) => w.gameName === 'Keno 5 phút' && w.status === 'PAID' && /^RT\d{17}$/.test(w.wageId))).toBe(true);

    // Each PAID wage: out of agent01, into hung_agent, one reference, the same amount.
    for (const w of wages) {
      const out = salaryEntries(state, 'agent01', w.wageId);
      const into = salaryEntries(state, 'hung_agent', w.wageId);
      expect(out.map((e) => [e.amount, e.time])).toEqual([[-w.amount, boundary]]);
      expect(into.map((e) => [e.amount, e.time])).toEqual([[w.amount, boundary]]);
      expect(out[0]!.remark).toBe(`Real-time salary Keno 5 phút ${w.roundNo} ${w.player} (${w.wageType === 'PROFIT' ? 'profit' : 'loss'}) to hung_agent`);
      expect(into[0]!.remark).toBe(`Real-time salary Keno 5 phút ${w.roundNo} ${w.player} (${w.wageType === 'PROFIT' ? 'profit' : 'loss'}) from agent01`);
    }
    const paidOut = wages.reduce((sum, w) => sum + w.amount, 0);
    const salaryOut = state.ledger
      .agent01!.filter((e) => e.type === 'SALARY' && e.time === boundary && e.reference.startsWith('RT'))
      .reduce((sum, e) => sum - e.amount, 0);
    expect(Math.round(salaryOut * 100)).toBe(Math.round(paidOut * 100));
    expect(mainBalance(acc(state, 'agent01'))).toBeLessThanOrEqual(agent01Before - paidOut + 1e-6);

    // The betting records: the tickets are settled lottery bets of the round they were bought in.
    for (const { player, entry } of tickets) {
      const record = betsOf(state, player).find((b) => b.betId === entry.reference)!;
      expect(record).toMatchObject({ status: 'SETTLED', gameName: 'Keno 5 phút', vassalage: 'TCG', betTime: bought, stake: -entry.amount });
      expect(record.lottery?.roundNo).toBe('20261124-0145');
      expect(wages.find((w) => w.player === player)?.roundNo).toBe('20261124-0145');
    }
    // The next round was bought at the boundary.
    expect(ticketsAt(state, branch, boundary).length).toBeGreaterThan(0);
  });

  // BUG (contracts.ts drawRound, ~line 491, with records.ts betsOf): a lost simulated ticket gets no
  // PAYOUT entry, so its betting record's settledAt falls back to the bet time + 20 s (still in the round),
  // not the draw at the round's end as the design says ("settled at the draw (round end)").
  it('settles every simulated ticket at the draw (round end), the lost ones too', () => {
    const state = fresh();
    advanceClock(state, 0);
    const boundary = state.contracts.nextRealtime;
    const tickets = ticketsAt(state, branchOf(state, 'hung_agent'), boundary - REALTIME_STEP);
    advanceClock(state, boundary + MINUTE - now(state));
    const settledAt = tickets.map(({ player, entry }) => betsOf(state, player).find((b) => b.betId === entry.reference)?.settledAt);
    expect(settledAt).toEqual(tickets.map(() => boundary));
  });

  it('keeps a wage UNPAID, with no ledger entry, when the upline cannot pay it', () => {
    const state = fresh();
    advanceClock(state, 0);
    drain(state, 'agent01');
    expect(mainBalance(acc(state, 'agent01'))).toBe(0);
    const boundary = state.contracts.nextRealtime;
    const before = state.contracts.wages.length;
    const hungBalance = mainBalance(acc(state, 'hung_agent'));
    advanceClock(state, boundary + MINUTE - now(state));
    const wages = state.contracts.wages.slice(before);
    expect(wages.length).toBeGreaterThan(0);
    expect(wages.every((w) => w.settledAt === boundary && w.status === 'UNPAID' && w.amount > 0)).toBe(true);
    for (const w of wages) {
      expect(salaryEntries(state, 'agent01', w.wageId)).toEqual([]);
      expect(salaryEntries(state, 'hung_agent', w.wageId)).toEqual([]);
    }
    expect(mainBalance(acc(state, 'agent01'))).toBe(0);
    expect(state.ledger.hung_agent!.filter((e) => e.type === 'SALARY' && e.time === boundary)).toEqual([]);
    expect(mainBalance(acc(state, 'hung_agent'))).toBe(hungBalance);
  });

  it('pays nothing after the contract ended, and the branch stops playing', () => {
    const state = fresh();
    advanceClock(state, 0);
    const boundary = state.contracts.nextRealtime;
    decide(state, 'hung_agent', 'REALTIME', 'RT000000000104', 'C');
    const before = state.contracts.wages.length;
    advanceClock(state, boundary + REALTIME_STEP + MINUTE - now(state));
    expect(state.contracts.wages.slice(before)).toEqual([]);
    expect(ticketsAt(state, branchOf(state, 'hung_agent'), boundary)).toEqual([]);
  });
});

/* ------------------------------------------------------------------ dividends */

describe('the dividend of a half month', () => {
  let state: PlatformState;
  let end: number;
  let start: number;
  let due: Settlement[];
  const dividendEntries = (username: string, reference: string) =>
    (state.ledger[username] ?? []).filter((e) => e.type === 'DIVIDEND' && e.reference === reference);
  const dueOf = (contractId: string) => due.find((s) => s.contractId === contractId)!;

  beforeAll(() => {
    state = fresh();
    // hung_agent's branch won so far this half month: make it lose (a settled, lost slots bet).
    bet(state, 'hung_agent', 3_000_000);
    bet(state, 'thu_agent', 1_000_000);
    ({ start, end } = halfMonth(now(state)));
    advanceClock(state, end + 1 + MINUTE - now(state));
    due = state.agency.settlements.filter((s) => s.kind === 'DIVIDEND' && s.periodEnd === end && s.status === 'DUE');
  });

  it('is DUE at the period end for each ACTIVE dividend contract whose branch lost, at its tier’s rate', () => {
    expect(end).toBe(Date.UTC(2026, 10, 30, 17) - 1);
    expect(start).toBe(Date.UTC(2026, 10, 15, 17));
    const active = state.contracts.list.filter((x) => x.kind === 'DIVIDEND' && x.status === 'ACTIVE');
    expect(active.map((x) => x.contractId).sort()).toEqual(['DC000000000101', 'DC000000000201', 'DC000000000301']);
    expect(due.map((s) => s.contractId)).toEqual(expect.arrayContaining(['DC000000000101', 'DC000000000201']));
    for (const s of state.agency.settlements.filter((x) => x.kind === 'DIVIDEND' && x.periodEnd === end)) {
      expect(s.periodStart).toBe(start);
      if (s.profitLoss < 0) {
        expect(s).toMatchObject({ status: 'DUE', paidAt: null, dueAt: end + 1 + DIVIDEND_GRACE });
        expect(s.dueAt).toBe(end + 1 + 10 * HOUR);
        expect(s.amount).toBe(Math.round(-s.profitLoss * s.rate) / 100);
        expect(s.amount).toBeGreaterThan(0);
      } else {
        expect(s).toMatchObject({ status: 'PAID', amount: 0, rate: 0 });
      }
    }
    // hung_agent's branch: under 50M valid bets, the first tier (20 %).
    const hung = dueOf('DC000000000101');
    expect(hung).toMatchObject({ upline: 'agent01', downline: 'hung_agent', rate: 20 });
    expect(hung.betVolume).toBeGreaterThanOrEqual(3_000_000);
    expect(hung.betVolume).toBeLessThan(50_000_000);
    expect(hung.recordId).toMatch(/^DV\d{8}$/);
    expect(dueOf('DC000000000201')).toMatchObject({ upline: 'agent01', downline: 'thu_agent', rate: 30 });
    // A DIVIDEND_DUE event each, at the period end.
    for (const s of due) {
      const event = state.contracts.events.find((e) => e.action === 'DIVIDEND_DUE' && e.note === `${s.recordId} ${s.amount}`);
      expect(event).toMatchObject({ contractId: s.contractId, by: 'PLATFORM', time: end + 1 });
    }
    // Nothing paid yet.
    expect(dividendEntries('agent01', hung.recordId)).toEqual([]);
    expect(state.ledger.agent01!.filter((e) => e.type === 'DIVIDEND' && e.time > end)).toEqual([]);
  });

  // BUG (agency.ts agencyDue ~lines 423–443 and settle in money.ts): the dividend check at the period end runs
  // before the real-time draw due at the same instant (it is pushed first, the sort is stable), so the
  // simulated Keno tickets bought in the period's last round (23:55) are still UNSETTLED when the period is
  // summed and are never counted in any dividend; recomputing the period afterwards gives other figures.
  it('counts every bet of the period, the tickets drawn at its end too', () => {
    const hung = dueOf('DC000000000101');
    const figures = contractFigures(state, c(state, 'DC000000000101'), 'DIVIDEND', start, end);
    expect({ betVolume: hung.betVolume, profitLoss: hung.profitLoss, amount: hung.amount }).toEqual({
      betVolume: figures.betVolume,
      profitLoss: figures.profitLoss,
      amount: figures.amount,
    });
  });

  it('is paid by the upline with payDividend: PAID, out of the upline and into the downline', () => {
    const hung = dueOf('DC000000000101');
    const time = now(state);
    expect(payDividend(state, 'hung_agent', hung.recordId, time)).toBe('settlement.not.due');
    expect(payDividend(state, 'thu_agent', hung.recordId, time)).toBe('settlement.not.due');
    expect(payDividend(state, 'agent01', 'DV99999999', time)).toBe('settlement.not.due');
    // Not enough in the main wallet: refused, nothing moves.
    const agent01Balance = mainBalance(acc(state, 'agent01'));
    drain(state, 'agent01', hung.amount - 0.01);
    expect(payDividend(state, 'agent01', hung.recordId, time)).toBe('wallet.insufficient.balance');
    expect(hung.status).toBe('DUE');
    post(state, 'agent01', {
      time,
      type: 'DEPOSIT',
      amount: agent01Balance - (hung.amount - 0.01),
      accountTypeId: MAIN_WALLET,
      reference: 'DPCTBACK',
      remark: 'test refill',
    });
    expect(mainBalance(acc(state, 'agent01'))).toBe(agent01Balance);

    const hungBalance = mainBalance(acc(state, 'hung_agent'));
    const paid = payDividend(state, 'agent01', hung.recordId, time);
    expect(paid).toBe(hung);
    expect(hung).toMatchObject({ status: 'PAID', paidAt: time, dueAt: null });
    const [out] = state.ledger.agent01!.filter((e) => e.type === 'DIVIDEND' && e.time === time);
    expect(out).toMatchObject({ amount: -hung.amount, accountTypeId: MAIN_WALLET });
    expect(out!.reference).toMatch(/^DV/);
    expect(dividendEntries('hung_agent', out!.reference).map((e) => e.amount)).toEqual([hung.amount]);
    expect(dividendEntries('agent01', out!.reference).map((e) => e.amount)).toEqual([-hung.amount]);
    expect(mainBalance(acc(state, 'agent01'))).toBe(Math.round((agent01Balance - hung.amount) * 100) / 100);
    expect(mainBalance(acc(state, 'hung_agent'))).toBe(Math.round((hungBalance + hung.amount) * 100) / 100);
    expect(state.contracts.events.at(-1)).toMatchObject({
      contractId: 'DC000000000101',
      action: 'DIVIDEND_PAID',
      by: 'agent01',
      time,
      note: `${hung.recordId} ${hung.amount}`,
    });
    // Paid once.
    expect(payDividend(state, 'agent01', hung.recordId, time)).toBe('settlement.not.due');
  });

  it('is FORCED at dueAt when unpaid: the platform takes it and freezes the upline for a day', () => {
    const thu = dueOf('DC000000000201');
    const dueAt = thu.dueAt!;
    const amount = thu.amount;
    const agent01Balance = mainBalance(acc(state, 'agent01'));
    const forcedBefore = state.agency.settlements.filter((s) => s.status === 'FORCED').length;
    advanceClock(state, dueAt - MINUTE - now(state));
    expect(thu.status).toBe('DUE');
    expect(acc(state, 'agent01').status).toBe('ACTIVE');

    advanceClock(state, 2 * MINUTE);
    expect(thu).toMatchObject({ status: 'FORCED', paidAt: dueAt, dueAt: null, amount });
    const into = state.ledger.thu_agent!.filter((e) => e.type === 'DIVIDEND' && e.time === dueAt && e.amount > 0);
    expect(into.map((e) => e.amount)).toEqual([amount]);
    expect(dividendEntries('agent01', into[0]!.reference).map((e) => e.amount)).toEqual([-amount]);
    expect(state.agency.settlements.filter((s) => s.status === 'FORCED').length).toBeGreaterThanOrEqual(forcedBefore + 1);
    // agent01 paid thu_agent's dividend (and salaries since).
    expect(mainBalance(acc(state, 'agent01'))).toBeLessThanOrEqual(Math.round((agent01Balance - amount) * 100) / 100);

    const agent01 = acc(state, 'agent01');
    expect(agent01).toMatchObject({ status: 'FROZEN', frozenReason: 'DIVIDEND_UNPAID', frozenUntil: dueAt + FREEZE_LENGTH });
    expect(agent01.frozenUntil).toBe(dueAt + DAY);
    const events = state.contracts.events.filter((e) => e.contractId === 'DC000000000201' && e.time === dueAt);
    expect(events.map((e) => [e.action, e.by])).toEqual([
      ['DIVIDEND_FORCED', 'PLATFORM'],
      ['FROZEN', 'PLATFORM'],
    ]);
    expect(events[0]!.note).toBe(`${thu.recordId} ${amount}`);
    // A frozen upline cannot offer contracts.
    expect(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(0.35))).toBe('account.frozen');
    expect(offer(state, 'agent01', 'REALTIME', 'thu_agent', [{ periodBet: 0, rate: 0.4, lossRate: 0.2 }])).toBe('account.frozen');
    // The paid one stays PAID.
    expect(dueOf('DC000000000101').status).toBe('PAID');
  });

  it('ends the freeze a day later: ACTIVE again, an UNFROZEN event, offers allowed', () => {
    const agent01 = acc(state, 'agent01');
    const until = agent01.frozenUntil!;
    advanceClock(state, until - MINUTE - now(state));
    expect(agent01.status).toBe('FROZEN');
    advanceClock(state, 2 * MINUTE);
    expect(agent01.status).toBe('ACTIVE');
    expect(agent01.frozenReason).toBeUndefined();
    expect(agent01.frozenUntil).toBeUndefined();
    const unfrozen = state.contracts.events.filter((e) => e.action === 'UNFROZEN' && e.upline === 'agent01');
    // The seeded forced dividend's freeze, and this one.
    expect(unfrozen).toHaveLength(2);
    expect(unfrozen.at(-1)).toMatchObject({ by: 'PLATFORM', kind: 'DIVIDEND' });
    expect(asContract(offer(state, 'agent01', 'DAILY', 'hung_agent', dailyTier(0.35))).status).toBe('PENDING');
  });

  it('writes the UNFROZEN event at the time the freeze ended', () => {
    const thu = dueOf('DC000000000201');
    const unfrozen = state.contracts.events.filter((e) => e.action === 'UNFROZEN' && e.upline === 'agent01').at(-1)!;
    expect(unfrozen.time).toBe(thu.paidAt! + FREEZE_LENGTH);
  });
});

describe('a forced dividend when the upline’s wallet holds less', () => {
  it('takes what there is, keeps the rest DUE, and freezes the upline', () => {
    const state = fresh();
    // No real-time contract: no wage leaves agent01's wallet at the deadline's boundary.
    state.contracts.list = state.contracts.list.filter((x) => x.kind !== 'REALTIME');
    bet(state, 'hung_agent', 3_000_000);
    const { end } = halfMonth(now(state));
    advanceClock(state, end + 1 + MINUTE - now(state));
    const owed = state.agency.settlements.filter((s) => s.kind === 'DIVIDEND' && s.periodEnd === end && s.status === 'DUE' && s.upline === 'agent01');
    expect(owed.length).toBeGreaterThan(0);
    const total = owed.reduce((sum, s) => sum + s.amount, 0);
    const dueAt = owed[0]!.dueAt!;
    expect(owed.every((s) => s.dueAt === dueAt)).toBe(true);
    // 1,000 left in the main wallet at the deadline.
    advanceClock(state, dueAt - MINUTE - now(state));
    drain(state, 'agent01', 1_000);
    const count = state.agency.settlements.length;
    advanceClock(state, 2 * MINUTE);
    expect(owed.every((s) => s.status === 'FORCED' && s.paidAt === dueAt)).toBe(true);
    expect(Math.round(owed.reduce((sum, s) => sum + s.amount, 0) * 100)).toBe(100_000);
    const rest = state.agency.settlements.slice(count).filter((s) => s.kind === 'DIVIDEND' && s.upline === 'agent01');
    expect(rest.every((s) => s.status === 'DUE' && s.dueAt === null && s.periodEnd === end)).toBe(true);
    expect(Math.round(rest.reduce((sum, s) => sum + s.amount, 0) * 100)).toBe(Math.round((total - 1_000) * 100));
    expect(mainBalance(acc(state, 'agent01'))).toBe(0);
    expect(acc(state, 'agent01')).toMatchObject({ status: 'FROZEN', frozenReason: 'DIVIDEND_UNPAID', frozenUntil: dueAt + DAY });
  });
});

/* ------------------------------------------------------------------ salaries */

describe('daily and hourly salaries', () => {
  it('pay the highest tier the branch met: hung_agent’s daily wages at 0.4 % over 20M with 3 active members', () => {
    const state = fresh();
    // No real-time contract: no simulated play adds to the branch's bets.
    state.contracts.list = state.contracts.list.filter((x) => x.kind !== 'REALTIME');
    const today = dayStart(now(state));
    const before = contractFigures(state, c(state, 'DS000000000102'), 'DAILY', today, today + DAY - 1);
    // 24M of valid bets by hung_agent, paid back (no money lost), and two members.
    for (let i = 0; i < 6; i += 1) bet(state, 'hung_agent', 4_000_000, 4_000_000);
    bet(state, 'ngo_bao', 100_000);
    bet(state, 'lam_vy', 200_000);
    bet(state, 'kieu_trang', 100_000);
    const figures = contractFigures(state, c(state, 'DS000000000102'), 'DAILY', today, today + DAY - 1);
    expect(figures.betVolume).toBe(Math.round((before.betVolume + 24_300_000) * 100) / 100);
    expect(figures.activeMembers).toBeGreaterThanOrEqual(3);
    expect(figures.rate).toBe(0.4);
    advanceClock(state, today + DAY + HOUR + MINUTE - now(state));
    const wages = state.agency.settlements.filter((s) => s.kind === 'DAILY' && s.periodStart === today);
    const hung = wages.find((s) => s.downline === 'hung_agent')!;
    expect(hung).toMatchObject({ contractId: 'DS000000000102', status: 'PAID', rate: 0.4, betVolume: figures.betVolume, paidAt: today + DAY + HOUR });
    expect(hung.amount).toBe(Math.round(figures.betVolume * 0.4) / 100);
    expect(state.ledger.hung_agent!.filter((e) => e.type === 'SALARY' && e.time === today + DAY + HOUR).map((e) => e.amount)).toEqual([hung.amount]);
    // thu_agent's single tier: 0.25 %.
    const thu = wages.find((s) => s.downline === 'thu_agent');
    expect(thu).toMatchObject({ contractId: 'DS000000000202', rate: 0.25, amount: Math.round(thu!.betVolume * 0.25) / 100 });
  });

  it('settle an hour at the terms ACTIVE at its end: thu_agent at the accepted 0.02, son_agent’s ended contract pays nothing', () => {
    const state = fresh();
    state.contracts.list = state.contracts.list.filter((x) => x.kind !== 'REALTIME');
    const hour = Math.floor(now(state) / HOUR) * HOUR;
    bet(state, 'kieu_trang', 500_000);
    bet(state, 'ngo_bao', 100_000);
    decide(state, 'thu_agent', 'HOURLY', 'HS000000000204', 'A', true);
    advanceClock(state, hour + HOUR + 5 * MINUTE + MINUTE - now(state));
    const settled = state.agency.settlements.filter((s) => s.kind === 'HOURLY' && s.periodStart === hour);
    const thu = settled.find((s) => s.downline === 'thu_agent')!;
    expect(thu).toMatchObject({ contractId: 'HS000000000204', upline: 'agent01', rate: 0.02, status: 'PAID', paidAt: hour + HOUR + 5 * MINUTE });
    expect(thu.betVolume).toBeGreaterThanOrEqual(500_000);
    expect(thu.amount).toBe(Math.round(thu.betVolume * 2) / 10_000);
    expect(settled.find((s) => s.downline === 'son_agent')).toBeUndefined();
    // hung_agent's contract is untouched: 0.05 % of its branch's 100,000.
    expect(settled.find((s) => s.downline === 'hung_agent')).toMatchObject({ contractId: 'HS000000000103', rate: 0.05, betVolume: 100_000, amount: 50 });
  });
});

/* ------------------------------------------------------------------ flags */

describe('consolidatedFlags', () => {
  it('raises a *req* flag for a PENDING offer the caller received, *info* for agents with contracts or agent downlines', () => {
    const state = fresh();
    expect(consolidatedFlags(state, acc(state, 'thu_agent'))).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 1,
      realtimesalreqtype: 0,
      contractmrdailysalinfotype: 1,
      contracthoursalinfo: 1,
      dailysalinfotype: 1,
      realtimesalinfotype: 1,
      divtypeinfo: 1,
    });
    expect(consolidatedFlags(state, acc(state, 'agent01'))).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      contractmrdailysalinfotype: 1,
      contracthoursalinfo: 1,
      dailysalinfotype: 1,
      realtimesalinfotype: 1,
      divtypeinfo: 1,
    });
    expect(Object.values(consolidatedFlags(state, acc(state, 'member01')))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Object.keys(consolidatedFlags(state, acc(state, 'member01'))).sort()).toEqual(
      [
        'contracthoursalinfo',
        'contracthoursalreq',
        'contractmrdailysalinfotype',
        'dailysalinfotype',
        'dailysalreqtype',
        'divtypeinfo',
        'divtypereq',
        'realtimesalinfotype',
        'realtimesalreqtype',
      ].sort(),
    );
  });

  it('follows offers: a PENDING offer raises the downline’s flag of its kind only; info needs a contract or agent downlines', () => {
    const state = fresh();
    // hung_agent (no agent downlines) has had a contract of every kind; son_agent a real-time one, since terminated.
    expect(consolidatedFlags(state, acc(state, 'hung_agent'))).toMatchObject({
      divtypeinfo: 1,
      dailysalinfotype: 1,
      contracthoursalinfo: 1,
      realtimesalinfotype: 1,
      divtypereq: 0,
    });
    expect(consolidatedFlags(state, acc(state, 'son_agent')).realtimesalinfotype).toBe(1);
    asContract(offer(state, 'agent01', 'DIVIDEND', 'hung_agent', dividendTier(22)));
    asContract(offer(state, 'agent01', 'REALTIME', 'hung_agent', RT_TIERS));
    expect(consolidatedFlags(state, acc(state, 'hung_agent'))).toMatchObject({
      divtypereq: 1,
      realtimesalreqtype: 1,
      dailysalreqtype: 0,
      contracthoursalreq: 0,
    });
    // The upline's flags do not change.
    expect(consolidatedFlags(state, acc(state, 'agent01'))).toMatchObject({ divtypereq: 0, realtimesalreqtype: 0 });
    // An agent of agent02's team with only member downlines and no contracts: every flag 0.
    const agents = Object.values(state.accounts).filter((a) => a.upline === 'agent02' && a.type !== 0);
    const plain = agents.find((a) => !Object.values(state.accounts).some((x) => x.upline === a.username && x.type !== 0));
    expect(plain).toBeDefined();
    expect(Object.values(consolidatedFlags(state, plain!))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // agent02 itself has agent downlines: info 1 with no contract at all.
    expect(state.contracts.list.some((x) => x.upline === 'agent02')).toBe(false);
    expect(consolidatedFlags(state, acc(state, 'agent02'))).toMatchObject({
      divtypeinfo: 1,
      dailysalinfotype: 1,
      contracthoursalinfo: 1,
      realtimesalinfotype: 1,
      divtypereq: 0,
    });
  });
});

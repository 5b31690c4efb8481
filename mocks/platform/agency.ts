/**
 * Agents' income and settlements on the mock platform (docs/design/agent-centre.md):
 *
 * - **commission**: at 02:00 Vietnam time an agent is credited, for the day before, Σ over its
 *   team's settled valid bets of that day, per product type, of validBet × (agent's rate − rate
 *   of the direct downline the bet came through) / 100, rounded to cents, when above 0: one
 *   COMMISSION entry a day in its ledger;
 * - **contracts** between an agent and a sub-agent (`CONTRACTS`): the upline pays, out of its
 *   main wallet into the downline's, a dividend per half month (1–15, 16–end: `rate` % of the
 *   downline's branch's loss), daily wages per Vietnam day and an hourly salary per hour
 *   (`rate` % of the branch's valid bets). The branch is the sub-agent and its team. Each paid
 *   period is a `Settlement` (PAID, or FORCED when the platform made the upline pay) and a
 *   DIVIDEND / SALARY entry out of the upline and into the downline at `paidAt`; the period
 *   still running is shown PENDING with its amount so far;
 * - **promotion links**: codes that register new accounts under their owner.
 *
 * `agencyDue` gives `settle` (money.ts) what falls due as the clock moves: commission for each
 * day that ended, wages for each day, salary for each hour, dividends for each half month.
 */
import { DAY, dayStart, HOUR, ICT_OFFSET, MINUTE } from './clock';
import { type LedgerEntry, MAIN_WALLET, mainBalance, nextNo, post, round2, type TransactionType } from './ledger';
import type { PlatformState } from './state';
import { childrenIndex, PRODUCT_TYPES, type ProductType, type Rebates, settledBetsIn, teamOf, vnDate } from './team';

/* ------------------------------------------------------------------ state */

export interface AffiliateLink {
  linkId: string;
  code: string;
  memberType: number;
  rebates: Rebates;
  remark: string;
  /** Usernames registered through the link, oldest first. */
  registrations: string[];
  createTime: number;
}

export type SettlementKind = 'DIVIDEND' | 'DAILY' | 'HOURLY';
export type SettlementStatus = 'PAID' | 'PENDING' | 'FORCED';

export interface Settlement {
  recordId: string;
  kind: SettlementKind;
  periodStart: number;
  /** The period's last millisecond. */
  periodEnd: number;
  upline: string;
  downline: string;
  /** Every product type counts: settlements have none. */
  betVolume: number;
  activeMembers: number;
  /** Dividends: the branch's profit and loss of the period (its members' own); 0 otherwise. */
  profitLoss: number;
  rate: number;
  amount: number;
  status: SettlementStatus;
  paidAt: number | null;
}

export interface AgencyState {
  /** Promotion links by owner, oldest first. */
  links: Record<string, AffiliateLink[]>;
  /** Settled periods (PAID, FORCED; PENDING when the upline could not pay), oldest first. */
  settlements: Settlement[];
  /** The start of the next period of each kind still to settle. */
  next: { commission: number; daily: number; hourly: number; dividend: number };
}

/* ------------------------------------------------------------------ contracts */

export interface Contract {
  upline: string;
  downline: string;
  /** Percent of the branch's loss of a half month. */
  dividend: number;
  /** Percent of the branch's valid bets of a day. */
  daily: number;
  /** Percent of the branch's valid bets of an hour. */
  hourly: number;
}

/** The settlement contracts between the demo agents. */
export const CONTRACTS: readonly Contract[] = [
  { upline: 'agent01', downline: 'hung_agent', dividend: 25, daily: 0.3, hourly: 0.05 },
  { upline: 'agent01', downline: 'thu_agent', dividend: 30, daily: 0.25, hourly: 0.04 },
  { upline: 'thu_agent', downline: 'son_agent', dividend: 20, daily: 0.2, hourly: 0.03 },
];

const liveContracts = (state: PlatformState) => CONTRACTS.filter((c) => state.accounts[c.upline] && state.accounts[c.downline]?.upline === c.upline);

/** The half month (1–15 or 16–end, Vietnam days) holding `time`. */
export function halfMonth(time: number): { start: number; end: number } {
  const d = new Date(time + ICT_OFFSET);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const first = d.getUTCDate() <= 15;
  const start = Date.UTC(y, m, first ? 1 : 16) - ICT_OFFSET;
  const end = (first ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1)) - ICT_OFFSET - 1;
  return { start, end };
}

/** When each kind is paid, after its period ends. */
const PAY_DELAY: Record<SettlementKind | 'COMMISSION', number> = { COMMISSION: 2 * HOUR, DAILY: HOUR, HOURLY: 5 * MINUTE, DIVIDEND: 10 * HOUR };

const periodOf = (kind: SettlementKind, start: number): { start: number; end: number } =>
  kind === 'DIVIDEND' ? halfMonth(start) : { start, end: start + (kind === 'DAILY' ? DAY : HOUR) - 1 };

/** The figures of a contract's branch over a period, and what the upline owes for it. */
export function contractFigures(state: PlatformState, contract: Contract, kind: SettlementKind, start: number, end: number) {
  const members = [contract.downline, ...teamOf(state, contract.downline).map((m) => m.account.username)];
  let betVolume = 0;
  let winLoss = 0;
  let credits = 0;
  let activeMembers = 0;
  for (const username of members) {
    const bets = settledBetsIn(state, username, start, end);
    if (bets.length > 0) activeMembers += 1;
    for (const b of bets) {
      betVolume += b.validBet;
      winLoss += b.winLoss;
    }
    if (kind === 'DIVIDEND') for (const e of state.ledger[username] ?? []) if ((e.type === 'BONUS' || e.type === 'REBATE') && e.time >= start && e.time <= end) credits += e.amount;
  }
  const profitLoss = kind === 'DIVIDEND' ? round2(winLoss + credits) : 0;
  const rate = contract[kind === 'DIVIDEND' ? 'dividend' : kind === 'DAILY' ? 'daily' : 'hourly'];
  const base = kind === 'DIVIDEND' ? Math.max(0, -profitLoss) : betVolume;
  return { betVolume: round2(betVolume), activeMembers, profitLoss, rate, amount: round2((base * rate) / 100) };
}

const RECORD_PREFIX: Record<SettlementKind, string> = { DIVIDEND: 'DV', DAILY: 'DS', HOURLY: 'HS' };

function settlementOf(state: PlatformState, contract: Contract, kind: SettlementKind, periodStart: number, status: SettlementStatus, paidAt: number | null, recordId?: string): Settlement {
  const { start, end } = periodOf(kind, periodStart);
  const figures = contractFigures(state, contract, kind, start, end);
  if (!recordId) state.seq += 1;
  return {
    recordId: recordId ?? `${RECORD_PREFIX[kind]}${String(state.seq).padStart(8, '0')}`,
    kind,
    periodStart: start,
    periodEnd: end,
    upline: contract.upline,
    downline: contract.downline,
    ...figures,
    status,
    paidAt,
  };
}

const settlementType = (kind: SettlementKind): TransactionType => (kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY');

function settlementRemark(s: Settlement, to: boolean): string {
  const what = s.kind === 'DIVIDEND' ? 'Dividend' : s.kind === 'DAILY' ? 'Daily wages' : 'Hourly salary';
  const period = s.kind === 'DIVIDEND' ? `${vnDate(s.periodStart)} – ${vnDate(s.periodEnd)}` : s.kind === 'DAILY' ? vnDate(s.periodStart) : `${vnDate(s.periodStart)} ${new Date(s.periodStart + ICT_OFFSET).toISOString().slice(11, 16)}`;
  return `${what} ${period} ${to ? 'to' : 'from'} ${to ? s.downline : s.upline}`;
}

/** The two ledger movements of a paid settlement: out of the upline, into the downline. */
export function settlementMovements(state: PlatformState, s: Settlement, time: number) {
  const reference = nextNo(state, s.kind === 'DIVIDEND' ? 'DV' : 'SL', time);
  const type = settlementType(s.kind);
  return {
    out: { time, type, amount: -s.amount, accountTypeId: MAIN_WALLET, reference, remark: settlementRemark(s, true) },
    into: { time, type, amount: s.amount, accountTypeId: MAIN_WALLET, reference, remark: settlementRemark(s, false) },
  };
}

/** Settles one ended period of every contract now (the clock): PAID and the money moved, or PENDING when the upline cannot pay. */
function settleContracts(state: PlatformState, kind: SettlementKind, periodStart: number, time: number) {
  for (const contract of liveContracts(state)) {
    const draft = settlementOf(state, contract, kind, periodStart, 'PAID', time);
    if (draft.amount <= 0 && (kind !== 'DIVIDEND' || draft.betVolume === 0)) continue;
    const upline = state.accounts[contract.upline]!;
    if (draft.amount > 0 && mainBalance(upline) < draft.amount) {
      state.agency.settlements.push({ ...draft, status: 'PENDING', paidAt: null });
      continue;
    }
    state.agency.settlements.push(draft);
    if (draft.amount <= 0) continue;
    const { out, into } = settlementMovements(state, draft, time);
    post(state, contract.upline, out);
    post(state, contract.downline, into);
  }
}

/** The running (PENDING) period of each contract, with its amount so far. */
export function pendingSettlements(state: PlatformState, kind: SettlementKind, time: number): Settlement[] {
  const start = kind === 'DIVIDEND' ? halfMonth(time).start : kind === 'DAILY' ? dayStart(time) : Math.floor(time / HOUR) * HOUR;
  const period = new Date(start + ICT_OFFSET).toISOString().slice(0, 13).replace(/\D/g, '');
  return liveContracts(state).map((c) => settlementOf(state, c, kind, start, 'PENDING', null, `${RECORD_PREFIX[kind]}P${period}${state.accounts[c.downline]!.id}`));
}

/* ------------------------------------------------------------------ commission */

/** Agents with a team: the ones commission is worked out for. */
export const agentsWithTeams = (state: PlatformState): string[] => {
  const index = childrenIndex(state);
  return Object.values(state.accounts)
    .filter((a) => [1, 2, 41, 42].includes(a.type) && (index.get(a.username)?.length ?? 0) > 0)
    .map((a) => a.username);
};

/** An agent's commission for each Vietnam day of `[start, end]` (day start → amount, only days above 0). */
export function commissionByDay(state: PlatformState, agent: string, start: number, end: number): Map<number, number> {
  const account = state.accounts[agent];
  const index = childrenIndex(state);
  const byDay = new Map<number, Record<ProductType, number>>();
  for (const child of index.get(agent) ?? []) {
    const diff = Object.fromEntries(PRODUCT_TYPES.map((p) => [p, Math.max(0, (account?.rebates[p] ?? 0) - child.rebates[p])])) as Record<ProductType, number>;
    if (PRODUCT_TYPES.every((p) => diff[p] <= 0)) continue;
    for (const username of [child.username, ...teamOf(state, child.username, index).map((m) => m.account.username)]) {
      for (const b of settledBetsIn(state, username, start, end)) {
        const d = diff[b.gameType as ProductType] ?? 0;
        if (d <= 0 || b.validBet <= 0) continue;
        const day = dayStart(b.betTime);
        const sums = byDay.get(day) ?? (Object.fromEntries(PRODUCT_TYPES.map((p) => [p, 0])) as Record<ProductType, number>);
        sums[b.gameType as ProductType] += (b.validBet * d) / 100;
        byDay.set(day, sums);
      }
    }
  }
  const amounts = new Map<number, number>();
  for (const [day, sums] of [...byDay].sort((a, b) => a[0] - b[0])) {
    const amount = round2(PRODUCT_TYPES.reduce((total, p) => total + round2(sums[p]), 0));
    if (amount > 0) amounts.set(day, amount);
  }
  return amounts;
}

/** The COMMISSION movement of an agent's day. */
export function commissionMovement(state: PlatformState, day: number, amount: number) {
  const time = day + DAY + PAY_DELAY.COMMISSION;
  return { time, type: 'COMMISSION' as const, amount, accountTypeId: MAIN_WALLET, reference: nextNo(state, 'CM', time), remark: `Commission ${vnDate(day)}` };
}

/* ------------------------------------------------------------------ seeding */

/**
 * Seeds the agents' income and settlements over the history up to `at`: every agent's daily
 * commission, and every contract's dividends, daily wages and (the last 3 days) hourly salary,
 * paid at their time; `forced` names the one dividend the platform forced. Returns the
 * movements by ledger (the caller inserts them and works the balances out backwards); sets
 * where the clock's settling goes on from.
 */
export function seedAgency(state: PlatformState, at: number, historyStart: number, hourlyStart: number): Record<string, Omit<LedgerEntry, 'id' | 'balanceAfter'>[]> {
  const movements: Record<string, Omit<LedgerEntry, 'id' | 'balanceAfter'>[]> = {};
  const add = (username: string, m: Omit<LedgerEntry, 'id' | 'balanceAfter' | 'status'>) => {
    const list = movements[username] ?? [];
    list.push({ ...m, status: 'DONE' });
    movements[username] = list;
  };
  // Commission: every day that ended and was credited by `at`.
  let lastDay = dayStart(at) - DAY;
  if (lastDay + DAY + PAY_DELAY.COMMISSION > at) lastDay -= DAY;
  for (const agent of agentsWithTeams(state)) {
    for (const [day, amount] of commissionByDay(state, agent, historyStart, lastDay + DAY - 1)) add(agent, commissionMovement(state, day, amount));
  }
  state.agency.next.commission = lastDay + DAY;

  const contracts = liveContracts(state);
  const periods = (kind: SettlementKind, from: number) => {
    const list: number[] = [];
    for (let start = from; ; ) {
      const { end } = periodOf(kind, start);
      if (end + 1 + PAY_DELAY[kind] > at) return { list, next: start };
      list.push(start);
      start = end + 1;
    }
  };
  const run = (kind: SettlementKind, from: number) => {
    const { list, next } = periods(kind, from);
    for (const start of list) {
      for (const contract of contracts) {
        if (periodOf(kind, start).end < state.accounts[contract.downline]!.regDate) continue;
        const s = settlementOf(state, contract, kind, start, 'PAID', periodOf(kind, start).end + 1 + PAY_DELAY[kind]);
        if (s.amount <= 0 && (kind !== 'DIVIDEND' || s.betVolume === 0)) continue;
        state.agency.settlements.push(s);
      }
    }
    return next;
  };
  state.agency.next.dividend = run('DIVIDEND', halfMonth(historyStart).end + 1);
  state.agency.next.daily = run('DAILY', historyStart);
  state.agency.next.hourly = run('HOURLY', hourlyStart);
  // One past dividend the platform forced: agent01's to thu_agent of the half month before last.
  const forced = state.agency.settlements.filter((s) => s.kind === 'DIVIDEND' && s.upline === 'agent01' && s.downline === 'thu_agent' && s.amount > 0).at(-2);
  if (forced) forced.status = 'FORCED';
  for (const s of state.agency.settlements) {
    if (s.amount <= 0 || s.paidAt === null) continue;
    const { out, into } = settlementMovements(state, s, s.paidAt);
    add(s.upline, out);
    add(s.downline, into);
  }
  state.agency.settlements.sort((a, b) => (a.paidAt ?? 0) - (b.paidAt ?? 0));
  return movements;
}

/* ------------------------------------------------------------------ the clock */

/** What falls due as the clock moves: the next commission day, wages day, salary hour and dividend half month. */
export function agencyDue(state: PlatformState): { time: number; run(): void }[] {
  const agency = state.agency;
  if (!agency) return [];
  const next = agency.next;
  const kinds: SettlementKind[] = ['DAILY', 'HOURLY', 'DIVIDEND'];
  const due = kinds.map((kind) => {
    const field = kind === 'DAILY' ? 'daily' : kind === 'HOURLY' ? 'hourly' : 'dividend';
    const { start, end } = periodOf(kind, next[field]);
    const time = end + 1 + PAY_DELAY[kind];
    return {
      time,
      run: () => {
        settleContracts(state, kind, start, time);
        next[field] = end + 1;
      },
    };
  });
  const day = next.commission;
  const time = day + DAY + PAY_DELAY.COMMISSION;
  due.push({
    time,
    run: () => {
      for (const agent of agentsWithTeams(state)) {
        const amount = commissionByDay(state, agent, day, day + DAY - 1).get(day);
        if (amount) post(state, agent, commissionMovement(state, day, amount));
      }
      next.commission = day + DAY;
    },
  });
  return due;
}

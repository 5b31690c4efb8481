/**
 * Agents' income and settlements on the mock platform (docs/design/agent-centre.md):
 *
 * - **commission**: at 02:00 Vietnam time an agent is credited, for the day before, Σ over its
 *   team's settled valid bets of that day, per product type, of validBet × (agent's rate − rate
 *   of the direct downline the bet came through) / 100, rounded to cents, when above 0: one
 *   COMMISSION entry a day in its ledger;
 * - **contracts** between an agent and a direct downline agent (contracts.ts): the upline pays,
 *   out of its main wallet into the downline's, per the contract ACTIVE when a period ends and
 *   the highest tier its branch (the downline and its team) met: daily wages per Vietnam day and
 *   an hourly salary per hour (`rate` % of the branch's valid bets), paid by the platform; a
 *   dividend per salary period (`rate` % of the branch's loss), DUE until the upline pays it
 *   (`payDividend`) and FORCED by the platform at `dueAt`, 10 hours after the period, which also
 *   freezes the upline for a day. Each period is a `Settlement` and DIVIDEND / SALARY entries
 *   out of the upline and into the downline; the period still running is shown PENDING with its
 *   amount so far;
 * - **promotion links**: codes that register new accounts under their owner.
 *
 * `agencyDue` gives `settle` (money.ts) what falls due as the clock moves: commission for each
 * day that ended, wages for each day, salary for each hour, dividends at each day boundary, the
 * forced dividends, freezes that end, and the real-time salary every 5 minutes.
 */

import {
  activeContractsAt,
  branchOf,
  DIVIDEND_GRACE,
  FREEZE_LENGTH,
  findContract,
  freezeForDividend,
  freezesDue,
  realtimeDue,
  recordContractEvent,
} from './contracts';
import { DAY, dayStart, HOUR, ICT_OFFSET, MINUTE, now } from './core/clock';
import { MAIN_WALLET, mainBalance, nextNo, post, round2 } from './core/ledger';
import {
  type ContractTier,
  type LedgerEntry,
  type PlatformState,
  PRODUCT_TYPES,
  type ProductType,
  type SalaryPeriod,
  type Settlement,
  type SettlementKind,
  type SettlementStatus,
  type StoredContract,
  type TransactionType,
} from './core/state';
import { childrenIndex, settledBetsIn, teamOf, vnDate } from './team';

/* ------------------------------------------------------------------ contracts */

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

/** The salary period (Vietnam days) holding `time`: D day, W Monday–Sunday, H half month, M month. */
export function salaryPeriodOf(period: SalaryPeriod, time: number): { start: number; end: number } {
  if (period === 'H') return halfMonth(time);
  const day = dayStart(time);
  if (period === 'D') return { start: day, end: day + DAY - 1 };
  if (period === 'W') {
    const weekday = (new Date(day + ICT_OFFSET).getUTCDay() + 6) % 7;
    return { start: day - weekday * DAY, end: day + (7 - weekday) * DAY - 1 };
  }
  const d = new Date(time + ICT_OFFSET);
  return { start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - ICT_OFFSET, end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - ICT_OFFSET - 1 };
}

/** When daily and hourly salaries are paid after their period ends; commission after its day. */
const PAY_DELAY = { COMMISSION: 2 * HOUR, DAILY: HOUR, HOURLY: 5 * MINUTE } as const;
/** When the seeded uplines paid their dividends, after the period ended (within the grace). */
const SEEDED_DIVIDEND_PAID = 3 * HOUR;

const periodOf = (kind: SettlementKind, start: number, salaryPeriod: SalaryPeriod = 'H'): { start: number; end: number } =>
  kind === 'DIVIDEND' ? salaryPeriodOf(salaryPeriod, start) : { start, end: start + (kind === 'DAILY' ? DAY : HOUR) - 1 };

/** The highest tier whose thresholds the figures meet. */
export function tierMet(
  tiers: readonly ContractTier[],
  betVolume: number,
  activeMembers: number,
  profitLoss: number,
  dividend: boolean,
): ContractTier | undefined {
  return [...tiers]
    .reverse()
    .find((t) => betVolume + 1e-9 >= t.periodBet && activeMembers >= t.activeMembers && (!dividend || profitLoss <= (t.periodProfitLoss ?? 0) + 1e-9));
}

/** The figures of a contract's branch over a period, the tier met and what the upline owes for it. */
export function contractFigures(state: PlatformState, contract: StoredContract, kind: SettlementKind, start: number, end: number) {
  let betVolume = 0;
  let winLoss = 0;
  let credits = 0;
  let activeMembers = 0;
  for (const username of branchOf(state, contract.downline)) {
    const bets = settledBetsIn(state, username, start, end);
    if (bets.length > 0) activeMembers += 1;
    for (const b of bets) {
      betVolume += b.validBet;
      winLoss += b.winLoss;
    }
    if (kind === 'DIVIDEND')
      for (const e of state.ledger[username] ?? []) if ((e.type === 'BONUS' || e.type === 'REBATE') && e.time >= start && e.time <= end) credits += e.amount;
  }
  const profitLoss = kind === 'DIVIDEND' ? round2(winLoss + credits) : 0;
  const tier = tierMet(contract.tiers, betVolume, activeMembers, profitLoss, kind === 'DIVIDEND');
  const rate = tier?.rate ?? 0;
  const base = kind === 'DIVIDEND' ? Math.max(0, -profitLoss) : betVolume;
  return { betVolume: round2(betVolume), activeMembers, profitLoss, rate, amount: round2((base * rate) / 100) };
}

const RECORD_PREFIX: Record<SettlementKind, string> = { DIVIDEND: 'DV', DAILY: 'DS', HOURLY: 'HS' };

function settlementOf(
  state: PlatformState,
  contract: StoredContract,
  kind: SettlementKind,
  periodStart: number,
  status: SettlementStatus,
  paidAt: number | null,
  recordId?: string,
): Settlement {
  const { start, end } = periodOf(kind, periodStart, contract.salaryPeriod);
  const figures = contractFigures(state, contract, kind, start, end);
  if (!recordId) state.seq += 1;
  return {
    recordId: recordId ?? `${RECORD_PREFIX[kind]}${String(state.seq).padStart(8, '0')}`,
    kind,
    contractId: contract.contractId,
    periodStart: start,
    periodEnd: end,
    upline: contract.upline,
    downline: contract.downline,
    ...figures,
    status,
    paidAt,
    dueAt: null,
  };
}

const settlementType = (kind: SettlementKind): TransactionType => (kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY');

function settlementRemark(s: Settlement, to: boolean): string {
  const what = s.kind === 'DIVIDEND' ? 'Dividend' : s.kind === 'DAILY' ? 'Daily wages' : 'Hourly salary';
  const period =
    s.kind === 'DIVIDEND'
      ? `${vnDate(s.periodStart)} – ${vnDate(s.periodEnd)}`
      : s.kind === 'DAILY'
        ? vnDate(s.periodStart)
        : `${vnDate(s.periodStart)} ${new Date(s.periodStart + ICT_OFFSET).toISOString().slice(11, 16)}`;
  return `${what} ${period} ${to ? 'to' : 'from'} ${to ? s.downline : s.upline}`;
}

/** The two ledger movements of a paid settlement (or `amount` of it): out of the upline, into the downline. */
export function settlementMovements(state: PlatformState, s: Settlement, time: number, amount = s.amount) {
  const reference = nextNo(state, s.kind === 'DIVIDEND' ? 'DV' : 'SL', time);
  const type = settlementType(s.kind);
  return {
    out: { time, type, amount: -amount, accountTypeId: MAIN_WALLET, reference, remark: settlementRemark(s, true) },
    into: { time, type, amount, accountTypeId: MAIN_WALLET, reference, remark: settlementRemark(s, false) },
  };
}

/** Moves a settlement's money now: PAID (or FORCED) with `paidAt`. */
function pay(state: PlatformState, s: Settlement, time: number, amount = s.amount) {
  const { out, into } = settlementMovements(state, s, time, amount);
  post(state, s.upline, out);
  post(state, s.downline, into);
}

/** Settles the salaries of one ended period (daily or hourly) of every contract ACTIVE at its end: PAID, or DUE when the upline cannot pay. */
function settleSalaries(state: PlatformState, kind: 'DAILY' | 'HOURLY', periodStart: number, time: number) {
  const { end } = periodOf(kind, periodStart);
  for (const contract of activeContractsAt(state, kind, end)) {
    const draft = settlementOf(state, contract, kind, periodStart, 'PAID', time);
    if (draft.amount <= 0) continue;
    if (mainBalance(state.accounts[contract.upline]!) < draft.amount) {
      state.agency.settlements.push({ ...draft, status: 'DUE', paidAt: null });
      continue;
    }
    state.agency.settlements.push(draft);
    pay(state, draft, time);
  }
}

/** At a day boundary: every dividend contract whose period ended there owes its dividend (DUE until the upline pays it). */
function settleDividends(state: PlatformState, boundary: number) {
  for (const contract of activeContractsAt(state, 'DIVIDEND', boundary - 1)) {
    const { start, end } = salaryPeriodOf(contract.salaryPeriod ?? 'H', boundary - 1);
    if (end !== boundary - 1) continue;
    const draft = settlementOf(state, contract, 'DIVIDEND', start, 'PAID', boundary);
    if (draft.betVolume === 0 && draft.amount <= 0) continue;
    if (draft.amount <= 0) {
      state.agency.settlements.push(draft);
      continue;
    }
    const due = { ...draft, status: 'DUE' as const, paidAt: null, dueAt: boundary + DIVIDEND_GRACE };
    state.agency.settlements.push(due);
    recordContractEvent(state, contract, 'DIVIDEND_DUE', 'PLATFORM', boundary, `${due.recordId} ${due.amount}`);
  }
}

/** The upline pays a DUE dividend now. */
export function payDividend(
  state: PlatformState,
  username: string,
  recordId: string,
  time: number,
): Settlement | 'settlement.not.due' | 'wallet.insufficient.balance' {
  const s = state.agency.settlements.find((x) => x.recordId === recordId && x.kind === 'DIVIDEND');
  if (!s || s.upline !== username || s.status !== 'DUE') return 'settlement.not.due';
  if (mainBalance(state.accounts[username]!) < s.amount) return 'wallet.insufficient.balance';
  pay(state, s, time);
  s.status = 'PAID';
  s.paidAt = time;
  s.dueAt = null;
  const contract = findContract(state, s.contractId);
  if (contract) recordContractEvent(state, contract, 'DIVIDEND_PAID', username, time, `${s.recordId} ${s.amount}`);
  return s;
}

/** A DUE dividend not paid by its `dueAt`: the platform takes it from the upline (what there is) and freezes the upline. */
function forceDividend(state: PlatformState, s: Settlement, time: number) {
  const available = round2(Math.min(s.amount, mainBalance(state.accounts[s.upline]!)));
  const contract = findContract(state, s.contractId);
  if (available > 0) pay(state, s, time, available);
  const rest = round2(s.amount - available);
  s.status = 'FORCED';
  s.paidAt = time;
  s.dueAt = null;
  if (rest > 0) {
    s.amount = available;
    state.seq += 1;
    state.agency.settlements.push({ ...s, recordId: `DV${String(state.seq).padStart(8, '0')}`, amount: rest, status: 'DUE', paidAt: null, dueAt: null });
  }
  if (contract) {
    recordContractEvent(state, contract, 'DIVIDEND_FORCED', 'PLATFORM', time, `${s.recordId} ${available}`);
    freezeForDividend(state, contract, time);
  }
}

/** The running (PENDING) period of each ACTIVE contract, with its amount so far. */
export function pendingSettlements(state: PlatformState, kind: SettlementKind, time: number): Settlement[] {
  return activeContractsAt(state, kind, time).map((c) => {
    const start = kind === 'DIVIDEND' ? salaryPeriodOf(c.salaryPeriod ?? 'H', time).start : kind === 'DAILY' ? dayStart(time) : Math.floor(time / HOUR) * HOUR;
    const period = new Date(start + ICT_OFFSET).toISOString().slice(0, 13).replace(/\D/g, '');
    return settlementOf(state, c, kind, start, 'PENDING', null, `${RECORD_PREFIX[kind]}P${period}${state.accounts[c.downline]!.id}`);
  });
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
export function seedAgency(
  state: PlatformState,
  at: number,
  historyStart: number,
  hourlyStart: number,
): Record<string, Omit<LedgerEntry, 'id' | 'balanceAfter'>[]> {
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

  const periods = (kind: 'DAILY' | 'HOURLY', from: number) => {
    const list: number[] = [];
    for (let start = from; ; start += kind === 'DAILY' ? DAY : HOUR) {
      const { end } = periodOf(kind, start);
      if (end + 1 + PAY_DELAY[kind] > at) return { list, next: start };
      list.push(start);
    }
  };
  const run = (kind: 'DAILY' | 'HOURLY', from: number) => {
    const { list, next } = periods(kind, from);
    for (const start of list) {
      const { end } = periodOf(kind, start);
      for (const contract of activeContractsAt(state, kind, end)) {
        const s = settlementOf(state, contract, kind, start, 'PAID', end + 1 + PAY_DELAY[kind]);
        if (s.amount > 0) state.agency.settlements.push(s);
      }
    }
    return next;
  };
  state.agency.next.daily = run('DAILY', historyStart);
  state.agency.next.hourly = run('HOURLY', hourlyStart);
  // Dividends: checked at each day boundary; paid 3 hours after the period, or DUE when that is still ahead.
  let boundary = dayStart(historyStart) + DAY;
  for (; boundary <= at; boundary += DAY) {
    for (const contract of activeContractsAt(state, 'DIVIDEND', boundary - 1)) {
      const { start, end } = salaryPeriodOf(contract.salaryPeriod ?? 'H', boundary - 1);
      if (end !== boundary - 1 || start < historyStart) continue;
      const paidAt = boundary + SEEDED_DIVIDEND_PAID;
      const s = settlementOf(state, contract, 'DIVIDEND', start, 'PAID', paidAt);
      if (s.betVolume === 0 && s.amount <= 0) continue;
      if (paidAt > at && s.amount > 0) Object.assign(s, { status: 'DUE', paidAt: null, dueAt: boundary + DIVIDEND_GRACE });
      state.agency.settlements.push(s);
      if (s.amount > 0) recordContractEvent(state, contract, 'DIVIDEND_DUE', 'PLATFORM', boundary, `${s.recordId} ${s.amount}`);
      if (s.status === 'PAID' && s.amount > 0) recordContractEvent(state, contract, 'DIVIDEND_PAID', contract.upline, paidAt, `${s.recordId} ${s.amount}`);
    }
  }
  state.agency.next.dividend = boundary;
  // One past dividend the platform forced (agent01 was frozen a day): agent01's to thu_agent of the
  // half month before last, or of the last period that owed thu_agent anything, or else to another
  // sub-agent; a half month of losses owes nothing, so which periods owed depends on the day.
  const owed = state.agency.settlements.filter((s) => s.kind === 'DIVIDEND' && s.upline === 'agent01' && s.status === 'PAID' && s.amount > 0);
  const owedThu = owed.filter((s) => s.downline === 'thu_agent');
  const forced = owedThu.at(-2) ?? owedThu.at(-1) ?? owed.at(-2) ?? owed.at(-1);
  const forcedContract = forced && findContract(state, forced.contractId);
  if (forced && forcedContract) {
    const events = state.contracts.events;
    const paidEvent = events.findIndex((e) => e.action === 'DIVIDEND_PAID' && e.note?.startsWith(forced.recordId));
    if (paidEvent >= 0) events.splice(paidEvent, 1);
    forced.status = 'FORCED';
    forced.paidAt = forced.periodEnd + 1 + DIVIDEND_GRACE;
    recordContractEvent(state, forcedContract, 'DIVIDEND_FORCED', 'PLATFORM', forced.paidAt, `${forced.recordId} ${forced.amount}`);
    recordContractEvent(state, forcedContract, 'FROZEN', 'PLATFORM', forced.paidAt, 'Dividend not paid in time');
    recordContractEvent(state, forcedContract, 'UNFROZEN', 'PLATFORM', forced.paidAt + FREEZE_LENGTH);
    state.contracts.events.sort((x, y) => x.time - y.time);
  }
  for (const s of state.agency.settlements) {
    if (s.amount <= 0 || s.paidAt === null) continue;
    const { out, into } = settlementMovements(state, s, s.paidAt);
    add(s.upline, out);
    add(s.downline, into);
  }
  state.agency.settlements.sort((a, b) => (a.paidAt ?? a.periodEnd) - (b.paidAt ?? b.periodEnd));
  return movements;
}

/* ------------------------------------------------------------------ the clock */

/**
 * What falls due as the clock moves: the next commission day, wages day, salary hour, dividend
 * check (a day boundary), each DUE dividend's deadline, the end of a freeze and the next
 * real-time salary settlement.
 */
export function agencyDue(state: PlatformState): { time: number; run(): void }[] {
  const agency = state.agency;
  if (!agency) return [];
  const next = agency.next;
  const due: { time: number; run(): void }[] = (['DAILY', 'HOURLY'] as const).map((kind) => {
    const field = kind === 'DAILY' ? 'daily' : 'hourly';
    const { start, end } = periodOf(kind, next[field]);
    const time = end + 1 + PAY_DELAY[kind];
    return {
      time,
      run: () => {
        settleSalaries(state, kind, start, time);
        next[field] = end + 1;
      },
    };
  });
  due.push({
    time: next.dividend,
    run: () => {
      settleDividends(state, next.dividend);
      next.dividend += DAY;
    },
  });
  for (const s of agency.settlements)
    if (s.status === 'DUE' && s.dueAt !== null) due.push({ time: s.dueAt, run: () => forceDividend(state, s, s.dueAt ?? now(state)) });
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
  // The real-time round drawn at a boundary counts in the dividend checked at the same instant: it runs first.
  return [...realtimeDue(state, () => now(state)), ...freezesDue(state), ...due];
}

/**
 * Agents' teams on the mock platform: the tree of uplines, rebate rates by product type, and the
 * figures every agent report is built from (docs/design/agent-centre.md, "Words").
 *
 * - The **team** of an agent is every descendant (downlines at any depth), never the agent; the
 *   **level** of a member is 1 for a direct downline, 2 for theirs, ...
 * - The **figures** of a set of members over a period come from their ledgers and bets
 *   (records.ts `betsOf`): settled bets by bet time, BONUS / REBATE / DEPOSIT / WITHDRAWAL
 *   entries by time, registrations and first deposits. The overview, the profit and loss, the
 *   betting report and the income report all read them here, so they agree for any period.
 *
 * A member's bets are parsed from its ledger once and kept while the ledger does not change
 * (the same array, the same length and last entry): agent02's 150 members answer fast.
 */
import { DAY, dayStart, ICT_OFFSET } from './core/clock';
import { round2 } from './core/ledger';
import { type LedgerEntry, type MockAccount, type PlatformState, PRODUCT_TYPES, type ProductType, type Rebates } from './core/state';
import { type BetRecord, betsOf } from './records';

/* ------------------------------------------------------------------ rebates */

export interface RebateRate {
  productType: ProductType;
  rate: number;
}

/** The highest rate the platform gives (percent). */
export const MAX_REBATE = 3;

export const noRebates = (): Rebates => Object.fromEntries(PRODUCT_TYPES.map((p) => [p, 0])) as Rebates;

/** A rate rounded to one decimal. */
export const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The rates as the contract's list, every product type once, in order. */
export const rebateList = (rebates: Partial<Rebates> | undefined): RebateRate[] =>
  PRODUCT_TYPES.map((productType) => ({ productType, rate: rebates?.[productType] ?? 0 }));

/** Rates a step below `of` (at least 0), e.g. a downline's default under its upline. */
export const ratesBelow = (of: Rebates, step: number): Rebates =>
  Object.fromEntries(PRODUCT_TYPES.map((p) => [p, Math.max(0, round1(of[p] - step))])) as Rebates;

/* ------------------------------------------------------------------ the tree */

/** Member types an agent may open (`getAgentQuota`): type 1 opens members and type-2 agents, 41 members and 42s. */
export const OPENABLE_TYPES: Record<number, number[]> = { 1: [0, 2], 2: [0], 41: [0, 42], 42: [0] };

const indexCache = new WeakMap<Record<string, MockAccount>, { count: number; index: Map<string, MockAccount[]> }>();

/**
 * Every account's direct downlines, in the order the accounts were made; kept while no account
 * is added (uplines never change).
 */
export function childrenIndex(state: PlatformState): Map<string, MockAccount[]> {
  const count = Object.keys(state.accounts).length;
  const kept = indexCache.get(state.accounts);
  if (kept && kept.count === count) return kept.index;
  const index = new Map<string, MockAccount[]>();
  for (const account of Object.values(state.accounts)) {
    if (!account.upline) continue;
    const list = index.get(account.upline) ?? [];
    list.push(account);
    index.set(account.upline, list);
  }
  indexCache.set(state.accounts, { count, index });
  return index;
}

export interface TeamMember {
  account: MockAccount;
  /** 1 for a direct downline of the root, 2 for theirs, ... */
  level: number;
  /** The direct downline of the root this member is reached through (itself at level 1). */
  branch: string;
}

/** The team of `root` (every descendant, never `root`), parents before their downlines. */
export function teamOf(state: PlatformState, root: string, index = childrenIndex(state)): TeamMember[] {
  const team: TeamMember[] = [];
  const walk = (username: string, level: number, branch: string | null) => {
    for (const child of index.get(username) ?? []) {
      team.push({ account: child, level, branch: branch ?? child.username });
      walk(child.username, level + 1, branch ?? child.username);
    }
  };
  walk(root, 1, null);
  return team;
}

/** Whether `username` is in `root`'s team. */
export function inTeam(state: PlatformState, root: string, username: string): boolean {
  let account = state.accounts[username];
  const seen = new Set<string>();
  while (account?.upline && !seen.has(account.username)) {
    if (account.upline === root) return true;
    seen.add(account.username);
    account = state.accounts[account.upline];
  }
  return false;
}

/** The usernames from `root` down to `username`, both included (just `root` when they are the same). */
export function pathTo(state: PlatformState, root: string, username: string): string[] {
  const path = [username];
  let account = state.accounts[username];
  while (account && account.username !== root && account.upline) {
    path.unshift(account.upline);
    account = state.accounts[account.upline];
  }
  return path[0] === root ? path : [root];
}

/* ------------------------------------------------------------------ bets, kept */

const betCache = new WeakMap<readonly LedgerEntry[], { length: number; last: string | undefined; bets: BetRecord[] }>();

/** A member's bets (records.ts `betsOf`), parsed again only when its ledger changed. */
export function betsCached(state: PlatformState, username: string): BetRecord[] {
  const ledger = state.ledger[username];
  if (!ledger) return [];
  const last = ledger.at(-1)?.id;
  const kept = betCache.get(ledger);
  if (kept && kept.length === ledger.length && kept.last === last) return kept.bets;
  const bets = betsOf(state, username);
  betCache.set(ledger, { length: ledger.length, last, bets });
  return bets;
}

/** Forgets a member's kept bets (after a bet entry changed in place, e.g. a simulated ticket was drawn). */
export function forgetBets(state: PlatformState, username: string): void {
  const ledger = state.ledger[username];
  if (ledger) betCache.delete(ledger);
}

/* ------------------------------------------------------------------ figures */

export interface MoneyFigures {
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  winLoss: number;
  bonus: number;
  rebate: number;
  profit: number;
  deposits: number;
  withdrawals: number;
}

export interface Figures extends MoneyFigures {
  teamSize: number;
  newMembers: number;
  activeMembers: number;
  firstDeposits: number;
  firstDepositAmount: number;
}

const emptyMoney = (): MoneyFigures => ({
  betCount: 0,
  stake: 0,
  validBet: 0,
  payout: 0,
  winLoss: 0,
  bonus: 0,
  rebate: 0,
  profit: 0,
  deposits: 0,
  withdrawals: 0,
});

function addEntry(f: MoneyFigures, e: LedgerEntry) {
  if (e.type === 'BONUS') f.bonus += e.amount;
  else if (e.type === 'REBATE') f.rebate += e.amount;
  else if (e.type === 'DEPOSIT') f.deposits += e.amount;
  else if (e.type === 'WITHDRAWAL') f.withdrawals -= e.amount;
  else if (e.type === 'WITHDRAWAL_REFUND') f.withdrawals -= e.amount;
}

function addBet(f: MoneyFigures, b: BetRecord) {
  f.betCount += 1;
  f.stake += b.stake;
  f.validBet += b.validBet;
  f.payout += b.payout;
  f.winLoss += b.winLoss;
}

function roundMoney(f: MoneyFigures): MoneyFigures {
  const winLoss = round2(f.winLoss);
  const bonus = round2(f.bonus);
  const rebate = round2(f.rebate);
  return {
    betCount: f.betCount,
    stake: round2(f.stake),
    validBet: round2(f.validBet),
    payout: round2(f.payout),
    winLoss,
    bonus,
    rebate,
    profit: round2(winLoss + bonus + rebate),
    deposits: round2(f.deposits),
    withdrawals: round2(f.withdrawals),
  };
}

/** A member's settled bets with their bet time in `[start, end]`. */
export const settledBetsIn = (state: PlatformState, username: string, start: number, end: number): BetRecord[] =>
  betsCached(state, username).filter((b) => b.status === 'SETTLED' && b.betTime >= start && b.betTime <= end);

/** The money figures of some members over `[start, end]` (both ends inclusive). */
export function moneyFigures(state: PlatformState, usernames: readonly string[], start: number, end: number): MoneyFigures {
  const f = emptyMoney();
  for (const username of usernames) {
    for (const b of betsCached(state, username)) if (b.status === 'SETTLED' && b.betTime >= start && b.betTime <= end) addBet(f, b);
    for (const e of state.ledger[username] ?? []) if (e.time >= start && e.time <= end) addEntry(f, e);
  }
  return roundMoney(f);
}

/** The first DEPOSIT entry of a member's whole ledger. */
export const firstDepositOf = (state: PlatformState, username: string): LedgerEntry | undefined =>
  (state.ledger[username] ?? []).find((e) => e.type === 'DEPOSIT');

/** Every figure of some members over `[start, end]`. */
export function figuresOf(state: PlatformState, members: readonly MockAccount[], start: number, end: number): Figures {
  const names = members.map((m) => m.username);
  const money = moneyFigures(state, names, start, end);
  let firstDeposits = 0;
  let firstDepositAmount = 0;
  for (const name of names) {
    const first = firstDepositOf(state, name);
    if (first && first.time >= start && first.time <= end) {
      firstDeposits += 1;
      firstDepositAmount += first.amount;
    }
  }
  return {
    teamSize: members.filter((m) => m.regDate <= end).length,
    newMembers: members.filter((m) => m.regDate >= start && m.regDate <= end).length,
    activeMembers: names.filter((n) => betsCached(state, n).some((b) => b.status === 'SETTLED' && b.betTime >= start && b.betTime <= end)).length,
    firstDeposits,
    firstDepositAmount: round2(firstDepositAmount),
    ...money,
  };
}

/** `YYYY-MM-DD` of a time, Vietnam time. */
export const vnDate = (time: number): string => new Date(time + ICT_OFFSET).toISOString().slice(0, 10);

/** The Vietnam days of `[start, end]`, each clipped to the range, oldest first. */
export function daysOf(start: number, end: number): { date: string; start: number; end: number }[] {
  const days: { date: string; start: number; end: number }[] = [];
  for (let day = dayStart(start); day <= end; day += DAY) days.push({ date: vnDate(day), start: Math.max(start, day), end: Math.min(end, day + DAY - 1) });
  return days;
}

export interface DayFigures {
  date: string;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  validBet: number;
  profit: number;
  income: number;
}

/** The income entries of an agent's ledger: COMMISSION, and DIVIDEND and SALARY it received. */
export const isIncomeEntry = (e: LedgerEntry): boolean => e.type === 'COMMISSION' || ((e.type === 'DIVIDEND' || e.type === 'SALARY') && e.amount > 0);

/** An agent's income over `[start, end]`. */
export const incomeOf = (state: PlatformState, agent: string, start: number, end: number): number =>
  round2((state.ledger[agent] ?? []).reduce((sum, e) => (e.time >= start && e.time <= end && isIncomeEntry(e) ? sum + e.amount : sum), 0));

/** The figures of each Vietnam day of `[start, end]` of some members, and the income of `agent`, in one pass. */
export function dailyFigures(state: PlatformState, members: readonly MockAccount[], agent: string, start: number, end: number): DayFigures[] {
  const days = daysOf(start, end);
  const first = dayStart(start);
  const slot = (time: number) => Math.round((dayStart(time) - first) / DAY);
  const sums = days.map(() => ({ newMembers: 0, active: new Set<string>(), deposits: 0, withdrawals: 0, validBet: 0, winLoss: 0, credits: 0, income: 0 }));
  const inRange = (time: number) => time >= start && time <= end;
  for (const m of members) {
    if (inRange(m.regDate)) sums[slot(m.regDate)]!.newMembers += 1;
    for (const b of betsCached(state, m.username)) {
      if (b.status !== 'SETTLED' || !inRange(b.betTime)) continue;
      const s = sums[slot(b.betTime)]!;
      s.active.add(m.username);
      s.validBet += b.validBet;
      s.winLoss += b.winLoss;
    }
    for (const e of state.ledger[m.username] ?? []) {
      if (!inRange(e.time)) continue;
      const s = sums[slot(e.time)]!;
      if (e.type === 'DEPOSIT') s.deposits += e.amount;
      else if (e.type === 'WITHDRAWAL' || e.type === 'WITHDRAWAL_REFUND') s.withdrawals -= e.amount;
      else if (e.type === 'BONUS' || e.type === 'REBATE') s.credits += e.amount;
    }
  }
  for (const e of state.ledger[agent] ?? []) if (inRange(e.time) && isIncomeEntry(e)) sums[slot(e.time)]!.income += e.amount;
  return days.map((d, i) => {
    const s = sums[i]!;
    return {
      date: d.date,
      newMembers: s.newMembers,
      activeMembers: s.active.size,
      deposits: round2(s.deposits),
      withdrawals: round2(s.withdrawals),
      validBet: round2(s.validBet),
      profit: round2(round2(s.winLoss) + round2(s.credits)),
      income: round2(s.income),
    };
  });
}

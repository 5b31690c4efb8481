/**
 * Contracts between an upline agent and its direct downline agents (docs/design/contracts.md):
 * dividend, daily salary, hourly salary and real-time salary. The terms are tiers; a contract
 * goes PENDING → ACTIVE | REJECTED | WITHDRAWN, ACTIVE → TERMINATED | REPLACED. Accepting a
 * contract whose top rate is below one the downline gave its own downlines ends those (after
 * the downline confirmed). Every step writes a history event.
 *
 * What the contracts pay is settled by agency.ts (dividends, daily and hourly salary) and
 * here (real-time salary, every 5 minutes, with the simulated lottery play that keeps it alive).
 */

import { isAgent } from './accounts';
import { gameByCode, seededRandom } from './core/catalog';
import { DAY, dayStart, HOUR, ICT_OFFSET, MINUTE } from './core/clock';
import { MAIN_WALLET, mainBalance, nextNo, post, round2 } from './core/ledger';
import type {
  ContractAction,
  ContractKind,
  ContractStatus,
  ContractsState,
  ContractTier,
  EndReason,
  MockAccount,
  Party,
  PlatformState,
  SalaryPeriod,
  StoredContract,
} from './core/state';
import { betsCached, childrenIndex, forgetBets, teamOf } from './team';

/* ------------------------------------------------------------------ types */

export const emptyContracts = (): ContractsState => ({ list: [], events: [], wages: [], nextRealtime: 0, live: false, advancedTo: 0 });

/* ------------------------------------------------------------------ rules */

/** The most a top agent (one without a contract of its own) may offer, percent. */
export const PLATFORM_CEILING: Record<ContractKind, { rate: number; lossRate?: number }> = {
  DIVIDEND: { rate: 50 },
  DAILY: { rate: 2 },
  HOURLY: { rate: 1 },
  REALTIME: { rate: 5, lossRate: 5 },
};
export const MAX_TIERS = 10;
/** How long an upline has to pay a dividend after its period ends. */
export const DIVIDEND_GRACE = 10 * HOUR;
/** How long the platform freezes an upline that did not pay a dividend. */
export const FREEZE_LENGTH = DAY;
export const REALTIME_STEP = 5 * MINUTE;

const PREFIX: Record<ContractKind, string> = { DIVIDEND: 'DC', DAILY: 'DS', HOURLY: 'HS', REALTIME: 'RT' };

/** The rates a contract is compared by: its last (highest) tier's. */
export function topRates(c: Pick<StoredContract, 'tiers'>): { rate: number; lossRate?: number } {
  const top = c.tiers.at(-1);
  return { rate: top?.rate ?? 0, ...(top?.lossRate === undefined ? {} : { lossRate: top.lossRate }) };
}

/** True when `a`'s rate (or loss rate) is above `b`'s. */
const above = (a: { rate: number; lossRate?: number }, b: { rate: number; lossRate?: number }) =>
  a.rate > b.rate + 1e-9 || (a.lossRate ?? 0) > (b.lossRate ?? 0) + 1e-9;

const isDirectAgentDownline = (state: PlatformState, upline: string, downline: string) => {
  const d = state.accounts[downline];
  return !!d && d.upline === upline;
};

export const contractsOf = (state: PlatformState): ContractsState => {
  state.contracts ??= emptyContracts();
  return state.contracts;
};

export const findContract = (state: PlatformState, contractId: string): StoredContract | undefined =>
  contractsOf(state).list.find((c) => c.contractId === contractId);

/** The contract of the kind between the two that was ACTIVE at `time`. */
export function contractActiveAt(state: PlatformState, upline: string, downline: string, kind: ContractKind, time: number): StoredContract | undefined {
  return contractsOf(state).list.find(
    (c) =>
      c.kind === kind &&
      c.upline === upline &&
      c.downline === downline &&
      c.startTime !== undefined &&
      c.startTime <= time &&
      (c.endTime === undefined || c.endTime > time),
  );
}

/** Every contract of the kind ACTIVE at `time`. */
export const activeContractsAt = (state: PlatformState, kind: ContractKind, time: number): StoredContract[] =>
  contractsOf(state).list.filter((c) => c.kind === kind && c.startTime !== undefined && c.startTime <= time && (c.endTime === undefined || c.endTime > time));

const current = (state: PlatformState, upline: string, downline: string, kind: ContractKind, status: ContractStatus) =>
  contractsOf(state).list.find((c) => c.kind === kind && c.upline === upline && c.downline === downline && c.status === status);

/** The most `username` may offer its downlines: its own ACTIVE contract's top rates, else the platform's. */
export function ceilingOf(state: PlatformState, username: string, kind: ContractKind): { rate: number; lossRate?: number } {
  const upline = state.accounts[username]?.upline;
  const own = upline ? current(state, upline, username, kind, 'ACTIVE') : undefined;
  return own ? topRates(own) : PLATFORM_CEILING[kind];
}

/** The ACTIVE contracts `downline` gave its own downlines that accepting `offer` would end. */
export function wouldTerminate(state: PlatformState, offer: StoredContract): StoredContract[] {
  const rates = topRates(offer);
  return contractsOf(state).list.filter((c) => c.kind === offer.kind && c.upline === offer.downline && c.status === 'ACTIVE' && above(topRates(c), rates));
}

/* ------------------------------------------------------------------ history */

function record(state: PlatformState, c: StoredContract, action: ContractAction, by: string, time: number, note?: string) {
  const s = contractsOf(state);
  state.seq += 1;
  s.events.push({
    eventId: `CE${String(state.seq).padStart(10, '0')}`,
    time,
    contractId: c.contractId,
    kind: c.kind,
    upline: c.upline,
    downline: c.downline,
    action,
    by,
    ...topRates(c),
    ...(note ? { note } : {}),
  });
}

export const recordContractEvent = record;

function end(state: PlatformState, c: StoredContract, status: ContractStatus, by: Party, reason: EndReason, time: number, who: string, action: ContractAction) {
  c.status = status;
  c.endTime = time;
  c.updateTime = time;
  c.endedBy = by;
  c.endReason = reason;
  record(state, c, action, who, time);
}

/* ------------------------------------------------------------------ steps */

export type StepError =
  | 'request_param_err'
  | 'contract.tiers.invalid'
  | 'contract.rate.above.own'
  | 'contract.offer.pending'
  | 'contract.downline.not.agent'
  | 'agent.downline.not.direct'
  | 'account.frozen'
  | 'contract.not.found'
  | 'contract.state.invalid'
  | 'contract.higher.rate.confirm';

const finite = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** The tiers of an offer body, checked; an error code when they are not valid terms of the kind. */
export function tiersOf(kind: ContractKind, value: unknown): ContractTier[] | StepError {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_TIERS) return 'contract.tiers.invalid';
  const tiers: ContractTier[] = [];
  for (const raw of value as Record<string, unknown>[]) {
    if (typeof raw !== 'object' || raw === null) return 'request_param_err';
    const { periodBet, activeMembers = 0, periodProfitLoss, rate, lossRate } = raw;
    if (!finite(periodBet, 0, 100_000_000_000) || !finite(activeMembers, 0, 100_000) || !Number.isInteger(activeMembers)) return 'request_param_err';
    if (!finite(rate, 0, 100) || !twoDecimals(rate)) return 'request_param_err';
    const tier: ContractTier = { periodBet, activeMembers: kind === 'REALTIME' ? 0 : activeMembers, rate };
    if (kind === 'DIVIDEND') {
      const pl = periodProfitLoss ?? 0;
      if (!finite(pl, -100_000_000_000, 0)) return 'request_param_err';
      tier.periodProfitLoss = pl;
    }
    if (kind === 'REALTIME') {
      if (!finite(lossRate, 0, 100) || !twoDecimals(lossRate)) return 'request_param_err';
      tier.lossRate = lossRate;
    }
    tiers.push(tier);
  }
  for (let i = 1; i < tiers.length; i += 1) {
    const [a, b] = [tiers[i - 1]!, tiers[i]!];
    if (b.periodBet <= a.periodBet || b.rate < a.rate || (b.lossRate ?? 0) < (a.lossRate ?? 0)) return 'contract.tiers.invalid';
  }
  if (tiers.every((t) => t.rate === 0 && !t.lossRate)) return 'contract.tiers.invalid';
  return tiers;
}

export interface OfferInput {
  downline: string;
  salaryPeriod?: SalaryPeriod;
  tiers: unknown;
}

/** The upline offers terms to a direct downline agent: a new PENDING contract. */
export function offerContract(state: PlatformState, upline: MockAccount, kind: ContractKind, input: OfferInput, time: number): StoredContract | StepError {
  const downlineName = input.downline.trim().toLowerCase();
  const downline = state.accounts[downlineName];
  if (!downline || !isDirectAgentDownline(state, upline.username, downlineName)) return 'agent.downline.not.direct';
  if (!isAgent(downline)) return 'contract.downline.not.agent';
  if (upline.status === 'FROZEN') return 'account.frozen';
  const tiers = tiersOf(kind, input.tiers);
  if (typeof tiers === 'string') return tiers;
  let salaryPeriod: SalaryPeriod | undefined;
  if (kind === 'DIVIDEND') {
    salaryPeriod = input.salaryPeriod ?? 'H';
    if (!['W', 'H', 'M'].includes(salaryPeriod)) return 'request_param_err';
  } else if (kind === 'DAILY') {
    if (input.salaryPeriod !== undefined && input.salaryPeriod !== 'D') return 'request_param_err';
    salaryPeriod = 'D';
  }
  if (above(topRates({ tiers }), ceilingOf(state, upline.username, kind))) return 'contract.rate.above.own';
  if (current(state, upline.username, downlineName, kind, 'PENDING')) return 'contract.offer.pending';
  const replaces = current(state, upline.username, downlineName, kind, 'ACTIVE');
  state.seq += 1;
  const contract: StoredContract = {
    contractId: `${PREFIX[kind]}${String(state.seq).padStart(12, '0')}`,
    kind,
    upline: upline.username,
    downline: downlineName,
    status: 'PENDING',
    ...(salaryPeriod ? { salaryPeriod } : {}),
    tiers,
    createTime: time,
    updateTime: time,
    ...(replaces ? { replacesContractId: replaces.contractId } : {}),
  };
  contractsOf(state).list.push(contract);
  record(state, contract, 'OFFERED', upline.username, time);
  return contract;
}

/** `A` accept, `R` reject, `C` cancel (withdraw a pending offer, terminate an active contract). */
export type Decision = 'A' | 'R' | 'C';

export interface StepResult {
  contract: StoredContract;
  terminated: StoredContract[];
}

/** A step on a contract by `username` (its upline or downline). */
export function decideContract(
  state: PlatformState,
  username: string,
  kind: ContractKind,
  contractId: string,
  decision: Decision,
  confirmTerminate: boolean,
  time: number,
): StepResult | StepError {
  const c = findContract(state, contractId);
  if (!c || c.kind !== kind || (c.upline !== username && c.downline !== username)) return 'contract.not.found';
  const asUpline = c.upline === username;
  if (decision === 'A' || decision === 'R') {
    if (asUpline || c.status !== 'PENDING') return 'contract.state.invalid';
    if (decision === 'R') {
      end(state, c, 'REJECTED', 'DOWNLINE', 'REJECTED', time, username, 'REJECTED');
      return { contract: c, terminated: [] };
    }
    const ending = wouldTerminate(state, c);
    if (ending.length > 0 && !confirmTerminate) return 'contract.higher.rate.confirm';
    for (const other of ending) end(state, other, 'TERMINATED', 'PLATFORM', 'LOWER_RATE', time, 'PLATFORM', 'AUTO_TERMINATED');
    const old = current(state, c.upline, c.downline, kind, 'ACTIVE');
    if (old) end(state, old, 'REPLACED', 'PLATFORM', 'REPLACED', time, username, 'REPLACED');
    c.status = 'ACTIVE';
    c.startTime = time;
    c.updateTime = time;
    record(state, c, 'ACCEPTED', username, time);
    return { contract: c, terminated: ending };
  }
  if (c.status === 'PENDING') {
    if (!asUpline) return 'contract.state.invalid';
    end(state, c, 'WITHDRAWN', 'UPLINE', 'WITHDRAWN', time, username, 'WITHDRAWN');
    return { contract: c, terminated: [] };
  }
  if (c.status !== 'ACTIVE') return 'contract.state.invalid';
  end(state, c, 'TERMINATED', asUpline ? 'UPLINE' : 'DOWNLINE', 'TERMINATED', time, username, 'TERMINATED');
  return { contract: c, terminated: [] };
}

/* ------------------------------------------------------------------ freezing */

/** Freezes an upline that did not pay a dividend in time. */
export function freezeForDividend(state: PlatformState, c: StoredContract, time: number) {
  const account = state.accounts[c.upline];
  if (!account) return;
  account.status = 'FROZEN';
  account.frozenReason = 'DIVIDEND_UNPAID';
  account.frozenUntil = Math.max(account.frozenUntil ?? 0, time + FREEZE_LENGTH);
  record(state, c, 'FROZEN', 'PLATFORM', time, 'Dividend not paid in time');
}

/** The accounts whose dividend freeze ends, as the clock moves. */
export function freezesDue(state: PlatformState): { time: number; run(): void }[] {
  return Object.values(state.accounts)
    .filter((a) => a.frozenReason === 'DIVIDEND_UNPAID' && a.frozenUntil !== undefined)
    .map((a) => ({
      time: a.frozenUntil!,
      run: () => {
        const until = a.frozenUntil!;
        a.status = 'ACTIVE';
        delete a.frozenReason;
        delete a.frozenUntil;
        const c = contractsOf(state).list.findLast((x) => x.upline === a.username && x.kind === 'DIVIDEND');
        if (c) record(state, c, 'UNFROZEN', 'PLATFORM', until);
      },
    }));
}

/* ------------------------------------------------------------------ consolidated flags */

/** The consolidated contract flags of a member (getConsolidatedFunds). */
export function consolidatedFlags(state: PlatformState, account: MockAccount) {
  const list = contractsOf(state).list;
  const waiting = (kind: ContractKind) => (list.some((c) => c.kind === kind && c.downline === account.username && c.status === 'PENDING') ? 1 : 0);
  const index = childrenIndex(state);
  const hasAgentDownlines = isAgent(account) && (index.get(account.username) ?? []).some(isAgent);
  const info = (kind: ContractKind) =>
    hasAgentDownlines || list.some((c) => c.kind === kind && (c.upline === account.username || c.downline === account.username) && c.startTime !== undefined)
      ? 1
      : 0;
  return {
    dailysalreqtype: waiting('DAILY'),
    divtypereq: waiting('DIVIDEND'),
    contracthoursalreq: waiting('HOURLY'),
    realtimesalreqtype: waiting('REALTIME'),
    contractmrdailysalinfotype: info('DAILY'),
    contracthoursalinfo: info('HOURLY'),
    dailysalinfotype: info('DAILY'),
    realtimesalinfotype: info('REALTIME'),
    divtypeinfo: info('DIVIDEND'),
  };
}

/* ------------------------------------------------------------------ real-time salary */

/** The lottery game the simulated players play (TCG Keno, a draw every 5 minutes). */
export const SIMULATED_GAME = { gameCode: 'KENO5', vassalage: 'TCG' } as const;
/** Rounds further back than this before the clock's time are not played (nobody was online). */
const PLAY_HORIZON = 2 * HOUR;

const isLotteryBet = (gameType: string) => gameType === 'LOTT' || gameType === 'ELOTT';

/** The members of a downline's branch: the downline and its whole team. */
export const branchOf = (state: PlatformState, downline: string): string[] => [downline, ...teamOf(state, downline).map((m) => m.account.username)];

/** The wage of one player's round under a contract's tiers; null when it pays nothing. */
export function roundWage(
  tiers: readonly ContractTier[],
  stake: number,
  profitLoss: number,
): { wageType: 'PROFIT' | 'LOSS'; rate: number; amount: number } | null {
  const tier = [...tiers].reverse().find((t) => stake + 1e-9 >= t.periodBet);
  if (!tier || profitLoss === 0) return null;
  const wageType = profitLoss > 0 ? 'PROFIT' : 'LOSS';
  const rate = wageType === 'PROFIT' ? tier.rate : (tier.lossRate ?? 0);
  const amount = round2((Math.abs(profitLoss) * rate) / 100 + 1e-9);
  return amount >= 0.01 ? { wageType, rate, amount } : null;
}

/** References of a member's BET and PAYOUT entries written at or after `since` (the ledger's tail). */
function recentReferences(state: PlatformState, username: string, since: number): Set<string> {
  const refs = new Set<string>();
  const ledger = state.ledger[username] ?? [];
  for (let i = ledger.length - 1; i >= 0 && ledger[i]!.time >= since; i -= 1) {
    const e = ledger[i]!;
    if (e.type === 'BET' || e.type === 'PAYOUT') refs.add(e.reference);
  }
  return refs;
}

/** Settles the 5 minutes ending at `boundary`: a wage per game, round and player of each real-time contract's branch. */
function settleRealtimeWindow(state: PlatformState, boundary: number) {
  const s = contractsOf(state);
  const from = boundary - REALTIME_STEP;
  for (const c of activeContractsAt(state, 'REALTIME', boundary - 1)) {
    const rounds = new Map<string, { gameName: string; roundNo: string; player: string; stake: number; profitLoss: number }>();
    for (const player of branchOf(state, c.downline)) {
      const touched = recentReferences(state, player, from - HOUR);
      if (touched.size === 0) continue;
      for (const b of betsCached(state, player)) {
        if (!touched.has(b.betId)) continue;
        if (b.status !== 'SETTLED' || !isLotteryBet(b.gameType) || b.settledAt === undefined || b.settledAt <= from || b.settledAt > boundary) continue;
        const roundNo = b.lottery?.roundNo ?? '';
        const key = `${b.gameName}|${roundNo}|${player}`;
        const r = rounds.get(key) ?? { gameName: b.gameName, roundNo, player, stake: 0, profitLoss: 0 };
        r.stake = round2(r.stake + b.stake);
        r.profitLoss = round2(r.profitLoss + b.winLoss);
        rounds.set(key, r);
      }
    }
    for (const r of rounds.values()) {
      const wage = roundWage(c.tiers, r.stake, r.profitLoss);
      if (!wage) continue;
      const upline = state.accounts[c.upline]!;
      const paid = mainBalance(upline) >= wage.amount;
      const wageId = nextNo(state, 'RT', boundary);
      s.wages.push({
        wageId,
        settledAt: boundary,
        contractId: c.contractId,
        upline: c.upline,
        downline: c.downline,
        ...r,
        ...wage,
        status: paid ? 'PAID' : 'UNPAID',
      });
      if (!paid) continue;
      const what = `Real-time salary ${r.gameName} ${r.roundNo} ${r.player} (${wage.wageType === 'PROFIT' ? 'profit' : 'loss'})`;
      post(state, c.upline, {
        time: boundary,
        type: 'SALARY',
        amount: -wage.amount,
        accountTypeId: MAIN_WALLET,
        reference: wageId,
        remark: `${what} to ${c.downline}`,
      });
      post(state, c.downline, {
        time: boundary,
        type: 'SALARY',
        amount: wage.amount,
        accountTypeId: MAIN_WALLET,
        reference: wageId,
        remark: `${what} from ${c.upline}`,
      });
    }
  }
}

/**
 * The simulated play of a round starting at `start`: members of the branches under an ACTIVE
 * real-time contract who have money bet on Keno 5 phút at the round's start; one player of each
 * branch always plays, the others with a 20 % chance. Settled (PAYOUT or lost) when the round
 * is drawn, at `start + 5 min`.
 */
function playRound(state: PlatformState, start: number, nodeId: number) {
  for (const c of activeContractsAt(state, 'REALTIME', start)) {
    // Members with money to play: one of them (the round's lead) always plays.
    const players = branchOf(state, c.downline).filter((u) => state.accounts[u]!.type === 0 && mainBalance(state.accounts[u]!) >= 10_000);
    if (players.length === 0) continue;
    const lead = Math.floor(seededRandom(`rt-lead:${c.contractId}:${start}`)() * players.length);
    players.forEach((player, i) => {
      const rand = seededRandom(`rt-play:${player}:${start}`);
      const chance = rand();
      if (i !== lead && chance >= 0.2) return;
      const account = state.accounts[player]!;
      const stake = Math.min((1 + Math.floor(rand() * 5)) * 10_000, Math.floor(mainBalance(account) / 10_000) * 10_000);
      if (stake <= 0) return;
      const reference = nextNo(state, 'LT', start);
      post(state, player, {
        time: start,
        type: 'BET',
        amount: -stake,
        accountTypeId: MAIN_WALLET,
        reference,
        status: 'PENDING',
        remark: 'TCG Lottery - Keno 5 phút',
        nodeId,
      });
    });
  }
}

/** Draws the simulated tickets bought at `start`: the bet is settled, a winner is paid 1.9×. */
function drawRound(state: PlatformState, start: number, nodeId: number) {
  const drawAt = start + REALTIME_STEP;
  const players = new Set(activeContractsAt(state, 'REALTIME', start).flatMap((c) => branchOf(state, c.downline)));
  for (const username of players) {
    const ledger = state.ledger[username] ?? [];
    const tickets = [];
    for (let i = ledger.length - 1; i >= 0 && ledger[i]!.time >= start; i -= 1) {
      const e = ledger[i]!;
      if (e.type === 'BET' && e.status === 'PENDING' && e.time === start && e.nodeId === nodeId && e.reference.startsWith('LT')) tickets.push(e);
    }
    for (const e of tickets.reverse()) {
      e.status = 'DONE';
      if (seededRandom(`rt-win:${e.reference}`)() < 0.45) {
        post(state, username, {
          time: drawAt,
          type: 'PAYOUT',
          amount: round2(-e.amount * 1.9),
          accountTypeId: MAIN_WALLET,
          reference: e.reference,
          remark: e.remark,
          nodeId: e.nodeId,
        });
      }
    }
    if (tickets.length > 0) forgetBets(state, username);
  }
}

/** The next real-time settlement: the 5-minute boundary after `time`. */
export const nextBoundary = (time: number): number => Math.floor(time / REALTIME_STEP) * REALTIME_STEP + REALTIME_STEP;

/**
 * What falls due as the clock moves: at each 5-minute boundary the round before it is drawn,
 * its wages are settled and the next round is played (when within 2 hours of the clock).
 */
export function realtimeDue(state: PlatformState, clock: () => number): { time: number; run(): void }[] {
  const s = state.contracts;
  if (!s?.nextRealtime || (!s.live && s.nextRealtime > s.advancedTo)) return [];
  const nodeId = gameByCode(SIMULATED_GAME.gameCode, SIMULATED_GAME.vassalage)?.nodeId;
  const boundary = s.nextRealtime;
  return [
    {
      time: boundary,
      run: () => {
        if (nodeId !== undefined) drawRound(state, boundary - REALTIME_STEP, nodeId);
        settleRealtimeWindow(state, boundary);
        if (nodeId !== undefined && clock() - boundary < PLAY_HORIZON) playRound(state, boundary, nodeId);
        s.nextRealtime = boundary + REALTIME_STEP;
      },
    },
  ];
}

/* ------------------------------------------------------------------ seed */

interface SeedSpec {
  id: string;
  kind: ContractKind;
  upline: string;
  downline: string;
  status: ContractStatus;
  salaryPeriod?: SalaryPeriod;
  tiers: ContractTier[];
  /** Days before the anchor it was offered (default: the day after the downline registered). */
  offeredDaysAgo?: number;
  /** Days before the anchor it was answered (accepted, rejected); default 1 day after the offer. */
  answeredDaysAgo?: number;
  /** Days before the anchor it ended. */
  endedDaysAgo?: number;
  endedBy?: Party;
  endReason?: EndReason;
  /** Hours before the anchor it was offered (PENDING offers). */
  offeredHoursAgo?: number;
}

const tier = (periodBet: number, activeMembers: number, rate: number, extra: Partial<ContractTier> = {}): ContractTier => ({
  periodBet,
  activeMembers,
  rate,
  ...extra,
});

export const SEEDED_CONTRACTS: readonly SeedSpec[] = [
  {
    id: 'DS000000000100',
    kind: 'DAILY',
    upline: 'agent01',
    downline: 'hung_agent',
    status: 'REPLACED',
    salaryPeriod: 'D',
    tiers: [tier(0, 1, 0.2)],
    endedDaysAgo: 20,
    endedBy: 'PLATFORM',
    endReason: 'REPLACED',
  },
  {
    id: 'DC000000000101',
    kind: 'DIVIDEND',
    upline: 'agent01',
    downline: 'hung_agent',
    status: 'ACTIVE',
    salaryPeriod: 'H',
    tiers: [tier(0, 0, 20, { periodProfitLoss: 0 }), tier(50_000_000, 5, 25, { periodProfitLoss: -5_000_000 })],
  },
  {
    id: 'DS000000000102',
    kind: 'DAILY',
    upline: 'agent01',
    downline: 'hung_agent',
    status: 'ACTIVE',
    salaryPeriod: 'D',
    tiers: [tier(0, 1, 0.3), tier(20_000_000, 3, 0.4)],
    offeredDaysAgo: 21,
    answeredDaysAgo: 20,
  },
  { id: 'HS000000000103', kind: 'HOURLY', upline: 'agent01', downline: 'hung_agent', status: 'ACTIVE', tiers: [tier(0, 1, 0.05)] },
  {
    id: 'RT000000000104',
    kind: 'REALTIME',
    upline: 'agent01',
    downline: 'hung_agent',
    status: 'ACTIVE',
    tiers: [tier(0, 0, 0.5, { lossRate: 0.3 }), tier(30_000, 0, 0.8, { lossRate: 0.5 })],
    offeredDaysAgo: 6,
    answeredDaysAgo: 5,
  },
  {
    id: 'DC000000000201',
    kind: 'DIVIDEND',
    upline: 'agent01',
    downline: 'thu_agent',
    status: 'ACTIVE',
    salaryPeriod: 'H',
    tiers: [tier(0, 0, 30, { periodProfitLoss: 0 })],
  },
  { id: 'DS000000000202', kind: 'DAILY', upline: 'agent01', downline: 'thu_agent', status: 'ACTIVE', salaryPeriod: 'D', tiers: [tier(0, 1, 0.25)] },
  { id: 'HS000000000203', kind: 'HOURLY', upline: 'agent01', downline: 'thu_agent', status: 'ACTIVE', tiers: [tier(0, 1, 0.04)] },
  { id: 'HS000000000204', kind: 'HOURLY', upline: 'agent01', downline: 'thu_agent', status: 'PENDING', tiers: [tier(0, 1, 0.02)], offeredHoursAgo: 2 },
  {
    id: 'RT000000000205',
    kind: 'REALTIME',
    upline: 'agent01',
    downline: 'thu_agent',
    status: 'REJECTED',
    tiers: [tier(0, 0, 0.4, { lossRate: 0.2 })],
    offeredDaysAgo: 12,
    answeredDaysAgo: 11,
    endedDaysAgo: 11,
    endedBy: 'DOWNLINE',
    endReason: 'REJECTED',
  },
  {
    id: 'DC000000000301',
    kind: 'DIVIDEND',
    upline: 'thu_agent',
    downline: 'son_agent',
    status: 'ACTIVE',
    salaryPeriod: 'H',
    tiers: [tier(0, 0, 20, { periodProfitLoss: 0 })],
  },
  { id: 'DS000000000302', kind: 'DAILY', upline: 'thu_agent', downline: 'son_agent', status: 'ACTIVE', salaryPeriod: 'D', tiers: [tier(0, 1, 0.2)] },
  { id: 'HS000000000303', kind: 'HOURLY', upline: 'thu_agent', downline: 'son_agent', status: 'ACTIVE', tiers: [tier(0, 1, 0.03)] },
  {
    id: 'RT000000000304',
    kind: 'REALTIME',
    upline: 'thu_agent',
    downline: 'son_agent',
    status: 'TERMINATED',
    tiers: [tier(0, 0, 0.3, { lossRate: 0.2 })],
    offeredDaysAgo: 30,
    answeredDaysAgo: 29,
    endedDaysAgo: 9,
    endedBy: 'DOWNLINE',
    endReason: 'TERMINATED',
  },
];

/**
 * Seeds the contracts of the demo agents (SEEDED_CONTRACTS) with their history events; times
 * are days before `anchor` (the start of the day the state was made), the first offers the day
 * after the downline registered. Real-time salary settles from 2 hours before `at`.
 */
export function seedContracts(state: PlatformState, anchor: number, at: number): void {
  const s = contractsOf(state);
  for (const spec of SEEDED_CONTRACTS) {
    const downline = state.accounts[spec.downline];
    if (!downline || !state.accounts[spec.upline]) continue;
    const regDay = dayStart(downline.regDate) + DAY;
    const created =
      spec.offeredHoursAgo !== undefined
        ? at - spec.offeredHoursAgo * HOUR
        : spec.offeredDaysAgo !== undefined
          ? anchor - spec.offeredDaysAgo * DAY + 10 * HOUR
          : regDay + 10 * HOUR;
    const answered =
      spec.status === 'PENDING' ? undefined : spec.answeredDaysAgo !== undefined ? anchor - spec.answeredDaysAgo * DAY + 9 * HOUR : created + 20 * HOUR;
    const ended = spec.endedDaysAgo !== undefined ? anchor - spec.endedDaysAgo * DAY + 9 * HOUR : undefined;
    const c: StoredContract = {
      contractId: spec.id,
      kind: spec.kind,
      upline: spec.upline,
      downline: spec.downline,
      status: spec.status,
      ...(spec.salaryPeriod ? { salaryPeriod: spec.salaryPeriod } : {}),
      tiers: spec.tiers.map((t) => ({ ...t })),
      createTime: created,
      updateTime: ended ?? answered ?? created,
      ...(answered !== undefined && spec.status !== 'REJECTED' ? { startTime: answered } : {}),
      ...(ended !== undefined ? { endTime: ended } : {}),
      ...(spec.endedBy ? { endedBy: spec.endedBy } : {}),
      ...(spec.endReason ? { endReason: spec.endReason } : {}),
    };
    s.list.push(c);
    record(state, c, 'OFFERED', c.upline, created);
    if (spec.status === 'REJECTED') record(state, c, 'REJECTED', c.downline, answered!);
    else if (answered !== undefined) record(state, c, 'ACCEPTED', c.downline, answered);
    if (spec.status === 'TERMINATED') record(state, c, 'TERMINATED', spec.endedBy === 'UPLINE' ? c.upline : c.downline, ended!);
    if (spec.status === 'REPLACED') record(state, c, 'REPLACED', c.downline, ended!);
  }
  // The replacement of the old daily contract starts when it ended.
  const replaced = s.list.find((c) => c.contractId === 'DS000000000100');
  const replacing = s.list.find((c) => c.contractId === 'DS000000000102');
  if (replaced?.endTime !== undefined && replacing) {
    replacing.startTime = replaced.endTime;
    replacing.replacesContractId = replaced.contractId;
  }
  // A pending offer amends the pair's ACTIVE contract of its kind.
  for (const c of s.list) {
    if (c.status !== 'PENDING' || c.replacesContractId) continue;
    const active = s.list.find((x) => x.kind === c.kind && x.upline === c.upline && x.downline === c.downline && x.status === 'ACTIVE');
    if (active) c.replacesContractId = active.contractId;
  }
  s.list.sort((a, b) => a.createTime - b.createTime);
  s.events.sort((a, b) => a.time - b.time);
  s.nextRealtime = nextBoundary(at - PLAY_HORIZON);
}

/** Vietnam-time hh:mm of a time, for remarks. */
export const vnClock = (time: number): string => new Date(time + ICT_OFFSET).toISOString().slice(11, 16);

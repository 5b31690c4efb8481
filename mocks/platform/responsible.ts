/**
 * Responsible gaming on the mock platform (issue 31): each member's deposit and loss limits for a
 * day, a week and a month, a session-length limit, the reality check, time-outs and
 * self-exclusion. They live beside the ledger and run on the mock clock:
 *
 * - what a limit has used is read from the orders and the ledger: deposits made in the period
 *   (orders pending or paid), the net loss in the period (stakes minus payouts of BET and PAYOUT
 *   entries, a void bet and its refund cancelling out, never below 0);
 * - periods are the merchant's (Vietnam time): the day from midnight, the week from Monday, the
 *   month from the 1st;
 * - a lower limit (or a first one) holds at once; a higher one or a removal waits 24 hours (a
 *   `…Due` of `settle` makes it hold then), and a second raise while one waits is refused;
 * - a session is the time since the login; past its limit, games stay closed for a break of 30
 *   minutes (also after a new login), then a new session starts;
 * - the reality check falls due every chosen interval after the later of the login, the last
 *   acknowledgement and the choice of the interval;
 * - a time-out or exclusion ends every session of the member at once and refuses every login until
 *   it ends (a `…Due` clears it then); nothing on the site ends it sooner.
 */
import { CATALOG } from './core/catalog';
import { DAY, dayStart, HOUR, ICT_OFFSET, MINUTE, now } from './core/clock';
import { type Failure, fail } from './core/context';
import { MAIN_WALLET, mainBalance, nextNo, post, round2 } from './core/ledger';
import {
  type ExclusionDuration,
  type ExclusionKind,
  LIMIT_PERIODS,
  type LimitPeriod,
  type LimitSetting,
  type MemberLimits,
  type PlatformState,
  type SessionRecord,
} from './core/state';

/** How long a raised or removed limit waits before it holds. */
export const CHANGE_DELAY_MS = 24 * HOUR;
/** The break after a session reaches its limit. */
export const SESSION_BREAK_MS = 30 * MINUTE;
/** The reality check's intervals, in minutes. */
export const REALITY_CHECK_MINUTES: readonly number[] = [15, 30, 60];
/** The session-length limit's bounds, in minutes. */
export const SESSION_MINUTES = { min: 5, max: 1440 } as const;

export const EXCLUSION_DURATIONS: Record<ExclusionKind, readonly ExclusionDuration[]> = {
  TIME_OUT: ['H24', 'D7', 'W6'],
  SELF_EXCLUSION: ['M6', 'Y1', 'Y5'],
};

export type MoneyLimitType = 'DEPOSIT' | 'LOSS';

const noLimits = (): Record<LimitPeriod, LimitSetting> => ({ DAY: { value: null }, WEEK: { value: null }, MONTH: { value: null } });

/** A member's settings, made (all off) on first use. */
export function limitsOf(state: PlatformState, username: string): MemberLimits {
  state.responsible ??= {};
  let limits = state.responsible[username];
  if (!limits) {
    limits = { deposit: noLimits(), loss: noLimits(), session: { value: null }, realityCheckMinutes: null };
    state.responsible[username] = limits;
  }
  return limits;
}

/* ------------------------------------------------------------------ periods and usage */

/** The period (Vietnam time) holding `time`: its first millisecond and the first of the next. */
export function periodOf(period: LimitPeriod, time: number): { start: number; end: number } {
  const day = dayStart(time);
  if (period === 'DAY') return { start: day, end: day + DAY };
  if (period === 'WEEK') {
    const weekday = new Date(day + ICT_OFFSET).getUTCDay();
    const start = day - ((weekday + 6) % 7) * DAY;
    return { start, end: start + 7 * DAY };
  }
  const local = new Date(time + ICT_OFFSET);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - ICT_OFFSET;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - ICT_OFFSET;
  return { start, end };
}

/** Deposits the member made in `[start, end)`: orders pending or paid, by their amount. */
export function depositsIn(state: PlatformState, username: string, start: number, end: number): number {
  const orders = state.deposits[username] ?? [];
  return round2(
    orders.filter((o) => (o.status === 'PENDING' || o.status === 'PAID') && o.createdAt >= start && o.createdAt < end).reduce((sum, o) => sum + o.amount, 0),
  );
}

/** Stakes and payouts in `[start, end)`: what was staked (void bets left out) and the net (payouts minus stakes). */
export function playIn(state: PlatformState, username: string, start: number, end: number): { staked: number; net: number } {
  let staked = 0;
  let net = 0;
  for (const entry of state.ledger[username] ?? []) {
    if (entry.time < start || entry.time >= end || (entry.type !== 'BET' && entry.type !== 'PAYOUT')) continue;
    net += entry.amount;
    if (entry.type === 'BET' && entry.status !== 'CANCELLED') staked -= entry.amount;
  }
  return { staked: round2(staked), net: round2(net) };
}

/** The net loss in `[start, end)`, never below 0. */
export const netLossIn = (state: PlatformState, username: string, start: number, end: number): number =>
  Math.max(0, round2(-playIn(state, username, start, end).net));

const settingOf = (limits: MemberLimits, type: MoneyLimitType, period: LimitPeriod) => (type === 'DEPOSIT' ? limits.deposit : limits.loss)[period];

/** The limits as `getResponsibleGaming` answers them. */
export function responsibleGaming(state: PlatformState, username: string, currency: string) {
  const time = now(state);
  const limits = limitsOf(state, username);
  const rows = (['DEPOSIT', 'LOSS'] as const).flatMap((limitType) =>
    LIMIT_PERIODS.map((period) => {
      const setting = settingOf(limits, limitType, period);
      const { start, end } = periodOf(period, time);
      const used = limitType === 'DEPOSIT' ? depositsIn(state, username, start, end) : netLossIn(state, username, start, end);
      return {
        limitType,
        period,
        amount: setting.value,
        used,
        periodStart: start,
        resetsAt: end,
        ...(setting.pending ? { pending: { amount: setting.pending.value, effectiveAt: setting.pending.effectiveAt } } : {}),
      };
    }),
  );
  return {
    currency,
    serverTime: time,
    changeDelayHours: CHANGE_DELAY_MS / HOUR,
    limits: rows,
    sessionLimit: {
      minutes: limits.session.value,
      ...(limits.session.pending ? { pending: { minutes: limits.session.pending.value, effectiveAt: limits.session.pending.effectiveAt } } : {}),
    },
    realityCheckMinutes: limits.realityCheckMinutes,
  };
}

/* ------------------------------------------------------------------ changing a limit */

export type LimitChange = { outcome: 'APPLIED' | 'UNCHANGED' } | { outcome: 'PENDING'; effectiveAt: number };

/**
 * Sets a limit: lower (or first) at once, the value in force cancels a pending change, higher or
 * removed after CHANGE_DELAY_MS; a second raise while one waits is refused (409).
 */
export function changeLimit(setting: LimitSetting, value: number | null, time: number): LimitChange | Failure {
  const current = setting.value;
  if (value === current) {
    delete setting.pending;
    return { outcome: 'UNCHANGED' };
  }
  if (value !== null && (current === null || value < current)) {
    setting.value = value;
    delete setting.pending;
    return { outcome: 'APPLIED' };
  }
  if (setting.pending) {
    if (setting.pending.value === value) return { outcome: 'PENDING', effectiveAt: setting.pending.effectiveAt };
    return fail(409, 'limit.change.pending', 'A change of this limit is already waiting', { effectiveAt: setting.pending.effectiveAt });
  }
  setting.pending = { value, effectiveAt: time + CHANGE_DELAY_MS };
  return { outcome: 'PENDING', effectiveAt: setting.pending.effectiveAt };
}

/** The member's setting of a limit type and period (`SESSION` has none). */
export function settingFor(state: PlatformState, username: string, type: MoneyLimitType | 'SESSION', period?: LimitPeriod): LimitSetting {
  const limits = limitsOf(state, username);
  return type === 'SESSION' ? limits.session : settingOf(limits, type, period ?? 'DAY');
}

/** Chooses the reality check's interval; the next check counts from now. */
export function setRealityCheckInterval(state: PlatformState, username: string, minutes: number | null, time = now(state)): void {
  const limits = limitsOf(state, username);
  limits.realityCheckMinutes = minutes;
  limits.realityCheckSetAt = time;
}

/* ------------------------------------------------------------------ sessions and the reality check */

/**
 * The session-length limit of a session at `time`: when the session reaches it and, once it has,
 * until when games stay closed. A break that ended starts a new session from its end; the break
 * is kept on the member, so a new login does not end it.
 */
export function sessionLimitState(state: PlatformState, username: string, session: SessionRecord, time: number): { endsAt?: number; breakUntil?: number } {
  const limits = limitsOf(state, username);
  if (limits.breakUntil !== undefined && time < limits.breakUntil) return { breakUntil: limits.breakUntil };
  const minutes = limits.session.value;
  if (minutes === null) return {};
  let start = Math.max(session.createdAt, limits.breakUntil ?? 0);
  for (;;) {
    const endsAt = start + minutes * MINUTE;
    if (time < endsAt) return { endsAt };
    const breakUntil = endsAt + SESSION_BREAK_MS;
    limits.breakUntil = breakUntil;
    if (time < breakUntil) return { breakUntil };
    start = breakUntil;
  }
}

/** The session as the reality check shows it (`getRealityCheck`) at `time` (now, unless a change made at a moment is answered). */
export function realityCheck(state: PlatformState, username: string, session: SessionRecord, currency: string, time = now(state)) {
  const limits = limitsOf(state, username);
  const interval = limits.realityCheckMinutes;
  const from = Math.max(session.createdAt, session.checkFrom ?? 0, limits.realityCheckSetAt ?? 0);
  const nextCheckAt = interval ? from + interval * MINUTE : undefined;
  const play = playIn(state, username, session.createdAt, time + 1);
  const sessionLimit = sessionLimitState(state, username, session, time);
  return {
    serverTime: time,
    sessionStart: session.createdAt,
    intervalMinutes: interval,
    ...(nextCheckAt === undefined ? {} : { nextCheckAt }),
    due: nextCheckAt !== undefined && nextCheckAt <= time,
    staked: play.staked,
    netResult: play.net,
    currency,
    ...(limits.session.value === null ? {} : { sessionLimitMinutes: limits.session.value }),
    ...(sessionLimit.endsAt === undefined ? {} : { sessionEndsAt: sessionLimit.endsAt }),
    ...(sessionLimit.breakUntil === undefined ? {} : { breakUntil: sessionLimit.breakUntil }),
  };
}

/* ------------------------------------------------------------------ what the limits refuse */

const PERIOD_WORDS: Record<LimitPeriod, string> = { DAY: 'daily', WEEK: 'weekly', MONTH: 'monthly' };

/** A deposit of `amount` now: refused (403) when it would pass a deposit limit, naming the tightest. */
export function depositRefusal(state: PlatformState, username: string, amount: number): Failure | null {
  const time = now(state);
  const limits = limitsOf(state, username);
  let worst: { period: LimitPeriod; limit: number; remaining: number; resetsAt: number } | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = limits.deposit[period].value;
    if (limit === null) continue;
    const { start, end } = periodOf(period, time);
    const remaining = Math.max(0, round2(limit - depositsIn(state, username, start, end)));
    if (amount > remaining && (!worst || remaining < worst.remaining)) worst = { period, limit, remaining, resetsAt: end };
  }
  if (!worst) return null;
  return fail(403, 'limit.deposit.exceeded', `This deposit would pass your ${PERIOD_WORDS[worst.period]} deposit limit`, {
    reason: 'DEPOSIT_LIMIT',
    ...worst,
  });
}

/** Play now: refused (403) while a session limit's break lasts, or a loss limit is reached (until the last such period ends). */
export function playRefusal(state: PlatformState, username: string, session: SessionRecord | null): Failure | null {
  const time = now(state);
  const limits = limitsOf(state, username);
  if (session) {
    const { breakUntil } = sessionLimitState(state, username, session, time);
    if (breakUntil !== undefined) {
      return fail(403, 'limit.session.reached', 'You have reached your session limit', {
        reason: 'SESSION_LIMIT',
        limitMinutes: limits.session.value ?? SESSION_MINUTES.min,
        resetsAt: breakUntil,
      });
    }
  } else if (limits.breakUntil !== undefined && time < limits.breakUntil) {
    return fail(403, 'limit.session.reached', 'You have reached your session limit', {
      reason: 'SESSION_LIMIT',
      limitMinutes: limits.session.value ?? SESSION_MINUTES.min,
      resetsAt: limits.breakUntil,
    });
  }
  let reached: { period: LimitPeriod; limit: number; resetsAt: number } | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = limits.loss[period].value;
    if (limit === null) continue;
    const { start, end } = periodOf(period, time);
    if (netLossIn(state, username, start, end) >= limit && (!reached || end > reached.resetsAt)) reached = { period, limit, resetsAt: end };
  }
  if (!reached) return null;
  return fail(403, 'limit.loss.reached', `You have reached your ${PERIOD_WORDS[reached.period]} loss limit`, { reason: 'LOSS_LIMIT', ...reached });
}

/* ------------------------------------------------------------------ time-out and self-exclusion */

/** When a time-out or exclusion taken at `from` ends (months and years as the calendar has them, in Vietnam time). */
export function exclusionEnd(from: number, duration: ExclusionDuration): number {
  if (duration === 'H24') return from + DAY;
  if (duration === 'D7') return from + 7 * DAY;
  if (duration === 'W6') return from + 42 * DAY;
  const local = new Date(from + ICT_OFFSET);
  if (duration === 'M6') local.setUTCMonth(local.getUTCMonth() + 6);
  else local.setUTCFullYear(local.getUTCFullYear() + (duration === 'Y1' ? 1 : 5));
  return local.getTime() - ICT_OFFSET;
}

/** Takes a time-out or exclusion from now: every session of the member ends. */
export function exclude(state: PlatformState, username: string, kind: ExclusionKind, duration: ExclusionDuration) {
  const from = now(state);
  const exclusion = { kind, duration, from, until: exclusionEnd(from, duration) };
  limitsOf(state, username).exclusion = exclusion;
  for (const [token, session] of Object.entries(state.sessions)) if (session.username === username) delete state.sessions[token];
  return exclusion;
}

/** The member's time-out or exclusion in force now, if any. */
export function exclusionOf(state: PlatformState, username: string): MemberLimits['exclusion'] | undefined {
  const exclusion = state.responsible?.[username]?.exclusion;
  return exclusion && now(state) < exclusion.until ? exclusion : undefined;
}

/** A login of a member in a time-out or exclusion: refused (403) until it ends. */
export function loginRefusal(state: PlatformState, username: string): Failure | null {
  const exclusion = exclusionOf(state, username);
  if (!exclusion) return null;
  const what = exclusion.kind === 'TIME_OUT' ? 'taking a time-out' : 'excluded from play';
  return fail(403, 'member.self.excluded', `You are ${what} until ${new Date(exclusion.until).toISOString()}`, {
    reason: exclusion.kind,
    resetsAt: exclusion.until,
  });
}

/* ------------------------------------------------------------------ over time */

interface Due {
  time: number;
  run(): void;
}

/** Changes that wait (raised or removed limits) and time-outs that end, at their times. */
export function responsibleDue(state: PlatformState): Due[] {
  const due: Due[] = [];
  for (const limits of Object.values(state.responsible ?? {})) {
    const settings = [...LIMIT_PERIODS.map((p) => limits.deposit[p]), ...LIMIT_PERIODS.map((p) => limits.loss[p]), limits.session];
    for (const setting of settings) {
      const pending = setting.pending;
      if (!pending) continue;
      due.push({
        time: pending.effectiveAt,
        run: () => {
          setting.value = pending.value;
          delete setting.pending;
        },
      });
    }
    const exclusion = limits.exclusion;
    if (exclusion) {
      due.push({
        time: exclusion.until,
        run: () => {
          delete limits.exclusion;
        },
      });
    }
  }
  return due;
}

/* ------------------------------------------------------------------ a round played (developer control) */

/** The game a round of `playRound` is played on: the first lottery game of the catalogue, played from the main wallet. */
const ROUND_GAME = CATALOG.find((g) => g.gameType === 'LOTT') ?? CATALOG[0]!;

/**
 * A round played on the mock platform (`POST /__mock/bet`, developer control): a bet of `stake`
 * from the main wallet and its payout, if any, through the ledger. Refused like a launch while a
 * limit holds, and when the main wallet holds less than the stake.
 */
export function playRound(state: PlatformState, username: string, stake: number, payout: number): Failure | { balance: number } {
  const account = state.accounts[username];
  if (!account) return fail(400, 'account.not.exist', 'No such account');
  const refused = exclusionOf(state, username) ? loginRefusal(state, username) : playRefusal(state, username, null);
  if (refused) return refused;
  if (mainBalance(account) < stake) return fail(400, 'wallet.insufficient.balance', 'Insufficient balance');
  const time = now(state);
  const reference = nextNo(state, 'BT', time);
  const remark = `${ROUND_GAME.vendorName} - ${ROUND_GAME.gameName}`;
  post(state, username, { time, type: 'BET', amount: -stake, accountTypeId: MAIN_WALLET, reference, remark, nodeId: ROUND_GAME.nodeId });
  if (payout > 0) post(state, username, { time, type: 'PAYOUT', amount: payout, accountTypeId: MAIN_WALLET, reference, remark, nodeId: ROUND_GAME.nodeId });
  return { balance: mainBalance(account) };
}

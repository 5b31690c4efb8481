/**
 * Responsible gaming on the mock platform (./responsible.ts): the periods in Vietnam time, the
 * rules of a change (lower at once, higher after 24 hours on the clock, one change waiting at a
 * time), what the limits refuse (a deposit past a deposit limit with what is left, play past a loss
 * limit until the period ends, a session past its limit for a break), the reality check's due
 * time, time-outs that end with the clock, and the demo accounts limited01 and timeout01.
 */
import { describe, expect, it } from 'vitest';
import { DAY, HOUR, ICT_OFFSET, MINUTE, now } from './core/clock';
import { isFailure } from './core/context';
import { mainBalance } from './core/ledger';
import type { PlatformState, SessionRecord } from './core/state';
import { advanceClock } from './money';
import {
  CHANGE_DELAY_MS,
  changeLimit,
  depositRefusal,
  depositsIn,
  exclude,
  exclusionEnd,
  exclusionOf,
  limitsOf,
  loginRefusal,
  netLossIn,
  periodOf,
  playRefusal,
  playRound,
  realityCheck,
  responsibleGaming,
  SESSION_BREAK_MS,
  setRealityCheckInterval,
} from './responsible';
import { createInitialState } from './seed/platform';
import { LIMITED_USERNAME, TIMEOUT_USERNAME } from './seed/responsible';

/** A Vietnam-time wall clock as epoch milliseconds. */
const vn = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min) - ICT_OFFSET;

/** A platform whose clock reads `at` (its history made then). */
function platformAt(at: number): PlatformState {
  const state = createInitialState(at);
  state.clock.offsetMs = at - Date.now();
  return state;
}

const session = (state: PlatformState, username: string, createdAt = now(state)) => {
  const record: SessionRecord = { username, createdAt };
  state.sessions[`t-${username}-${createdAt}`] = record;
  return record;
};

describe('periods (Vietnam time)', () => {
  it('a day from midnight, a week from Monday, a month from the 1st', () => {
    // Thursday 26 November 2026, 15:00 in Hanoi.
    const t = vn(2026, 11, 26, 15);
    expect(periodOf('DAY', t)).toEqual({ start: vn(2026, 11, 26), end: vn(2026, 11, 27) });
    expect(periodOf('WEEK', t)).toEqual({ start: vn(2026, 11, 23), end: vn(2026, 11, 30) });
    expect(periodOf('MONTH', t)).toEqual({ start: vn(2026, 11, 1), end: vn(2026, 12, 1) });
    // 23:30 UTC on a Sunday is already Monday in Hanoi: a new week.
    expect(periodOf('WEEK', Date.UTC(2026, 10, 29, 23, 30)).start).toBe(vn(2026, 11, 30));
    expect(periodOf('MONTH', vn(2026, 12, 31, 23, 59)).end).toBe(vn(2027, 1, 1));
  });
});

describe('changing a limit', () => {
  it('lowers at once, raises and removes after 24 hours, one change waiting at a time', () => {
    const setting = { value: null as number | null };
    expect(changeLimit(setting, 1_000_000, 0)).toEqual({ outcome: 'APPLIED' });
    expect(changeLimit(setting, 800_000, 0)).toEqual({ outcome: 'APPLIED' });
    expect(setting.value).toBe(800_000);
    expect(changeLimit(setting, 2_000_000, 1_000)).toEqual({ outcome: 'PENDING', effectiveAt: 1_000 + CHANGE_DELAY_MS });
    expect(setting.value).toBe(800_000);
    // The same raise again is the same wait; another one is refused.
    expect(changeLimit(setting, 2_000_000, 5_000)).toEqual({ outcome: 'PENDING', effectiveAt: 1_000 + CHANGE_DELAY_MS });
    const refused = changeLimit(setting, null, 5_000);
    expect(isFailure(refused) && { status: refused.status, code: refused.code, value: refused.value }).toEqual({
      status: 409,
      code: 'limit.change.pending',
      value: { effectiveAt: 1_000 + CHANGE_DELAY_MS },
    });
    // The value in force again cancels the wait; a lower one also does, at once.
    expect(changeLimit(setting, 800_000, 6_000)).toEqual({ outcome: 'UNCHANGED' });
    expect(changeLimit(setting, 3_000_000, 7_000)).toMatchObject({ outcome: 'PENDING' });
    expect(changeLimit(setting, 500_000, 8_000)).toEqual({ outcome: 'APPLIED' });
    expect(setting).toEqual({ value: 500_000 });
    expect(changeLimit(setting, null, 9_000)).toEqual({ outcome: 'PENDING', effectiveAt: 9_000 + CHANGE_DELAY_MS });
  });

  it('a raise takes effect when the clock has moved 24 hours, not before', () => {
    const state = createInitialState();
    const deposit = limitsOf(state, 'member01').deposit.DAY;
    changeLimit(deposit, 1_000_000, now(state));
    changeLimit(deposit, 5_000_000, now(state));
    advanceClock(state, CHANGE_DELAY_MS - MINUTE);
    expect(deposit).toMatchObject({ value: 1_000_000, pending: { value: 5_000_000 } });
    advanceClock(state, MINUTE);
    expect(deposit).toEqual({ value: 5_000_000 });
  });
});

describe('what the limits refuse', () => {
  it('a deposit past a deposit limit, with what is still allowed in the tightest period', () => {
    const state = createInitialState();
    const limits = limitsOf(state, 'member01');
    limits.deposit.DAY.value = 1_000_000;
    expect(depositRefusal(state, 'member01', 1_000_000)).toBeNull();
    const refused = depositRefusal(state, 'member01', 1_200_000);
    expect(refused?.status).toBe(403);
    expect(refused?.value).toEqual({
      reason: 'DEPOSIT_LIMIT',
      period: 'DAY',
      limit: 1_000_000,
      remaining: 1_000_000,
      resetsAt: periodOf('DAY', now(state)).end,
    });
    // Orders pending or paid count; a cancelled one does not.
    const orders = state.deposits.member01!;
    const order = { ...orders[orders.length - 1]!, orderNo: 'DPT1', amount: 600_000, createdAt: now(state), status: 'PENDING' as const };
    orders.push(order, { ...order, orderNo: 'DPT2', amount: 300_000, status: 'CANCELLED' });
    expect(depositRefusal(state, 'member01', 500_000)?.value).toMatchObject({ remaining: 400_000 });
    // The week counts today's order too (and the week's earlier ones), and leaves less than the day.
    const week = periodOf('WEEK', now(state));
    limits.deposit.WEEK.value = depositsIn(state, 'member01', week.start, week.end) + 100_000;
    expect(depositRefusal(state, 'member01', 500_000)?.value).toMatchObject({ period: 'WEEK', remaining: 100_000 });
  });

  it('limited01 is near its daily loss limit; the next losing round closes the games until midnight', () => {
    const state = createInitialState();
    const today = periodOf('DAY', now(state));
    expect(netLossIn(state, LIMITED_USERNAME, today.start, today.end)).toBe(950_000);
    const seen = responsibleGaming(state, LIMITED_USERNAME, 'VND');
    expect(seen.limits.find((l) => l.limitType === 'LOSS' && l.period === 'DAY')).toMatchObject({ amount: 1_000_000, used: 950_000 });
    expect(seen.realityCheckMinutes).toBe(30);
    expect(playRefusal(state, LIMITED_USERNAME, null)).toBeNull();
    expect(mainBalance(state.accounts[LIMITED_USERNAME]!)).toBe(5_000_000);

    expect(playRound(state, LIMITED_USERNAME, 100_000, 0)).toEqual({ balance: 4_900_000 });
    const refused = playRefusal(state, LIMITED_USERNAME, null);
    expect(refused && { status: refused.status, code: refused.code, value: refused.value }).toEqual({
      status: 403,
      code: 'limit.loss.reached',
      value: { reason: 'LOSS_LIMIT', period: 'DAY', limit: 1_000_000, resetsAt: today.end },
    });
    // The mock's own rounds are refused too, and the next day plays again.
    expect(playRound(state, LIMITED_USERNAME, 100_000, 0)).toMatchObject({ code: 'limit.loss.reached' });
    advanceClock(state, today.end - now(state));
    expect(playRefusal(state, LIMITED_USERNAME, null)).toBeNull();
  });

  it('a win pays back into the limit: the loss is net of payouts', () => {
    const state = createInitialState();
    expect(playRound(state, LIMITED_USERNAME, 300_000, 400_000)).toEqual({ balance: 5_100_000 });
    const today = periodOf('DAY', now(state));
    expect(netLossIn(state, LIMITED_USERNAME, today.start, today.end)).toBe(850_000);
  });

  it('a session past its limit: a 30-minute break, kept over a new login, then a new session', () => {
    const state = createInitialState();
    limitsOf(state, 'member01').session.value = 60;
    const first = session(state, 'member01');
    advanceClock(state, 59 * MINUTE);
    expect(playRefusal(state, 'member01', first)).toBeNull();
    expect(realityCheck(state, 'member01', first, 'VND')).toMatchObject({ sessionLimitMinutes: 60, sessionEndsAt: first.createdAt + HOUR });
    advanceClock(state, MINUTE);
    const refused = playRefusal(state, 'member01', first);
    expect(refused && { code: refused.code, value: refused.value }).toEqual({
      code: 'limit.session.reached',
      value: { reason: 'SESSION_LIMIT', limitMinutes: 60, resetsAt: first.createdAt + HOUR + SESSION_BREAK_MS },
    });
    // Signing in again does not end the break.
    advanceClock(state, 10 * MINUTE);
    const second = session(state, 'member01');
    expect(playRefusal(state, 'member01', second)?.code).toBe('limit.session.reached');
    advanceClock(state, 20 * MINUTE);
    expect(playRefusal(state, 'member01', second)).toBeNull();
    expect(realityCheck(state, 'member01', second, 'VND').sessionEndsAt).toBe(first.createdAt + HOUR + SESSION_BREAK_MS + HOUR);
  });
});

describe('the reality check', () => {
  it('falls due each interval after the later of the login, the choice and the last acknowledgement, with the session’s result', () => {
    const state = createInitialState();
    const record = session(state, LIMITED_USERNAME);
    setRealityCheckInterval(state, LIMITED_USERNAME, 15);
    const chosenAt = limitsOf(state, LIMITED_USERNAME).realityCheckSetAt!;
    expect(realityCheck(state, LIMITED_USERNAME, record, 'VND')).toMatchObject({
      intervalMinutes: 15,
      due: false,
      nextCheckAt: chosenAt + 15 * MINUTE,
      netResult: 0,
    });
    playRound(state, LIMITED_USERNAME, 40_000, 10_000);
    advanceClock(state, 15 * MINUTE);
    expect(realityCheck(state, LIMITED_USERNAME, record, 'VND')).toMatchObject({
      due: true,
      staked: 40_000,
      netResult: -30_000,
      sessionStart: record.createdAt,
    });
    record.checkFrom = chosenAt + 20 * MINUTE;
    expect(realityCheck(state, LIMITED_USERNAME, record, 'VND')).toMatchObject({ due: false, nextCheckAt: chosenAt + 35 * MINUTE });
    setRealityCheckInterval(state, LIMITED_USERNAME, null);
    const off = realityCheck(state, LIMITED_USERNAME, record, 'VND');
    expect(off.due).toBe(false);
    expect(off).not.toHaveProperty('nextCheckAt');
  });
});

describe('time-outs and self-exclusion', () => {
  it('end every session, refuse the login until they end, and end with the clock', () => {
    const state = createInitialState();
    session(state, 'member01');
    session(state, 'agent01');
    const taken = exclude(state, 'member01', 'TIME_OUT', 'H24');
    expect(taken.until).toBe(taken.from + DAY);
    expect(Object.values(state.sessions).map((s) => s.username)).toEqual(['agent01']);
    expect(loginRefusal(state, 'member01')?.value).toEqual({ reason: 'TIME_OUT', resetsAt: taken.until });
    advanceClock(state, DAY - MINUTE);
    expect(loginRefusal(state, 'member01')?.code).toBe('member.self.excluded');
    advanceClock(state, MINUTE);
    expect(loginRefusal(state, 'member01')).toBeNull();
    expect(limitsOf(state, 'member01').exclusion).toBeUndefined();
  });

  it('count months and years on the calendar', () => {
    const from = vn(2026, 8, 31, 12);
    expect(exclusionEnd(from, 'W6')).toBe(from + 42 * DAY);
    expect(exclusionEnd(from, 'M6')).toBe(vn(2027, 3, 3, 12));
    expect(exclusionEnd(from, 'Y1')).toBe(vn(2027, 8, 31, 12));
    expect(exclusionEnd(from, 'Y5')).toBe(vn(2031, 8, 31, 12));
  });

  it('timeout01 is in a 24-hour time-out taken an hour before the platform was made', () => {
    const at = vn(2026, 11, 26, 0, 30);
    const state = platformAt(at);
    expect(exclusionOf(state, TIMEOUT_USERNAME)).toEqual({ kind: 'TIME_OUT', duration: 'H24', from: at - HOUR, until: at + 23 * HOUR });
    advanceClock(state, 23 * HOUR);
    expect(loginRefusal(state, TIMEOUT_USERNAME)).toBeNull();
  });

  it('limited01’s seeded play stays within today even just after midnight', () => {
    const at = vn(2026, 11, 26, 0, 0) + 20_000;
    const state = platformAt(at);
    const today = periodOf('DAY', at);
    expect(netLossIn(state, LIMITED_USERNAME, today.start, today.end)).toBe(950_000);
  });
});

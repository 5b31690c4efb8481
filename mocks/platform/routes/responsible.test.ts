/**
 * Responsible gaming through the real client transport (every reply checked against the contract):
 * the limits' read, a deposit limit that refuses an order with what is left and a raise that waits
 * 24 hours of the mock clock, a loss limit that refuses a launch, the reality check's due time and
 * acknowledgement, a time-out that ends the session and refuses the login until the clock passes
 * it, and the downline's state in team management.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  acknowledgeRealityCheck,
  applySelfExclusion,
  getRealityCheck,
  getResponsibleGaming,
  setGamingLimit,
  setRealityCheck,
} from '../../../src/generated/relay/endpoints/responsible/responsible';
import { createDepositOrder } from '../../../src/generated/relay/endpoints/wallet/wallet';
import { launchGame } from '../../../src/generated/wps/endpoints/games/games';
import { getMemberInfo } from '../../../src/generated/wps/endpoints/member/member';
import { login } from '../../../src/generated/wps/endpoints/session/session';
import type { LaunchGameParams } from '../../../src/generated/wps/model';
import { advanceMockClock, mockStore, now } from '../../node';
import { DAY, HOUR, MINUTE } from '../core/clock';
import { periodOf, playRound } from '../responsible';
import { as, call, expectFailure, R } from './harness';

const launchParams = (username: string): LaunchGameParams => ({
  launchMode: 'GLS',
  gameId: 'vs20olympgate',
  nodeId: 30504,
  accountType: 1,
  confirmTrans: 0,
  vassalage: 'PP',
  platform: 'html5-desktop',
  clientType: 3,
  username,
  merchantCode: 'DEMO',
  language: 'EN',
});

describe('responsible gaming', () => {
  it('member01 has no limits; a daily deposit limit refuses a deposit past it with what is left, and a raise waits 24 hours', async () => {
    await as('member01');
    const first = (await getResponsibleGaming()).value;
    expect(first.limits).toHaveLength(6);
    expect(first.limits.every((l) => l.amount === null)).toBe(true);
    expect(first).toMatchObject({ currency: 'VND', changeDelayHours: 24, sessionLimit: { minutes: null }, realityCheckMinutes: null });

    expect((await setGamingLimit({ limitType: 'DEPOSIT', period: 'DAY', value: 1_000_000 })).value).toEqual({ outcome: 'APPLIED' });
    const refused = await expectFailure(createDepositOrder({ amount: 1_200_000, channelId: 'BT-LOCAL', bankCode: 'VCB' }), 403, 'limit.deposit.exceeded');
    expect(refused.value).toEqual({
      reason: 'DEPOSIT_LIMIT',
      period: 'DAY',
      limit: 1_000_000,
      remaining: 1_000_000,
      resetsAt: periodOf('DAY', now(mockStore.state)).end,
    });
    await createDepositOrder({ amount: 400_000, channelId: 'BT-LOCAL', bankCode: 'VCB' });
    const day = (await getResponsibleGaming()).value.limits.find((l) => l.limitType === 'DEPOSIT' && l.period === 'DAY');
    expect(day).toMatchObject({ amount: 1_000_000, used: 400_000 });

    const raised = (await setGamingLimit({ limitType: 'DEPOSIT', period: 'DAY', value: 2_000_000 })).value;
    expect(raised.outcome).toBe('PENDING');
    expect(raised.effectiveAt! - now(mockStore.state)).toBeGreaterThan(24 * HOUR - MINUTE);
    await expectFailure(setGamingLimit({ limitType: 'DEPOSIT', period: 'DAY', value: null }), 409, 'limit.change.pending');
    const waiting = (await getResponsibleGaming()).value.limits.find((l) => l.limitType === 'DEPOSIT' && l.period === 'DAY');
    expect(waiting).toMatchObject({ amount: 1_000_000, pending: { amount: 2_000_000, effectiveAt: raised.effectiveAt } });

    advanceMockClock(24 * HOUR);
    const after = (await getResponsibleGaming()).value.limits.find((l) => l.limitType === 'DEPOSIT' && l.period === 'DAY');
    expect(after?.amount).toBe(2_000_000);
    expect(after).not.toHaveProperty('pending');
  });

  it('refuses bad values', async () => {
    await as('member01');
    await expectFailure(call('POST', `${R}/MCSFE_setGamingLimit`, { limitType: 'LOSS', value: 100_000 }), 400, 'request_param_err');
    await expectFailure(setGamingLimit({ limitType: 'SESSION', value: 3 }), 400, 'request_param_err');
    await expectFailure(setGamingLimit({ limitType: 'LOSS', period: 'WEEK', value: 10.005 }), 400, 'request_param_err');
    await expectFailure(call('POST', `${R}/MCSFE_setRealityCheck`, { intervalMinutes: 20 }), 400, 'request_param_err');
    await expectFailure(applySelfExclusion({ kind: 'TIME_OUT', duration: 'Y5' }), 400, 'request_param_err');
    expect((await setGamingLimit({ limitType: 'SESSION', value: 90 })).value.outcome).toBe('APPLIED');
  });

  it('limited01 launches near its daily loss limit, and not once it is past', async () => {
    await as('limited01');
    const loss = (await getResponsibleGaming()).value.limits.find((l) => l.limitType === 'LOSS' && l.period === 'DAY');
    expect(loss).toMatchObject({ amount: 1_000_000, used: 950_000 });
    await launchGame(launchParams('limited01'));
    playRound(mockStore.state, 'limited01', 100_000, 0);
    const refused = await expectFailure(launchGame(launchParams('limited01')), 403, 'limit.loss.reached');
    expect(refused.value).toEqual({ reason: 'LOSS_LIMIT', period: 'DAY', limit: 1_000_000, resetsAt: periodOf('DAY', now(mockStore.state)).end });
  });

  it('falls due after the chosen interval of mock time and counts again from Continue', async () => {
    await as('member01');
    // Each reading of the clock a millisecond after the last, as on a busy machine: a reply's time
    // and the moment it counts from must be one reading.
    let clock = Date.now();
    const ticking = vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
    onTestFinished(() => ticking.mockRestore());
    const set = (await setRealityCheck({ intervalMinutes: 15 })).value;
    expect(set).toMatchObject({ intervalMinutes: 15, due: false, netResult: 0, currency: 'VND' });
    // Counted from the moment of the change: the reply's own time.
    expect(set.nextCheckAt).toBe(set.serverTime + 15 * MINUTE);
    playRound(mockStore.state, 'member01', 50_000, 20_000);
    advanceMockClock(15 * MINUTE);
    const due = (await getRealityCheck()).value;
    expect(due).toMatchObject({ due: true, staked: 50_000, netResult: -30_000 });
    expect(due.serverTime - due.sessionStart).toBeGreaterThanOrEqual(15 * MINUTE);
    const next = (await acknowledgeRealityCheck()).value;
    expect(next.due).toBe(false);
    expect(next.nextCheckAt).toBe(next.serverTime + 15 * MINUTE);
  });

  it('a 24-hour time-out ends the session and refuses the login until the clock passes it; the upline sees it, without figures', async () => {
    await as('member01');
    const taken = (await applySelfExclusion({ kind: 'TIME_OUT', duration: 'H24' })).value;
    expect(taken.until - taken.from).toBe(DAY);
    await expectFailure(getMemberInfo(), 401, 'login.not.session');
    const refused = await expectFailure(login({ username: 'member01', password: 'Member123', type: 'username' }), 403, 'member.self.excluded');
    expect(refused.value).toEqual({ reason: 'TIME_OUT', resetsAt: taken.until });

    await as('agent01');
    const { list } = await call('GET', `${R}/ODSFE2_getSubordinatev2`, undefined, { pageNo: 1, pageSize: 100 });
    const row = list.find((r: { username: string }) => r.username === 'member01');
    expect(row.exclusion).toEqual({ kind: 'TIME_OUT', until: taken.until });
    expect(list.filter((r: { exclusion?: unknown }) => r.exclusion)).toHaveLength(1);

    advanceMockClock(DAY);
    await as('member01');
    expect((await getMemberInfo()).value.account).toBe('member01');
  });

  it('timeout01 cannot sign in until its time-out ends', async () => {
    const refused = await expectFailure(login({ username: 'timeout01', password: 'Timeout123', type: 'username' }), 403, 'member.self.excluded');
    expect(refused.value).toMatchObject({ reason: 'TIME_OUT' });
    advanceMockClock(23 * HOUR + MINUTE);
    await as('timeout01');
  });
});

/**
 * The contract routes through the real client transport (bodies encrypted, every reply checked
 * against the contract): an offer seen and accepted by the downline, the lower-rate warning and
 * its confirmation, termination seen by both sides, the history, paying a dividend, the
 * real-time wages, the consolidated flags, and the refusals.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockStore } from '../../node';
import { DAY, MINUTE, now } from '../core/clock';
import { advanceClock } from '../money';
import { type Any, as, call, expectFailure, R } from './harness';

const DAILY_INFO = `${R}/MCSFE_getContractDailySalInfo`;
const HOURLY_INFO = `${R}/MCSFE_getContractHourSalaryInfo`;
const REALTIME_INFO = `${R}/MCSFE_getRealTimeSalaryContractInfo`;
const OFFER_DAILY = `${R}/MCSFE_applyContractDailySalary`;
const OFFER_DIVIDEND = `${R}/MCSFE_applyContractualDividend`;
const PROCESS_DAILY = `${R}/MCSFE_processDailySalaryContract`;
const PROCESS_HOURLY = `${R}/MCSFE_processContractHourSalary`;
const HISTORY = `${R}/MCSFE_getContractHistory`;
const PAY = `${R}/ODSFE2_PayoutDividend`;
const WAGES = `${R}/ODSFE2_getRealTimeSalary`;
const FLAGS = '/wps/member/info/funds/consolidated';

beforeEach(() => mockStore.reset());

describe('a daily-salary contract between agent01 and hung_agent', () => {
  it('is offered, seen by the downline, accepted, and active on both sides', async () => {
    await as('agent01');
    const before = await call('GET', DAILY_INFO);
    const row = before.downlines.find((d: Any) => d.username === 'hung_agent');
    expect(row).toMatchObject({ contractId: 'DS000000000102' });
    expect(before.ceiling).toEqual({ rate: 2 });
    const offer = await call('POST', OFFER_DAILY, {
      downline: 'hung_agent',
      tiers: [
        { periodBet: 0, activeMembers: 1, rate: 0.35 },
        { periodBet: 30_000_000, activeMembers: 4, rate: 0.6 },
      ],
    });
    expect(offer).toMatchObject({ status: 'PENDING', upline: 'agent01', downline: 'hung_agent', salaryPeriod: 'D', replacesContractId: 'DS000000000102' });
    // The least a tier pays a day: its threshold at its rate.
    expect(offer.tiers[1].amount).toBe(180_000);
    await expectFailure(
      call('POST', OFFER_DAILY, { downline: 'hung_agent', tiers: [{ periodBet: 0, activeMembers: 1, rate: 0.3 }] }),
      400,
      'contract.offer.pending',
    );

    await as('hung_agent');
    expect((await call('GET', FLAGS)).dailysalreqtype).toBe(1);
    const seen = await call('GET', DAILY_INFO);
    expect(seen.asDownline.map((c: Any) => [c.contractId, c.status])).toEqual([
      [offer.contractId, 'PENDING'],
      ['DS000000000102', 'ACTIVE'],
    ]);
    const step = await call('POST', PROCESS_DAILY, { id: offer.contractId, status: 'A' });
    expect(step.contract).toMatchObject({ status: 'ACTIVE' });
    expect(step.terminated).toEqual([]);
    expect((await call('GET', FLAGS)).dailysalreqtype).toBe(0);
    expect((await call('GET', DAILY_INFO)).asDownline.map((c: Any) => c.contractId)).toEqual([offer.contractId]);

    await as('agent01');
    const after = await call('GET', DAILY_INFO);
    expect(after.asUpline.find((c: Any) => c.downline === 'hung_agent')).toMatchObject({ contractId: offer.contractId, status: 'ACTIVE' });
    const history = await call('GET', HISTORY, undefined, { kind: 'DAILY', role: 'UPLINE', pageSize: 5 });
    expect(history.list.slice(0, 3).map((e: Any) => [e.contractId, e.action, e.by])).toEqual([
      [offer.contractId, 'ACCEPTED', 'hung_agent'],
      ['DS000000000102', 'REPLACED', 'hung_agent'],
      [offer.contractId, 'OFFERED', 'agent01'],
    ]);
  });

  it('is terminated by the downline, and the upline sees it ended', async () => {
    await as('hung_agent');
    const step = await call('POST', PROCESS_DAILY, { id: 'DS000000000102', status: 'C' });
    expect(step.contract).toMatchObject({ status: 'TERMINATED', endedBy: 'DOWNLINE', endReason: 'TERMINATED' });
    await as('agent01');
    const info = await call('GET', DAILY_INFO);
    expect(info.asUpline.some((c: Any) => c.downline === 'hung_agent')).toBe(false);
    expect(info.downlines.find((d: Any) => d.username === 'hung_agent').contractId).toBeUndefined();
  });
});

describe('accepting a lower rate', () => {
  it('names the contract it ends, refuses without confirmation, and ends it with one', async () => {
    await as('thu_agent');
    const info = await call('GET', HOURLY_INFO);
    const offer = info.asDownline.find((c: Any) => c.status === 'PENDING');
    expect(offer).toMatchObject({ contractId: 'HS000000000204', downlineHigherRate: 'Y' });
    expect(offer.wouldTerminate).toEqual([{ contractId: 'HS000000000303', kind: 'HOURLY', upline: 'thu_agent', downline: 'son_agent', rate: 0.03 }]);
    await expectFailure(call('POST', PROCESS_HOURLY, { contractId: 'HS000000000204', status: 'A' }), 400, 'contract.higher.rate.confirm');
    expect((await call('GET', HOURLY_INFO)).asUpline.map((c: Any) => c.status)).toEqual(['ACTIVE']);

    const step = await call('POST', PROCESS_HOURLY, { contractId: 'HS000000000204', status: 'A', confirmTerminate: true });
    expect(step.terminated.map((c: Any) => [c.contractId, c.status, c.endReason, c.endedBy])).toEqual([
      ['HS000000000303', 'TERMINATED', 'LOWER_RATE', 'PLATFORM'],
    ]);
    await as('son_agent');
    expect((await call('GET', HOURLY_INFO)).asDownline).toEqual([]);
    const history = await call('GET', HISTORY, undefined, { kind: 'HOURLY', role: 'DOWNLINE' });
    expect(history.list[0]).toMatchObject({ contractId: 'HS000000000303', action: 'AUTO_TERMINATED', by: 'PLATFORM' });
  });
});

describe('refusals', () => {
  it('keeps contracts between an upline and its direct downline agents', async () => {
    await as('member01');
    await expectFailure(call('GET', DAILY_INFO), 403, 'agent.only');
    await as('agent01');
    const tiers = [{ periodBet: 0, activeMembers: 0, rate: 10 }];
    await expectFailure(call('POST', OFFER_DIVIDEND, { downline: 'son_agent', tiers }), 403, 'agent.downline.not.direct');
    await expectFailure(call('POST', OFFER_DIVIDEND, { downline: 'member01', tiers }), 400, 'contract.downline.not.agent');
    await expectFailure(
      call('POST', OFFER_DIVIDEND, { downline: 'hung_agent', tiers: [{ periodBet: 0, activeMembers: 0, rate: 60 }] }),
      400,
      'contract.rate.above.own',
    );
    await expectFailure(
      call('POST', OFFER_DIVIDEND, {
        downline: 'hung_agent',
        tiers: [
          { periodBet: 10, activeMembers: 0, rate: 10 },
          { periodBet: 5, activeMembers: 0, rate: 20 },
        ],
      }),
      400,
      'contract.tiers.invalid',
    );
    // Another agent's contract is not found, whatever its id.
    await as('agent02');
    await expectFailure(call('POST', PROCESS_HOURLY, { contractId: 'HS000000000203', status: 'C' }), 400, 'contract.not.found');
    // thu_agent may give son_agent no more than its own 0.25 % a day.
    await as('thu_agent');
    await expectFailure(
      call('POST', OFFER_DAILY, { downline: 'son_agent', tiers: [{ periodBet: 0, activeMembers: 1, rate: 0.3 }] }),
      400,
      'contract.rate.above.own',
    );
  });
});

describe('money', () => {
  it('pays hung_agent real-time wages every 5 minutes, out of agent01', async () => {
    await as('hung_agent');
    // On the mock server and in tests only moving the clock settles real-time salary: the first
    // move also plays the 2 hours before it.
    const range = { startTime: now(mockStore.state) - DAY, endTime: now(mockStore.state) + DAY };
    expect((await call('GET', WAGES, undefined, { ...range, pageSize: 1 })).totalCount).toBe(0);
    advanceClock(mockStore.state, MINUTE);
    const before = await call('GET', WAGES, undefined, { ...range, role: 'DOWNLINE', pageSize: 100 });
    advanceClock(mockStore.state, 5 * MINUTE);
    const after = await call('GET', WAGES, undefined, { ...range, role: 'DOWNLINE', pageSize: 100 });
    expect(after.totalCount).toBeGreaterThan(before.totalCount);
    expect(after.nextSettlement).toBe(before.nextSettlement + 5 * MINUTE);
    const wage = after.list[0];
    expect(wage).toMatchObject({
      contractId: 'RT000000000104',
      upline: 'agent01',
      downline: 'hung_agent',
      gameName: 'Keno 5 phút',
      settledAt: before.nextSettlement,
    });
    expect(wage.amount).toBe(Math.round(((Math.abs(wage.profitLoss) * wage.rate) / 100) * 100) / 100);
    expect(wage.rate).toBe(wage.wageType === 'PROFIT' ? (wage.stake >= 30_000 ? 0.8 : 0.5) : wage.stake >= 30_000 ? 0.5 : 0.3);
    const entries = mockStore.state.ledger.hung_agent!.filter((e) => e.reference === wage.wageId);
    expect(entries.map((e) => e.amount)).toEqual(wage.status === 'PAID' ? [wage.amount] : []);
    expect((await call('GET', REALTIME_INFO)).asDownline.map((c: Any) => c.contractId)).toEqual(['RT000000000104']);
  });

  it('refuses to pay a dividend that is not owed', async () => {
    await as('agent01');
    await expectFailure(call('POST', PAY, { recordId: 'DV00000001' }), 400, 'settlement.not.due');
  });
});

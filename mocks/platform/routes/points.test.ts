/**
 * The points mall routes through the real client transport (replies checked against the
 * contract; the spending calls' bodies encrypted): the balance, the catalogue and settings for
 * visitors too, the records with their filters, a redemption (points out, the stock down, the
 * money part a POINTS_REDEEM row of the account record, reviewed 5 minutes later), a conversion
 * (a POINTS_CONVERT row), every error code in its order, and the scenarios.
 */
import { describe, expect, it } from 'vitest';
import { freePlayLogin } from '../../../src/generated/wps/endpoints/session/session';
import { setSessionToken } from '../../../src/state/session';
import { advanceMockClock, mockStore, useScenario } from '../../node';
import { DAY } from '../core/clock';
import { MAIN_WALLET, post } from '../core/ledger';
import { type Any, allPages, as, call, expectFailure, R } from './harness';

const MINUTE = 60_000;
const ADDRESS = '12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh';
const balance = () => call('GET', `${R}/MCS2_getPointBalance`);
const rewards = async () => (await call('GET', `${R}/MCS2_getPointReward`)).list as Any[];
const config = () => call('GET', `${R}/MCS2_getPointConfig`);
const records = (query: Record<string, string | number> = {}) => call('GET', `${R}/MCS2_getRedeemPointList`, undefined, { pageNo: 1, pageSize: 10, ...query });
const redeem = (body: Record<string, unknown> = {}) =>
  call('POST', `${R}/passwordCheck/MCS2_redeemPointReward`, {
    rewardId: 103,
    quantity: 1,
    withdrawalPassword: '246810',
    receivingAddress: ADDRESS,
    mobileNum: '0912345678',
    ...body,
  });
const convert = (points: number, withdrawalPassword = '246810') => call('POST', `${R}/passwordCheck/MCS2_convertPoint`, { points, withdrawalPassword });
const accountRecord = () => call('GET', `${R}/ODSFE2_MemTransDet`, undefined, { startTime: 0, endTime: Date.now() + 365 * DAY, pageNo: 1, pageSize: 5 });

describe('reading', () => {
  it("answers member01's points balance beside his wallets", async () => {
    await as('member01');
    const value = await balance();
    expect(value).toMatchObject({ mainWallet: 12_000_000, balance: 12_580_000 });
    expect(value.pointsBalance).toBeGreaterThanOrEqual(30_000);
    expect(value.points).toBe(value.pointsBalance + 9_000 + 16_000);
  });

  it('answers the catalogue and the settings to visitors and members alike', async () => {
    await as('member01');
    const list = await rewards();
    expect(list.map((r: Any) => r.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 108]);
    expect(list.find((r: Any) => r.id === 103)).toMatchObject({
      name: 'AirPods 4',
      rewardType: 'PHYSICAL',
      pointsRequired: 12_000,
      amountRequired: 0,
      stock: 40,
    });
    expect(list.find((r: Any) => r.id === 107)!.stock).toBe(0);
    expect(list[0].image).toContain('/mock-cdn/pointmall/101.svg?label=iPhone');
    const settings = await config();
    expect(settings).toMatchObject({ enabled: true, bettingUnit: 1000, pointsRatio: 1, exchangeRate: 10, minConvertPoints: 100 });
    expect(settings.earnRates.map((r: Any) => `${r.gameType} ${r.pointsRatio}`)).toEqual([
      'LIVE 1',
      'SPORTS 1',
      'RNG 1',
      'FISH 1',
      'PVP 1',
      'LOTT 0.5',
      'ELOTT 0.5',
      'ESPORTS 1',
    ]);
    useScenario('session-expired');
    expect(await rewards()).toEqual(list);
    expect(await config()).toEqual(settings);
    await expectFailure(balance(), 401, 'login.not.session');
    await expectFailure(records(), 401, 'login.not.session');
  });

  it('lists the records newest first, by type, status and time, page by page', async () => {
    await as('member01');
    const { rows, first } = await allPages(`${R}/MCS2_getRedeemPointList`, {});
    expect(first.totalCount).toBe(rows.length);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1].applyTime).toBeGreaterThanOrEqual(rows[i].applyTime);
    const history = await records({ type: 'REDEEM' });
    expect(history.list.map((r: Any) => [r.rewardId, r.status])).toEqual([
      [105, 'PROCESSING'],
      [103, 'REJECTED'],
      [104, 'APPROVED'],
    ]);
    expect(history.list[1]).toMatchObject({
      remark: 'Address incomplete: please add the ward and district.',
      mobileNum: '091****678',
      quantity: 1,
      pointsRequired: 12_000,
    });
    expect((await records({ type: 'REDEEM', status: 'REJECTED' })).list).toHaveLength(1);
    expect((await records({ type: 'REFUND' })).list.map((r: Any) => [r.rewardId, r.changedPoints])).toEqual([[103, 12_000]]);
    const earn = (await records({ type: 'EARN' })).list[0];
    expect(earn).toMatchObject({ bettingUnit: 1000, status: 'APPROVED', gameType: expect.any(String), pointsRatio: expect.any(Number) });
    // A week's range holds only that week's records.
    const endTime = Date.now();
    const startTime = endTime - 7 * DAY;
    const week = await records({ startTime, endTime, pageSize: 100 });
    expect(week.list.length).toBeGreaterThan(0);
    for (const r of week.list) expect(r.applyTime >= startTime && r.applyTime <= endTime).toBe(true);
    expect((await records({ pageNo: 2, pageSize: 5 })).list.map((r: Any) => r.transactionNo)).toEqual(rows.slice(5, 10).map((r: Any) => r.transactionNo));
    await expectFailure(records({ type: 'WIN' }), 400, 'request_param_err');
    await expectFailure(records({ status: 'DONE' }), 400, 'request_param_err');
    await expectFailure(records({ startTime: 'yesterday' }), 400, 'request_param_err');
  });
});

describe('redeeming', () => {
  it('takes the points and a unit of stock, and approves the redemption 5 minutes later', async () => {
    await as('member01');
    const before = (await balance()).pointsBalance;
    const record = await redeem();
    expect(record).toMatchObject({
      type: 'REDEEM',
      rewardId: 103,
      name: 'AirPods 4',
      quantity: 1,
      status: 'PROCESSING',
      changedPoints: -12_000,
      pointsBalance: before - 12_000,
      receivingAddress: ADDRESS,
      mobileNum: '091****678',
      transactionNo: expect.stringMatching(/^PR\d{17}$/),
    });
    expect((await balance()).pointsBalance).toBe(before - 12_000);
    expect((await rewards()).find((r: Any) => r.id === 103).stock).toBe(39);
    expect((await records({ type: 'REDEEM' })).list[0]).toMatchObject({ transactionNo: record.transactionNo, status: 'PROCESSING' });
    advanceMockClock(5 * MINUTE);
    expect((await records({ type: 'REDEEM' })).list[0]).toMatchObject({ transactionNo: record.transactionNo, status: 'APPROVED', remark: 'Shipped' });
  });

  it('takes the money part from the main wallet (a POINTS_REDEEM row) and gives it back with the points when rejected', async () => {
    await as('member01');
    const before = await balance();
    const record = await redeem({ rewardId: 106, receivingAddress: 'REJECT: 1 Lê Lợi' });
    expect((await balance()).mainWallet).toBe(before.mainWallet - 1_500_000);
    expect((await accountRecord()).list[0]).toMatchObject({ type: 'POINTS_REDEEM', amount: -1_500_000, transactionNo: record.transactionNo });
    advanceMockClock(5 * MINUTE);
    const after = await balance();
    expect(after).toMatchObject({ mainWallet: before.mainWallet, pointsBalance: before.pointsBalance });
    expect((await records({ type: 'REDEEM', status: 'REJECTED' })).list[0]).toMatchObject({
      transactionNo: record.transactionNo,
      remark: 'Address could not be verified.',
    });
    expect((await records({ type: 'REFUND' })).list[0]).toMatchObject({ rewardId: 106, changedPoints: 30_000 });
    expect((await accountRecord()).list[0]).toMatchObject({ type: 'POINTS_REDEEM', amount: 1_500_000, transactionNo: record.transactionNo });
    expect((await rewards()).find((r: Any) => r.id === 106).stock).toBe(12);
  });

  it('refuses in the platform’s order, changing nothing', async () => {
    await as('member01');
    const before = await balance();
    await expectFailure(redeem({ withdrawalPassword: '111111', rewardId: 9999 }), 400, 'invalid.payment.pw');
    await expectFailure(redeem({ rewardId: 9999 }), 400, 'points.reward.not.exist');
    await expectFailure(redeem({ rewardId: 107, receivingAddress: '   ' }), 400, 'points.reward.out.of.stock');
    await expectFailure(redeem({ receivingAddress: '   ', rewardId: 101 }), 400, 'request_param_err');
    await expectFailure(redeem({ rewardId: 101 }), 400, 'points.insufficient');
    await expectFailure(redeem({ quantity: 41 }), 400, 'points.reward.out.of.stock');
    await expectFailure(redeem({ mobileNum: '12ab' }), 400, 'request_param_err');
    // Points enough for a watch, money not.
    const state = mockStore.state;
    post(state, 'member01', {
      time: Date.now(),
      type: 'ADJUSTMENT',
      amount: -(state.accounts.member01!.wallets[MAIN_WALLET] ?? 0) + 1_000,
      accountTypeId: MAIN_WALLET,
      reference: 'ADJ-TEST',
      remark: 'Test',
    });
    await expectFailure(redeem({ rewardId: 106 }), 400, 'wallet.insufficient.balance');
    expect((await balance()).pointsBalance).toBe(before.pointsBalance);
    expect((await rewards()).find((r: Any) => r.id === 103).stock).toBe(40);
  });

  it('refuses a member without a withdrawal password and a trial account', async () => {
    await as('newbie01');
    await expectFailure(redeem({ withdrawalPassword: '000000' }), 400, 'not.exists.payment.password');
    await expectFailure(convert(100, '000000'), 400, 'not.exists.payment.password');
    const { value } = await freePlayLogin({ os: 'Linux', platform: 'W' });
    setSessionToken(value.token);
    await expectFailure(redeem(), 403, 'member.trial.not.allowed');
    await expectFailure(convert(100), 403, 'member.trial.not.allowed');
  });
});

describe('converting', () => {
  it('credits points × 10 to the main wallet: a CONVERT record and a POINTS_CONVERT row of the same number', async () => {
    await as('member01');
    const before = await balance();
    const result = await convert(4_000);
    expect(result).toMatchObject({ points: 4_000, redeemAmount: 40_000, pointsBalance: before.pointsBalance - 4_000, mainWallet: before.mainWallet + 40_000 });
    expect(await balance()).toMatchObject({ pointsBalance: before.pointsBalance - 4_000, mainWallet: before.mainWallet + 40_000, points: before.points });
    expect((await records({ type: 'CONVERT' })).list[0]).toMatchObject({
      transactionNo: result.transactionNo,
      changedPoints: -4_000,
      redeemAmount: 40_000,
      status: 'APPROVED',
    });
    expect((await accountRecord()).list[0]).toMatchObject({
      type: 'POINTS_CONVERT',
      amount: 40_000,
      transactionNo: result.transactionNo,
      remark: 'Points conversion 4,000 points',
    });
  });

  it('refuses a wrong password, fewer than 100 points and more than the balance', async () => {
    await as('member01');
    const { pointsBalance } = await balance();
    await expectFailure(convert(4_000, '135790'), 400, 'invalid.payment.pw');
    await expectFailure(convert(99), 400, 'points.convert.below.minimum');
    await expectFailure(convert(pointsBalance + 1), 400, 'points.insufficient');
    expect((await balance()).pointsBalance).toBe(pointsBalance);
  });
});

describe('scenarios', () => {
  it('empty: no rewards, no records, no points', async () => {
    await as('member01');
    useScenario('empty');
    expect(await rewards()).toEqual([]);
    expect((await records()).list).toEqual([]);
    expect(await balance()).toMatchObject({ points: 0, pointsBalance: 0, mainWallet: 12_000_000 });
  });
});

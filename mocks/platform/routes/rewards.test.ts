/**
 * The reward centre, raffle, invite-friends and mission routes through the real client
 * transport: listing, joining, applying (reviewed 2 minutes later on the mock clock), claiming
 * into the main wallet (a BONUS row of the account record, the header balance, the bonus
 * details), and every error code with its status.
 */
import { describe, expect, it } from 'vitest';
import { freePlayLogin } from '../../../src/generated/wps/endpoints/session/session';
import { setSessionToken } from '../../../src/state/session';
import { advanceMockClock, mockStore, useScenario } from '../../node';
import { DAY } from '../core/clock';
import { type Any, as, call, expectFailure, ORIGIN, PNG, R } from './harness';

const MINUTE = 60_000;
const activities = (query: Record<string, string | number> = {}) =>
  call('GET', `${R}/MCS2_getPromotionClaimList`, undefined, { pageNo: 1, pageSize: 20, ...query });
const activity = async (id: number) => ((await activities()).list as Any[]).find((a) => a.promotionId === id);
const join = (promotionId: number) => call('POST', `${R}/MCSFE_joinPromotion`, { promotionId });
const claim = (promotionId: number) => call('POST', `${R}/MCSFE_claimIssuedPromotion`, { promotionId });
const apply = (promotionId: number, pictures: string[] = [PNG], remarks?: string) =>
  call('POST', `${R}/MCSFE_signUpRequestReward`, { promotionId, pictures, ...(remarks === undefined ? {} : { remarks }) });
const raffle = (promotionId: number, raffleScheduleId: string) => call('POST', `${R}/MCSFE_claimRafflePromotion`, { promotionId, raffleScheduleId });
const available = () => call('GET', `${R}/MCSFE_getAvailablePromotions`);
const missions = (query: Record<string, string | number> = {}) =>
  call('GET', `${R}/MCSFE_getMissionSummaryDetails`, undefined, { pageNo: 1, pageSize: 10, ...query });
const claimMission = (missionId: string) => call('POST', `${R}/MCSFE_claimMissionRewards`, { missionId });
const record = () => call('GET', `${R}/ODSFE2_MemTransDet`, undefined, { startTime: 0, endTime: Date.now() + 365 * DAY, pageNo: 1, pageSize: 5 });
const sumBalance = async () => (await call('GET', '/wps/v2/wallets/balance')).sumBalance as number;
const bonuses = () =>
  call('GET', `${R}/MCSFE_getBonusDetails`, undefined, { startTime: Date.now() - 30 * DAY, endTime: Date.now() + DAY, pageNo: 1, pageSize: 5 });

describe('the reward centre', () => {
  it("lists member01's activities, one or more in each of the ten statuses, and filters by status", async () => {
    await as('member01');
    const all = await activities();
    expect(all.totalCount).toBe(13);
    expect(new Set(all.list.map((a: Any) => a.status))).toEqual(
      new Set(['JOIN', 'CLAIM', 'APPLYING', 'CLOSED', 'REJECTED', 'ISSUED', 'CLAIMED', 'IN_PROGRESS', 'JOINED', 'COMING_SOON']),
    );
    expect((await activities({ status: 'CLAIM' })).list.map((a: Any) => [a.promotionId, a.title])).toEqual([
      [8803, 'Daily login reward'],
      [8805, 'Weekend lucky wheel'],
    ]);
    expect(all.list.find((a: Any) => a.promotionId === 8809)).toMatchObject({ status: 'REJECTED', rejectReason: expect.stringContaining('bet number') });
    expect(all.list.find((a: Any) => a.promotionId === 8801).imageUrl).toContain('/mock-cdn/promotions/8801.svg');
    const page = await activities({ pageNo: 3, pageSize: 5 });
    expect(page).toMatchObject({ totalPages: 3, totalCount: 13 });
    expect(page.list.map((a: Any) => a.promotionId)).toEqual([8811, 8812, 8813]);
    await expectFailure(activities({ status: 'OPEN' }), 400, 'request_param_err');
  });

  it('counts what the member can act on per kind of reward', async () => {
    await as('member01');
    expect((await available()).content).toEqual({
      LOGIN: { enabled: true, count: 1 },
      MANUAL: { enabled: true, count: 4 },
      RAFFLE: { enabled: true, count: 1 },
      TICKET: { enabled: true, count: 0 },
      MISSION: { enabled: true, count: 2 },
      REFERRAL: { enabled: true, count: 0 },
    });
    await claim(8803);
    await claimMission('MS-1001');
    expect((await available()).content).toMatchObject({ LOGIN: { count: 0 }, MISSION: { count: 1 } });
  });

  it('joins an activity in status JOIN, and refuses the others', async () => {
    await as('member01');
    expect(await join(8801)).toMatchObject({ promotionId: 8801, status: 'JOINED' });
    expect(await activity(8801)).toMatchObject({ status: 'JOINED' });
    await expectFailure(join(8801), 409, 'activity.status.invalid');
    await expectFailure(join(8811), 409, 'activity.status.invalid');
    await expectFailure(join(8810), 409, 'activity.status.invalid');
    await expectFailure(join(8812), 409, 'activity.status.invalid');
    await expectFailure(join(9999), 400, 'activity.not.exist');
  });

  it('claims a reward into the main wallet: the header balance, the account record and the bonus details show it', async () => {
    await as('member01');
    const before = await sumBalance();
    const result = await claim(8803);
    expect(result).toMatchObject({ amount: 38_000, balance: 12_038_000, activity: { promotionId: 8803, status: 'CLAIMED' } });
    expect(await sumBalance()).toBe(before + 38_000);
    expect((await record()).list[0]).toMatchObject({ type: 'BONUS', amount: 38_000, balance: 12_038_000, remark: 'Daily login reward', accountTypeId: 1 });
    expect((await bonuses()).list[0]).toMatchObject({
      type: 'PROMOTION',
      name: 'Daily login reward',
      amount: 38_000,
      turnoverRequired: 114_000,
      turnoverPlayed: 0,
      status: 'IN_PROGRESS',
    });
    await expectFailure(claim(8803), 409, 'activity.status.invalid');
    expect(await claim(8806)).toMatchObject({ amount: 288_000, activity: { status: 'CLAIMED' } });
    await expectFailure(claim(8805), 409, 'activity.status.invalid');
    await expectFailure(claim(8801), 409, 'activity.status.invalid');
    await expectFailure(claim(8807), 409, 'activity.status.invalid');
    await expectFailure(claim(1), 400, 'activity.not.exist');
    expect(await sumBalance()).toBe(before + 38_000 + 288_000);
  });

  it('applies with images; the review issues the reward 2 minutes later on the mock clock, then it can be claimed', async () => {
    await as('member01');
    await expectFailure(apply(8812, []), 400, 'activity.images.required');
    await expectFailure(apply(8812, [PNG, PNG, PNG, PNG]), 400, 'activity.images.too.many');
    await expectFailure(apply(8812, ['data:image/gif;base64,R0lGODlhAQABAAAAACw=']), 400, 'activity.images.invalid');
    await expectFailure(apply(8812, [`data:image/png;base64,${'A'.repeat(7_000_000)}`]), 400, 'activity.images.invalid');
    await expectFailure(apply(8812, [PNG], 'x'.repeat(141)), 400, 'request_param_err');
    await expectFailure(apply(8801), 409, 'activity.status.invalid');
    await expectFailure(apply(8808), 409, 'activity.status.invalid');
    await expectFailure(apply(4242), 400, 'activity.not.exist');
    expect(await apply(8812, [PNG, PNG], 'Ván thắng tối qua')).toMatchObject({ promotionId: 8812, status: 'APPLYING' });
    await expectFailure(apply(8812), 409, 'activity.status.invalid');
    await expectFailure(claim(8812), 409, 'activity.status.invalid');
    advanceMockClock(2 * MINUTE - 1000);
    expect(await activity(8812)).toMatchObject({ status: 'APPLYING' });
    advanceMockClock(1000);
    expect(await activity(8812)).toMatchObject({ status: 'ISSUED' });
    expect(await claim(8812)).toMatchObject({ amount: 50_000, activity: { status: 'CLAIMED' } });
  });

  it('rejects the "(always rejected)" activity with a reason; a rejected activity may be applied for again', async () => {
    await as('member01');
    expect(await apply(8813)).toMatchObject({ status: 'APPLYING' });
    advanceMockClock(2 * MINUTE);
    const rejected = await activity(8813);
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: expect.any(String) });
    expect(await apply(8813)).toMatchObject({ status: 'APPLYING' });
    expect((await activity(8813)).rejectReason).toBeUndefined();
    // The seeded rejection: applying again is reviewed like any application.
    expect(await apply(8809, [PNG])).toMatchObject({ status: 'APPLYING' });
    advanceMockClock(2 * MINUTE);
    expect(await activity(8809)).toMatchObject({ status: 'ISSUED' });
    expect(await activity(8813)).toMatchObject({ status: 'REJECTED' });
  });

  it('draws the raffle prize into the main wallet once', async () => {
    await as('member01');
    const before = await sumBalance();
    const schedule = (await activity(8805)).raffleScheduleId;
    expect(schedule).toMatch(/^RS-8805-\d{8}$/);
    // Another draw than the activity's is refused.
    await expectFailure(raffle(8805, 'RS-8805-19990101'), 400, 'request_param_err');
    expect(await raffle(8805, schedule)).toEqual({ promotionId: 8805, prizeName: 'Prize 88,000 ₫', prizeAmount: 88_000, remainingDraws: 0, status: 'CLAIMED' });
    expect(await sumBalance()).toBe(before + 88_000);
    expect((await record()).list[0]).toMatchObject({ type: 'BONUS', amount: 88_000, remark: 'Weekend lucky wheel: Prize 88,000 ₫' });
    expect(await activity(8805)).toMatchObject({ status: 'CLAIMED' });
    await expectFailure(raffle(8805, schedule), 400, 'activity.status.invalid');
    await expectFailure(raffle(8803, schedule), 400, 'activity.not.exist');
  });

  it('gives other members the open activities only, and answers 401 without a session', async () => {
    await as('agent01');
    const list = (await activities()).list;
    expect(list).toHaveLength(10);
    expect(list.map((a: Any) => a.promotionId)).not.toContain(8806);
    await expectFailure(claim(8806), 400, 'activity.not.exist');
    useScenario('session-expired');
    await expectFailure(activities(), 401, 'login.not.session');
  });
});

describe('invite friends', () => {
  it("answers member01's code, link, invitations and prize (the ledger's referral bonuses)", async () => {
    await as('member01');
    const details = await call('GET', `${R}/MCSFE_getReferralDetails`, undefined, { autoGenerate: 'true' });
    expect(details).toEqual({
      referralCode: 'LUCKY-AN88',
      referralLink: `${ORIGIN}/register?affiliateCode=LUCKY-AN88`,
      totalInvitations: 12,
      qualifiedInvitations: 4,
      totalPrize: 400_000,
    });
    expect(await call('GET', `${R}/MCSFE_getReferralDetails`)).toEqual(details);
    const first = await call('GET', `${R}/MCSFE_getReferralList`, undefined, { pageNo: 1, pageSize: 5 });
    expect(first).toMatchObject({ totalCount: 12, totalPages: 3 });
    expect(first.list[0]).toMatchObject({ username: 'ng***89', status: 'REGISTERED', reward: 0 });
    const all = (await call('GET', `${R}/MCSFE_getReferralList`, undefined, { pageSize: 20 })).list as Any[];
    expect(all.reduce((t, r) => t + r.reward, 0)).toBe(details.totalPrize);
    expect(all.filter((r) => r.status === 'DEPOSITED').every((r) => r.firstDepositAmount > 0 && r.reward === 0)).toBe(true);
    const rules = await call('GET', `${R}/MCSFE_getReferralRules`);
    expect(rules.tiers).toEqual([
      { invitations: 1, reward: 100_000 },
      { invitations: 5, reward: 150_000 },
      { invitations: 10, reward: 200_000 },
    ]);
    expect(rules.rulesHtml).toContain('<p>');
  });

  it('makes a code for a member without one only when asked (autoGenerate)', async () => {
    const { value } = await freePlayLogin({ os: 'Linux', platform: 'W' });
    setSessionToken(value.token);
    await expectFailure(call('GET', `${R}/MCSFE_getReferralDetails`), 400, 'referral.code.not.exist');
    const made = await call('GET', `${R}/MCSFE_getReferralDetails`, undefined, { autoGenerate: 'true' });
    expect(made).toMatchObject({ referralCode: expect.stringMatching(/^[A-Z0-9]+-\d{2}$/), totalInvitations: 0, qualifiedInvitations: 0, totalPrize: 0 });
    expect((await call('GET', `${R}/MCSFE_getReferralDetails`)).referralCode).toBe(made.referralCode);
    expect((await call('GET', `${R}/MCSFE_getReferralList`)).list).toEqual([]);
    await expectFailure(call('GET', `${R}/MCSFE_getReferralDetails`, undefined, { autoGenerate: 'yes' }), 400, 'request_param_err');
  });
});

describe('missions', () => {
  it('lists five missions: open ones (two claimable) and closed ones, with the claimable count', async () => {
    await as('member01');
    const all = await missions();
    expect(all.list.map((m: Any) => [m.missionId, m.claimStatus])).toEqual([
      ['MS-1001', 'CLAIMABLE'],
      ['MS-1002', 'CLAIMABLE'],
      ['MS-1003', 'IN_PROGRESS'],
      ['MS-1004', 'IN_PROGRESS'],
      ['MS-1005', 'CLAIMED'],
    ]);
    expect(all.availableCount).toBe(2);
    expect((await missions({ status: 'O' })).totalCount).toBe(4);
    const closed = await missions({ status: 'C' });
    expect(closed.list.map((m: Any) => m.title)).toEqual(['Weekend warrior']);
    expect(closed.availableCount).toBe(2);
    await expectFailure(missions({ status: 'X' }), 400, 'request_param_err');
  });

  it('claims a claimable mission into the main wallet once, and refuses the others', async () => {
    await as('member01');
    const before = await sumBalance();
    const result = await claimMission('MS-1001');
    expect(result).toMatchObject({ amount: 50_000, balance: 12_050_000, mission: { missionId: 'MS-1001', claimStatus: 'CLAIMED' } });
    expect(await sumBalance()).toBe(before + 50_000);
    expect((await record()).list[0]).toMatchObject({ type: 'BONUS', amount: 50_000, remark: 'Mission reward: Valid bets 2,000,000 ₫' });
    expect((await bonuses()).list[0]).toMatchObject({ type: 'MISSION', amount: 50_000, turnoverRequired: 50_000 });
    expect((await missions()).availableCount).toBe(1);
    expect((await missions({ status: 'C' })).totalCount).toBe(2);
    await expectFailure(claimMission('MS-1001'), 409, 'mission.not.claimable');
    await expectFailure(claimMission('MS-1003'), 409, 'mission.not.claimable');
    await expectFailure(claimMission('MS-1005'), 409, 'mission.not.claimable');
    await expectFailure(claimMission('MS-9999'), 400, 'mission.not.exist');
  });

  it('expires a mission that ends unclaimed', async () => {
    await as('member01');
    advanceMockClock(mockStore.state.ledgerAnchor + 6 * DAY - Date.now() - mockStore.state.clock.offsetMs);
    const list = (await missions()).list as Any[];
    expect(list.find((m) => m.missionId === 'MS-1002').claimStatus).toBe('EXPIRED');
    await expectFailure(claimMission('MS-1002'), 409, 'mission.not.claimable');
  });

  it('ranks 20 players on a leaderboard with the member placed (MS-1001 by default)', async () => {
    await as('member01');
    const board = await call('GET', `${R}/MCSFE_getMissionLeaderboard`);
    expect(board.content).toHaveLength(20);
    expect(board.footer).toEqual({ rank: 15, reachedValue: 2_000_000, reward: 50_000 });
    expect(board.content[14]).toMatchObject({ rank: 15, username: 'me***01' });
    expect(await call('GET', `${R}/MCSFE_getMissionLeaderboard`, undefined, { missionId: 'MS-1001' })).toEqual(board);
    const other = await call('GET', `${R}/MCSFE_getMissionLeaderboard`, undefined, { missionId: 'MS-1004' });
    expect(other.footer.reachedValue).toBe(6_500_000);
    await expectFailure(call('GET', `${R}/MCSFE_getMissionLeaderboard`, undefined, { missionId: 'MS-0' }), 400, 'mission.not.exist');
  });
});

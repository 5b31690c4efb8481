/**
 * The promotions routes through the real client transport (every reply checked against the
 * contract): the categories and the list for visitors and members, the detail (rules, steps,
 * the member's activity), the claim hall's "claim all" into the ledger, and the rebate with its
 * claim and the automatic payment at 01:00; every error code with its status.
 */
import { describe, expect, it } from 'vitest';
import { freePlayLogin } from '../../../src/generated/wps/endpoints/session/session';
import { setSessionToken } from '../../../src/state/session';
import { advanceMockClock, mockStore, useScenario } from '../../node';
import { CATALOG } from '../core/catalog';
import { DAY, dayStart, HOUR, now } from '../core/clock';
import { post } from '../core/ledger';
import { PROMOTIONS } from '../promotions';
import { type Any, as, call, expectFailure, R } from './harness';

const categories = () => call('GET', `${R}/PROMOFE_getPromotionAnnouncementCategory`);
const promotions = (category?: string) => call('GET', `${R}/PROMOFE_getPromoAnnounceV2`, undefined, category ? { category } : undefined);
const detail = (promotionId: string | number) => call('GET', `${R}/PROMOFE_getPromoAnnounceDetail`, undefined, { promotionId });
const claimAll = (body: Record<string, unknown> = {}) => call('POST', `${R}/MCSFE_claimAllIssuedPromotion`, body);
const claimOne = (promotionId: number) => call('POST', `${R}/MCSFE_claimIssuedPromotion`, { promotionId });
const activities = () => call('GET', `${R}/MCS2_getPromotionClaimList`, undefined, { pageNo: 1, pageSize: 100 });
const rebate = () => call('GET', `${R}/ODSFE2_getRebate`);
const claimRebate = (body: Record<string, unknown> = {}) => call('POST', `${R}/ODSFE2_rebateDisburse`, body);
const record = (pageSize = 10) => call('GET', `${R}/ODSFE2_MemTransDet`, undefined, { startTime: 0, endTime: Date.now() + 365 * DAY, pageNo: 1, pageSize });
const mainWallet = () => mockStore.state.accounts.member01!.wallets[1]!;

describe('the promotions list', () => {
  it('gives the categories in the platform order with their counts (22 promotions)', async () => {
    const { list } = await categories();
    expect(list.map((c: Any) => [c.category, c.name, c.count])).toEqual([
      ['rng_promo', 'Slots', 2],
      ['live_promo', 'Live casino', 1],
      ['pvp_promo', 'Card games', 1],
      ['sport_promo', 'Sports', 2],
      ['fish_promo', 'Fishing', 1],
      ['lotto_promo', 'Lottery', 2],
      ['rebate_promo', 'Rebate', 1],
      ['deposit_promo', 'Deposit', 2],
      ['player_rank_rules', 'VIP', 2],
      ['point_mall', 'Points mall', 1],
      ['app_download', 'App', 1],
      ['new_player', 'New players', 2],
      ['other_promo', 'Other', 4],
    ]);
    expect(list.reduce((s: number, c: Any) => s + c.count, 0)).toBe(22);
  });

  it('lists hot promotions first, then the newest; ended ones are left out; visitors get no activity', async () => {
    const { list } = await promotions();
    expect(list).toHaveLength(22);
    const hot = list.filter((p: Any) => p.hot).map((p: Any) => p.id);
    expect(list.slice(0, hot.length).map((p: Any) => p.id)).toEqual(hot);
    expect(new Set(hot)).toEqual(new Set([8801, 8805, 8904, 8905, 8910]));
    for (let i = hot.length + 1; i < list.length; i += 1) expect(list[i - 1].startDate).toBeGreaterThanOrEqual(list[i].startDate);
    expect(list.map((p: Any) => p.id)).not.toContain(8810);
    expect(list.map((p: Any) => p.id)).not.toContain(8813);
    expect(list.some((p: Any) => p.activity)).toBe(false);
    const first = list.find((p: Any) => p.id === 8801);
    expect(first).toMatchObject({ category: 'deposit_promo', promotionType: 'ACTIVITY', periodStatus: 'ONGOING', rewardAmount: 5_000_000, hot: true });
    expect(first.announcementImages.map((i: Any) => i.sequence)).toEqual([1, 2]);
    expect(first.announcementImages[0].url).toContain('/mock-cdn/promotions/8801.svg?label=First+deposit+bonus');
    expect(first.announcementImages[0].url).toContain('sub=DEPOSIT');
    expect(first.announcementImages[1].url).toContain('/mock-cdn/banners/promo-8801.svg');
    expect(list.find((p: Any) => p.id === 8901)).not.toHaveProperty('endDate');
    expect(list.find((p: Any) => p.id === 8907)).toMatchObject({ periodStatus: 'UPCOMING' });
    expect(list.find((p: Any) => p.id === 8811)).toMatchObject({ periodStatus: 'UPCOMING' });
  });

  it('filters by category, and refuses an unknown one', async () => {
    const { list } = await promotions('deposit_promo');
    expect(list.map((p: Any) => p.id)).toEqual([8801, 8807]);
    await expectFailure(promotions('casino_promo'), 400, 'request_param_err');
  });

  it("gives members their activity's status", async () => {
    await as('member01');
    const { list } = await promotions();
    const byId = new Map(list.map((p: Any) => [p.id, p]));
    expect((byId.get(8801) as Any).activity).toMatchObject({ promotionId: 8801, status: 'JOIN' });
    expect((byId.get(8803) as Any).activity).toMatchObject({ status: 'CLAIM' });
    expect((byId.get(8806) as Any).activity).toMatchObject({ status: 'ISSUED' });
    expect((byId.get(8805) as Any).activity).toMatchObject({ status: 'CLAIM', raffleScheduleId: expect.any(String) });
    expect(byId.get(8901)).not.toHaveProperty('activity');
    await as('tran_minh');
    const other = new Map((await promotions()).list.map((p: Any) => [p.id, p]));
    expect(other.get(8806)).not.toHaveProperty('activity');
    expect((other.get(8802) as Any).activity).toMatchObject({ status: 'JOIN' });
  });

  it('the time moves promotions on: an upcoming one starts, an ongoing one ends', async () => {
    advanceMockClock(3 * DAY);
    const { list } = await promotions();
    expect(list.find((p: Any) => p.id === 8907)).toMatchObject({ periodStatus: 'ONGOING' });
    expect(list.find((p: Any) => p.id === 8905)).toBeUndefined();
    expect((await detail(8905)).periodStatus).toBe('ENDED');
  });

  it('is empty in the empty scenario', async () => {
    useScenario('empty');
    expect((await categories()).list).toEqual([]);
    expect((await promotions()).list).toEqual([]);
    await expectFailure(detail(8801), 400, 'promotion.not.exist');
  });
});

describe('a promotion', () => {
  it('has its rules, steps and images; ended promotions still answer', async () => {
    const d = await detail(8801);
    expect(d).toMatchObject({ id: 8801, title: 'First deposit bonus 100%', promotionType: 'ACTIVITY' });
    expect(d.content).toContain('<b>first deposit</b>');
    expect(d.content).toContain('onerror');
    expect(d.steps).toHaveLength(3);
    expect(d).not.toHaveProperty('activity');
    const other = await detail('8905');
    expect(other.content).toMatch(/^<p>Win 8 baccarat hands.*<ul><li>.*<\/li><\/ul>.*onerror.*<p>General terms apply.<\/p>$/);
    expect(other.steps).toEqual([
      'Play Evolution baccarat with at least 100,000 ₫ a hand.',
      'Win 5 to 8 hands in a row.',
      'Send your round numbers to customer service within 24 hours.',
    ]);
    expect((await detail(8810)).periodStatus).toBe('ENDED');
  });

  it("carries the member's activity", async () => {
    await as('member01');
    expect((await detail(8809)).activity).toMatchObject({ status: 'REJECTED', rejectReason: expect.any(String) });
    expect((await detail(8808)).activity).toMatchObject({ status: 'APPLYING', applyWithImages: true });
  });

  it('refuses an unknown, malformed or non-promotion id', async () => {
    await expectFailure(detail(9999), 400, 'promotion.not.exist');
    await expectFailure(detail(8813), 400, 'promotion.not.exist');
    await expectFailure(detail('abc'), 400, 'promotion.not.exist');
  });

  it('every definition makes a valid detail (the transport checks each against the contract)', async () => {
    await as('member01');
    for (const p of PROMOTIONS) expect((await detail(p.id)).id).toBe(p.id);
  });
});

describe('the claim hall', () => {
  it('claims every waiting reward but the raffle into the main wallet, one BONUS row each', async () => {
    await as('member01');
    const before = mainWallet();
    const result = await claimAll();
    expect(result.claimed.map((a: Any) => [a.promotionId, a.status])).toEqual([
      [8803, 'CLAIMED'],
      [8806, 'CLAIMED'],
    ]);
    expect(result).toMatchObject({ amount: 326_000, balance: before + 326_000 });
    expect(mainWallet()).toBe(before + 326_000);
    const rows = (await record(2)).list;
    expect(rows.map((r: Any) => [r.type, r.amount, r.remark])).toEqual([
      ['BONUS', 288_000, 'VIP birthday gift'],
      ['BONUS', 38_000, 'Daily login reward'],
    ]);
    const statuses = new Map((await activities()).list.map((a: Any) => [a.promotionId, a.status]));
    expect(statuses.get(8805)).toBe('CLAIM');
    // Nothing left but the raffle: an empty success.
    expect(await claimAll()).toEqual({ claimed: [], amount: 0, balance: before + 326_000 });
  });

  it('claims one category only, after a claim of one', async () => {
    await as('member01');
    await claimOne(8803);
    expect((await claimAll({ category: 'LOGIN' })).claimed).toEqual([]);
    expect((await claimAll({ category: 'MANUAL' })).claimed.map((a: Any) => a.promotionId)).toEqual([8806]);
  });

  it('claims a reward issued by a review', async () => {
    await as('member01');
    await claimAll();
    await call('POST', `${R}/MCSFE_signUpRequestReward`, {
      promotionId: 8812,
      pictures: ['data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='],
    });
    advanceMockClock(3 * 60_000);
    expect((await claimAll()).claimed.map((a: Any) => [a.promotionId, a.rewardAmount])).toEqual([[8812, 50_000]]);
  });

  it('refuses an unknown category and trial accounts', async () => {
    await as('member01');
    await expectFailure(claimAll({ category: 'LUCKY' }), 400, 'request_param_err');
    const { value } = await freePlayLogin({ os: 'Linux', platform: 'W' });
    setSessionToken(value.token);
    await expectFailure(claimAll(), 403, 'member.trial.not.allowed');
    await expectFailure(claimRebate(), 403, 'member.trial.not.allowed');
  });

  it('needs a session', async () => {
    await expectFailure(claimAll(), 401, 'login.not.session');
    await expectFailure(rebate(), 401, 'login.not.session');
  });
});

describe('the rebate', () => {
  it("gives member01's rebate since yesterday by product type", async () => {
    await as('member01');
    const r = await rebate();
    expect(r.rows.map((row: Any) => row.productType)).toEqual(['LIVE', 'RNG', 'SPORTS', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'ESPORTS']);
    const byType = new Map(r.rows.map((row: Any) => [row.productType, row]));
    expect(byType.get('LIVE')).toMatchObject({ mode: 'MANUAL', status: 'CLAIMABLE', validBet: 800_000, rate: 0.7, amount: 5_600 });
    expect(byType.get('RNG')).toMatchObject({ mode: 'MANUAL', status: 'CLAIMABLE', validBet: 433_000, rate: 0.9, amount: 3_897 });
    expect(byType.get('SPORTS')).toMatchObject({ mode: 'MANUAL', status: 'CLAIMABLE', validBet: 300_000, rate: 0.6, amount: 1_800 });
    expect(byType.get('LOTT')).toMatchObject({ mode: 'AUTO', status: 'AUTO', amount: 0 });
    expect(byType.get('ESPORTS')).toMatchObject({ status: 'NONE', amount: 0 });
    const today = dayStart(now(mockStore.state));
    expect((byType.get('LIVE') as Any).periodStart).toBe(today - DAY);
    expect((byType.get('ELOTT') as Any).periodStart).toBe(today);
    expect(r).toMatchObject({ claimableAmount: 11_297, minClaimAmount: 1_000, autoPayTime: today + DAY + HOUR });
    expect(r).not.toHaveProperty('lastClaimTime');
  });

  it('claims one product type: a REBATE row, and the row starts again', async () => {
    await as('member01');
    const before = mainWallet();
    const result = await claimRebate({ productTypes: ['LIVE'] });
    expect(result.claimed).toEqual([{ productType: 'LIVE', validBet: 800_000, rate: 0.7, amount: 5_600, transactionNo: expect.stringMatching(/^RB\d{17}$/) }]);
    expect(result).toMatchObject({ amount: 5_600, balance: before + 5_600 });
    expect((await record(1)).list[0]).toMatchObject({ type: 'REBATE', amount: 5_600, remark: 'Rebate LIVE 0.7% of 800,000 ₫' });
    const r = await rebate();
    expect(r.rows[0]).toMatchObject({ productType: 'LIVE', status: 'NONE', validBet: 0, amount: 0 });
    expect(r.claimableAmount).toBe(5_697);
    expect(r.lastClaimTime).toBe(r.rows[0].periodStart);
    await expectFailure(claimRebate({ productTypes: ['LIVE'] }), 409, 'rebate.nothing.to.claim');
    await expectFailure(claimRebate({ productTypes: ['LOTT', 'ESPORTS'] }), 409, 'rebate.nothing.to.claim');
  });

  it('claims every claimable row at once, and then has nothing to claim', async () => {
    await as('member01');
    const result = await claimRebate({});
    expect(result.claimed.map((c: Any) => [c.productType, c.amount])).toEqual([
      ['LIVE', 5_600],
      ['RNG', 3_897],
      ['SPORTS', 1_800],
    ]);
    expect(result.amount).toBe(11_297);
    await expectFailure(claimRebate({ productTypes: [] }), 409, 'rebate.nothing.to.claim');
    await expectFailure(claimRebate({ productTypes: ['CASINO'] }), 400, 'request_param_err');
  });

  it('forfeits what is older than yesterday, and pays the lottery rebate at 01:00', async () => {
    await as('member01');
    const state = mockStore.state;
    const today = dayStart(now(state));
    // A lottery bet settled today, then the clock moves past 01:00 of tomorrow.
    const t = now(state);
    post(state, 'member01', {
      time: t - 60_000,
      type: 'BET',
      amount: -1_000_000,
      accountTypeId: 1,
      reference: 'TESTLOTT1',
      remark: 'lottery',
      nodeId: lotteryNode(),
    });
    post(state, 'member01', { time: t, type: 'PAYOUT', amount: 0, accountTypeId: 1, reference: 'TESTLOTT1', remark: 'lottery', nodeId: lotteryNode() });
    const auto = (await rebate()).rows.find((r: Any) => r.productType === 'LOTT');
    expect(auto).toMatchObject({ status: 'AUTO', validBet: 1_000_000, amount: 12_000 });
    advanceMockClock(today + DAY + HOUR - now(state) + 1_000);
    const paid = (await record(5)).list.find((r: Any) => r.type === 'REBATE');
    expect(paid).toMatchObject({ amount: 12_000, remark: expect.stringMatching(/^Daily rebate LOTT \d{4}-\d{2}-\d{2}$/) });
    expect((await rebate()).rows.find((r: Any) => r.productType === 'LOTT')).toMatchObject({ validBet: 0 });
    // Two days on, last evening's play is no longer claimable.
    advanceMockClock(DAY);
    expect((await rebate()).claimableAmount).toBe(0);
  });

  it('is all zero in the empty scenario', async () => {
    await as('member01');
    useScenario('empty');
    expect(await rebate()).toMatchObject({ rows: [], totalAmount: 0, claimableAmount: 0 });
    await expectFailure(claimRebate(), 409, 'rebate.nothing.to.claim');
  });
});

/** A lottery (LOTT) game of the catalogue. */
const lotteryNode = (): number => CATALOG.find((g) => g.gameType === 'LOTT')?.nodeId ?? 0;

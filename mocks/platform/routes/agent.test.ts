/**
 * The agent centre's routes through the real client transport (every reply checked against the
 * contract): the reports agreeing with the overview for any period, opening accounts, promotion
 * links and registration through them, drilling into the team, rebates, and the refusals.
 */
import { describe, expect, it } from 'vitest';
import { mockStore, useScenario } from '../../node';
import { DAY } from '../core/clock';
import { round2 } from '../core/ledger';
import { type Any, allPages, as, call, expectFailure, R } from './harness';

const OVERVIEW = `${R}/ODSFE2_getTeamOverviewSum`;
const SUBORDINATES = `${R}/ODSFE2_getSubordinatev2`;
const DETAIL = `${R}/ODSFE2_getSubordinateDetail`;
const BETTING = `${R}/ODSFE2_lottTeamBet`;
const PROFIT = `${R}/ODSFE2_getTeamPNLV3`;
const INCOME = `${R}/ODSFE2_AgentProfDet`;
const TRANSACTIONS = `${R}/ODSFE2_getTeamTransDet`;
const QUOTA = `${R}/MCSFE_getAgentQuotaGroupByProduct`;
const LINKS = `${R}/MCSFE_viewAffiliateUrls`;
const DIVIDENDS = `${R}/ODSFE2_QueryDividend`;
const DAILY = `${R}/ODSFE2_dailySalRec`;
const HOURLY = `${R}/ODSFE2_hourSalRec`;

const anchor = () => mockStore.state.ledgerAnchor;
/** The last `days` days and today, as the period pickers send them. */
const lastDays = (days: number) => ({ startTime: anchor() - days * DAY, endTime: anchor() + DAY - 1 });
const REBATES = (rate: number) => ['LIVE', 'RNG', 'SPORTS', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'ESPORTS'].map((productType) => ({ productType, rate }));

describe('the agent reports', () => {
  it.each([
    ['the last 7 days', 7],
    ['the last 30 days', 30],
    ['the last 90 days', 90],
  ])('agree with the overview over %s', async (_name, days) => {
    await as('agent01');
    const range = lastDays(days);
    const { current, previous, daily } = await call('GET', OVERVIEW, undefined, range);
    expect(daily).toHaveLength(days + 1);
    expect(daily[0].date < daily.at(-1).date).toBe(true);
    expect(current.teamSize).toBeGreaterThanOrEqual(20);
    expect(current.validBet).toBeGreaterThan(0);
    expect(previous).toHaveProperty('validBet');
    expect(round2(daily.reduce((t: number, d: Any) => t + d.validBet, 0))).toBe(current.validBet);
    expect(round2(daily.reduce((t: number, d: Any) => t + d.income, 0))).toBe(current.income);
    expect(daily.reduce((t: number, d: Any) => t + d.newMembers, 0)).toBe(current.newMembers);

    const profit = await call('GET', PROFIT, undefined, { ...range, pageSize: 100 });
    const { teamSize, betCount, validBet, winLoss, bonus, rebate, profit: pnl, deposits, withdrawals } = current;
    expect(profit.totals).toEqual({ teamSize, betCount, validBet, winLoss, bonus, rebate, profit: pnl, deposits, withdrawals });
    expect(profit.path).toEqual(['agent01']);
    expect(round2(profit.list.reduce((t: number, r: Any) => t + r.validBet, 0))).toBe(validBet);

    const settled = await call('GET', BETTING, undefined, { ...range, status: 'SETTLED', pageSize: 1 });
    expect(settled.totals.validBet).toBe(validBet);
    expect(settled.totals.betCount).toBe(betCount);
    expect(settled.totals.winLoss).toBe(winLoss);

    const income = await allPages(INCOME, range);
    expect(income.first.totals.total).toBe(current.income);
    expect(income.first.totals.teamValidBet).toBe(validBet);
    expect(round2(income.rows.reduce((t: number, r: Any) => t + r.total, 0))).toBe(current.income);
    expect(income.rows.map((r: Any) => r.date)).toEqual([...income.rows.map((r: Any) => r.date)].sort().reverse());
  });

  it('shows agent01 a commission every day the team played, and what it was paid', async () => {
    await as('agent01');
    const income = await allPages(INCOME, lastDays(30));
    expect(income.first.totals.commission).toBeGreaterThan(0);
    expect(income.rows.filter((r: Any) => r.commission > 0).length).toBeGreaterThan(15);
    await as('agent01');
    const tx = await call('GET', TRANSACTIONS, undefined, { ...lastDays(30), customerName: 'member01', txType: 'BET', pageSize: 5 });
    expect(tx.list.every((r: Any) => r.username === 'member01' && r.type === 'BET' && r.amount < 0)).toBe(true);
    expect(tx.totals.count).toBe(tx.totalCount);
  });

  it('pages the team betting with each bet’s member and level', async () => {
    await as('agent01');
    const page = await call('GET', BETTING, undefined, { ...lastDays(30), customerName: 'kieu_trang', pageSize: 100 });
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((b: Any) => b.username === 'kieu_trang' && b.level === 3)).toBe(true);
    const byStake = await call('GET', BETTING, undefined, { ...lastDays(30), sort: 'stake', order: 'asc', pageSize: 20 });
    expect(byStake.list.map((b: Any) => b.stake)).toEqual([...byStake.list.map((b: Any) => b.stake)].sort((x, y) => x - y));
  });
});

describe('the team', () => {
  it('lists direct downlines, drills into sub-agents with a path, and searches the whole team', async () => {
    await as('agent01');
    const top = await allPages(SUBORDINATES, {});
    expect(top.first.path).toEqual(['agent01']);
    expect(top.rows.map((r: Any) => r.username)).toEqual(expect.arrayContaining(['member01', 'tran_minh', 'hung_agent', 'thu_agent']));
    expect(top.rows.every((r: Any) => r.level === 1 && r.parent === 'agent01')).toBe(true);
    expect(top.first.totals.count).toBe(top.rows.length);
    const thu = top.rows.find((r: Any) => r.username === 'thu_agent');
    expect(thu).toMatchObject({ type: 41, teamSize: 10 });

    const son = await call('GET', SUBORDINATES, undefined, { parent: 'son_agent', sort: 'username', order: 'asc' });
    expect(son.path).toEqual(['agent01', 'thu_agent', 'son_agent']);
    expect(son.list.map((r: Any) => r.username)).toEqual([...son.list.map((r: Any) => r.username)].sort());
    expect(son.list.every((r: Any) => r.level === 3 && r.parent === 'son_agent')).toBe(true);

    const agents = await call('GET', SUBORDINATES, undefined, { keyword: 'AGENT' });
    expect(agents.list.map((r: Any) => r.username).sort()).toEqual(['hung_agent', 'son_agent', 'thu_agent']);
    const frozen = await call('GET', SUBORDINATES, undefined, { keyword: '_', status: 'FROZEN' });
    expect(frozen.list.map((r: Any) => r.username)).toEqual(['quach_hieu']);

    const profit = await call('GET', PROFIT, undefined, { ...lastDays(30), parent: 'thu_agent' });
    expect(profit.path).toEqual(['agent01', 'thu_agent']);
    expect(profit.list.every((r: Any) => r.level === 2)).toBe(true);
  });

  it('shows a downline’s detail with masked contacts, its wallets and 30-day figures', async () => {
    await as('agent01');
    const detail = await call('GET', DETAIL, undefined, { customerName: 'kieu_trang' });
    expect(detail).toMatchObject({
      username: 'kieu_trang',
      level: 3,
      parent: 'son_agent',
      path: ['agent01', 'thu_agent', 'son_agent', 'kieu_trang'],
      realName: 'Ki** Tr**',
      canTransfer: false,
      canPromote: false,
    });
    expect(detail.mobile).toMatch(/\*{4}/);
    const direct = await call('GET', DETAIL, undefined, { customerName: 'tran_minh' });
    expect(direct).toMatchObject({ canTransfer: true, canPromote: true, canEditRebates: true });
    expect(direct.wallets[0]).toMatchObject({ accountTypeId: 1 });
  });

  it('opens an account that shows in the team and the overview', async () => {
    await as('agent01');
    const quota = await call('GET', QUOTA);
    expect(quota.memberTypes).toEqual([0, 2]);
    expect(quota.rebates).toContainEqual({ productType: 'LOTT', rate: 1.5 });
    const before = (await call('GET', OVERVIEW, undefined, lastDays(0))).current;
    expect((await call('GET', '/wps/check/username', undefined, { username: 'moi_thanh' })).available).toBe(true);
    const created = await call('POST', '/wps/agent/downline', {
      username: 'moi_thanh',
      password: 'Moi2026vn',
      type: 0,
      rebates: [{ productType: 'LIVE', rate: 0.8 }],
    });
    expect(created).toMatchObject({ username: 'moi_thanh', type: 0 });
    expect((await call('GET', '/wps/check/username', undefined, { username: 'moi_thanh' })).available).toBe(false);
    const listed = await call('GET', SUBORDINATES, undefined, { keyword: 'moi_' });
    expect(listed.list).toEqual([expect.objectContaining({ username: 'moi_thanh', level: 1, balance: 0, status: 'ACTIVE', lastLoginTime: null })]);
    expect(listed.list[0].rebates).toContainEqual({ productType: 'LIVE', rate: 0.8 });
    expect(listed.list[0].rebates).toContainEqual({ productType: 'RNG', rate: 0 });
    const after = (await call('GET', OVERVIEW, undefined, lastDays(0))).current;
    expect(after.teamSize).toBe(before.teamSize + 1);
    expect(after.newMembers).toBe(before.newMembers + 1);

    await expectFailure(call('POST', '/wps/agent/downline', { username: 'moi_thanh', password: 'Moi2026vn', type: 0, rebates: [] }), 400, 'username.exists');
    await expectFailure(
      call('POST', '/wps/agent/downline', { username: 'moi_hai', password: 'Moi2026vn', type: 0, rebates: [{ productType: 'LIVE', rate: 1.1 }] }),
      400,
      'rebate.above.quota',
    );
    await expectFailure(
      call('POST', '/wps/agent/downline', { username: 'moi_hai', password: 'Moi2026vn', type: 42, rebates: [] }),
      400,
      'member.type.not.allowed',
    );
    await as('hung_agent');
    await expectFailure(
      call('POST', '/wps/agent/downline', { username: 'moi_hai', password: 'Moi2026vn', type: 2, rebates: [] }),
      400,
      'member.type.not.allowed',
    );
  });

  it('changes a direct downline’s rebates within the rules and promotes a member', async () => {
    await as('agent01');
    const update = (customerName: string, rebates: Any[]) => call('POST', '/wps/agent/updateDownlineRebates', { customerName, rebates });
    await expectFailure(update('son_agent', [{ productType: 'LIVE', rate: 0.5 }]), 403, 'agent.downline.not.direct');
    await expectFailure(update('tran_minh', [{ productType: 'LIVE', rate: 1.2 }]), 400, 'rebate.above.quota');
    // thu_agent gave son_agent its rates a step below its own: it cannot go under them.
    const son = await call('GET', DETAIL, undefined, { customerName: 'son_agent' });
    const sonLive = son.rebates.find((r: Any) => r.productType === 'LIVE').rate;
    await expectFailure(update('thu_agent', [{ productType: 'LIVE', rate: round2(sonLive - 0.1) }]), 400, 'rebate.below.downline');
    expect(await update('tran_minh', [{ productType: 'LIVE', rate: 0.9 }])).toBe(true);
    const detail = await call('GET', DETAIL, undefined, { customerName: 'tran_minh' });
    expect(detail.rebates).toContainEqual({ productType: 'LIVE', rate: 0.9 });
    expect(detail.rebates.find((r: Any) => r.productType === 'RNG').rate).toBeGreaterThan(0);

    const promote = (customerName: string) => call('POST', '/wps/agent/promoteDownlineToAgent', { customerName });
    await expectFailure(promote('hung_agent'), 400, 'member.type.not.allowed');
    await expectFailure(promote('kieu_trang'), 403, 'agent.downline.not.direct');
    expect(await promote('le_hoa')).toEqual({ customerName: 'le_hoa', type: 2 });
    expect((await call('GET', DETAIL, undefined, { customerName: 'le_hoa' })).canPromote).toBe(false);
  });
});

describe('promotion links', () => {
  it('registers a new account under the link owner with its type and rates, and counts it', async () => {
    await as('agent01');
    const seeded = (await call('GET', LINKS)).list;
    expect(seeded.map((l: Any) => l.code)).toEqual(['BINHVIP8', 'BINH2026']);
    expect(seeded[1].registrations).toBe(3);
    const link = await call('POST', `${R}/MCSFE_createAffiliateUrl`, { memberType: 2, rebates: REBATES(0.5), remark: 'Zalo' });
    expect(link.code).toMatch(/^[A-Z0-9]{6,8}$/);
    expect(link.url).toBe(`http://localhost:3000/register?affiliateCode=${link.code}`.replace('http://localhost:3000', new URL(link.url).origin));
    expect((await call('GET', LINKS)).list[0]).toMatchObject({ linkId: link.linkId, registrations: 0, remark: 'Zalo' });

    expect(await call('GET', '/wps/agent/affiliate', undefined, { code: link.code })).toEqual({ code: link.code });
    await call('PUT', '/wps/member/register', {
      username: 'linkjoiner1',
      password: 'Joiner2026',
      confirmPassword: 'Joiner2026',
      affiliateCode: link.code,
      registerUrl: link.url,
      domain: 'localhost',
      registerMethod: 'WEB',
      login: true,
    });
    const joined = mockStore.state.accounts.linkjoiner1!;
    expect(joined).toMatchObject({ upline: 'agent01', type: 2 });
    expect(joined.rebates.LIVE).toBe(0.5);
    await as('agent01');
    expect((await call('GET', LINKS)).list[0].registrations).toBe(1);
    const registrations = await call('GET', `${R}/MCSFE_viewRegisteredAffiliates`, undefined, { linkId: link.linkId });
    expect(registrations.list).toEqual([expect.objectContaining({ username: 'linkjoiner1', memberType: 2, firstDepositAmount: 0 })]);
    expect((await call('GET', SUBORDINATES, undefined, { keyword: 'linkjoiner1' })).list).toHaveLength(1);

    expect(await call('POST', `${R}/MCSFE_deleteAffiliateUrl`, { linkId: link.linkId })).toBe(true);
    await expectFailure(call('POST', `${R}/MCSFE_deleteAffiliateUrl`, { linkId: link.linkId }), 400, 'affiliate.not.found');
    await expectFailure(call('GET', `${R}/MCSFE_viewRegisteredAffiliates`, undefined, { linkId: link.linkId }), 400, 'affiliate.not.found');
  });

  it('keeps an upline’s username as an invitation code', async () => {
    await call('PUT', '/wps/member/register', {
      username: 'oldstyle01',
      password: 'Joiner2026',
      confirmPassword: 'Joiner2026',
      affiliateCode: 'agent01',
      registerUrl: 'http://localhost/register',
      domain: 'localhost',
      registerMethod: 'WEB',
      login: true,
    });
    expect(mockStore.state.accounts.oldstyle01).toMatchObject({ upline: 'agent01', type: 0 });
  });
});

describe('settlement records', () => {
  it('shows what agent01 paid its sub-agents and what thu_agent was paid, with the running period', async () => {
    await as('agent01');
    const dividends = await allPages(DIVIDENDS, lastDays(90));
    expect(dividends.rows.every((r: Any) => r.upline === 'agent01')).toBe(true);
    expect(dividends.rows.map((r: Any) => r.status)).toEqual(expect.arrayContaining(['PAID', 'FORCED', 'PENDING']));
    expect(dividends.first.totals.paid).toBe(round2(dividends.rows.filter((r: Any) => r.status !== 'PENDING').reduce((t: number, r: Any) => t + r.amount, 0)));
    const daily = await allPages(DAILY, lastDays(30));
    expect(daily.rows.length).toBeGreaterThan(20);
    const hourly = await call('GET', HOURLY, undefined, lastDays(3));
    expect(hourly.totalCount).toBeGreaterThan(0);

    await as('thu_agent');
    const paidToMe = await call('GET', DIVIDENDS, undefined, { ...lastDays(90), role: 'DOWNLINE', pageSize: 100 });
    expect(paidToMe.list.length).toBeGreaterThan(0);
    expect(paidToMe.list.every((r: Any) => r.downline === 'thu_agent' && r.upline === 'agent01')).toBe(true);
    const paidByMe = await call('GET', DIVIDENDS, undefined, { ...lastDays(90), role: 'UPLINE', pageSize: 100 });
    expect(paidByMe.list.every((r: Any) => r.upline === 'thu_agent' && r.downline === 'son_agent')).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses members with agent.only', async () => {
    await as('member01');
    await expectFailure(call('GET', OVERVIEW, undefined, lastDays(7)), 403, 'agent.only');
    await expectFailure(call('GET', SUBORDINATES), 403, 'agent.only');
    await expectFailure(call('GET', QUOTA), 403, 'agent.only');
    expect((await call('GET', '/wps/check/username', undefined, { username: 'agent01' })).available).toBe(false);
  });

  it('never shows an agent another agent’s team', async () => {
    await as('agent02');
    const team = await allPages(SUBORDINATES, { keyword: '_' });
    expect(team.rows).toHaveLength(150);
    const overview = (await call('GET', OVERVIEW, undefined, lastDays(21))).current;
    expect(overview.teamSize).toBe(150);
    await expectFailure(call('GET', DETAIL, undefined, { customerName: 'tran_minh' }), 400, 'agent.downline.not.found');
    await expectFailure(call('GET', SUBORDINATES, undefined, { parent: 'thu_agent' }), 400, 'agent.downline.not.found');
    await expectFailure(call('GET', PROFIT, undefined, { ...lastDays(7), parent: 'hung_agent' }), 400, 'agent.downline.not.found');
    await expectFailure(call('GET', BETTING, undefined, { ...lastDays(7), customerName: 'member01' }), 400, 'agent.downline.not.found');
    await expectFailure(call('POST', '/wps/agent/updateDownlineRebates', { customerName: 'tran_minh', rebates: [] }), 400, 'agent.downline.not.found');
  });

  it('shows a team of no one in the empty scenario, as the team list does', async () => {
    await as('agent01');
    useScenario('empty');
    const { current, previous, daily } = await call('GET', OVERVIEW, undefined, lastDays(7));
    expect(await call('GET', SUBORDINATES)).toMatchObject({ list: [], path: ['agent01'], totals: { count: 0, balance: 0 } });
    expect(daily).toEqual([]);
    for (const figures of [current, previous]) {
      expect(figures).toMatchObject({ teamSize: 0, newMembers: 0, activeMembers: 0, deposits: 0, validBet: 0, income: 0 });
    }
  });

  it('checks parameters', async () => {
    await as('agent01');
    await expectFailure(call('GET', OVERVIEW, undefined, { startTime: anchor(), endTime: anchor() - 1 }), 400, 'request_param_err');
    await expectFailure(call('GET', SUBORDINATES, undefined, { sort: 'nothing' }), 400, 'request_param_err');
  });
});

/**
 * The agent centre's routes (docs/design/agent-centre.md): the team overview, opening accounts
 * and promotion links, team management, the team reports and the settlement records.
 *
 * Every call but `checkUsername` is refused to a non-agent (403 `agent.only`); a member named
 * by `customerName` or `parent` must be in the caller's own team (400
 * `agent.downline.not.found`), so an agent never sees another agent's downlines. The figures
 * come from the members' ledgers and bets (../team.ts), so the overview, the profit and loss,
 * the betting report and the income report agree for any period.
 */

import { isAgent, newAccount } from '../accounts';
import { pendingSettlements } from '../agency';
import { type GameType, hashText } from '../core/catalog';
import { DAY, dayStart, now, stamp } from '../core/clock';
import {
  badParam,
  enumParam,
  type Failure,
  fail,
  isFailure,
  needAccount,
  ok,
  pageOf,
  type RouteContext,
  type Routes,
  requiredRange,
  str,
} from '../core/context';
import { round2, walletName, walletsOf } from '../core/ledger';
import {
  type AffiliateLink,
  type MockAccount,
  type PlatformState,
  PRODUCT_TYPES,
  type ProductType,
  type Rebates,
  type Settlement,
  type SettlementKind,
  TRANSACTION_TYPES,
  type TransactionType,
} from '../core/state';
import { BET_STATUSES, type BetStatus, betTotals, filterBets, GAME_TYPES } from '../records';
import { exclusionOf } from '../responsible';
import {
  betsCached,
  childrenIndex,
  dailyFigures,
  figuresOf,
  firstDepositOf,
  incomeOf,
  inTeam,
  isIncomeEntry,
  MAX_REBATE,
  moneyFigures,
  OPENABLE_TYPES,
  pathTo,
  rebateList,
  teamOf,
  vnDate,
} from '../team';

/* ------------------------------------------------------------------ checks */

/** The caller, when it is an agent. */
function agentOf(ctx: RouteContext): MockAccount | Failure {
  const a = needAccount(ctx);
  if (isFailure(a)) return a;
  return isAgent(a) ? a : fail(403, 'agent.only', 'Only agents can use this function');
}

const notInTeam = () => fail(400, 'agent.downline.not.found', 'This member is not in your team');
const notDirect = () => fail(403, 'agent.downline.not.direct', 'Only your direct downlines can be changed');

/** A member of the caller's team named by `name`. */
function teamMember(state: PlatformState, agent: MockAccount, name: string): MockAccount | Failure {
  const member = state.accounts[name.toLowerCase()];
  return member && inTeam(state, agent.username, member.username) ? member : notInTeam();
}

/** The team under `root` as the team list and the overview show it: no one in the `empty` scenario (an agent with no team yet). */
const shownTeam = (ctx: RouteContext, root: string) => (ctx.scenario === 'empty' ? [] : teamOf(ctx.state, root));

/** `parent`: the caller when absent, else a member of its team. */
function parentOf(ctx: RouteContext, agent: MockAccount): MockAccount | Failure {
  const name = str(ctx.query.parent);
  if (!name || name.toLowerCase() === agent.username) return agent;
  return teamMember(ctx.state, agent, name);
}

const USERNAME = /^[a-z][a-z0-9_]{3,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{6,20}$/;

/**
 * Rates of a body: every product type at most once, 0 to MAX_REBATE with one decimal, none
 * above `quota` (`rebate.above.quota`). Returns the rates given, by product type.
 */
function ratesOf(value: unknown, quota: Rebates): Partial<Rebates> | Failure {
  if (!Array.isArray(value)) return badParam('rebates');
  const rates: Partial<Rebates> = {};
  for (const item of value as { productType?: unknown; rate?: unknown }[]) {
    const productType = item?.productType as ProductType;
    const rate = item?.rate;
    if (!PRODUCT_TYPES.includes(productType) || productType in rates) return badParam('rebates');
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > MAX_REBATE || Math.abs(Math.round(rate * 10) - rate * 10) > 1e-9)
      return badParam('rebates');
    if (rate > quota[productType] + 1e-9) return fail(400, 'rebate.above.quota', `The ${productType} rate is above your own`);
    rates[productType] = rate;
  }
  return rates;
}

const fullRates = (given: Partial<Rebates>): Rebates => Object.fromEntries(PRODUCT_TYPES.map((p) => [p, given[p] ?? 0])) as Rebates;

const ORDERS = ['asc', 'desc'] as const;
/** An enum parameter's default when absent (null, a wrong value, stays null). */
const orDefault = <S extends string>(value: S | undefined | null, fallback: S): S | null => (value === undefined ? fallback : value);
type Order = (typeof ORDERS)[number];

/** Sorts rows by a key (then by username), in the order asked. */
function sortRows<T>(rows: T[], key: (row: T) => number | string, order: Order, tie: (row: T) => string): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const by = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return by !== 0 ? sign * by : tie(a).localeCompare(tie(b));
  });
}

/* ------------------------------------------------------------------ rows */

/** How many descendants each account has. */
function teamSizes(state: PlatformState): Map<string, number> {
  const index = childrenIndex(state);
  const sizes = new Map<string, number>();
  const size = (username: string): number => {
    const known = sizes.get(username);
    if (known !== undefined) return known;
    const total = (index.get(username) ?? []).reduce((sum, c) => sum + 1 + size(c.username), 0);
    sizes.set(username, total);
    return total;
  };
  for (const username of Object.keys(state.accounts)) size(username);
  return sizes;
}

function subordinate(state: PlatformState, account: MockAccount, level: number, teamSize: number) {
  // A time-out or exclusion shows as its kind and end, never the member's limits or figures.
  const exclusion = exclusionOf(state, account.username);
  return {
    customerId: account.id,
    username: account.username,
    nickname: account.nickname,
    type: account.type,
    level,
    parent: account.upline ?? '',
    balance: account.balance,
    teamSize,
    regTime: account.regDate,
    lastLoginTime: account.lastLoginTime ?? null,
    status: account.status ?? 'ACTIVE',
    ...(exclusion ? { exclusion: { kind: exclusion.kind, until: exclusion.until } } : {}),
    rebates: rebateList(account.rebates),
  };
}

const maskName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word.slice(0, 2)}**`)
    .join(' ');
const maskMobile = (a: MockAccount) => `${a.countryDialingCode} ${a.mobile.slice(0, 2)}****${a.mobile.slice(-3)}`;

function publicLink(origin: string, link: AffiliateLink) {
  return {
    linkId: link.linkId,
    code: link.code,
    url: `${origin}/register?affiliateCode=${link.code}`,
    memberType: link.memberType,
    rebates: rebateList(link.rebates),
    remark: link.remark,
    registrations: link.registrations.length,
    createTime: link.createTime,
  };
}

/** The most links an agent keeps. */
export const MAX_LINKS = 20;

/** A new link code: 8 upper-case letters and digits drawn from the agent and the sequence, unused so far. */
function newLinkCode(state: PlatformState, agent: string): string {
  const used = new Set(Object.values(state.agency.links).flatMap((links) => links.map((l) => l.code)));
  for (let i = 0; ; i += 1) {
    const code = `${hashText(`${agent}:${state.seq}:${i}`).toString(36)}${hashText(`${i}:${agent}`).toString(36)}`.toUpperCase().slice(0, 8).padEnd(8, 'X');
    if (!used.has(code)) return code;
  }
}

/** The link of a code (case ignored) and its owner, or null. */
export function linkOfCode(state: PlatformState, code: string): { owner: string; link: AffiliateLink } | null {
  const wanted = code.trim().toUpperCase();
  for (const [owner, links] of Object.entries(state.agency?.links ?? {})) {
    const link = links.find((l) => l.code === wanted);
    if (link && state.accounts[owner]) return { owner, link };
  }
  return null;
}

/** The settlement records of a kind the caller paid or was paid, the running period's included. */
function settlementRoute(kind: SettlementKind) {
  return (ctx: RouteContext) => {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const range = requiredRange(ctx);
    if (isFailure(range)) return range;
    const role = enumParam(ctx, 'role', ['UPLINE', 'DOWNLINE'] as const);
    if (role === null) return badParam('role');
    const mine = (s: Settlement) => (role !== 'DOWNLINE' && s.upline === a.username) || (role !== 'UPLINE' && s.downline === a.username);
    const time = now(ctx.state);
    const rows = [...ctx.state.agency.settlements.filter((s) => s.kind === kind), ...pendingSettlements(ctx.state, kind, time)]
      .filter((s) => mine(s) && s.periodEnd >= range.start && s.periodStart <= range.end)
      .sort((x, y) => y.periodStart - x.periodStart || x.downline.localeCompare(y.downline));
    const isOwed = (s: Settlement) => s.status === 'PENDING' || s.status === 'DUE';
    const paid = round2(rows.reduce((sum, s) => (isOwed(s) ? sum : sum + s.amount), 0));
    const owed = round2(rows.reduce((sum, s) => (isOwed(s) ? sum + s.amount : sum), 0));
    return pageOf(ctx, rows, ({ kind: _kind, ...s }) => s, { totals: { paid, owed } });
  };
}

/* ------------------------------------------------------------------ routes */

export const agentRoutes: Routes = {
  getTeamOverview(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const range = requiredRange(ctx);
    if (isFailure(range)) return range;
    // In the `empty` scenario every figure is zero, as the lists are empty: no team, no income.
    const empty = ctx.scenario === 'empty';
    const team = shownTeam(ctx, a.username).map((m) => m.account);
    const length = range.end - range.start + 1;
    const figures = (start: number, end: number) => {
      const { stake: _stake, payout: _payout, ...rest } = figuresOf(ctx.state, team, start, end);
      return { ...rest, income: empty ? 0 : incomeOf(ctx.state, a.username, start, end) };
    };
    return ok({
      current: figures(range.start, range.end),
      previous: figures(Math.max(0, range.start - length), range.start - 1),
      daily: dailyFigures(ctx.state, team, a.username, range.start, range.end),
    });
  },

  checkUsername(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const username = str(ctx.query.username);
    if (!USERNAME.test(username)) return badParam('username');
    return ok({ username, available: !ctx.state.accounts[username] });
  },

  getAgentQuota(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    return ok({ memberTypes: OPENABLE_TYPES[a.type] ?? [0], rebates: rebateList(a.rebates) });
  },

  createDownline(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const username = str(ctx.body.username);
    const password = typeof ctx.body.password === 'string' ? ctx.body.password : '';
    if (!USERNAME.test(username)) return badParam('username');
    if (!PASSWORD.test(password)) return badParam('password');
    if (ctx.state.accounts[username]) return fail(400, 'username.exists', 'This username is already taken');
    const type = ctx.body.type;
    if (typeof type !== 'number' || !(OPENABLE_TYPES[a.type] ?? [0]).includes(type))
      return fail(400, 'member.type.not.allowed', 'You cannot open an account of this type');
    const rates = ratesOf(ctx.body.rebates, a.rebates);
    if (isFailure(rates)) return rates;
    const time = now(ctx.state);
    const created = newAccount({
      id: ctx.state.nextId++,
      username,
      password,
      type,
      upline: a.username,
      nickname: username,
      realName: '',
      balance: 0,
      points: 0,
      regDate: time,
      clubLabel: 'Member Club',
      withdrawPassword: '',
      rebates: fullRates(rates),
    });
    ctx.state.accounts[username] = created;
    ctx.state.ledger[username] = [];
    ctx.state.deposits[username] = [];
    ctx.state.withdrawals[username] = [];
    return ok({ customerId: created.id, username, type }, 'Account created');
  },

  getSubordinates(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const parent = parentOf(ctx, a);
    if (isFailure(parent)) return parent;
    const memberType = enumParam(ctx, 'memberType', ['MEMBER', 'AGENT'] as const);
    if (memberType === null) return badParam('memberType');
    const status = enumParam(ctx, 'status', ['ACTIVE', 'FROZEN'] as const);
    if (status === null) return badParam('status');
    const sort = orDefault(enumParam(ctx, 'sort', ['username', 'regTime', 'lastLoginTime', 'balance', 'teamSize'] as const), 'regTime');
    if (sort === null) return badParam('sort');
    const order = orDefault(enumParam(ctx, 'order', ORDERS), 'desc');
    if (order === null) return badParam('order');
    const keyword = str(ctx.query.keyword).toLowerCase();
    const path = pathTo(ctx.state, a.username, parent.username);
    const sizes = teamSizes(ctx.state);
    const team = shownTeam(ctx, parent.username).filter((m) => (keyword ? m.account.username.toLowerCase().includes(keyword) : m.level === 1));
    const rows = team
      .filter((m) => (!memberType || (memberType === 'AGENT') === isAgent(m.account)) && (!status || (m.account.status ?? 'ACTIVE') === status))
      .map((m) => subordinate(ctx.state, m.account, path.length - 1 + m.level, sizes.get(m.account.username) ?? 0));
    const keys = {
      username: (r: (typeof rows)[number]) => r.username,
      regTime: (r: (typeof rows)[number]) => r.regTime,
      lastLoginTime: (r: (typeof rows)[number]) => r.lastLoginTime ?? 0,
      balance: (r: (typeof rows)[number]) => r.balance,
      teamSize: (r: (typeof rows)[number]) => r.teamSize,
    };
    sortRows(rows, keys[sort], order, (r) => r.username);
    const balance = round2(rows.reduce((sum, r) => sum + r.balance, 0));
    return pageOf(ctx, rows, (r) => r, { path, totals: { count: rows.length, balance } });
  },

  getSubordinateDetail(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const name = str(ctx.query.customerName);
    if (!name) return badParam('customerName');
    const m = teamMember(ctx.state, a, name);
    if (isFailure(m)) return m;
    const path = pathTo(ctx.state, a.username, m.username);
    const time = now(ctx.state);
    const { stake: _stake, payout: _payout, ...last30 } = moneyFigures(ctx.state, [m.username], dayStart(time) - 29 * DAY, time);
    const direct = m.upline === a.username;
    const agentType = (OPENABLE_TYPES[a.type] ?? []).some((t) => t !== 0);
    return ok({
      ...subordinate(ctx.state, m, path.length - 1, teamOf(ctx.state, m.username).length),
      realName: maskName(m.realName),
      mobile: maskMobile(m),
      currency: m.currency,
      wallets: walletsOf(m)
        .filter((w) => w.accountTypeId === 1 || w.balance > 0)
        .map((w) => ({ accountTypeId: w.accountTypeId, name: w.name, balance: w.balance })),
      path,
      last30,
      canTransfer: direct,
      canPromote: direct && m.type === 0 && agentType,
      canEditRebates: direct,
    });
  },

  updateDownlineRebates(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const m = teamMember(ctx.state, a, str(ctx.body.customerName));
    if (isFailure(m)) return m;
    if (m.upline !== a.username) return notDirect();
    const rates = ratesOf(ctx.body.rebates, a.rebates);
    if (isFailure(rates)) return rates;
    const downlines = childrenIndex(ctx.state).get(m.username) ?? [];
    for (const p of PRODUCT_TYPES) {
      const rate = rates[p];
      if (rate === undefined) continue;
      const highest = Math.max(0, ...downlines.map((d) => d.rebates[p]));
      if (rate < highest - 1e-9) return fail(400, 'rebate.below.downline', `The ${p} rate is below what ${m.username} gives its own downlines`);
    }
    m.rebates = { ...m.rebates, ...rates };
    return ok(true, 'Rebates updated');
  },

  promoteDownlineToAgent(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const m = teamMember(ctx.state, a, str(ctx.body.customerName));
    if (isFailure(m)) return m;
    if (m.upline !== a.username) return notDirect();
    const type = (OPENABLE_TYPES[a.type] ?? []).find((t) => t !== 0);
    if (type === undefined || m.type !== 0) return fail(400, 'member.type.not.allowed', 'This member cannot be made an agent');
    m.type = type;
    return ok({ customerName: m.username, type }, 'The member is now an agent');
  },

  createAffiliateUrl(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const memberType = ctx.body.memberType;
    if (typeof memberType !== 'number' || !(OPENABLE_TYPES[a.type] ?? [0]).includes(memberType))
      return fail(400, 'member.type.not.allowed', 'You cannot open an account of this type');
    const rates = ratesOf(ctx.body.rebates, a.rebates);
    if (isFailure(rates)) return rates;
    const remark = str(ctx.body.remark);
    if (remark.length > 40) return badParam('remark');
    ctx.state.agency.links[a.username] ??= [];
    const links = ctx.state.agency.links[a.username]!;
    if (links.length >= MAX_LINKS) return fail(400, 'affiliate.limit', `You can keep at most ${MAX_LINKS} links`);
    const code = newLinkCode(ctx.state, a.username);
    ctx.state.seq += 1;
    const time = now(ctx.state);
    const link: AffiliateLink = {
      linkId: `AL${stamp(time).slice(0, 8)}${String(ctx.state.seq % 10_000).padStart(4, '0')}`,
      code,
      memberType,
      rebates: fullRates(rates),
      remark,
      registrations: [],
      createTime: time,
    };
    links.push(link);
    return ok(publicLink(ctx.url.origin, link), 'Link created');
  },

  getAffiliateUrls(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const links = [...(ctx.state.agency.links[a.username] ?? [])].reverse();
    return ok({ list: links.map((l) => publicLink(ctx.url.origin, l)) });
  },

  deleteAffiliateUrl(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const links = ctx.state.agency.links[a.username] ?? [];
    const linkId = str(ctx.body.linkId);
    if (!links.some((l) => l.linkId === linkId)) return fail(400, 'affiliate.not.found', 'No such link');
    ctx.state.agency.links[a.username] = links.filter((l) => l.linkId !== linkId);
    return ok(true, 'Link deleted');
  },

  getAffiliateRegistrations(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const link = (ctx.state.agency.links[a.username] ?? []).find((l) => l.linkId === str(ctx.query.linkId));
    if (!link) return fail(400, 'affiliate.not.found', 'No such link');
    const rows = link.registrations
      .map((username) => ctx.state.accounts[username])
      .filter((m): m is MockAccount => m !== undefined)
      .sort((x, y) => y.regDate - x.regDate);
    return pageOf(ctx, rows, (m) => ({
      username: m.username,
      regTime: m.regDate,
      memberType: m.type,
      firstDepositAmount: firstDepositOf(ctx.state, m.username)?.amount ?? 0,
    }));
  },

  getTeamBetting(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const range = requiredRange(ctx);
    if (isFailure(range)) return range;
    const gameType = enumParam<GameType>(ctx, 'gameType', GAME_TYPES);
    if (gameType === null) return badParam('gameType');
    const status = enumParam<BetStatus>(ctx, 'status', BET_STATUSES);
    if (status === null) return badParam('status');
    const sort = orDefault(enumParam(ctx, 'sort', ['betTime', 'stake', 'winLoss'] as const), 'betTime');
    if (sort === null) return badParam('sort');
    const order = orDefault(enumParam(ctx, 'order', ORDERS), 'desc');
    if (order === null) return badParam('order');
    let team = teamOf(ctx.state, a.username);
    const name = str(ctx.query.customerName);
    if (name) {
      const m = teamMember(ctx.state, a, name);
      if (isFailure(m)) return m;
      team = team.filter((t) => t.account.username === m.username);
    }
    const rows = team.flatMap((t) =>
      filterBets(betsCached(ctx.state, t.account.username), { ...range, ...(gameType ? { gameType } : {}), ...(status ? { status } : {}) }).map((b) => ({
        ...b,
        username: t.account.username,
        level: t.level,
      })),
    );
    const sign = order === 'asc' ? 1 : -1;
    rows.sort((x, y) => sign * (x[sort] - y[sort]) || sign * (x.betTime - y.betTime) || x.betId.localeCompare(y.betId));
    return pageOf(ctx, rows, (r) => r, { totals: betTotals(rows) });
  },

  getTeamProfit(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const range = requiredRange(ctx);
    if (isFailure(range)) return range;
    const parent = parentOf(ctx, a);
    if (isFailure(parent)) return parent;
    const sort = orDefault(enumParam(ctx, 'sort', ['username', 'validBet', 'winLoss', 'profit', 'deposits'] as const), 'validBet');
    if (sort === null) return badParam('sort');
    const order = orDefault(enumParam(ctx, 'order', ORDERS), 'desc');
    if (order === null) return badParam('order');
    const name = str(ctx.query.customerName).toLowerCase();
    if (name) {
      const m = teamMember(ctx.state, a, name);
      if (isFailure(m)) return m;
    }
    const index = childrenIndex(ctx.state);
    const path = pathTo(ctx.state, a.username, parent.username);
    const registered = (m: MockAccount) => m.regDate <= range.end;
    const branches = (index.get(parent.username) ?? [])
      .filter((c) => !name || c.username === name)
      .map((c) => ({ child: c, members: [c, ...teamOf(ctx.state, c.username, index).map((t) => t.account)] }));
    const rows = branches.map(({ child, members }) => {
      const {
        stake: _stake,
        payout: _payout,
        ...figures
      } = moneyFigures(
        ctx.state,
        members.map((m) => m.username),
        range.start,
        range.end,
      );
      return {
        username: child.username,
        type: child.type,
        level: path.length,
        teamSize: members.filter(registered).length - (registered(child) ? 1 : 0),
        ...figures,
      };
    });
    const keys = {
      username: (r: (typeof rows)[number]) => r.username,
      validBet: (r: (typeof rows)[number]) => r.validBet,
      winLoss: (r: (typeof rows)[number]) => r.winLoss,
      profit: (r: (typeof rows)[number]) => r.profit,
      deposits: (r: (typeof rows)[number]) => r.deposits,
    };
    sortRows(rows, keys[sort], order, (r) => r.username);
    const all = branches.flatMap((b) => b.members);
    const {
      stake: _stake,
      payout: _payout,
      ...totals
    } = moneyFigures(
      ctx.state,
      all.map((m) => m.username),
      range.start,
      range.end,
    );
    return pageOf(ctx, rows, (r) => r, { path, totals: { teamSize: all.filter(registered).length, ...totals } });
  },

  getAgentIncome(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const range = requiredRange(ctx);
    if (isFailure(range)) return range;
    const sort = enumParam(ctx, 'sort', ['date'] as const);
    if (sort === null) return badParam('sort');
    const order = orDefault(enumParam(ctx, 'order', ORDERS), 'desc');
    if (order === null) return badParam('order');
    const team = teamOf(ctx.state, a.username).map((m) => m.account);
    const days = dailyFigures(ctx.state, team, a.username, range.start, range.end);
    const byDay = new Map(days.map((d) => [d.date, { date: d.date, teamValidBet: d.validBet, commission: 0, dividend: 0, salary: 0, total: 0 }]));
    const totals = {
      teamValidBet: moneyFigures(
        ctx.state,
        team.map((m) => m.username),
        range.start,
        range.end,
      ).validBet,
      commission: 0,
      dividend: 0,
      salary: 0,
      total: 0,
    };
    for (const e of ctx.state.ledger[a.username] ?? []) {
      if (e.time < range.start || e.time > range.end || !isIncomeEntry(e)) continue;
      const row = byDay.get(vnDate(e.time))!;
      const field = e.type === 'COMMISSION' ? 'commission' : e.type === 'DIVIDEND' ? 'dividend' : 'salary';
      row[field] += e.amount;
      totals[field] += e.amount;
    }
    const rows = [...byDay.values()]
      .map((r) => ({
        ...r,
        commission: round2(r.commission),
        dividend: round2(r.dividend),
        salary: round2(r.salary),
        total: round2(r.commission + r.dividend + r.salary),
      }))
      .filter((r) => r.teamValidBet > 0 || r.total > 0);
    if (order === 'desc') rows.reverse();
    const sums = { commission: round2(totals.commission), dividend: round2(totals.dividend), salary: round2(totals.salary) };
    return pageOf(ctx, rows, (r) => r, {
      totals: { teamValidBet: totals.teamValidBet, ...sums, total: incomeOf(ctx.state, a.username, range.start, range.end) },
    });
  },

  getTeamTransactions(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const range = requiredRange(ctx);
    if (isFailure(range)) return range;
    const txType = enumParam<TransactionType>(ctx, 'txType', TRANSACTION_TYPES);
    if (txType === null) return badParam('txType');
    let members = teamOf(ctx.state, a.username).map((m) => m.account.username);
    const name = str(ctx.query.customerName);
    if (name) {
      const m = teamMember(ctx.state, a, name);
      if (isFailure(m)) return m;
      members = [m.username];
    }
    const rows = members.flatMap((username) =>
      (ctx.state.ledger[username] ?? [])
        .filter((e) => e.time >= range.start && e.time <= range.end && (!txType || e.type === txType))
        .map((e) => ({
          id: e.id,
          username,
          time: e.time,
          type: e.type,
          amount: e.amount,
          balanceAfter: e.balanceAfter,
          walletName: walletName(e.accountTypeId),
          reference: e.reference,
          status: e.status,
          remark: e.remark,
        })),
    );
    rows.sort((x, y) => y.time - x.time || y.id.localeCompare(x.id, undefined, { numeric: true }));
    const moneyIn = round2(rows.reduce((sum, r) => (r.amount > 0 ? sum + r.amount : sum), 0));
    const moneyOut = round2(rows.reduce((sum, r) => (r.amount < 0 ? sum - r.amount : sum), 0));
    return pageOf(ctx, rows, (r) => r, { totals: { in: moneyIn, out: moneyOut, count: rows.length } });
  },

  getDividendRecords: settlementRoute('DIVIDEND'),
  getDailySalaryRecords: settlementRoute('DAILY'),
  getHourSalaryRecords: settlementRoute('HOURLY'),
};

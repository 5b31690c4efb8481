/**
 * The agents' teams of the demo (docs/design/agent-centre.md, "Mock platform"), added to a
 * fresh state after the demo accounts:
 *
 * - agent01 (type 1): its direct downlines member01 and the five members of demoAccounts, six
 *   more members (one FROZEN, one registered 3 days ago who never deposited), the sub-agents
 *   hung_agent (type 2, six members) and thu_agent (type 41, four members and son_agent, type
 *   42, with five members): 30 in all, 3 levels deep, registered over the last 90 days;
 * - agent02 (type 1): 150 downlines over 3 levels registered over the last 21 days.
 *
 * Members' password `Member123`, agents' `Agent123`. Registration days are counted back from
 * the state's anchor; everything is drawn from seeded generators, never the clock. Each member
 * has the money seed's history (money-seed.ts, at a low level of play) from its registration,
 * except the few who never deposited. Then the agents' income and settlements (agency.ts) are
 * written into the ledgers, and every balance on the way is worked out backwards from the
 * final wallets, so agent01 still ends at 88,400,000.
 */

import { newAccount } from '../accounts';
import { seedAgency } from '../agency';
import { seedContracts } from '../contracts';
import { seededRandom } from '../core/catalog';
import { DAY, HOUR, MINUTE } from '../core/clock';
import { MAIN_WALLET, round2, totalBalance } from '../core/ledger';
import type { AffiliateLink, LedgerEntry, MockAccount, PlatformState, Rebates } from '../core/state';
import { ratesBelow } from '../team';
import { type Activity, SEED_DAYS, seedHistory } from './money';

export const AGENT_PASSWORD = 'Agent123';
export const MEMBER_PASSWORD = 'Member123';

/** agent01's own rates: the most its downlines can get. */
export const AGENT01_REBATES: Rebates = { LIVE: 1.0, RNG: 1.2, SPORTS: 0.9, LOTT: 1.5, ELOTT: 1.5, FISH: 1.2, PVP: 1.0, ESPORTS: 0.9 };
export const AGENT02_REBATES: Rebates = { LIVE: 1.1, RNG: 1.3, SPORTS: 1.0, LOTT: 1.6, ELOTT: 1.6, FISH: 1.3, PVP: 1.1, ESPORTS: 1.0 };

interface Spec {
  username: string;
  type: number;
  upline: string;
  /** Days before the anchor it registered. */
  daysAgo: number;
  balance: number;
  /** Never deposited: no history at all. */
  noDeposit?: boolean;
  frozen?: boolean;
  /** Registered through this promotion link. */
  link?: string;
}

/** agent01's team beyond the demo accounts, parents before their downlines. */
const AGENT01_TEAM: readonly Spec[] = [
  { username: 'hung_agent', type: 2, upline: 'agent01', daysAgo: 82, balance: 6_800_000 },
  { username: 'thu_agent', type: 41, upline: 'agent01', daysAgo: 76, balance: 15_200_000 },
  { username: 'nguyen_tuan', type: 0, upline: 'agent01', daysAgo: 64, balance: 2_350_000 },
  { username: 'quach_hieu', type: 0, upline: 'agent01', daysAgo: 53, balance: 310_000, frozen: true },
  { username: 'bui_thao', type: 0, upline: 'agent01', daysAgo: 41, balance: 980_000, link: 'BINH2026' },
  { username: 'hoang_nam', type: 0, upline: 'agent01', daysAgo: 23, balance: 1_640_000, link: 'BINH2026' },
  { username: 'luong_tam', type: 0, upline: 'agent01', daysAgo: 12, balance: 520_000 },
  { username: 'do_mai', type: 0, upline: 'agent01', daysAgo: 3, balance: 0, noDeposit: true, link: 'BINH2026' },
  { username: 'ngo_bao', type: 0, upline: 'hung_agent', daysAgo: 78, balance: 1_250_000 },
  { username: 'lam_vy', type: 0, upline: 'hung_agent', daysAgo: 70, balance: 2_900_000 },
  { username: 'trinh_son', type: 0, upline: 'hung_agent', daysAgo: 47, balance: 760_000 },
  { username: 'mai_anh', type: 0, upline: 'hung_agent', daysAgo: 29, balance: 1_480_000 },
  { username: 'kim_loan', type: 0, upline: 'hung_agent', daysAgo: 17, balance: 430_000 },
  { username: 'ha_quan', type: 0, upline: 'hung_agent', daysAgo: 6, balance: 0, noDeposit: true },
  { username: 'son_agent', type: 42, upline: 'thu_agent', daysAgo: 66, balance: 4_100_000 },
  { username: 'cao_long', type: 0, upline: 'thu_agent', daysAgo: 72, balance: 3_300_000 },
  { username: 'phan_yen', type: 0, upline: 'thu_agent', daysAgo: 58, balance: 870_000 },
  { username: 'ly_hai', type: 0, upline: 'thu_agent', daysAgo: 35, balance: 1_920_000 },
  { username: 'tong_nhi', type: 0, upline: 'thu_agent', daysAgo: 9, balance: 640_000 },
  { username: 'kieu_trang', type: 0, upline: 'son_agent', daysAgo: 61, balance: 1_150_000 },
  { username: 'duong_vinh', type: 0, upline: 'son_agent', daysAgo: 44, balance: 2_060_000 },
  { username: 'ta_ngoc', type: 0, upline: 'son_agent', daysAgo: 20, balance: 0, noDeposit: true },
  { username: 'vu_hanh', type: 0, upline: 'son_agent', daysAgo: 5, balance: 350_000 },
  { username: 'lai_phong', type: 0, upline: 'son_agent', daysAgo: 2, balance: 280_000 },
];

const SURNAMES = ['nguyen', 'tran', 'le', 'pham', 'hoang', 'phan', 'vu', 'vo', 'dang', 'bui', 'do', 'ho', 'ngo', 'duong', 'ly', 'dinh', 'truong', 'cao'];
const GIVEN = [
  'an',
  'bich',
  'cuong',
  'dung',
  'giang',
  'hai',
  'khanh',
  'linh',
  'my',
  'nga',
  'phuong',
  'quynh',
  'tam',
  'uyen',
  'viet',
  'xuan',
  'yen',
  'thanh',
  'hieu',
  'loc',
];

/** agent02's 150: six sub-agents and 44 members direct, the sub-agents' members, two type-42 agents' members. */
function agent02Team(): Spec[] {
  const rand = seededRandom('team:agent02');
  const taken = new Set(['tran_minh', 'le_hoa', 'pham_duc', 'vo_lan', 'dang_khoa', ...AGENT01_TEAM.map((s) => s.username)]);
  const pairs = SURNAMES.flatMap((s) => GIVEN.map((g) => `${s}_${g}`)).filter((n) => !taken.has(n));
  for (let i = pairs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  let n = 0;
  const specs: Spec[] = [];
  const add = (type: number, upline: string, after: number) => {
    const username = pairs[n]!;
    n += 1;
    // Agents joined early; members any day after their upline (at least a day before the anchor).
    const daysAgo = type === 0 ? Math.max(1, after - 1 - Math.floor(rand() * Math.max(1, after - 1))) : Math.max(1, after - 1 - Math.floor(rand() * 3));
    const noDeposit = type === 0 && n % 11 === 0;
    const balance = noDeposit ? 0 : type === 0 ? Math.round((100_000 + rand() * 3_000_000) / 10_000) * 10_000 : 3_000_000 + Math.round(rand() * 50) * 100_000;
    specs.push({ username, type, upline, daysAgo, balance, ...(noDeposit ? { noDeposit } : {}), ...(type === 0 && n % 37 === 5 ? { frozen: true } : {}) });
    return { username, daysAgo };
  };
  const subs = [2, 2, 41, 2, 41, 2].map((type) => ({ type, ...add(type, 'agent02', 21) }));
  for (let i = 0; i < 44; i += 1) add(0, 'agent02', 21);
  for (const sub of subs) {
    if (sub.type === 2) for (let i = 0; i < 12; i += 1) add(0, sub.username, sub.daysAgo);
    else {
      const leaf = add(42, sub.username, sub.daysAgo);
      for (let i = 0; i < 10; i += 1) add(0, sub.username, sub.daysAgo);
      for (let i = 0; i < 15; i += 1) add(0, leaf.username, leaf.daysAgo);
    }
  }
  return specs;
}

const realNameOf = (username: string) => username.replace(/(^|_)(\w)/g, (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);

/** The last login of a seeded account: within its life, some today, some weeks ago. */
function lastLogin(rand: () => number, regDate: number, anchor: number): number {
  const hoursAgo = [2, 9, 20, 30, 52, 100, 200, 400][Math.floor(rand() * 8)]! + rand();
  return Math.max(regDate + 30 * MINUTE, Math.round(anchor - hoursAgo * HOUR));
}

/** Every entry's balance worked out backwards from `wallets`; false when a wallet would have gone below zero. */
function rebalance(entries: readonly LedgerEntry[], wallets: Record<number, number>): boolean {
  const running: Record<number, number> = { ...wallets };
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const e = entries[i]!;
    const after = round2(running[e.accountTypeId] ?? 0);
    if (after < 0) return false;
    e.balanceAfter = after;
    running[e.accountTypeId] = round2(after - e.amount);
  }
  return Object.values(running).every((opening) => opening >= 0);
}

/**
 * Writes seeded movements into a ledger and works every balance out backwards from the final
 * wallets. When the history would go below zero (a sub-agent that started with nothing), the
 * movements are kept on top: the final main wallet grows by their sum.
 */
function insertMovements(state: PlatformState, username: string, movements: readonly Omit<LedgerEntry, 'id' | 'balanceAfter'>[]) {
  const account = state.accounts[username]!;
  const entries: LedgerEntry[] = [
    ...(state.ledger[username] ?? []),
    ...movements.map((m) => {
      state.seq += 1;
      return { id: `E${state.seq}`, balanceAfter: 0, ...m };
    }),
  ];
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.time - b.entry.time || a.index - b.index)
    .map((x) => x.entry);
  if (!rebalance(ordered, account.wallets)) {
    const net = round2(movements.reduce((sum, m) => sum + (m.accountTypeId === MAIN_WALLET ? m.amount : 0), 0));
    account.wallets[MAIN_WALLET] = round2((account.wallets[MAIN_WALLET] ?? 0) + Math.max(0, net));
    account.balance = totalBalance(account.wallets);
    if (!rebalance(ordered, account.wallets)) throw new Error(`team seed: ${username}'s history goes below zero`);
  }
  state.ledger[username] = ordered;
}

/** Adds the agents' teams, their histories, agent01's promotion links, and the agents' income and settlements. */
export function seedTeams(state: PlatformState, at: number): void {
  const anchor = state.ledgerAnchor;
  const accounts = state.accounts;
  // The demo accounts' rates and last logins.
  accounts.agent01!.rebates = { ...AGENT01_REBATES };
  ['member01', 'tran_minh', 'le_hoa', 'pham_duc', 'vo_lan', 'dang_khoa'].forEach((username, i) => {
    const account = accounts[username];
    if (account) account.rebates = ratesBelow(AGENT01_REBATES, 0.3 + (i % 3) * 0.1);
  });
  for (const account of Object.values(accounts)) {
    if (account.firstTimeLogin) continue;
    account.lastLoginTime = lastLogin(seededRandom(`login:${account.id}`), account.regDate, anchor);
  }

  const agent02: Spec = { username: 'agent02', type: 1, upline: '', daysAgo: 21, balance: 32_500_000 };
  const specs: { spec: Spec; activity: Activity }[] = [
    ...AGENT01_TEAM.map((spec) => ({ spec, activity: 'team' as const })),
    { spec: agent02, activity: 'low' as const },
    ...agent02Team().map((spec) => ({ spec, activity: 'light' as const })),
  ];
  let id = 10_040;
  for (const { spec, activity } of specs) {
    const rand = seededRandom(`member:${spec.username}`);
    const upline = spec.upline ? accounts[spec.upline]! : null;
    const regDate = anchor - spec.daysAgo * DAY + (8 + Math.floor(rand() * 14)) * HOUR + Math.floor(rand() * 60) * MINUTE;
    const agent = spec.type !== 0;
    const account: MockAccount = newAccount({
      id,
      username: spec.username,
      password: agent ? AGENT_PASSWORD : MEMBER_PASSWORD,
      type: spec.type,
      upline: upline?.username ?? null,
      nickname: spec.username.replace('_', ' '),
      realName: realNameOf(spec.username),
      balance: spec.balance,
      points: Math.floor(rand() * 500) * 10,
      regDate,
      clubLabel: agent ? 'Gold Club' : 'Member Club',
      withdrawPassword: spec.noDeposit ? '' : '135790',
      status: spec.frozen ? 'FROZEN' : 'ACTIVE',
      rebates: spec.username === 'agent02' ? { ...AGENT02_REBATES } : ratesBelow(upline!.rebates, agent ? 0.1 + (id % 2) * 0.1 : 0.3 + (id % 3) * 0.1),
    });
    id += 1;
    account.lastLoginTime = spec.noDeposit && spec.daysAgo < 5 ? null : Math.min(at, lastLogin(rand, regDate, anchor));
    accounts[account.username] = account;
    state.ledger[account.username] = [];
    state.deposits[account.username] = [];
    state.withdrawals[account.username] = [];
    if (!spec.noDeposit && account.regDate < anchor) seedHistory(state, account, at, activity);
  }

  // agent01's promotion links: members joined through one of them.
  // Their ids are fixed (the contract's examples name the first).
  const links: AffiliateLink[] = [
    { linkId: 'AL202611020001', code: 'BINH2026', memberType: 0, step: 0.5, remark: 'Facebook group', daysAgo: 45 },
    { linkId: 'AL202611140002', code: 'BINHVIP8', memberType: 2, step: 0.3, remark: 'Sub-agents', daysAgo: 10 },
  ].map((l) => {
    return {
      linkId: l.linkId,
      code: l.code,
      memberType: l.memberType,
      rebates: ratesBelow(AGENT01_REBATES, l.step),
      remark: l.remark,
      registrations: AGENT01_TEAM.filter((s) => s.link === l.code).map((s) => s.username),
      createTime: anchor - l.daysAgo * DAY + 11 * HOUR,
    };
  });
  state.agency.links.agent01 = links;

  seedContracts(state, anchor, at);
  const movements = seedAgency(state, at, anchor - SEED_DAYS * DAY, anchor - 3 * DAY);
  for (const [username, list] of Object.entries(movements)) insertMovements(state, username, list);
}

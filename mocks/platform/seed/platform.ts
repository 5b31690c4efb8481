/**
 * The mock platform's in-memory state: accounts, sessions, wallets and what later screens
 * need. Plain data, so the browser can keep it across reloads (localStorage) and tests can
 * start from a fresh copy.
 */

import { AGENT_TYPES, DEMO_REG_DATE, isAgent, newAccount } from '../accounts';
import { emptyContracts } from '../contracts';
import { MAIN_WALLET, walletOfVendor } from '../core/ledger';
import { type BankCard, DEFAULT_PASSWORD, type MockAccount, type PlatformState, type PlatformStore, STATE_VERSION } from '../core/state';
import { seedInbox } from '../inbox';
import { bankByCode } from '../money';
import { seedRewards } from '../rewards';
import { seedMoney } from './money';
import { limitedAccount, seedResponsible, timeoutAccount } from './responsible';
import { seedTeams } from './team';

const REG_DATE = DEMO_REG_DATE;

export { AGENT_TYPES, isAgent, newAccount };

function demoCard(bankCardId: string, bankCode: string, accountName: string, accountNumber: string, createdAt: number): BankCard {
  return { bankCardId, bankCode, bankName: bankByCode(bankCode)!.bankName, cardType: 'BC', accountName, accountNumber, isWithdrawActive: true, createdAt };
}

/** The demo accounts (README lists them). */
export function demoAccounts(): MockAccount[] {
  const downlines = ['tran_minh', 'le_hoa', 'pham_duc', 'vo_lan', 'dang_khoa'].map((username, i) =>
    newAccount({
      id: 10_020 + i,
      username,
      password: 'Member123',
      upline: 'agent01',
      nickname: username.replace('_', ' '),
      realName: username.replace(/(^|_)(\w)/g, (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`),
      balance: 1_500_000 + i * 730_000,
      regDate: REG_DATE + (i + 1) * 86_400_000 * 9,
      // le_hoa has a card: her seeded history ends with a payout waiting for her confirmation.
      ...(username === 'le_hoa' ? { bankCards: [demoCard('BC1000220001', 'ACB', 'LE HOA', '21098765431122', REG_DATE + 20 * 86_400_000)] } : {}),
    }),
  );
  return [
    newAccount({
      id: 10_001,
      username: 'member01',
      password: 'Member123',
      mobile: '912345678',
      nickname: 'Lucky An',
      upline: 'agent01',
      vipLabel: 'VIP 3',
      // Games of the catalogue (mocks/platform/catalog.ts): Mahjong Ways 2, Gates of Olympus, Jackpot Fishing.
      favorites: [
        { nodeId: '30500', vendor: 'PG', gameType: 'RNG' },
        { nodeId: '30504', vendor: 'PP', gameType: 'RNG' },
        { nodeId: '30509', vendor: 'JL', gameType: 'FISH' },
      ],
      recentGames: ['30504', '30511', '30500', '30509', '30507', '30516'],
      recentVnLottery: ['TPHCM', 'HANOI', 'DANANG', 'CANTHO'],
      // 12,580,000 in all: 580,000 of it moved to the PG Soft wallet.
      wallets: { [MAIN_WALLET]: 12_000_000, [walletOfVendor('PG')]: 580_000 },
      bankCards: [demoCard('BC1000100001', 'VCB', 'NGUYEN VAN AN', '0451000456789', REG_DATE + 2 * 86_400_000)],
      turnover: { required: 8_000_000, completed: 9_450_000 },
    }),
    newAccount({
      id: 10_002,
      username: 'agent01',
      password: 'Agent123',
      type: 1,
      nickname: 'Agent Binh',
      realName: 'Tran Thi Binh',
      balance: 88_400_000,
      clubLabel: 'Gold Club',
      vipLabel: 'VIP 5',
      bankCards: [demoCard('BC1000200001', 'TCB', 'TRAN THI BINH', '19034567894321', REG_DATE + 86_400_000)],
    }),
    newAccount({
      id: 10_003,
      username: 'expired01',
      password: 'Expired123',
      nickname: 'Old Timer',
      passwordExpired: true,
      turnover: { required: 5_000_000, completed: 3_200_000 },
    }),
    newAccount({
      id: 10_004,
      username: 'newbie01',
      password: DEFAULT_PASSWORD,
      nickname: 'Newbie',
      firstTimeLogin: true,
      balance: 0,
      realName: '',
      withdrawPassword: '',
    }),
    limitedAccount(),
    timeoutAccount(),
    ...downlines,
  ];
}

/**
 * A fresh platform: the demo accounts with their seeded money history, ending at `at` (now),
 * and their rewards and inboxes (times relative to the history's anchor); then the agents'
 * teams (team-seed.ts: agent01's and agent02's downlines with their own histories, the agents'
 * commission, dividends and salaries). The teams' rewards and inboxes are made on first use.
 */
export function createInitialState(at = Date.now()): PlatformState {
  const state: PlatformState = {
    version: STATE_VERSION,
    accounts: Object.fromEntries(demoAccounts().map((a) => [a.username, a])),
    sessions: {},
    nextId: 20_000,
    captcha: null,
    smsCodes: {},
    clock: { offsetMs: 0 },
    ledgerAnchor: 0,
    ledger: {},
    deposits: {},
    withdrawals: {},
    seq: 0,
    rewards: {},
    inbox: {},
    agency: { links: {}, settlements: [], next: { commission: 0, daily: 0, hourly: 0, dividend: 0 } },
    contracts: emptyContracts(),
    responsible: {},
  };
  seedMoney(state, at);
  seedResponsible(state, at);
  seedRewards(state);
  seedInbox(state);
  seedTeams(state, at);
  return state;
}

export function memoryStore(): PlatformStore {
  // Made when first asked for, so a reset costs nothing until the platform is used again (the
  // unit tests reset it after every test, most of which never call it).
  let state: PlatformState | null = null;
  return {
    get state() {
      state ??= createInitialState();
      return state;
    },
    set state(next) {
      state = next;
    },
    save() {},
    reset() {
      state = null;
    },
  };
}

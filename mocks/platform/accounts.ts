/** A new account of the mock platform, with the platform's defaults. */
import { MAIN_WALLET, totalBalance } from './core/ledger';
import type { MockAccount } from './core/state';
import { noRebates } from './team';

/** Member types of agents. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const isAgent = (account: MockAccount): boolean => AGENT_TYPES.includes(account.type);

/** When the demo accounts registered. */
export const DEMO_REG_DATE = Date.UTC(2025, 2, 14, 8, 30);

/** An account with the platform's defaults for whatever `partial` leaves out. */
export function newAccount(partial: Partial<MockAccount> & Pick<MockAccount, 'id' | 'username' | 'password'>): MockAccount {
  const account: MockAccount = {
    type: 0,
    nickname: partial.username,
    realName: 'Nguyen Van An',
    mobile: `9${String(partial.id).padStart(8, '0')}`,
    countryDialingCode: '+84',
    email: `${partial.username}@example.com`,
    currency: 'VND',
    balance: 12_580_000,
    points: 3_250,
    passwordExpired: false,
    firstTimeLogin: false,
    upline: null,
    regDate: DEMO_REG_DATE,
    vipLabel: null,
    clubLabel: 'Silver Club',
    language: 'EN',
    withdrawPassword: '246810',
    unrecordedIp: false,
    favorites: [],
    recentGames: [],
    recentVnLottery: [],
    wallets: {},
    bankCards: [],
    turnover: { required: 0, completed: 0 },
    status: 'ACTIVE',
    lastLoginTime: null,
    rebates: noRebates(),
    ...partial,
  };
  // The balance is the sum of the wallets: given the wallets, or all of it in the main wallet.
  if (!partial.wallets) account.wallets = account.balance > 0 ? { [MAIN_WALLET]: account.balance } : {};
  account.balance = totalBalance(account.wallets);
  return account;
}

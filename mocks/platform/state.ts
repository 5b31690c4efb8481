/**
 * The mock platform's in-memory state: accounts, sessions, wallets and what later screens
 * need. Plain data, so the browser can keep it across reloads (localStorage) and tests can
 * start from a fresh copy.
 */
export interface MockAccount {
  id: number;
  username: string;
  password: string;
  /** Member type: 0 member, 1/2/41/42 agent, 4 guest (trial). */
  type: number;
  nickname: string;
  realName: string;
  mobile: string;
  countryDialingCode: string;
  email: string;
  currency: string;
  balance: number;
  points: number;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  upline: string | null;
  regDate: number;
  vipLabel: string | null;
  clubLabel: string;
  language: string;
  withdrawPassword: string;
  /** Ask for a second verification at the next login (an unrecorded IP). */
  unrecordedIp: boolean;
  favorites: { nodeId: string; vendor: string; gameType: string }[];
  /** Node ids of the games last launched, newest first. */
  recentGames: string[];
  /** Codes of the Vietnamese lottery games last bet on, newest first (absent in states saved before it existed). */
  recentVnLottery?: string[];
}

export interface PlatformState {
  version: number;
  accounts: Record<string, MockAccount>;
  sessions: Record<string, { username: string; createdAt: number }>;
  nextId: number;
  /** The text of the captcha last served. */
  captcha: string | null;
  /** SMS codes sent, by country code and mobile number. */
  smsCodes: Record<string, { code: string; sentAt: number }>;
}

/** The password that forces a change at login (spec: the default password). */
export const DEFAULT_PASSWORD = 'Abc123456';
/** Every SMS code the mock platform sends. */
export const MOCK_SMS_CODE = '123456';
export const STATE_VERSION = 1;

const REG_DATE = Date.UTC(2025, 2, 14, 8, 30);

/** An account with the platform's defaults for whatever `partial` leaves out. */
export function newAccount(partial: Partial<MockAccount> & Pick<MockAccount, 'id' | 'username' | 'password'>): MockAccount {
  return {
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
    regDate: REG_DATE,
    vipLabel: null,
    clubLabel: 'Silver Club',
    language: 'EN',
    withdrawPassword: '246810',
    unrecordedIp: false,
    favorites: [],
    recentGames: [],
    recentVnLottery: [],
    ...partial,
  };
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
      balance: 1_500_000 + i * 730_000,
      regDate: REG_DATE + (i + 1) * 86_400_000 * 9,
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
    }),
    newAccount({ id: 10_002, username: 'agent01', password: 'Agent123', type: 1, nickname: 'Agent Binh', realName: 'Tran Thi Binh', balance: 88_400_000, clubLabel: 'Gold Club', vipLabel: 'VIP 5' }),
    newAccount({ id: 10_003, username: 'expired01', password: 'Expired123', nickname: 'Old Timer', passwordExpired: true }),
    newAccount({ id: 10_004, username: 'newbie01', password: DEFAULT_PASSWORD, nickname: 'Newbie', firstTimeLogin: true, balance: 0 }),
    ...downlines,
  ];
}

export function createInitialState(): PlatformState {
  return {
    version: STATE_VERSION,
    accounts: Object.fromEntries(demoAccounts().map((a) => [a.username, a])),
    sessions: {},
    nextId: 20_000,
    captcha: null,
    smsCodes: {},
  };
}

/** Where the state lives: memory (tests, the mock server) or the browser's localStorage. */
export interface PlatformStore {
  state: PlatformState;
  save(): void;
  reset(): void;
}

export function memoryStore(): PlatformStore {
  const store: PlatformStore = {
    state: createInitialState(),
    save() {},
    reset() {
      store.state = createInitialState();
    },
  };
  return store;
}

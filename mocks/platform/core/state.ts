/**
 * The shape of the mock platform's state: every account, session, ledger entry, order, contract,
 * settlement and reward it keeps. Plain data, so the browser can keep it across reloads
 * (localStorage) and tests can start from a fresh copy. This is the core's contract with the
 * domain modules (money.ts, contracts.ts, agency.ts, …), which read and change it, and the seed
 * (seed/), which makes it: it imports nothing but the clock's type.
 */
import type { MockClock } from './clock';

/* ------------------------------------------------------------------ the platform */

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
  /** The sum of `wallets` (kept by the ledger's `post`). */
  balance: number;
  /** Balances by wallet (`accountTypeId`): the main wallet 1 and vendor wallets. */
  wallets: Record<number, number>;
  /** Bank cards and e-wallets withdrawals go to. */
  bankCards: BankCard[];
  /** The turnover (valid bets) the member must reach before withdrawing. */
  turnover: { required: number; completed: number };
  points: number;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  upline: string | null;
  regDate: number;
  vipLabel: string | null;
  clubLabel: string;
  language: string;
  /** The withdrawal (payment) password; '' when the member has none. */
  withdrawPassword: string;
  /** Ask for a second verification at the next login (an unrecorded IP). */
  unrecordedIp: boolean;
  favorites: { nodeId: string; vendor: string; gameType: string }[];
  /** Node ids of the games last launched, newest first. */
  recentGames: string[];
  /** Codes of the Vietnamese lottery games last bet on, newest first (absent in states saved before it existed). */
  recentVnLottery?: string[];
  /** FROZEN: its upline sees it in the team; one frozen for an unpaid dividend cannot offer contracts. */
  status: AccountStatus;
  /** Why the platform froze the account: an upline that did not pay a dividend in time (contracts.ts). */
  frozenReason?: 'DIVIDEND_UNPAID';
  /** When that freeze ends (the platform's time). */
  frozenUntil?: number;
  /** The last login (the platform's time), or null when the account never logged in. */
  lastLoginTime: number | null;
  /** Rebate rates (percent, one decimal) by product type; an agent's are the most its downlines can get. */
  rebates: Rebates;
}

export type AccountStatus = 'ACTIVE' | 'FROZEN';

export interface PlatformState {
  version: number;
  accounts: Record<string, MockAccount>;
  /** Live sessions by token: who, since when, and (responsible.ts) where the reality check counts from. */
  sessions: Record<string, SessionRecord>;
  nextId: number;
  /** The text of the captcha last served. */
  captcha: string | null;
  /** SMS codes sent, by country code and mobile number. */
  smsCodes: Record<string, { code: string; sentAt: number }>;
  clock: MockClock;
  /** The start of the day (Vietnam time) the seeded money history ends at. */
  ledgerAnchor: number;
  /** Each member's ledger, oldest first (ledger.ts). */
  ledger: Record<string, LedgerEntry[]>;
  /** Deposit and withdrawal orders by member, oldest first (money.ts). */
  deposits: Record<string, DepositOrder[]>;
  withdrawals: Record<string, WithdrawOrder[]>;
  /** The last sequence number given to a ledger entry, order or transaction. */
  seq: number;
  /** Each member's reward-centre activities, missions and referral (rewards.ts). */
  rewards: Record<string, MemberRewards>;
  /** Each member's inbox, oldest first (inbox.ts). */
  inbox: Record<string, InboxMessage[]>;
  /** Agents' promotion links, settlements and where the clock's settling of them has got to (agency.ts). */
  agency: AgencyState;
  /** Contracts between uplines and downlines, their history and the real-time wages (contracts.ts). */
  contracts: ContractsState;
  /** Each member's responsible-gaming limits, reality check, break and time-out (responsible.ts), made on first use. */
  responsible: Record<string, MemberLimits>;
}

export interface SessionRecord {
  username: string;
  createdAt: number;
  /** The reality check counts from here (the last acknowledgement); the login when absent. */
  checkFrom?: number;
}

/** The password that forces a change at login (spec: the default password). */
export const DEFAULT_PASSWORD = 'Abc123456';

/** Every SMS code the mock platform sends. */
export const MOCK_SMS_CODE = '123456';

/** Saved browser states of another version are discarded (mocks/browser.ts). */
export const STATE_VERSION = 7;

/** Where the state lives: memory (tests, the mock server) or the browser's localStorage. */
export interface PlatformStore {
  state: PlatformState;
  save(): void;
  reset(): void;
}

/* ------------------------------------------------------------------ the ledger (ledger.ts) */

/** The account record's types (the contract's `TransactionType`). */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BET',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'COMMISSION',
  'POINTS_CONVERT',
  'POINTS_REDEEM',
  'ADJUSTMENT',
] as const;

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * DONE, PENDING (a withdrawal not paid yet; a bet not settled yet) or CANCELLED (a rejected
 * withdrawal, a void bet: the money came back in a later entry of the same reference).
 */
export type EntryStatus = 'DONE' | 'PENDING' | 'CANCELLED';

/** Where a BONUS entry came from (the bonus details' kinds; REBATE entries are rebates). */
export const BONUS_TYPES = ['PROMOTION', 'VIP', 'MISSION', 'REFERRAL'] as const;

export type BonusType = (typeof BONUS_TYPES)[number];

export interface LedgerEntry {
  id: string;
  time: number;
  type: TransactionType;
  /** Signed: negative when money left the wallet. */
  amount: number;
  /** The balance of the entry's wallet after the movement (the main wallet for most entries). */
  balanceAfter: number;
  accountTypeId: number;
  /** The order or transaction number. */
  reference: string;
  status: EntryStatus;
  remark: string;
  /** BET and PAYOUT entries: the catalogue game played (`nodeId`); the betting record is built from them. */
  nodeId?: number;
  /** BONUS entries: where the bonus came from (PROMOTION when absent). */
  bonusType?: BonusType;
}

/* ------------------------------------------------------------------ rebates (team.ts) */

/** The product types rebates are given for (the records' game types), in the order screens list them. */
export const PRODUCT_TYPES = ['LIVE', 'RNG', 'SPORTS', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'ESPORTS'] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];

export type Rebates = Record<ProductType, number>;

/* ------------------------------------------------------------------ money (money.ts) */

export type CardType = 'BC' | 'EW';

export interface BankCard {
  bankCardId: string;
  bankCode: string;
  bankName: string;
  cardType: CardType;
  accountName: string;
  /** The full number: kept by the mock (duplicates), never sent. */
  accountNumber: string;
  isWithdrawActive: boolean;
  createdAt: number;
}

export type DepositMethodCode = 'BANK_TRANSFER' | 'QR' | 'EWALLET' | 'CRYPTO' | 'CARD';

export type DepositStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'EXPIRED';

export interface DepositOrder {
  orderNo: string;
  amount: number;
  fee: number;
  creditAmount: number;
  channelId: string;
  channelName: string;
  methodCode: DepositMethodCode;
  bankCode?: string;
  status: DepositStatus;
  createdAt: number;
  expiresAt: number;
  paidAt?: number;
}

export type WithdrawStatus = 'PENDING' | 'PAID' | 'AWAITING_CONFIRMATION' | 'CONFIRMED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED' | 'REJECTED';

export interface WithdrawOrder {
  orderNo: string;
  amount: number;
  fee: number;
  receiveAmount: number;
  bankCardId: string;
  bankName: string;
  maskedNumber: string;
  status: WithdrawStatus;
  createdAt: number;
  paidAt?: number;
  confirmBy?: number;
  receivedAmount?: number;
  payDetailId?: string;
  /** 'N' answers: the images' types and sizes (the images themselves are not kept). */
  proof?: { type: string; bytes: number }[];
}

/* ------------------------------------------------------------------ rewards (rewards.ts, demo-script.ts) */

export const ACTIVITY_STATUSES = ['JOIN', 'CLAIM', 'APPLYING', 'CLOSED', 'REJECTED', 'ISSUED', 'CLAIMED', 'IN_PROGRESS', 'JOINED', 'COMING_SOON'] as const;

export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** A member's state of an activity. */
export interface ActivityState {
  promotionId: number;
  /** The status kept for the member (before the activity's times are applied). */
  status: ActivityStatus;
  rejectReason?: string;
  appliedAt?: number;
  /** An application the mock reviews at this time (none: waiting for a manual review). */
  reviewAt?: number;
  /** The images of the last application: type and size only. */
  pictures?: { type: string; bytes: number }[];
  remarks?: string;
  claimedAt?: number;
}

export interface MissionState {
  missionId: string;
  progress: number;
  claimedAt?: number;
}

export interface MemberRewards {
  activities: ActivityState[];
  missions: MissionState[];
  referral: { code: string | null; friends: SeededFriend[] };
}

export type FriendStatus = 'REGISTERED' | 'DEPOSITED' | 'QUALIFIED';

export interface SeededFriend {
  /** The masked username the list shows. */
  username: string;
  registeredDaysAgo: number;
  status: FriendStatus;
  firstDepositAmount?: number;
  /** QUALIFIED friends: days before the anchor the member was rewarded. */
  qualifiedDaysAgo?: number;
}

/* ------------------------------------------------------------------ inbox (inbox.ts) */

export interface InboxMessage {
  inboxId: string;
  subject: string;
  senderName: string;
  sendTime: number;
  read: boolean;
  contentHtml: string;
}

/* ------------------------------------------------------------------ agency (agency.ts) */

export interface AffiliateLink {
  linkId: string;
  code: string;
  memberType: number;
  rebates: Rebates;
  remark: string;
  /** Usernames registered through the link, oldest first. */
  registrations: string[];
  createTime: number;
}

export type SettlementKind = 'DIVIDEND' | 'DAILY' | 'HOURLY';

/** PAID by the upline (or the platform, for salaries), FORCED by the platform, DUE owed, PENDING the period still running. */
export type SettlementStatus = 'PAID' | 'PENDING' | 'FORCED' | 'DUE';

export interface Settlement {
  recordId: string;
  kind: SettlementKind;
  contractId: string;
  periodStart: number;
  /** The period's last millisecond. */
  periodEnd: number;
  upline: string;
  downline: string;
  /** Every product type counts: settlements have none. */
  betVolume: number;
  activeMembers: number;
  /** Dividends: the branch's profit and loss of the period (its members' own); 0 otherwise. */
  profitLoss: number;
  rate: number;
  amount: number;
  status: SettlementStatus;
  paidAt: number | null;
  /** DUE dividends: when the platform forces the payment and freezes the upline. */
  dueAt: number | null;
}

export interface AgencyState {
  /** Promotion links by owner, oldest first. */
  links: Record<string, AffiliateLink[]>;
  /** Settled periods (PAID, FORCED; PENDING when the upline could not pay), oldest first. */
  settlements: Settlement[];
  /** The start of the next period of each kind still to settle. */
  next: { commission: number; daily: number; hourly: number; dividend: number };
}

/* ------------------------------------------------------------------ contracts (contracts.ts) */

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;

export type ContractKind = (typeof CONTRACT_KINDS)[number];

export type ContractStatus = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'WITHDRAWN' | 'TERMINATED' | 'REPLACED';

export type SalaryPeriod = 'D' | 'W' | 'H' | 'M';

export type EndReason = 'REJECTED' | 'WITHDRAWN' | 'TERMINATED' | 'LOWER_RATE' | 'REPLACED';

export type Party = 'UPLINE' | 'DOWNLINE' | 'PLATFORM';

export interface ContractTier {
  /** Branch valid bets of the period at least (REALTIME: the player's stake in the round). */
  periodBet: number;
  /** Active members of the period at least (REALTIME: 0). */
  activeMembers: number;
  /** DIVIDEND: the branch's profit and loss of the period at most (≤ 0). */
  periodProfitLoss?: number;
  /** Percent: of the branch's loss (DIVIDEND), valid bets (DAILY, HOURLY), the player's round profit (REALTIME). */
  rate: number;
  /** REALTIME: percent of the player's round loss. */
  lossRate?: number;
}

export interface StoredContract {
  contractId: string;
  kind: ContractKind;
  upline: string;
  downline: string;
  status: ContractStatus;
  /** DIVIDEND: W, H or M; DAILY: D. */
  salaryPeriod?: SalaryPeriod;
  tiers: ContractTier[];
  createTime: number;
  updateTime: number;
  /** When it was accepted. */
  startTime?: number;
  /** When it stopped being ACTIVE (or was answered, for REJECTED / WITHDRAWN). */
  endTime?: number;
  endedBy?: Party;
  endReason?: EndReason;
  /** The ACTIVE contract this offer replaces when accepted. */
  replacesContractId?: string;
}

export type ContractAction =
  | 'OFFERED'
  | 'ACCEPTED'
  | 'REJECTED'
  | 'WITHDRAWN'
  | 'TERMINATED'
  | 'REPLACED'
  | 'AUTO_TERMINATED'
  | 'DIVIDEND_DUE'
  | 'DIVIDEND_PAID'
  | 'DIVIDEND_FORCED'
  | 'FROZEN'
  | 'UNFROZEN';

export interface ContractEvent {
  eventId: string;
  time: number;
  contractId: string;
  kind: ContractKind;
  upline: string;
  downline: string;
  action: ContractAction;
  /** A username, or PLATFORM. */
  by: string;
  rate: number;
  lossRate?: number;
  note?: string;
}

export interface RealTimeWage {
  wageId: string;
  settledAt: number;
  contractId: string;
  upline: string;
  downline: string;
  gameName: string;
  roundNo: string;
  player: string;
  stake: number;
  profitLoss: number;
  wageType: 'PROFIT' | 'LOSS';
  rate: number;
  amount: number;
  status: 'PAID' | 'UNPAID';
}

export interface ContractsState {
  list: StoredContract[];
  /** Oldest first. */
  events: ContractEvent[];
  /** Real-time wages, oldest first. */
  wages: RealTimeWage[];
  /** The next 5-minute boundary real-time salary settles at. */
  nextRealtime: number;
  /**
   * Whether real time moves the real-time salary on (the browser's platform, so the live view
   * lives); else (tests, the mock server) only moving the clock does, up to `advancedTo`, so
   * balances never change under a test between two calls.
   */
  live: boolean;
  /** The platform's time after the clock was last moved forward. */
  advancedTo: number;
}

/* ------------------------------------------------------------------ responsible gaming (responsible.ts) */

export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;

export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A limit in force (null: none) and a raise or removal waiting to take effect. */
export interface LimitSetting {
  value: number | null;
  pending?: { value: number | null; effectiveAt: number };
}

export type ExclusionKind = 'TIME_OUT' | 'SELF_EXCLUSION';

export type ExclusionDuration = 'H24' | 'D7' | 'W6' | 'M6' | 'Y1' | 'Y5';

export interface MemberLimits {
  /** Deposits (orders pending or paid) of each period at most. */
  deposit: Record<LimitPeriod, LimitSetting>;
  /** The net loss (stakes minus payouts) of each period at most. */
  loss: Record<LimitPeriod, LimitSetting>;
  /** The longest session, in minutes. */
  session: LimitSetting;
  /** The reality check's interval in minutes (15, 30 or 60), null when off. */
  realityCheckMinutes: number | null;
  /** When the interval was last chosen: the check counts from it too. */
  realityCheckSetAt?: number;
  /** A session reached its limit: games stay closed until then. */
  breakUntil?: number;
  /** A time-out or self-exclusion: no login until `until`. */
  exclusion?: { kind: ExclusionKind; duration: ExclusionDuration; from: number; until: number };
}

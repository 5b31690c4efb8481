/**
 * The demo accounts' money history: 90 days before the day the state was made, drawn from a
 * generator seeded by the account id and the day (never `Math.random` or the clock's value), so
 * every fresh state shows the same history, shifted to its own days: deposits a few times a
 * week, play sessions (a transfer to the vendor's wallet, bets and payouts on catalogue games,
 * the rest transferred back), lottery bets from the main wallet, withdrawals when the balance
 * runs high, a weekly rebate and the odd bonus. Deposits and withdrawals have their orders.
 *
 * The history ends at each account's wallets as `demoAccounts` gives them: balances are worked
 * out backwards from the final ones, so every entry's `balanceAfter` and the wallets agree.
 *
 * Every BET and PAYOUT entry names its game (`nodeId`; a PAYOUT has its bet's reference), so the
 * betting record (records.ts) is built from the ledger. Each account's sessions first tour the
 * catalogue's vendors, in an order of its own, between plays of the hot games, so over the 90
 * days member01 has bets with every vendor and game type. A few live and sports bets are void
 * (the BET entry CANCELLED, the stake refunded by a PAYOUT of the same reference).
 *
 * member01 also gets a deposit paid two days ago, the named bonuses and last evening's play of
 * records-seed.ts (bets still open: BET entries PENDING with no payout yet); le_hoa a withdrawal
 * paid 3 minutes before the state was made and still AWAITING_CONFIRMATION (the confirmation
 * dialog shows after her login; member01 starts with none, so his sessions start with no dialog
 * in the way). First-time accounts (newbie01) have no history.
 */
import { CATALOG, type CatalogGame, gameByCode, seededRandom, VENDORS } from '../core/catalog';
import { DAY, dayStart, HOUR, MINUTE } from '../core/clock';
import { MAIN_WALLET, nextNo, round2, walletName, walletOfVendor } from '../core/ledger';
import type {
  BankCard,
  BonusType,
  DepositOrder,
  EntryStatus,
  LedgerEntry,
  MockAccount,
  PlatformState,
  TransactionType,
  WithdrawOrder,
  WithdrawStatus,
} from '../core/state';
import { MEMBER01_LAST_EVENING, member01Bonuses, type ScriptedSession } from '../demo-script';
import { bankByCode, depositChannel, depositFee, maskNumber, newDepositNo, newWithdrawNo, WITHDRAW_SETTINGS } from '../money';
import { OWN_HISTORY } from './responsible';

export const SEED_DAYS = 90;

/** How much an account plays: the demo accounts high to low, agents' team members `team` and `light`. */
export type Activity = 'high' | 'medium' | 'low' | 'team' | 'light';

const ACTIVITY: Record<string, Activity> = { member01: 'high', agent01: 'medium' };

const LEVEL = {
  high: { deposit: 0.45, sessions: 2, withdraw: 0.6 },
  medium: { deposit: 0.3, sessions: 1.5, withdraw: 0.5 },
  low: { deposit: 0.18, sessions: 0.7, withdraw: 0.4 },
  team: { deposit: 0.12, sessions: 0.45, withdraw: 0.3 },
  light: { deposit: 0.1, sessions: 0.3, withdraw: 0.3 },
} as const;

/** The games the history plays: the hot games and the lotteries of the catalogue. */
const GAME_POOL: readonly CatalogGame[] = CATALOG.filter((g) => g.isHot === 1 && g.gameType !== 'ESPORTS').slice(0, 48);

/** One game of every vendor card of the catalogue (its first hot game, else its first): the vendor tour. */
const VENDOR_GAMES: readonly CatalogGame[] = VENDORS.map(
  (v) =>
    CATALOG.find((g) => g.vassalage === v.vassalage && g.gameType === v.gameType && g.isHot === 1) ??
    CATALOG.find((g) => g.vassalage === v.vassalage && g.gameType === v.gameType),
).filter((g): g is CatalogGame => g !== undefined);

/** The vendor tour of an account: every vendor game once, in an order drawn from the account id. */
function vendorTour(accountId: number): CatalogGame[] {
  const rand = seededRandom(`tour:${accountId}`);
  const tour = [...VENDOR_GAMES];
  for (let i = tour.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [tour[i], tour[j]] = [tour[j]!, tour[i]!];
  }
  return tour;
}

/** The random bonuses of the history, with their kinds. */
const BONUSES: [remark: string, bonusType: BonusType][] = [
  ['Weekend reload bonus', 'PROMOTION'],
  ['Birthday bonus', 'PROMOTION'],
  ['Mission reward', 'MISSION'],
  ['VIP upgrade bonus', 'VIP'],
];
const DEPOSIT_CHOICES: [channelId: string, bankCode?: string][] = [
  ['BT-LOCAL', 'VCB'],
  ['BT-LOCAL', 'TCB'],
  ['BT-LOCAL', 'MB'],
  ['QR-VIETQR'],
  ['EW-MOMO'],
  ['BT-MANUAL', 'ACB'],
];

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** One movement of the history before its balance is known. */
interface Draft {
  time: number;
  type: TransactionType;
  amount: number;
  accountTypeId: number;
  reference: string;
  status: EntryStatus;
  remark: string;
  nodeId?: number;
  bonusType?: BonusType;
}

interface Seeding {
  state: PlatformState;
  account: MockAccount;
  drafts: Draft[];
  deposits: DepositOrder[];
  withdrawals: WithdrawOrder[];
  /** The main wallet as the simulation runs (sizes the amounts; the real balances are worked out at the end). */
  main: number;
  /** Bets since the last rebate. */
  weekBets: number;
  /** The platform rejects member01's first withdrawal of the last 40 days (a refund in the record). */
  rejectNext: boolean;
  /** The vendor tour and how far the sessions have got through it. */
  tour: CatalogGame[];
  toured: number;
  /** Sessions played so far. */
  sessions: number;
  activity: Activity;
}

function draft(s: Seeding, d: Omit<Draft, 'status'> & { status?: EntryStatus }) {
  s.drafts.push({ status: 'DONE', ...d });
  if (d.accountTypeId === MAIN_WALLET) s.main = round2(s.main + d.amount);
}

/** The card a withdrawal goes to: the member's first, or a card removed since. */
function cardOf(account: MockAccount): Pick<BankCard, 'bankCardId' | 'bankName'> & { maskedNumber: string } {
  const card = account.bankCards[0];
  if (card) return { bankCardId: card.bankCardId, bankName: card.bankName, maskedNumber: maskNumber(card.accountNumber) };
  return { bankCardId: `BC${account.id}0`, bankName: 'ACB', maskedNumber: maskNumber(String(account.id * 7919)) };
}

function deposit(s: Seeding, time: number, amount: number, channelId: string, bankCode?: string) {
  const c = depositChannel(channelId)!;
  const fee = depositFee(c, amount);
  const orderNo = newDepositNo(s.state, time);
  const createdAt = time - (c.autoPay ? 2 * MINUTE : 9 * MINUTE);
  s.deposits.push({
    orderNo,
    amount,
    fee,
    creditAmount: round2(amount - fee),
    channelId,
    channelName: c.name,
    methodCode: c.methodCode,
    ...(bankCode ? { bankCode } : {}),
    status: 'PAID',
    createdAt,
    expiresAt: createdAt + c.expiryMinutes * MINUTE,
    paidAt: time,
  });
  const bank = bankCode ? ` ${bankByCode(bankCode)?.bankName ?? bankCode}` : '';
  draft(s, { time, type: 'DEPOSIT', amount: round2(amount - fee), accountTypeId: MAIN_WALLET, reference: orderNo, remark: `${c.name}${bank}` });
}

/** An order that was never paid (no money moved). */
function unpaidDeposit(s: Seeding, time: number, amount: number, status: 'CANCELLED' | 'EXPIRED') {
  const c = depositChannel('BT-MANUAL')!;
  s.deposits.push({
    orderNo: newDepositNo(s.state, time),
    amount,
    fee: 0,
    creditAmount: amount,
    channelId: c.channelId,
    channelName: c.name,
    methodCode: c.methodCode,
    bankCode: 'VCB',
    status,
    createdAt: time,
    expiresAt: time + c.expiryMinutes * MINUTE,
  });
}

function withdrawal(s: Seeding, time: number, amount: number, status: WithdrawStatus) {
  const orderNo = newWithdrawNo(s.state, time);
  const card = cardOf(s.account);
  const paid = status !== 'REJECTED' && status !== 'PENDING';
  const paidAt = time + MINUTE;
  const order: WithdrawOrder = {
    orderNo,
    amount,
    fee: 0,
    receiveAmount: amount,
    ...card,
    status,
    createdAt: time,
    ...(paid ? { paidAt, confirmBy: paidAt + WITHDRAW_SETTINGS.confirmMinutes * MINUTE, payDetailId: `PD${orderNo.slice(2)}` } : {}),
    ...(status === 'CONFIRMED' || status === 'AUTO_CONFIRMED' ? { receivedAmount: amount } : {}),
  };
  s.withdrawals.push(order);
  const remark = `${card.bankName} ${card.maskedNumber.replace(/^[* ]+/, '****')}`;
  draft(s, {
    time,
    type: 'WITHDRAWAL',
    amount: -amount,
    accountTypeId: MAIN_WALLET,
    reference: orderNo,
    remark,
    status: status === 'REJECTED' ? 'CANCELLED' : 'DONE',
  });
  if (status === 'REJECTED') {
    draft(s, { time: time + 40 * MINUTE, type: 'WITHDRAWAL_REFUND', amount, accountTypeId: MAIN_WALLET, reference: orderNo, remark: 'Withdrawal rejected' });
  }
}

function transfer(s: Seeding, time: number, from: number, to: number, amount: number) {
  const reference = nextNo(s.state, 'TF', time);
  draft(s, { time, type: 'TRANSFER_OUT', amount: -amount, accountTypeId: from, reference, remark: `To ${walletName(to)}` });
  draft(s, { time, type: 'TRANSFER_IN', amount, accountTypeId: to, reference, remark: `From ${walletName(from)}` });
}

const gameRemark = (game: CatalogGame) => `${game.vendorName} - ${game.gameName}`;
/** Live and sports rounds can be void (a cancelled round or match): the stake comes back. */
const voidable = (game: CatalogGame) => game.gameType === 'LIVE' || game.gameType === 'SPORTS';

/** A bet: the BET entry, then its payout, refund (void) or nothing (lost, or still open when PENDING). */
function bet(s: Seeding, game: CatalogGame, wallet: number, time: number, stake: number, outcome: { payout?: number; status?: EntryStatus }) {
  const reference = nextNo(s.state, 'BT', time);
  const remark = gameRemark(game);
  const status = outcome.status ?? 'DONE';
  draft(s, { time, type: 'BET', amount: -stake, accountTypeId: wallet, reference, remark, nodeId: game.nodeId, status });
  if (status !== 'CANCELLED') s.weekBets += stake;
  if (status === 'CANCELLED') {
    draft(s, {
      time: time + 20_000,
      type: 'PAYOUT',
      amount: stake,
      accountTypeId: wallet,
      reference,
      remark: `${remark} (void, stake refunded)`,
      nodeId: game.nodeId,
    });
    return stake;
  }
  if (outcome.payout && outcome.payout > 0) {
    draft(s, { time: time + 20_000, type: 'PAYOUT', amount: outcome.payout, accountTypeId: wallet, reference, remark, nodeId: game.nodeId });
    return outcome.payout;
  }
  return 0;
}

/**
 * A play session: bets and payouts on one game, from its vendor's wallet (moved there and back)
 * or the main wallet. Two sessions in three go on with the account's vendor tour until it is done.
 */
function session(s: Seeding, rand: () => number, start: number) {
  const touring = s.toured < s.tour.length && s.sessions % 3 !== 2;
  const pick = GAME_POOL[Math.floor(rand() * GAME_POOL.length)]!;
  const game = touring ? s.tour[s.toured]! : pick;
  const wallet = walletOfVendor(game.vassalage);
  const lottery = wallet === MAIN_WALLET;
  const stake = roundTo(s.main * (0.04 + rand() * 0.14), 50_000);
  if (stake > s.main || stake < 100_000) return;
  s.sessions += 1;
  if (touring) s.toured += 1;
  let time = start;
  let balance = stake;
  if (!lottery) transfer(s, time, MAIN_WALLET, wallet, stake);
  const rounds = lottery ? 1 + Math.floor(rand() * 2) : 2 + Math.floor(rand() * 4);
  for (let i = 0; i < rounds; i += 1) {
    time += (1 + Math.floor(rand() * 4)) * MINUTE + Math.floor(rand() * 60) * 1000;
    const amount = Math.min(balance, roundTo(stake * (0.05 + rand() * (lottery ? 0.25 : 0.2)), 1000));
    if (amount <= 0) break;
    balance -= amount;
    // Slots return about 90 % of the stakes, lotteries about 84 %; one live or sports round in 50 is void.
    const roll = rand();
    const size = rand();
    if (voidable(game) && roll > 0.98) balance += bet(s, game, wallet, time, amount, { status: 'CANCELLED' });
    else if (roll < (lottery ? 0.08 : 0.45))
      balance += bet(s, game, wallet, time, amount, { payout: roundTo(amount * (lottery ? 3 + size * 15 : 0.3 + size * 3.4), 1000) });
    else bet(s, game, wallet, time, amount, {});
  }
  if (!lottery && balance > 0) transfer(s, time + 2 * MINUTE, wallet, MAIN_WALLET, balance);
}

/** A session of records-seed.ts, played as written (open bets stay PENDING, with no payout). */
function scriptedSession(s: Seeding, dayStartTime: number, script: ScriptedSession) {
  const game = gameByCode(script.gameCode, script.vassalage);
  if (!game) throw new Error(`money seed: no game ${script.vassalage} ${script.gameCode}`);
  const wallet = walletOfVendor(game.vassalage);
  const lottery = wallet === MAIN_WALLET;
  const stake = script.bets.reduce((sum, b) => sum + b.stake, 0);
  let time = dayStartTime + script.minute * MINUTE;
  let balance = stake;
  if (!lottery) transfer(s, time, MAIN_WALLET, wallet, stake);
  for (const b of script.bets) {
    time += 3 * MINUTE + 17_000;
    balance -= b.stake;
    if (b.result === 'WIN') balance += bet(s, game, wallet, time, b.stake, { payout: b.payout });
    else if (b.result === 'CANCELLED') balance += bet(s, game, wallet, time, b.stake, { status: 'CANCELLED' });
    else bet(s, game, wallet, time, b.stake, b.result === 'UNSETTLED' ? { status: 'PENDING' } : {});
  }
  if (!lottery && balance > 0) transfer(s, time + 35 * MINUTE, wallet, MAIN_WALLET, balance);
}

function seedDay(s: Seeding, d: number, start: number, target: number) {
  const level = LEVEL[s.activity];
  const rand = seededRandom(`money:${s.account.id}:${d}`);
  const at = (hour: number) => start + hour * HOUR + Math.floor(rand() * 59) * MINUTE + Math.floor(rand() * 60) * 1000;

  if (d % 7 === 0 && s.weekBets > 0) {
    const rebate = Math.round(s.weekBets * (0.004 + rand() * 0.004));
    if (rebate > 0)
      draft(s, { time: at(3), type: 'REBATE', amount: rebate, accountTypeId: MAIN_WALLET, reference: nextNo(s.state, 'RB', start), remark: 'Weekly rebate' });
    s.weekBets = 0;
  }
  if (rand() < 0.03) {
    const bonus = roundTo(50_000 + rand() * 450_000, 10_000);
    const [remark, bonusType] = BONUSES[Math.floor(rand() * BONUSES.length)]!;
    draft(s, { time: at(10), type: 'BONUS', amount: bonus, accountTypeId: MAIN_WALLET, reference: nextNo(s.state, 'BN', start), remark, bonusType });
  }
  if (rand() < level.deposit || s.main < target * 0.5) {
    const [channelId, bankCode] = DEPOSIT_CHOICES[Math.floor(rand() * DEPOSIT_CHOICES.length)]!;
    const c = depositChannel(channelId)!;
    const amount = Math.min(c.max, Math.max(c.min, roundTo(target * (0.1 + rand() * 0.3), 100_000)));
    deposit(s, at(9 + Math.floor(rand() * 3)), amount, channelId, bankCode);
  }
  if (rand() < 0.05) unpaidDeposit(s, at(8), roundTo(target * 0.2, 100_000), rand() < 0.5 ? 'CANCELLED' : 'EXPIRED');
  const sessions = Math.floor(rand() * (level.sessions + 1));
  for (let i = 0; i < sessions; i += 1) session(s, rand, at(12 + i * 3 + Math.floor(rand() * 2)));
  if (s.main > target * 1.4 && rand() < level.withdraw) {
    const amount = Math.min(WITHDRAW_SETTINGS.maximumAmount, roundTo(s.main - target, 100_000));
    const roll = rand();
    const rejected = s.rejectNext && d <= 40;
    if (rejected) s.rejectNext = false;
    withdrawal(s, at(22), amount, rejected ? 'REJECTED' : roll < 0.8 ? 'CONFIRMED' : 'AUTO_CONFIRMED');
  }
}

/** Works out every entry's balance backwards from the final wallets; null when a wallet would have gone below zero. */
function withBalances(drafts: Draft[], wallets: Record<number, number>): Omit<LedgerEntry, 'id'>[] | null {
  const running: Record<number, number> = { ...wallets };
  const entries: Omit<LedgerEntry, 'id'>[] = new Array(drafts.length);
  for (let i = drafts.length - 1; i >= 0; i -= 1) {
    const d = drafts[i]!;
    const after = round2(running[d.accountTypeId] ?? 0);
    if (after < 0) return null;
    entries[i] = {
      time: d.time,
      type: d.type,
      amount: d.amount,
      balanceAfter: after,
      accountTypeId: d.accountTypeId,
      reference: d.reference,
      status: d.status,
      remark: d.remark,
      ...(d.nodeId === undefined ? {} : { nodeId: d.nodeId }),
      ...(d.bonusType === undefined ? {} : { bonusType: d.bonusType }),
    };
    running[d.accountTypeId] = round2(after - d.amount);
  }
  return Object.values(running).every((opening) => opening >= 0) ? entries : null;
}

function seedAccount(
  state: PlatformState,
  account: MockAccount,
  anchor: number,
  at: number,
  activity: Activity = ACTIVITY[account.username] ?? 'low',
  joined = false,
) {
  const finalMain = account.wallets[MAIN_WALLET] ?? 0;
  const target = Math.max(finalMain, 2_000_000);
  const member01 = account.username === 'member01';
  // A team member registered within the history starts with nothing and a first deposit soon after registering.
  const fresh = joined && account.regDate > anchor - SEED_DAYS * DAY;
  const s: Seeding = {
    state,
    account,
    drafts: [],
    deposits: [],
    withdrawals: [],
    main: fresh ? 0 : target,
    weekBets: 0,
    rejectNext: member01,
    tour: vendorTour(account.id),
    toured: 0,
    sessions: 0,
    activity,
  };
  const bonuses = member01 ? member01Bonuses() : [];

  for (let d = SEED_DAYS; d >= 1; d -= 1) {
    const start = anchor - d * DAY;
    if (!fresh && start < account.regDate) continue;
    if (start + DAY <= account.regDate) continue;
    if (start < account.regDate) {
      const rand = seededRandom(`first:${account.id}`);
      const amount = roundTo(target * (0.3 + rand() * 0.4), 100_000);
      const time = Math.min(account.regDate + (20 + Math.floor(rand() * 90)) * MINUTE, start + DAY - MINUTE);
      deposit(s, time, amount, 'BT-LOCAL', ['VCB', 'TCB', 'MB'][Math.floor(rand() * 3)]);
      continue;
    }
    seedDay(s, d, start, target);
    if (member01 && d === 2) deposit(s, start + 20 * HOUR + 15 * MINUTE, 2_000_000, 'BT-LOCAL', 'VCB');
    if (member01 && d === 1) for (const script of MEMBER01_LAST_EVENING) scriptedSession(s, start, script);
    for (const b of bonuses.filter((x) => x.daysAgo === d)) {
      const time = start + b.minute * MINUTE;
      draft(s, {
        time,
        type: 'BONUS',
        amount: b.amount,
        accountTypeId: MAIN_WALLET,
        reference: nextNo(s.state, 'BN', time),
        remark: b.remark,
        bonusType: b.bonusType,
      });
    }
  }
  // Money still in vendor wallets was moved there last thing yesterday.
  for (const [id, balance] of Object.entries(account.wallets)) {
    if (Number(id) !== MAIN_WALLET && balance > 0) transfer(s, anchor - 20 * MINUTE, MAIN_WALLET, Number(id), balance);
  }
  if (account.username === 'le_hoa') {
    // Paid 3 minutes ago: the member has 12 minutes left to confirm it.
    withdrawal(s, at - 4 * MINUTE, 1_500_000, 'AWAITING_CONFIRMATION');
  }
  // The simulation ended above the final balance: the member withdrew the difference late
  // yesterday (below it, the opening balance is simply higher).
  if (s.main > finalMain) {
    withdrawal(s, anchor - 10 * MINUTE, Math.min(s.main, roundTo(s.main - finalMain + 50_000, 100_000)), 'CONFIRMED');
  }

  const order = s.drafts.map((d, i) => ({ d, i })).sort((a, b) => a.d.time - b.d.time || a.i - b.i);
  const entries = withBalances(
    order.map((x) => x.d),
    account.wallets,
  );
  if (!entries) throw new Error(`money seed: ${account.username}'s history goes below zero`);
  state.ledger[account.username] = entries.map((e) => {
    state.seq += 1;
    return { id: `E${state.seq}`, ...e };
  });
  state.deposits[account.username] = s.deposits.sort((a, b) => a.createdAt - b.createdAt);
  state.withdrawals[account.username] = s.withdrawals.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Seeds the money history of one account registered since the others were seeded (an agent's
 * team member), at its own level of play, from its registration (not before) to `at`.
 */
export function seedHistory(state: PlatformState, account: MockAccount, at: number, activity: Activity): void {
  state.ledger[account.username] ??= [];
  state.deposits[account.username] ??= [];
  state.withdrawals[account.username] ??= [];
  seedAccount(state, account, state.ledgerAnchor, at, activity, true);
}

/** Seeds the money history of every demo account, ending at `at`, and anchors it at that day. */
export function seedMoney(state: PlatformState, at: number): void {
  const anchor = dayStart(at);
  state.ledgerAnchor = anchor;
  for (const account of Object.values(state.accounts)) {
    state.ledger[account.username] ??= [];
    state.deposits[account.username] ??= [];
    state.withdrawals[account.username] ??= [];
    if (account.firstTimeLogin || account.type === 4 || OWN_HISTORY.has(account.username)) continue;
    seedAccount(state, account, anchor, at);
  }
}

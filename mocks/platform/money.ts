/**
 * Deposits, withdrawals and bank cards of the mock platform: the merchant's payment channels,
 * banks and withdrawal rules, the orders each member holds, and their lifecycles, which run on
 * the mock clock:
 *
 * - a deposit order is PENDING until it is paid (the mock payment page `/__mock/deposit`, or by
 *   itself 2 minutes after creation on every channel except "Manual bank transfer"), cancelled,
 *   or past `expiresAt` (EXPIRED); paying posts a DEPOSIT entry of `amount − fee`;
 * - a withdrawal debits the main wallet at once (WITHDRAWAL entry, PENDING), is paid 1 minute
 *   later (entry DONE) and waits for the member's confirmation (AWAITING_CONFIRMATION) until
 *   `confirmBy`: Y → CONFIRMED, P → PARTLY_RECEIVED (the rest refunded), N → NOT_RECEIVED (the
 *   amount refunded), no answer → AUTO_CONFIRMED; a REJECTED withdrawal is refunded.
 *
 * `settle` runs whatever fell due, in time order (with the reward centre's application reviews,
 * rewards.ts, and the agents' commission, wages, salaries and dividends, agency.ts); the request
 * handler calls it before every call and `advanceClock` after moving the clock.
 */
import { agencyDue } from './agency';
import { cdnUrl, hashText } from './core/catalog';
import { dayStart, MINUTE, now } from './core/clock';
import { MAIN_WALLET, nextNo, post, round2 } from './core/ledger';
import type { BankCard, CardType, DepositMethodCode, DepositOrder, DepositStatus, PlatformState, WithdrawOrder, WithdrawStatus } from './core/state';
import { feedbackDue } from './feedback';
import { joinDue } from './join';
import { pointsDue } from './points';
import { promotionsDue } from './promotions';
import { responsibleDue } from './responsible';
import { reviewsDue } from './rewards';

/* ------------------------------------------------------------------ banks and cards */

export interface Bank {
  bankCode: string;
  bankName: string;
  cardType: CardType;
}

/** Banks (BC) and e-wallets (EW) a withdrawal can go to. */
export const BANKS: readonly Bank[] = [
  { bankCode: 'VCB', bankName: 'Vietcombank', cardType: 'BC' },
  { bankCode: 'TCB', bankName: 'Techcombank', cardType: 'BC' },
  { bankCode: 'ACB', bankName: 'ACB', cardType: 'BC' },
  { bankCode: 'MB', bankName: 'MB Bank', cardType: 'BC' },
  { bankCode: 'BIDV', bankName: 'BIDV', cardType: 'BC' },
  { bankCode: 'VTB', bankName: 'VietinBank', cardType: 'BC' },
  { bankCode: 'VPB', bankName: 'VPBank', cardType: 'BC' },
  { bankCode: 'TPB', bankName: 'TPBank', cardType: 'BC' },
  { bankCode: 'STB', bankName: 'Sacombank', cardType: 'BC' },
  { bankCode: 'MOMO', bankName: 'MoMo', cardType: 'EW' },
  { bankCode: 'ZALOPAY', bankName: 'ZaloPay', cardType: 'EW' },
  { bankCode: 'VTPAY', bankName: 'Viettel Money', cardType: 'EW' },
];

export const bankByCode = (code: string): Bank | undefined => BANKS.find((b) => b.bankCode === code);
export const bankIcon = (origin: string, bank: Bank) =>
  cdnUrl(origin, `banks/${bank.bankCode}.svg?${new URLSearchParams({ label: bank.bankName, sub: bank.cardType === 'EW' ? 'E-WALLET' : 'BANK' })}`);

export const MAX_CARD_COUNT = 5;

export const maskNumber = (accountNumber: string) => `**** **** ${accountNumber.slice(-4)}`;

export function publicCard(card: BankCard) {
  const { accountNumber, ...rest } = card;
  return { ...rest, maskedNumber: maskNumber(accountNumber) };
}

/** The names compare without case and extra spaces. */
export const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/* ------------------------------------------------------------------ deposit channels */

export type PayToKind = 'BANK' | 'QR' | 'WALLET';

export interface DepositChannelConfig {
  channelId: string;
  name: string;
  vendorId: string;
  methodCode: DepositMethodCode;
  min: number;
  max: number;
  feeRate: number;
  feeFixed: number;
  fixedAmounts: number[];
  expiryMinutes: number;
  /** Bank codes the member picks from (none: no bank is chosen). */
  banks: string[];
  /** Paid by itself 2 minutes after creation (the vendor confirms); false: only the mock page pays it. */
  autoPay: boolean;
  payKind: PayToKind;
}

interface DepositMethodConfig {
  code: DepositMethodCode;
  name: string;
  description: string;
  recommended: boolean;
  channels: DepositChannelConfig[];
}

const BANK_AMOUNTS = [200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000];
const WALLET_AMOUNTS = [100_000, 200_000, 500_000, 1_000_000, 2_000_000];

const channel = (c: Omit<DepositChannelConfig, 'feeFixed' | 'banks' | 'autoPay'> & Partial<DepositChannelConfig>): DepositChannelConfig => ({
  feeFixed: 0,
  banks: [],
  autoPay: true,
  ...c,
});

export const DEPOSIT_METHODS: readonly DepositMethodConfig[] = [
  {
    code: 'BANK_TRANSFER',
    name: 'Bank transfer',
    description: 'Transfer from your bank account; write the reference in the transfer note.',
    recommended: true,
    channels: [
      channel({
        channelId: 'BT-LOCAL',
        name: 'Fast bank transfer',
        vendorId: 'FASTPAY',
        methodCode: 'BANK_TRANSFER',
        min: 100_000,
        max: 300_000_000,
        feeRate: 0,
        fixedAmounts: BANK_AMOUNTS,
        expiryMinutes: 30,
        banks: ['VCB', 'TCB', 'ACB', 'MB', 'BIDV', 'VTB'],
        payKind: 'BANK',
      }),
      channel({
        channelId: 'BT-MANUAL',
        name: 'Manual bank transfer',
        vendorId: 'MANUAL',
        methodCode: 'BANK_TRANSFER',
        min: 200_000,
        max: 500_000_000,
        feeRate: 0,
        fixedAmounts: BANK_AMOUNTS,
        expiryMinutes: 30,
        banks: ['VCB', 'TCB', 'ACB'],
        autoPay: false,
        payKind: 'BANK',
      }),
    ],
  },
  {
    code: 'QR',
    name: 'QR payment',
    description: 'Scan the VietQR code with your banking app.',
    recommended: false,
    channels: [
      channel({
        channelId: 'QR-VIETQR',
        name: 'VietQR',
        vendorId: 'VIETQR',
        methodCode: 'QR',
        min: 50_000,
        max: 50_000_000,
        feeRate: 0,
        fixedAmounts: WALLET_AMOUNTS,
        expiryMinutes: 15,
        payKind: 'QR',
      }),
    ],
  },
  {
    code: 'EWALLET',
    name: 'E-wallet',
    description: 'Pay from MoMo or ZaloPay.',
    recommended: false,
    channels: [
      channel({
        channelId: 'EW-MOMO',
        name: 'MoMo',
        vendorId: 'MOMO',
        methodCode: 'EWALLET',
        min: 50_000,
        max: 20_000_000,
        feeRate: 0.01,
        fixedAmounts: WALLET_AMOUNTS,
        expiryMinutes: 15,
        payKind: 'WALLET',
      }),
      channel({
        channelId: 'EW-ZALO',
        name: 'ZaloPay',
        vendorId: 'ZALOPAY',
        methodCode: 'EWALLET',
        min: 50_000,
        max: 20_000_000,
        feeRate: 0.015,
        fixedAmounts: WALLET_AMOUNTS,
        expiryMinutes: 15,
        payKind: 'WALLET',
      }),
    ],
  },
  {
    code: 'CRYPTO',
    name: 'Crypto',
    description: 'Send USDT on the TRON network to the address shown.',
    recommended: false,
    channels: [
      channel({
        channelId: 'CR-USDT',
        name: 'USDT (TRC20)',
        vendorId: 'CRYPTOPAY',
        methodCode: 'CRYPTO',
        min: 500_000,
        max: 1_000_000_000,
        feeRate: 0,
        feeFixed: 10_000,
        fixedAmounts: [1_000_000, 5_000_000, 10_000_000, 50_000_000],
        expiryMinutes: 60,
        payKind: 'WALLET',
      }),
    ],
  },
  {
    code: 'CARD',
    name: 'Scratch card',
    description: 'Top up with a Viettel scratch card; the card fee is deducted.',
    recommended: false,
    channels: [
      channel({
        channelId: 'CD-VIETTEL',
        name: 'Viettel card',
        vendorId: 'CARDPAY',
        methodCode: 'CARD',
        min: 10_000,
        max: 5_000_000,
        feeRate: 0.2,
        fixedAmounts: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
        expiryMinutes: 10,
        payKind: 'WALLET',
      }),
    ],
  },
];

export const depositChannel = (channelId: string): DepositChannelConfig | undefined =>
  DEPOSIT_METHODS.flatMap((m) => m.channels).find((c) => c.channelId === channelId);

/** The payment methods as `getDepositChannels` answers them. */
export function depositMethods(origin: string) {
  return DEPOSIT_METHODS.map((m, i) => ({
    code: m.code,
    name: m.name,
    icon: cdnUrl(origin, `payments/${m.code.toLowerCase()}.svg?${new URLSearchParams({ label: m.name, sub: 'DEPOSIT' })}`),
    description: m.description,
    recommended: m.recommended,
    displaySeqNo: i + 1,
    channels: m.channels.map((c) => ({
      channelId: c.channelId,
      name: c.name,
      vendorId: c.vendorId,
      min: c.min,
      max: c.max,
      feeRate: c.feeRate,
      feeFixed: c.feeFixed,
      fixedAmounts: c.fixedAmounts,
      expiryMinutes: c.expiryMinutes,
      banks: c.banks.map((code) => {
        const bank = bankByCode(code)!;
        return { bankCode: bank.bankCode, bankName: bank.bankName, icon: bankIcon(origin, bank) };
      }),
    })),
  }));
}

export const depositFee = (c: DepositChannelConfig, amount: number) => round2(amount * c.feeRate + c.feeFixed);

/* ------------------------------------------------------------------ deposit orders */

export const DEPOSIT_STATUSES: readonly DepositStatus[] = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED'];
/** Unpaid orders a member may hold at once. */
export const MAX_PENDING_DEPOSITS = 3;
/** A channel that pays by itself does so this long after the order was made. */
export const AUTO_PAY_MS = 2 * MINUTE;

/** The mock payment page of an order. */
export const depositPageUrl = (origin: string, orderNo: string) => `${origin}/__mock/deposit?orderNo=${encodeURIComponent(orderNo)}`;

/** Where the member pays an order (the contract's `payTo`). */
export function payTo(origin: string, order: DepositOrder) {
  const c = depositChannel(order.channelId);
  const payUrl = depositPageUrl(origin, order.orderNo);
  const transferRemark = order.orderNo.slice(-8);
  const digits = String(hashText(`${order.channelId}:${order.bankCode ?? ''}`)).padStart(10, '0');
  if (c?.payKind === 'BANK') {
    return {
      kind: 'BANK' as const,
      bankName: bankByCode(order.bankCode ?? '')?.bankName ?? 'Vietcombank',
      accountName: 'CONG TY TNHH THANH TOAN DEMO',
      accountNumber: `0071${digits.slice(0, 9)}`,
      transferRemark,
      payUrl,
    };
  }
  if (c?.payKind === 'QR') {
    return {
      kind: 'QR' as const,
      qrImageUrl: cdnUrl(origin, `qr/${order.orderNo}.svg?${new URLSearchParams({ label: 'Scan to pay', sub: order.orderNo })}`),
      transferRemark,
      payUrl,
    };
  }
  if (order.methodCode === 'CRYPTO') {
    return { kind: 'WALLET' as const, accountName: 'USDT (TRC20)', accountNumber: `TVj7${digits}mockUSDT${digits.slice(0, 6)}`, transferRemark, payUrl };
  }
  return { kind: 'WALLET' as const, accountName: c?.name ?? order.channelName, transferRemark, payUrl };
}

/** The order as the contract's `DepositOrder`. */
export function publicDeposit(origin: string, order: DepositOrder) {
  const { bankCode: _bankCode, ...rest } = order;
  return { ...rest, payTo: payTo(origin, order) };
}

export function findDeposit(state: PlatformState, orderNo: string): { username: string; order: DepositOrder } | null {
  for (const [username, orders] of Object.entries(state.deposits)) {
    const order = orders.find((o) => o.orderNo === orderNo);
    if (order) return { username, order };
  }
  return null;
}

/** Pays a pending order: PAID, and the credit reaches the main wallet. */
export function payDeposit(state: PlatformState, username: string, order: DepositOrder, time: number): void {
  order.status = 'PAID';
  order.paidAt = time;
  const bank = order.bankCode ? ` ${bankByCode(order.bankCode)?.bankName ?? order.bankCode}` : '';
  post(state, username, {
    time,
    type: 'DEPOSIT',
    amount: order.creditAmount,
    accountTypeId: MAIN_WALLET,
    reference: order.orderNo,
    remark: `${order.channelName}${bank}`,
  });
}

/* ------------------------------------------------------------------ withdrawals */

export const WITHDRAW_SETTINGS = {
  minimumAmount: 100_000,
  maximumAmount: 100_000_000,
  dailyCountLimit: 5,
  dailyAmountLimit: 200_000_000,
  feeRate: 0.01,
  feeMin: 10_000,
  freeCountPerDay: 2,
  withdrawDateFrom: '00:00',
  withdrawDateTo: '23:59',
  fixedWithdrawAmounts: [200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000],
  confirmMinutes: 15,
} as const;

/** A withdrawal is paid this long after it was made. */
export const WITHDRAW_PAY_MS = MINUTE;

export const WITHDRAW_STATUSES: readonly WithdrawStatus[] = [
  'PENDING',
  'PAID',
  'AWAITING_CONFIRMATION',
  'CONFIRMED',
  'PARTLY_RECEIVED',
  'NOT_RECEIVED',
  'AUTO_CONFIRMED',
  'REJECTED',
];

/** The order as the contract's `WithdrawOrder`. */
export function publicWithdraw(order: WithdrawOrder) {
  const { proof: _proof, ...rest } = order;
  return rest;
}

/** The member's withdrawals of the day holding `time` that count against the daily limits. */
export function withdrawalsOfDay(state: PlatformState, username: string, time: number): WithdrawOrder[] {
  const day = dayStart(time);
  return (state.withdrawals[username] ?? []).filter((o) => o.status !== 'REJECTED' && dayStart(o.createdAt) === day);
}

/** The fee of a withdrawal: free for the first `freeCountPerDay` of the day, then a share with a minimum. */
export function withdrawFee(countToday: number, amount: number): number {
  if (countToday < WITHDRAW_SETTINGS.freeCountPerDay) return 0;
  return Math.min(amount, Math.max(WITHDRAW_SETTINGS.feeMin, round2(amount * WITHDRAW_SETTINGS.feeRate)));
}

export const withdrawRemark = (order: WithdrawOrder) => `${order.bankName} ${order.maskedNumber.replace(/^[* ]+/, '****')}`;

function setWithdrawalEntry(state: PlatformState, username: string, orderNo: string, status: 'DONE' | 'CANCELLED') {
  for (const entry of state.ledger[username] ?? []) {
    if (entry.reference === orderNo && entry.type === 'WITHDRAWAL') entry.status = status;
  }
}

/** Pays a pending withdrawal: the member now has `confirmMinutes` to confirm receipt. */
export function payWithdrawal(state: PlatformState, username: string, order: WithdrawOrder, time: number): void {
  order.status = 'AWAITING_CONFIRMATION';
  order.paidAt = time;
  order.confirmBy = time + WITHDRAW_SETTINGS.confirmMinutes * MINUTE;
  order.payDetailId = `PD${order.orderNo.slice(2)}`;
  setWithdrawalEntry(state, username, order.orderNo, 'DONE');
}

function refund(state: PlatformState, username: string, order: WithdrawOrder, amount: number, time: number, why: string) {
  if (amount <= 0) return;
  post(state, username, { time, type: 'WITHDRAWAL_REFUND', amount, accountTypeId: MAIN_WALLET, reference: order.orderNo, remark: why });
}

/** The platform refuses a pending withdrawal: REJECTED, and the whole amount comes back. */
export function rejectWithdrawal(state: PlatformState, username: string, order: WithdrawOrder, time: number): void {
  order.status = 'REJECTED';
  setWithdrawalEntry(state, username, order.orderNo, 'CANCELLED');
  refund(state, username, order, order.amount, time, 'Withdrawal rejected');
}

export type ConfirmationAnswer = { answer: 'Y' } | { answer: 'P'; receivedAmount: number } | { answer: 'N'; proof: { type: string; bytes: number }[] };

/** The member answers a confirmation (checked by the route). */
export function answerConfirmation(state: PlatformState, username: string, order: WithdrawOrder, reply: ConfirmationAnswer, time: number): void {
  if (reply.answer === 'Y') {
    order.status = 'CONFIRMED';
    order.receivedAmount = order.receiveAmount;
  } else if (reply.answer === 'P') {
    order.status = 'PARTLY_RECEIVED';
    order.receivedAmount = reply.receivedAmount;
    refund(state, username, order, round2(order.receiveAmount - reply.receivedAmount), time, 'Withdrawal partly received: the remainder');
  } else {
    order.status = 'NOT_RECEIVED';
    order.receivedAmount = 0;
    order.proof = reply.proof;
    refund(state, username, order, order.amount, time, 'Withdrawal not received');
  }
}

/** Nobody answered by `confirmBy`: the payout counts as received. */
export function autoConfirm(order: WithdrawOrder): void {
  order.status = 'AUTO_CONFIRMED';
  order.receivedAmount = order.receiveAmount;
}

/* ------------------------------------------------------------------ settling */

interface Due {
  time: number;
  run(): void;
}

function dueOf(state: PlatformState): Due[] {
  const due: Due[] = [];
  for (const [username, orders] of Object.entries(state.deposits)) {
    for (const order of orders) {
      if (order.status !== 'PENDING') continue;
      const c = depositChannel(order.channelId);
      const payAt = order.createdAt + AUTO_PAY_MS;
      if (c?.autoPay && payAt < order.expiresAt) due.push({ time: payAt, run: () => payDeposit(state, username, order, payAt) });
      else
        due.push({
          time: order.expiresAt,
          run: () => {
            order.status = 'EXPIRED';
          },
        });
    }
  }
  for (const [username, orders] of Object.entries(state.withdrawals)) {
    for (const order of orders) {
      if (order.status === 'PENDING') {
        const payAt = order.createdAt + WITHDRAW_PAY_MS;
        due.push({ time: payAt, run: () => payWithdrawal(state, username, order, payAt) });
      } else if (order.status === 'AWAITING_CONFIRMATION' && order.confirmBy !== undefined) {
        due.push({ time: order.confirmBy, run: () => autoConfirm(order) });
      }
    }
  }
  due.push(
    ...reviewsDue(state),
    ...agencyDue(state),
    ...pointsDue(state),
    ...promotionsDue(state),
    ...feedbackDue(state),
    ...joinDue(state),
    ...responsibleDue(state),
  );
  return due;
}

/** Runs every transition due by the platform's time, earliest first. */
export function settle(state: PlatformState): void {
  const time = now(state);
  for (;;) {
    const next = dueOf(state)
      .filter((d) => d.time <= time)
      .sort((a, b) => a.time - b.time)[0];
    if (!next) return;
    next.run();
  }
}

/** Moves the mock clock forward and runs what fell due; returns the new time. */
export function advanceClock(state: PlatformState, ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advanceClock: the clock only moves forward');
  state.clock.offsetMs += ms;
  if (state.contracts) state.contracts.advancedTo = now(state);
  settle(state);
  return now(state);
}

/** A new deposit order number (also used by the seed). */
export const newDepositNo = (state: PlatformState, time: number) => nextNo(state, 'DP', time);
export const newWithdrawNo = (state: PlatformState, time: number) => nextNo(state, 'WD', time);

/**
 * The mock platform's points mall (docs/design/issue15.md, "1. Points mall"): the settings, the
 * merchant's catalogue with its stock, every member's points records and what falls due on the
 * mock clock.
 *
 * - A member's records (oldest first) are made on first use: one EARN record per Vietnam day
 *   and game type of the seeded history and of each day closed since (the ledger's settled
 *   bets, `floor(validBet / 1000 × ratio)`, credited at 23:59:59 of the day), and for member01
 *   three redemptions (approved, rejected with its refund, one waiting for a manual review that
 *   never comes). The same on every fresh state, whenever it is first asked for; members who
 *   never use the points mall keep no records in the state.
 * - `pointsDue` (run by `settle`, money.ts): each day from the state's anchor on, at 23:59:59,
 *   the EARN records of the bets settled that day; and the review of a redemption 5 minutes
 *   after it (APPROVED; REJECTED with a REFUND record, the money and the stock back when the
 *   receiving address contains `REJECT`).
 * - Money moves only through the ledger's `post`: a conversion is a POINTS_CONVERT entry, the
 *   money part of a redemption (and its refund) a POINTS_REDEEM entry, each with the points
 *   record's transaction number as reference.
 */

import type { GameType } from './core/catalog';
import { cdnUrl } from './core/catalog';
import { DAY, dayStart, HOUR, MINUTE, stamp } from './core/clock';
import { MAIN_WALLET, mainBalance, nextNo, post, round2 } from './core/ledger';
import type { MockAccount, PlatformState } from './core/state';
import { betsOf } from './records';

/* ------------------------------------------------------------------ settings and catalogue */

export const BETTING_UNIT = 1000;
export const EXCHANGE_RATE = 10;
export const MIN_CONVERT_POINTS = 100;
/** A redemption is reviewed this long after it. */
export const REDEEM_REVIEW_MS = 5 * MINUTE;
/** A receiving address holding this is refused at review (a test hook). */
export const REJECT_HOOK = 'REJECT';
export const REVIEW_REJECT_REMARK = 'Address could not be verified.';

/** Points per betting unit of each game type, in the settings' order. */
export const EARN_RATES: readonly { gameType: GameType; pointsRatio: number }[] = [
  { gameType: 'LIVE', pointsRatio: 1 },
  { gameType: 'SPORTS', pointsRatio: 1 },
  { gameType: 'RNG', pointsRatio: 1 },
  { gameType: 'FISH', pointsRatio: 1 },
  { gameType: 'PVP', pointsRatio: 1 },
  { gameType: 'LOTT', pointsRatio: 0.5 },
  { gameType: 'ELOTT', pointsRatio: 0.5 },
  { gameType: 'ESPORTS', pointsRatio: 1 },
];

export const ratioOf = (gameType: GameType): number => EARN_RATES.find((r) => r.gameType === gameType)?.pointsRatio ?? 1;

const GAME_LABELS: Record<GameType, string> = {
  LIVE: 'Live casino',
  SPORTS: 'Sports',
  RNG: 'Slots',
  FISH: 'Fishing',
  PVP: 'Card games',
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
  ESPORTS: 'E-sports',
};

/** The points settings as `getPointsConfig` answers them. */
export function pointsConfig() {
  return {
    enabled: true,
    bettingUnit: BETTING_UNIT,
    pointsRatio: 1,
    exchangeRate: EXCHANGE_RATE,
    minConvertPoints: MIN_CONVERT_POINTS,
    earnRates: EARN_RATES.map((r) => ({ ...r })),
  };
}

export type RewardType = 'PHYSICAL' | 'VIRTUAL';

export interface RewardDefinition {
  id: number;
  name: string;
  rewardType: RewardType;
  pointsRequired: number;
  amountRequired: number;
  /** The merchant's stock on a fresh state. */
  stock: number;
  description: string;
}

const DELIVERED = 'Delivered to your receiving address within 7 working days.';

/** The merchant's catalogue, in its order. */
export const REWARDS: readonly RewardDefinition[] = [
  { id: 101, name: 'iPhone 17 Pro 256GB', rewardType: 'PHYSICAL', pointsRequired: 250_000, amountRequired: 5_000_000, stock: 3, description: DELIVERED },
  {
    id: 102,
    name: 'Honda Vision 2026',
    rewardType: 'PHYSICAL',
    pointsRequired: 400_000,
    amountRequired: 15_000_000,
    stock: 1,
    description: 'Registered in your name; delivered within 15 working days.',
  },
  { id: 103, name: 'AirPods 4', rewardType: 'PHYSICAL', pointsRequired: 12_000, amountRequired: 0, stock: 40, description: DELIVERED },
  {
    id: 104,
    name: 'Viettel top-up 100.000 ₫',
    rewardType: 'VIRTUAL',
    pointsRequired: 9_000,
    amountRequired: 0,
    stock: 999,
    description: 'The top-up code is sent by SMS to the mobile number you give.',
  },
  {
    id: 105,
    name: 'Grab voucher 200.000 ₫',
    rewardType: 'VIRTUAL',
    pointsRequired: 16_000,
    amountRequired: 0,
    stock: 300,
    description: 'The voucher code is sent by SMS to the mobile number you give.',
  },
  { id: 106, name: 'Apple Watch SE', rewardType: 'PHYSICAL', pointsRequired: 30_000, amountRequired: 1_500_000, stock: 12, description: DELIVERED },
  { id: 107, name: 'WPS hoodie', rewardType: 'PHYSICAL', pointsRequired: 5_000, amountRequired: 0, stock: 0, description: 'Sold out; back soon.' },
  {
    id: 108,
    name: 'SJC gold 1 chỉ',
    rewardType: 'PHYSICAL',
    pointsRequired: 80_000,
    amountRequired: 2_000_000,
    stock: 5,
    description: 'Picked up at an SJC store with your ID card, or delivered insured.',
  },
];

export const rewardById = (id: number): RewardDefinition | undefined => REWARDS.find((r) => r.id === id);

const grouped = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

export const rewardImage = (origin: string, reward: RewardDefinition) =>
  cdnUrl(origin, `pointmall/${reward.id}.svg?${new URLSearchParams({ label: reward.name, sub: `${grouped(reward.pointsRequired)} points` })}`);

/** The catalogue as `getPointsReward` answers it, with the stock left. */
export function publicRewards(state: PlatformState, origin: string) {
  const points = pointsState(state);
  return REWARDS.map((r) => ({
    id: r.id,
    name: r.name,
    image: rewardImage(origin, r),
    rewardType: r.rewardType,
    pointsRequired: r.pointsRequired,
    amountRequired: r.amountRequired,
    stock: points.stock[r.id] ?? 0,
    description: r.description,
  }));
}

/* ------------------------------------------------------------------ records */

export const POINTS_RECORD_TYPES = ['REDEEM', 'CONVERT', 'EARN', 'REFUND'] as const;
export type PointsRecordType = (typeof POINTS_RECORD_TYPES)[number];
export const POINTS_RECORD_STATUSES = ['PROCESSING', 'REJECTED', 'APPROVED'] as const;
export type PointsRecordStatus = (typeof POINTS_RECORD_STATUSES)[number];

export interface PointsRecord {
  transactionNo: string;
  applyTime: number;
  type: PointsRecordType;
  rewardId?: number;
  gameType?: GameType;
  name?: string;
  quantity?: number;
  /** Points of one unit (REDEEM, REFUND). */
  pointsRequired?: number;
  /** Money of one unit (REDEEM, REFUND). */
  amountRequired?: number;
  status: PointsRecordStatus;
  changedPoints: number;
  pointsBalance: number;
  remark?: string;
  bettingUnit?: number;
  pointsRatio?: number;
  redeemAmount?: number;
  receivingAddress?: string;
  /** Masked (`091****678`). */
  mobileNum?: string;
  /** A PROCESSING redemption: when the mock reviews it (none: it waits for a manual review). */
  reviewAt?: number;
}

export interface PointsState {
  /** Each member's records, oldest first (ties: in the order written). */
  lists: Record<string, PointsRecord[]>;
  /** Units left of each reward. */
  stock: Record<number, number>;
  /** The start of the first day whose EARN records are not credited yet. */
  earnedThrough: number;
}

type WithPoints = PlatformState & { points?: PointsState };

/** The state's points mall, made on first use. */
export function pointsState(state: PlatformState): PointsState {
  const s = state as WithPoints;
  s.points ??= { lists: {}, stock: Object.fromEntries(REWARDS.map((r) => [r.id, r.stock])), earnedThrough: state.ledgerAnchor };
  return s.points;
}

/** A contact number masked: the first 3 and last 3 characters, 4 stars between. */
export const maskMobile = (mobile: string): string => `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;

/** The EARN records of a member's bets settled in [start, end), one per day and game type, oldest first (numbers not given yet). */
function earnings(state: PlatformState, username: string, start: number, end: number): PointsRecord[] {
  const sums = new Map<string, { day: number; gameType: GameType; validBet: number }>();
  for (const bet of betsOf(state, username)) {
    if (bet.status !== 'SETTLED' || bet.settledAt === undefined || bet.validBet <= 0) continue;
    if (bet.settledAt < start || bet.settledAt >= end) continue;
    const day = dayStart(bet.settledAt);
    const key = `${day}:${bet.gameType}`;
    const sum = sums.get(key) ?? { day, gameType: bet.gameType, validBet: 0 };
    sum.validBet = round2(sum.validBet + bet.validBet);
    sums.set(key, sum);
  }
  const order = (g: GameType) => EARN_RATES.findIndex((r) => r.gameType === g);
  return [...sums.values()]
    .sort((a, b) => a.day - b.day || order(a.gameType) - order(b.gameType))
    .flatMap(({ day, gameType, validBet }) => {
      const ratio = ratioOf(gameType);
      const points = Math.floor((validBet / BETTING_UNIT) * ratio);
      if (points <= 0) return [];
      return [
        {
          transactionNo: '',
          applyTime: day + DAY - 1000,
          type: 'EARN' as const,
          gameType,
          name: `Betting points · ${GAME_LABELS[gameType]}`,
          status: 'APPROVED' as const,
          changedPoints: points,
          pointsBalance: 0,
          remark: `Valid bets ${grouped(validBet)} ₫`,
          bettingUnit: BETTING_UNIT,
          pointsRatio: ratio,
        },
      ];
    });
}

export const MEMBER01_ADDRESS = '12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh';
export const MEMBER01_MOBILE = maskMobile('0912345678');

/** member01's seeded redemptions (and the refund of the rejected one). */
function member01Spends(anchor: number): PointsRecord[] {
  const redeem = (rewardId: number, time: number, status: PointsRecordStatus, remark: string | undefined, receivingAddress: string): PointsRecord => {
    const reward = rewardById(rewardId)!;
    return {
      transactionNo: '',
      applyTime: time,
      type: 'REDEEM',
      rewardId,
      name: reward.name,
      quantity: 1,
      pointsRequired: reward.pointsRequired,
      amountRequired: reward.amountRequired,
      status,
      changedPoints: -reward.pointsRequired,
      pointsBalance: 0,
      ...(remark ? { remark } : {}),
      receivingAddress,
      mobileNum: MEMBER01_MOBILE,
    };
  };
  const airpods = rewardById(103)!;
  return [
    redeem(104, anchor - 40 * DAY + 20 * HOUR + 15 * MINUTE, 'APPROVED', 'Top-up code sent by SMS', MEMBER01_ADDRESS),
    redeem(103, anchor - 25 * DAY + 10 * HOUR, 'REJECTED', 'Address incomplete: please add the ward and district.', '12 Nguyễn Huệ, TP. Hồ Chí Minh'),
    {
      transactionNo: '',
      applyTime: anchor - 24 * DAY + 10 * HOUR,
      type: 'REFUND',
      rewardId: 103,
      name: airpods.name,
      quantity: 1,
      pointsRequired: airpods.pointsRequired,
      amountRequired: airpods.amountRequired,
      status: 'APPROVED',
      changedPoints: airpods.pointsRequired,
      pointsBalance: 0,
      remark: 'Points of a rejected redemption returned',
    },
    // Waits for a manual review that never comes (no `reviewAt`).
    redeem(105, anchor - DAY + 21 * HOUR + 30 * MINUTE, 'PROCESSING', undefined, MEMBER01_ADDRESS),
  ];
}

const PREFIX: Record<PointsRecordType, string> = { REDEEM: 'PR', CONVERT: 'PC', EARN: 'PE', REFUND: 'PF' };

/**
 * A member's seeded records: the EARN records of the seeded history and, for member01, the
 * redemptions; numbered and with their running balance. Throws when a balance would go below 0.
 */
export function seedPoints(state: PlatformState, username: string): PointsRecord[] {
  const anchor = state.ledgerAnchor;
  // Every day credited so far: the seeded history, and the days the clock has closed since.
  const through = pointsState(state).earnedThrough;
  const rows = [...earnings(state, username, Number.NEGATIVE_INFINITY, through), ...(username === 'member01' ? member01Spends(anchor) : [])]
    .map((record, index) => ({ record, index }))
    .sort((a, b) => a.record.applyTime - b.record.applyTime || a.index - b.index)
    .map((x) => x.record);
  let balance = 0;
  rows.forEach((record, i) => {
    balance += record.changedPoints;
    if (balance < 0) throw new Error(`seedPoints: ${username}'s points would go below zero at ${record.applyTime}`);
    record.pointsBalance = balance;
    record.transactionNo = `${PREFIX[record.type]}${stamp(record.applyTime)}${String((i + 1) % 1000).padStart(3, '0')}`;
  });
  return rows;
}

/** A member's records, oldest first (seeded on first use). */
export function pointsOf(state: PlatformState, username: string): PointsRecord[] {
  const points = pointsState(state);
  let list = points.lists[username];
  if (!list) {
    list = seedPoints(state, username);
    points.lists[username] = list;
  }
  return list;
}

export const pointsBalanceOf = (list: readonly PointsRecord[]): number => list.at(-1)?.pointsBalance ?? 0;
export const pointsEarned = (list: readonly PointsRecord[]): number => list.filter((r) => r.type === 'EARN').reduce((sum, r) => sum + r.changedPoints, 0);

/** Appends a record: its number and its balance after. */
function append(state: PlatformState, username: string, record: Omit<PointsRecord, 'transactionNo' | 'pointsBalance'>, transactionNo?: string): PointsRecord {
  const list = pointsOf(state, username);
  const balance = pointsBalanceOf(list) + record.changedPoints;
  if (balance < 0) throw new Error(`points: ${username}'s points would go below zero`);
  const full: PointsRecord = { ...record, transactionNo: transactionNo ?? nextNo(state, PREFIX[record.type], record.applyTime), pointsBalance: balance };
  list.push(full);
  return full;
}

/** A record as the contract's `PointsRecord` (without the mock's review time). */
export function publicRecord(record: PointsRecord) {
  const { reviewAt: _reviewAt, ...rest } = record;
  return rest;
}

/** Newest first by apply time; records of the same time, the later written first. */
export function newestRecordsFirst(list: readonly PointsRecord[]): PointsRecord[] {
  return list
    .map((record, index) => ({ record, index }))
    .sort((a, b) => b.record.applyTime - a.record.applyTime || b.index - a.index)
    .map((x) => x.record);
}

/* ------------------------------------------------------------------ conversion and redemption */

export interface ConvertResult {
  record: PointsRecord;
  mainWallet: number;
}

/** Converts points (checked by the route) into money: a CONVERT record and a POINTS_CONVERT entry. */
export function convert(state: PlatformState, account: MockAccount, points: number, time: number): ConvertResult {
  const amount = round2(points * EXCHANGE_RATE);
  const record = append(state, account.username, {
    applyTime: time,
    type: 'CONVERT',
    name: 'Points to main wallet',
    quantity: 1,
    status: 'APPROVED',
    changedPoints: -points,
    redeemAmount: amount,
  });
  post(state, account.username, {
    time,
    type: 'POINTS_CONVERT',
    amount,
    accountTypeId: MAIN_WALLET,
    reference: record.transactionNo,
    remark: `Points conversion ${grouped(points)} points`,
  });
  return { record, mainWallet: mainBalance(account) };
}

/** Redeems a reward (checked by the route): the stock, a PROCESSING record reviewed later and the money part. */
export function redeem(
  state: PlatformState,
  account: MockAccount,
  reward: RewardDefinition,
  order: { quantity: number; receivingAddress: string; mobileNum: string },
  time: number,
): PointsRecord {
  const points = pointsState(state);
  points.stock[reward.id] = (points.stock[reward.id] ?? 0) - order.quantity;
  const record = append(state, account.username, {
    applyTime: time,
    type: 'REDEEM',
    rewardId: reward.id,
    name: reward.name,
    quantity: order.quantity,
    pointsRequired: reward.pointsRequired,
    amountRequired: reward.amountRequired,
    status: 'PROCESSING',
    changedPoints: -reward.pointsRequired * order.quantity,
    receivingAddress: order.receivingAddress,
    mobileNum: maskMobile(order.mobileNum),
    reviewAt: time + REDEEM_REVIEW_MS,
  });
  const money = round2(reward.amountRequired * order.quantity);
  if (money > 0) {
    post(state, account.username, {
      time,
      type: 'POINTS_REDEEM',
      amount: -money,
      accountTypeId: MAIN_WALLET,
      reference: record.transactionNo,
      remark: `Points mall: ${reward.name} × ${order.quantity}`,
    });
  }
  return record;
}

/** The review of a redemption: APPROVED, or REJECTED with the points, money and stock back. */
export function review(state: PlatformState, username: string, record: PointsRecord, time: number): void {
  delete record.reviewAt;
  const reward = record.rewardId === undefined ? undefined : rewardById(record.rewardId);
  const quantity = record.quantity ?? 1;
  if (!(record.receivingAddress ?? '').includes(REJECT_HOOK)) {
    record.status = 'APPROVED';
    record.remark = reward?.rewardType === 'VIRTUAL' ? 'Code sent by SMS' : 'Shipped';
    return;
  }
  record.status = 'REJECTED';
  record.remark = REVIEW_REJECT_REMARK;
  append(state, username, {
    applyTime: time,
    type: 'REFUND',
    ...(record.rewardId === undefined ? {} : { rewardId: record.rewardId }),
    ...(record.name === undefined ? {} : { name: record.name }),
    quantity,
    ...(record.pointsRequired === undefined ? {} : { pointsRequired: record.pointsRequired }),
    ...(record.amountRequired === undefined ? {} : { amountRequired: record.amountRequired }),
    status: 'APPROVED',
    changedPoints: -record.changedPoints,
    remark: 'Points of a rejected redemption returned',
  });
  const money = round2((record.amountRequired ?? 0) * quantity);
  if (money > 0) {
    post(state, username, {
      time,
      type: 'POINTS_REDEEM',
      amount: money,
      accountTypeId: MAIN_WALLET,
      reference: record.transactionNo,
      remark: `Points mall refund: ${record.name ?? ''}`,
    });
  }
  if (record.rewardId !== undefined) {
    const points = pointsState(state);
    points.stock[record.rewardId] = (points.stock[record.rewardId] ?? 0) + quantity;
  }
}

/**
 * Credits the EARN records of the day starting at `day` (bets settled that day) to the members
 * whose records exist; the others' are made with that day in them when first asked for
 * (`seedPoints`), so the state holds the records of the members who use the points mall only.
 */
export function creditDay(state: PlatformState, day: number): void {
  for (const username of Object.keys(pointsState(state).lists)) {
    // Only members who played around that day (a bet is settled by its payout or soon after it).
    const played = (state.ledger[username] ?? []).some((e) => (e.type === 'BET' || e.type === 'PAYOUT') && e.time >= day - DAY && e.time < day + DAY);
    if (!played) continue;
    const earned = earnings(state, username, day, day + DAY);
    if (earned.length === 0) continue;
    for (const record of earned) {
      const { transactionNo: _no, pointsBalance: _balance, ...rest } = record;
      append(state, username, rest);
    }
  }
}

/** What falls due as the clock moves (money.ts `settle`): redemption reviews and each day's EARN records. */
export function pointsDue(state: PlatformState): { time: number; run(): void }[] {
  const points = pointsState(state);
  const due: { time: number; run(): void }[] = [];
  for (const [username, list] of Object.entries(points.lists)) {
    for (const record of list) {
      const at = record.reviewAt;
      if (record.status === 'PROCESSING' && at !== undefined) due.push({ time: at, run: () => review(state, username, record, at) });
    }
  }
  const day = points.earnedThrough;
  due.push({
    time: day + DAY - 1000,
    run: () => {
      points.earnedThrough = day + DAY;
      creditDay(state, day);
    },
  });
  return due;
}

/**
 * The responsible-gaming demo accounts (README): `limited01`, near its daily loss limit, and
 * `timeout01`, in a 24-hour time-out.
 *
 * limited01 has a history of its own, short and exact, so that its limits read the same on every
 * fresh state: a deposit of 6,000,000 three days ago, a lottery session two days ago, and today
 * (from at most 90 minutes before the state is made, never before today's midnight) four lottery
 * bets that lose 950,000 net against its daily loss limit of 1,000,000. Its next loss past
 * 50,000 closes the games until midnight. It also has a monthly deposit limit of 30,000,000 and a
 * reality check every 30 minutes.
 *
 * timeout01 (seeded with the others' money history) took a 24-hour time-out an hour before the
 * state was made: its login is refused until then; moving the clock a day ends it.
 */
import { newAccount } from '../accounts';
import { CATALOG } from '../core/catalog';
import { DAY, dayStart, HOUR, MINUTE } from '../core/clock';
import { MAIN_WALLET, nextNo, post, round2 } from '../core/ledger';
import type { MockAccount, PlatformState } from '../core/state';
import { depositChannel, depositFee, newDepositNo } from '../money';
import { limitsOf } from '../responsible';

export const LIMITED_USERNAME = 'limited01';
export const TIMEOUT_USERNAME = 'timeout01';

/** Accounts whose money history is seeded here, not with the others' (seed/money.ts leaves them out). */
export const OWN_HISTORY: ReadonlySet<string> = new Set([LIMITED_USERNAME]);

/** The account near its daily loss limit; its wallet is filled by its history (seedResponsible). */
export function limitedAccount(): MockAccount {
  return newAccount({
    id: 10_005,
    username: LIMITED_USERNAME,
    password: 'Limited123',
    nickname: 'Careful Cuong',
    realName: 'Pham Van Cuong',
    balance: 0,
    clubLabel: 'Silver Club',
  });
}

/** The account in a time-out (its money history is seeded with the other demo accounts'). */
export function timeoutAccount(): MockAccount {
  return newAccount({
    id: 10_006,
    username: TIMEOUT_USERNAME,
    password: 'Timeout123',
    nickname: 'Resting Dung',
    realName: 'Nguyen Thi Dung',
    balance: 3_200_000,
    clubLabel: 'Silver Club',
  });
}

/** limited01's lottery game: a Vietnamese lottery, played from the main wallet. */
const GAME = CATALOG.find((g) => g.gameType === 'LOTT' && g.vassalage === 'VNL') ?? CATALOG[0]!;

/** Today's bets of limited01: stake and payout; 950,000 lost net. */
const TODAY: readonly [stake: number, payout: number][] = [
  [300_000, 0],
  [250_000, 100_000],
  [400_000, 0],
  [200_000, 100_000],
];
/** Two days ago: 50,000 lost net. */
const TWO_DAYS_AGO: readonly [stake: number, payout: number][] = [
  [200_000, 0],
  [300_000, 450_000],
];

function bets(state: PlatformState, username: string, list: readonly (readonly [number, number])[], from: number, to: number): void {
  const remark = `${GAME.vendorName} - ${GAME.gameName}`;
  list.forEach(([stake, payout], i) => {
    const time = Math.round(from + ((to - from) * i) / list.length);
    const reference = nextNo(state, 'BT', time);
    post(state, username, { time, type: 'BET', amount: -stake, accountTypeId: MAIN_WALLET, reference, remark, nodeId: GAME.nodeId });
    if (payout > 0)
      post(state, username, { time: time + 1, type: 'PAYOUT', amount: payout, accountTypeId: MAIN_WALLET, reference, remark, nodeId: GAME.nodeId });
  });
}

/** Seeds limited01's own history ending at `at` and its limits, and puts timeout01 in its time-out. */
export function seedResponsible(state: PlatformState, at: number): void {
  const account = state.accounts[LIMITED_USERNAME];
  if (!account) return;
  state.ledger[account.username] = [];
  state.withdrawals[account.username] = [];
  const today = dayStart(at);

  const channel = depositChannel('BT-LOCAL')!;
  const paidAt = today - 3 * DAY + 10 * HOUR;
  const amount = 6_000_000;
  const fee = depositFee(channel, amount);
  const orderNo = newDepositNo(state, paidAt);
  state.deposits[account.username] = [
    {
      orderNo,
      amount,
      fee,
      creditAmount: round2(amount - fee),
      channelId: channel.channelId,
      channelName: channel.name,
      methodCode: channel.methodCode,
      bankCode: 'VCB',
      status: 'PAID',
      createdAt: paidAt - 2 * MINUTE,
      expiresAt: paidAt - 2 * MINUTE + channel.expiryMinutes * MINUTE,
      paidAt,
    },
  ];
  post(state, account.username, {
    time: paidAt,
    type: 'DEPOSIT',
    amount: round2(amount - fee),
    accountTypeId: MAIN_WALLET,
    reference: orderNo,
    remark: `${channel.name} Vietcombank`,
  });
  bets(state, account.username, TWO_DAYS_AGO, today - 2 * DAY + 20 * HOUR, today - 2 * DAY + 21 * HOUR);
  bets(state, account.username, TODAY, Math.max(today, at - 90 * MINUTE), Math.max(today, at - MINUTE));

  const limits = limitsOf(state, account.username);
  limits.loss.DAY.value = 1_000_000;
  limits.deposit.MONTH.value = 30_000_000;
  limits.realityCheckMinutes = 30;

  const resting = state.accounts[TIMEOUT_USERNAME];
  if (resting) {
    const from = at - HOUR;
    limitsOf(state, TIMEOUT_USERNAME).exclusion = { kind: 'TIME_OUT', duration: 'H24', from, until: from + DAY };
  }
}

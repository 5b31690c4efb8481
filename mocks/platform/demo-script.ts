/**
 * The named, fixed parts of member01's demo history that the records and the reward centre
 * show, written into the ledger by the money seed (seed/money.ts) so every panel agrees:
 *
 * - the bonuses behind the reward centre (the claimed "Welcome back bonus"), the claimed
 *   mission, the referral rewards of the qualified friends, a VIP bonus, a large reload bonus
 *   whose turnover ran out (EXPIRED) and a reload bonus of last night (IN_PROGRESS);
 * - the last evening's play (the day before the state's anchor): bets still UNSETTLED (a
 *   sports and an e-sports bet, a lottery ticket for the next draw) and a CANCELLED (void)
 *   baccarat round whose stake was refunded;
 * - the friends member01 invited.
 *
 * Times are days before the anchor (the start of the day the state was made) and minutes into
 * that day, Vietnam time; nothing here reads a clock.
 */
import type { BonusType, SeededFriend } from './core/state';

export interface SeededBonus {
  /** Days before the anchor. */
  daysAgo: number;
  /** Minutes into that day (Vietnam time). */
  minute: number;
  amount: number;
  bonusType: BonusType;
  remark: string;
}

/** A bet of a scripted session: lost, won (`payout`), still open, or void (stake refunded). */
export type ScriptedBet =
  | { stake: number; result: 'LOSE' }
  | { stake: number; result: 'WIN'; payout: number }
  | { stake: number; result: 'UNSETTLED' | 'CANCELLED' };

export interface ScriptedSession {
  vassalage: string;
  gameCode: string;
  /** Minutes into the day (Vietnam time) the session starts. */
  minute: number;
  bets: ScriptedBet[];
}

/** The prize tiers of the invite-friends programme: from the n-th qualified friend on, each earns `reward`. */
export const REFERRAL_TIERS: readonly { invitations: number; reward: number }[] = [
  { invitations: 1, reward: 100_000 },
  { invitations: 5, reward: 150_000 },
  { invitations: 10, reward: 200_000 },
];

/** The reward of the n-th qualified friend (1-based). */
export const referralReward = (n: number): number => REFERRAL_TIERS.filter((t) => n >= t.invitations).at(-1)?.reward ?? 0;

/** member01's referral code. */
export const MEMBER01_REFERRAL_CODE = 'LUCKY-AN88';

/** The twelve friends member01 invited, newest first: four qualified, three deposited, five registered. */
export const MEMBER01_FRIENDS: readonly SeededFriend[] = [
  { username: 'ng***89', registeredDaysAgo: 2, status: 'REGISTERED' },
  { username: 'tr***21', registeredDaysAgo: 4, status: 'DEPOSITED', firstDepositAmount: 100_000 },
  { username: 'ph***55', registeredDaysAgo: 6, status: 'QUALIFIED', firstDepositAmount: 500_000, qualifiedDaysAgo: 5 },
  { username: 'le***07', registeredDaysAgo: 9, status: 'REGISTERED' },
  { username: 'vo***13', registeredDaysAgo: 13, status: 'DEPOSITED', firstDepositAmount: 150_000 },
  { username: 'da***68', registeredDaysAgo: 18, status: 'QUALIFIED', firstDepositAmount: 1_000_000, qualifiedDaysAgo: 16 },
  { username: 'bu***42', registeredDaysAgo: 23, status: 'REGISTERED' },
  { username: 'ho***90', registeredDaysAgo: 31, status: 'QUALIFIED', firstDepositAmount: 300_000, qualifiedDaysAgo: 29 },
  { username: 'du***36', registeredDaysAgo: 38, status: 'DEPOSITED', firstDepositAmount: 120_000 },
  { username: 'ly***74', registeredDaysAgo: 47, status: 'REGISTERED' },
  { username: 'mai***5', registeredDaysAgo: 56, status: 'QUALIFIED', firstDepositAmount: 2_000_000, qualifiedDaysAgo: 54 },
  { username: 'to***18', registeredDaysAgo: 70, status: 'REGISTERED' },
];

/** The qualified friends in the order they qualified (oldest first), with the reward each earned. */
export function qualifiedFriends(friends: readonly SeededFriend[]): { friend: SeededFriend; reward: number }[] {
  return friends
    .filter((f) => f.status === 'QUALIFIED')
    .sort((a, b) => (b.qualifiedDaysAgo ?? 0) - (a.qualifiedDaysAgo ?? 0))
    .map((friend, i) => ({ friend, reward: referralReward(i + 1) }));
}

/** The claimed activity and mission of member01 (rewards.ts shows them as CLAIMED). */
export const WELCOME_BACK = { promotionId: 8807, title: 'Welcome back bonus', amount: 500_000, daysAgo: 12 } as const;
export const WEEKEND_WARRIOR = { missionId: 'MS-1005', title: 'Weekend warrior', amount: 100_000, daysAgo: 2 } as const;

/** member01's bonuses besides the weekly rebates and the odd random bonus of the money seed. */
export function member01Bonuses(): SeededBonus[] {
  return [
    { daysAgo: 40, minute: 9 * 60 + 30, amount: 300_000, bonusType: 'VIP', remark: 'VIP 3 upgrade bonus' },
    { daysAgo: 30, minute: 10 * 60 + 15, amount: 5_000_000, bonusType: 'PROMOTION', remark: 'High roller reload 50%' },
    { daysAgo: WELCOME_BACK.daysAgo, minute: 10 * 60 + 5, amount: WELCOME_BACK.amount, bonusType: 'PROMOTION', remark: WELCOME_BACK.title },
    {
      daysAgo: WEEKEND_WARRIOR.daysAgo,
      minute: 21 * 60 + 40,
      amount: WEEKEND_WARRIOR.amount,
      bonusType: 'MISSION',
      remark: `Mission reward: ${WEEKEND_WARRIOR.title}`,
    },
    ...qualifiedFriends(MEMBER01_FRIENDS).map(({ friend, reward }) => ({
      daysAgo: friend.qualifiedDaysAgo ?? 0,
      minute: 12 * 60,
      amount: reward,
      bonusType: 'REFERRAL' as const,
      remark: `Referral reward: ${friend.username}`,
    })),
    { daysAgo: 1, minute: 23 * 60 + 30, amount: 1_000_000, bonusType: 'PROMOTION', remark: 'Weekend reload bonus' },
  ];
}

/** member01's last evening of play (the day before the anchor). */
export const MEMBER01_LAST_EVENING: readonly ScriptedSession[] = [
  {
    vassalage: 'SABA',
    gameCode: 'saba-sports',
    minute: 19 * 60 + 5,
    bets: [
      { stake: 300_000, result: 'WIN', payout: 570_000 },
      { stake: 200_000, result: 'UNSETTLED' },
      { stake: 150_000, result: 'UNSETTLED' },
    ],
  },
  { vassalage: 'VNL', gameCode: 'XSMB', minute: 20 * 60 + 10, bets: [{ stake: 100_000, result: 'UNSETTLED' }] },
  { vassalage: 'TF', gameCode: 'tf-esports', minute: 20 * 60 + 40, bets: [{ stake: 250_000, result: 'UNSETTLED' }] },
  {
    vassalage: 'EVO',
    gameCode: 'speed-baccarat-a',
    minute: 21 * 60,
    bets: [
      { stake: 500_000, result: 'WIN', payout: 975_000 },
      { stake: 400_000, result: 'CANCELLED' },
      { stake: 300_000, result: 'LOSE' },
    ],
  },
];

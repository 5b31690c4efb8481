/**
 * The reward centre, missions and invite-friends programme of the mock platform.
 *
 * - Activities: the merchant's activities (times relative to the state's anchor, the start of
 *   the day it was made) and each member's state of them. The status a member sees is the one
 *   kept for them, except that an activity not started yet is COMING_SOON and one that has ended
 *   is CLOSED (unless claimed, issued, applied for or rejected). member01 has one in each of the
 *   ten statuses; other members a plainer set.
 * - Applying (JOIN with `applyWithImages`, or REJECTED) makes an activity APPLYING; the mock
 *   reviews it 2 minutes later on the mock clock (`reviewsDue`, run by `settle` in money.ts):
 *   ISSUED, to be claimed, or REJECTED with a reason for the activities whose title says
 *   "(always rejected)". member01's seeded application waits for a manual review (none).
 * - Claims (activities, the raffle, missions) post a BONUS entry through the ledger's `post`, so
 *   the header balance, the account record and the bonus details show them.
 * - Missions: five for member01 (two CLAIMABLE, two IN_PROGRESS, one CLAIMED), each with a
 *   leaderboard of 20 drawn from its id.
 * - Referral: member01's code LUCKY-AN88 and the twelve friends of demo-script.ts; the prize
 *   is the sum of the member's REFERRAL bonus entries.
 */
import { cdnUrl, hashText, seededRandom } from './core/catalog';
import { DAY, MINUTE, stamp } from './core/clock';
import { MAIN_WALLET, nextNo, post, round2 } from './core/ledger';
import type { ActivityState, ActivityStatus, LedgerEntry, MemberRewards, MissionState, MockAccount, PlatformState, SeededFriend } from './core/state';
import { MEMBER01_FRIENDS, MEMBER01_REFERRAL_CODE, member01Bonuses, qualifiedFriends, REFERRAL_TIERS, WEEKEND_WARRIOR, WELCOME_BACK } from './demo-script';

/* ------------------------------------------------------------------ activities */

export type ActivityCategory = 'LOGIN' | 'MANUAL' | 'RAFFLE' | 'TICKET' | 'DEPOSIT' | 'BET';

export interface ActivityDefinition {
  promotionId: number;
  title: string;
  summary: string;
  category: ActivityCategory;
  /** Days from the anchor: the activity runs from the start of `startDay` to the end of the day before `endDay`. */
  startDay: number;
  endDay: number;
  rewardAmount?: number;
  applyWithImages: boolean;
  /** Raffle activities: claimed with claimRafflePromotion (the schedule id is drawn from the anchor's day). */
  raffle?: boolean;
  rulesHtml: string;
}

/** The application review of the mock: this long after the application. */
export const REVIEW_MS = 2 * MINUTE;
export const ALWAYS_REJECTED = '(always rejected)';
export const REVIEW_REJECT_REASON = 'The images do not show the winning bet. Please upload a clear screenshot of the bet slip.';
export const SEEDED_REJECT_REASON = 'The screenshot does not show the bet number. Please upload the full bet slip.';

const rules = (...parts: string[]) => parts.join('');

/** The merchant's activities, in the reward centre's order. */
export const ACTIVITIES: readonly ActivityDefinition[] = [
  {
    promotionId: 8801,
    title: 'First deposit bonus 100%',
    summary: 'Double your first deposit, up to 5,000,000 ₫.',
    category: 'DEPOSIT',
    startDay: -60,
    endDay: 30,
    applyWithImages: false,
    // Operator HTML with an `onerror` image and a `javascript:` link: the client must sanitise it.
    rulesHtml: rules(
      '<p>Join, then make your <b>first deposit</b> of at least 200,000 ₫: we match it 100%, up to 5,000,000 ₫.</p>',
      '<ul><li>Turnover: 3 × (deposit + bonus) within 7 days.</li><li>One bonus per member, household and device.</li></ul>',
      '<img src="x" onerror="window.__rulesInjected = true" alt="">',
      '<p><a href="javascript:window.__rulesInjected = true">Full terms</a> · <a href="https://www.example.com/terms">General terms</a></p>',
    ),
  },
  {
    promotionId: 8802,
    title: 'Slots turnover race',
    summary: 'Reach 20,000,000 ₫ of valid slot bets this week for 288,000 ₫.',
    category: 'BET',
    startDay: -3,
    endDay: 4,
    rewardAmount: 288_000,
    applyWithImages: false,
    rulesHtml: '<p>Valid bets on <b>slots</b> count from the moment you join until Sunday 23:59.</p>',
  },
  {
    promotionId: 8803,
    title: 'Daily login reward',
    summary: 'Log in today and claim 38,000 ₫.',
    category: 'LOGIN',
    startDay: -30,
    endDay: 30,
    rewardAmount: 38_000,
    applyWithImages: false,
    rulesHtml: '<p>One reward per day; claim it before midnight.</p>',
  },
  {
    promotionId: 8804,
    title: 'Sports weekend cashback 5%',
    summary: 'Get 5% of your net sports losses back on Monday.',
    category: 'BET',
    startDay: -2,
    endDay: 5,
    applyWithImages: false,
    rulesHtml: '<p>Cashback is 5% of net losses on <b>SABA</b> and <b>CMD368</b>, paid on Monday, up to 2,000,000 ₫.</p>',
  },
  {
    promotionId: 8805,
    title: 'Weekend lucky wheel',
    summary: 'One free spin a day, prizes up to 888,000 ₫.',
    category: 'RAFFLE',
    startDay: -4,
    endDay: 10,
    rewardAmount: 88_000,
    applyWithImages: false,
    raffle: true,
    rulesHtml: '<p>Every member has <b>1 spin</b> a day. The prize is credited to the main wallet at once.</p>',
  },
  {
    promotionId: 8806,
    title: 'VIP birthday gift',
    summary: 'A gift from the VIP team for your birthday month.',
    category: 'MANUAL',
    startDay: -7,
    endDay: 23,
    rewardAmount: 288_000,
    applyWithImages: false,
    rulesHtml: '<p>VIP 3 and above. Claim within 30 days; turnover 1 × the gift.</p>',
  },
  {
    promotionId: WELCOME_BACK.promotionId,
    title: WELCOME_BACK.title,
    summary: 'Come back and deposit: 500,000 ₫ on us.',
    category: 'DEPOSIT',
    startDay: -20,
    endDay: 10,
    rewardAmount: WELCOME_BACK.amount,
    applyWithImages: false,
    rulesHtml: '<p>For members who have not deposited for 30 days. Turnover 3 × the bonus.</p>',
  },
  {
    promotionId: 8808,
    title: 'Big win showcase',
    summary: 'Share a screenshot of a win of 100× or more for 188,000 ₫.',
    category: 'MANUAL',
    startDay: -10,
    endDay: 20,
    rewardAmount: 188_000,
    applyWithImages: true,
    rulesHtml: '<p>Upload 1 to 3 screenshots (PNG or JPEG, at most 5 MB each) showing the win and the round number.</p>',
  },
  {
    promotionId: 8809,
    title: 'Lost bet insurance',
    summary: 'Lost a parlay by one leg? Get 50% of the stake back.',
    category: 'MANUAL',
    startDay: -10,
    endDay: 20,
    rewardAmount: 200_000,
    applyWithImages: true,
    rulesHtml: '<p>Upload the bet slip of a parlay of 5 legs or more lost by a single leg.</p>',
  },
  {
    promotionId: 8810,
    title: 'Mid-autumn festival bonus',
    summary: 'Mooncake bonus: 15% on deposits during the festival.',
    category: 'DEPOSIT',
    startDay: -50,
    endDay: -20,
    rewardAmount: 150_000,
    applyWithImages: false,
    rulesHtml: '<p>The festival is over. Thank you for playing!</p>',
  },
  {
    promotionId: 8811,
    title: 'New year lucky draw',
    summary: 'Every 1,000,000 ₫ of deposits is a ticket for the new year draw.',
    category: 'TICKET',
    startDay: 5,
    endDay: 35,
    applyWithImages: false,
    rulesHtml: '<p>Tickets are counted from the start of the activity. The draw is live on our channel.</p>',
  },
  {
    promotionId: 8812,
    title: 'Share your experience',
    summary: 'Send a screenshot of your best win and get 50,000 ₫.',
    category: 'MANUAL',
    startDay: -6,
    endDay: 24,
    rewardAmount: 50_000,
    applyWithImages: true,
    rulesHtml: '<p>Upload 1 to 3 screenshots. Remarks up to 140 characters.</p>',
  },
  {
    promotionId: 8813,
    title: `Lucky screenshot contest ${ALWAYS_REJECTED}`,
    summary: 'Applications to this contest are always rejected by the mock review.',
    category: 'MANUAL',
    startDay: -6,
    endDay: 24,
    rewardAmount: 75_000,
    applyWithImages: true,
    rulesHtml: '<p>Upload 1 to 3 screenshots; the review answers in a few minutes.</p>',
  },
];

export const activityDefinition = (promotionId: number) => ACTIVITIES.find((a) => a.promotionId === promotionId);

/** member01: every one of the ten statuses (8810 ended: CLOSED; 8811 not started: COMING_SOON). */
const MEMBER01_ACTIVITIES: Record<number, Omit<ActivityState, 'promotionId'>> = {
  8801: { status: 'JOIN' },
  8802: { status: 'IN_PROGRESS' },
  8803: { status: 'CLAIM' },
  8804: { status: 'JOINED' },
  8805: { status: 'CLAIM' },
  8806: { status: 'ISSUED' },
  8807: { status: 'CLAIMED' },
  8808: { status: 'APPLYING', pictures: [{ type: 'image/png', bytes: 182_344 }], remarks: 'x250 on Gates of Olympus' },
  8809: { status: 'REJECTED', rejectReason: SEEDED_REJECT_REASON },
  8810: { status: 'JOIN' },
  8811: { status: 'JOIN' },
  8812: { status: 'JOIN' },
  8813: { status: 'JOIN' },
};

/** Everyone else: the open activities to join or claim (no VIP gift, no welcome back, no insurance). */
const DEFAULT_ACTIVITIES: Record<number, Omit<ActivityState, 'promotionId'>> = {
  8801: { status: 'JOIN' },
  8802: { status: 'JOIN' },
  8803: { status: 'CLAIM' },
  8804: { status: 'JOIN' },
  8805: { status: 'CLAIM' },
  8808: { status: 'JOIN' },
  8810: { status: 'JOIN' },
  8811: { status: 'JOIN' },
  8812: { status: 'JOIN' },
  8813: { status: 'JOIN' },
};

export const activityStart = (anchor: number, def: ActivityDefinition) => anchor + def.startDay * DAY;
export const activityEnd = (anchor: number, def: ActivityDefinition) => anchor + def.endDay * DAY - 1;

/** Statuses that end with the activity (what is claimed, issued or under review stays). */
const ENDS_WITH_ACTIVITY: readonly ActivityStatus[] = ['JOIN', 'JOINED', 'IN_PROGRESS', 'CLAIM'];

/** The status the member sees at `time`. */
export function activityStatus(anchor: number, def: ActivityDefinition, st: ActivityState, time: number): ActivityStatus {
  if (time < activityStart(anchor, def)) return 'COMING_SOON';
  if (time > activityEnd(anchor, def) && ENDS_WITH_ACTIVITY.includes(st.status)) return 'CLOSED';
  return st.status;
}

/** A raffle activity's draw: one schedule a day, named after the promotion and the day. */
export const raffleScheduleId = (anchor: number, def: ActivityDefinition): string => `RS-${def.promotionId}-${stamp(anchor).slice(0, 8)}`;

/** The activity as the contract's `RewardActivity`. */
export function publicActivity(origin: string, anchor: number, def: ActivityDefinition, st: ActivityState, time: number) {
  const status = activityStatus(anchor, def, st, time);
  return {
    promotionId: def.promotionId,
    title: def.title,
    summary: def.summary,
    imageUrl: cdnUrl(
      origin,
      `promotions/${def.promotionId}.svg?${new URLSearchParams({ label: def.title.replace(` ${ALWAYS_REJECTED}`, ''), sub: def.category })}`,
    ),
    category: def.category,
    startTime: activityStart(anchor, def),
    endTime: activityEnd(anchor, def),
    ...(def.rewardAmount === undefined ? {} : { rewardAmount: def.rewardAmount }),
    status,
    applyWithImages: def.applyWithImages,
    ...(def.raffle ? { raffleScheduleId: raffleScheduleId(anchor, def) } : {}),
    rulesHtml: def.rulesHtml,
    ...(status === 'REJECTED' && st.rejectReason ? { rejectReason: st.rejectReason } : {}),
  };
}

/* ------------------------------------------------------------------ missions */

export type MissionMetric = 'VALID_BET' | 'DEPOSIT' | 'LOGIN_DAYS' | 'GAMES_PLAYED';
export type MissionClaimStatus = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';

export interface MissionDefinition {
  missionId: string;
  title: string;
  description: string;
  metric: MissionMetric;
  target: number;
  reward: number;
  /** Days from the anchor: the mission ends at the end of the day before `endDay`. */
  endDay: number;
}

export const MISSIONS: readonly MissionDefinition[] = [
  {
    missionId: 'MS-1001',
    title: 'Valid bets 2,000,000 ₫',
    description: 'Reach 2,000,000 ₫ of valid bets this week.',
    metric: 'VALID_BET',
    target: 2_000_000,
    reward: 50_000,
    endDay: 5,
  },
  {
    missionId: 'MS-1002',
    title: 'Play 30 games',
    description: 'Play 30 rounds of any game this week.',
    metric: 'GAMES_PLAYED',
    target: 30,
    reward: 30_000,
    endDay: 5,
  },
  {
    missionId: 'MS-1003',
    title: 'Log in 5 days',
    description: 'Log in on 5 different days this week.',
    metric: 'LOGIN_DAYS',
    target: 5,
    reward: 20_000,
    endDay: 5,
  },
  {
    missionId: 'MS-1004',
    title: 'Deposit 10,000,000 ₫',
    description: 'Deposit 10,000,000 ₫ in total this month.',
    metric: 'DEPOSIT',
    target: 10_000_000,
    reward: 150_000,
    endDay: 12,
  },
  {
    missionId: WEEKEND_WARRIOR.missionId,
    title: WEEKEND_WARRIOR.title,
    description: 'Reach 5,000,000 ₫ of valid bets over the weekend.',
    metric: 'VALID_BET',
    target: 5_000_000,
    reward: WEEKEND_WARRIOR.amount,
    endDay: 0,
  },
];

/** The leaderboard shown when no mission is named. */
export const LEADERBOARD_MISSION = 'MS-1001';

export const missionDefinition = (missionId: string) => MISSIONS.find((m) => m.missionId === missionId);
export const missionEnd = (anchor: number, def: MissionDefinition) => anchor + def.endDay * DAY - 1;

const MEMBER01_PROGRESS: Record<string, number> = {
  'MS-1001': 2_000_000,
  'MS-1002': 30,
  'MS-1003': 3,
  'MS-1004': 6_500_000,
  [WEEKEND_WARRIOR.missionId]: 5_000_000,
};

/** Other members' progress: part of the way, drawn from the username. */
function defaultProgress(username: string, def: MissionDefinition): number {
  const share = 0.1 + (hashText(`mission:${username}:${def.missionId}`) % 70) / 100;
  return def.metric === 'LOGIN_DAYS' || def.metric === 'GAMES_PLAYED' ? Math.floor(def.target * share) : Math.round((def.target * share) / 1000) * 1000;
}

export function missionStatus(anchor: number, def: MissionDefinition, st: MissionState, time: number): MissionClaimStatus {
  if (st.claimedAt !== undefined) return 'CLAIMED';
  if (time > missionEnd(anchor, def)) return 'EXPIRED';
  return st.progress >= def.target ? 'CLAIMABLE' : 'IN_PROGRESS';
}

export function publicMission(anchor: number, def: MissionDefinition, st: MissionState, time: number) {
  return {
    missionId: def.missionId,
    title: def.title,
    description: def.description,
    endTime: missionEnd(anchor, def),
    metric: def.metric,
    progress: st.progress,
    target: def.target,
    reward: def.reward,
    claimStatus: missionStatus(anchor, def, st, time),
  };
}

const LEADER_NAMES = ['ng', 'tr', 'le', 'ph', 'vo', 'da', 'bu', 'ho', 'du', 'ly', 'ma', 'to', 'ha', 'qu', 'vu', 'do', 'la', 'hu', 'ca', 'th'];
/** The reward of a leaderboard rank. */
export const rankReward = (rank: number): number =>
  rank === 1 ? 2_000_000 : rank === 2 ? 1_000_000 : rank === 3 ? 500_000 : rank <= 10 ? 200_000 : rank <= 20 ? 50_000 : 0;
export const maskUsername = (username: string) => `${username.slice(0, 2)}***${username.slice(-2)}`;

/**
 * A mission's leaderboard: 20 players drawn from the mission id (the best at 6 × the target,
 * the 20th at about half of it) with the member placed by their progress; the footer is the
 * member's own line (rank null below the 20th).
 */
export function leaderboard(def: MissionDefinition, username: string, progress: number) {
  const rand = seededRandom(`leaderboard:${def.missionId}`);
  const counted = def.metric === 'LOGIN_DAYS' || def.metric === 'GAMES_PLAYED';
  const cap = def.metric === 'LOGIN_DAYS' ? 7 : Number.POSITIVE_INFINITY;
  const decay = (0.5 / 6) ** (1 / 19);
  const players = Array.from({ length: 20 }, (_, i) => {
    const value = def.target * 6 * decay ** i * (0.97 + rand() * 0.03);
    const name = `${LEADER_NAMES[Math.floor(rand() * LEADER_NAMES.length)]!}***${String(Math.floor(rand() * 100)).padStart(2, '0')}`;
    return { username: name, reachedValue: Math.min(cap, counted ? Math.max(1, Math.round(value)) : Math.round(value / 1000) * 1000), me: false };
  });
  if (progress > 0) players.push({ username: maskUsername(username), reachedValue: progress, me: true });
  // Ties: the one who got there first (the drawn players) ranks first.
  const ranked = players.sort((a, b) => b.reachedValue - a.reachedValue).slice(0, 20);
  const mine = ranked.findIndex((p) => p.me);
  return {
    content: ranked.map((p, i) => ({ rank: i + 1, username: p.username, reachedValue: p.reachedValue, reward: rankReward(i + 1) })),
    footer: { rank: mine >= 0 ? mine + 1 : null, reachedValue: progress, reward: mine >= 0 ? rankReward(mine + 1) : 0 },
  };
}

/* ------------------------------------------------------------------ a member's rewards */

/** The referral code of a demo account other than member01: its name and id. */
const referralCodeOf = (account: MockAccount) =>
  `${account.username
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 8)}-${String(account.id % 100).padStart(2, '0')}`;

/** When member01 was credited the seeded bonus of `remark` (demo-script.ts). */
function seededCredit(anchor: number, remark: string): number {
  const bonus = member01Bonuses().find((b) => b.remark === remark);
  return bonus ? anchor - bonus.daysAgo * DAY + bonus.minute * MINUTE : anchor;
}

/** A member's rewards as the seed gives them (member01's showcase, a plainer set for the others). */
export function initialRewards(account: MockAccount, demo: boolean, anchor: number): MemberRewards {
  const member01 = account.username === 'member01';
  const activities: ActivityState[] = Object.entries(member01 ? MEMBER01_ACTIVITIES : DEFAULT_ACTIVITIES).map(([id, st]) => ({
    promotionId: Number(id),
    ...st,
  }));
  const missions: MissionState[] = MISSIONS.map((def) => ({
    missionId: def.missionId,
    progress: member01 ? (MEMBER01_PROGRESS[def.missionId] ?? 0) : defaultProgress(account.username, def),
  }));
  if (member01) {
    // The claimed activity and mission were paid by the BONUS entries the money seed wrote.
    const welcome = activities.find((a) => a.promotionId === WELCOME_BACK.promotionId);
    if (welcome) welcome.claimedAt = seededCredit(anchor, WELCOME_BACK.title);
    const applied = activities.find((a) => a.status === 'APPLYING');
    if (applied) applied.appliedAt = anchor - DAY + 15 * 60 * MINUTE;
    const warrior = missions.find((m) => m.missionId === WEEKEND_WARRIOR.missionId);
    if (warrior) warrior.claimedAt = seededCredit(anchor, `Mission reward: ${WEEKEND_WARRIOR.title}`);
  }
  return {
    activities,
    missions,
    referral: { code: member01 ? MEMBER01_REFERRAL_CODE : demo ? referralCodeOf(account) : null, friends: member01 ? [...MEMBER01_FRIENDS] : [] },
  };
}

/** Seeds every account's rewards (the demo accounts of a fresh state). */
export function seedRewards(state: PlatformState): void {
  state.rewards ??= {};
  for (const account of Object.values(state.accounts)) state.rewards[account.username] ??= initialRewards(account, true, state.ledgerAnchor);
}

/** A member's rewards, made on first use for members registered since the state was made. */
export function rewardsOf(state: PlatformState, account: MockAccount): MemberRewards {
  state.rewards ??= {};
  const rewards = state.rewards[account.username] ?? initialRewards(account, false, state.ledgerAnchor);
  state.rewards[account.username] = rewards;
  return rewards;
}

/* ------------------------------------------------------------------ transitions */

/** The member applies: APPLYING, reviewed `REVIEW_MS` later. */
export function applyFor(st: ActivityState, time: number, pictures: { type: string; bytes: number }[], remarks: string): void {
  st.status = 'APPLYING';
  st.appliedAt = time;
  st.reviewAt = time + REVIEW_MS;
  st.pictures = pictures;
  st.remarks = remarks;
  delete st.rejectReason;
}

/** The mock's review: ISSUED, or REJECTED for the activities that are always rejected. */
export function review(st: ActivityState): void {
  const def = activityDefinition(st.promotionId);
  delete st.reviewAt;
  if (def?.title.includes(ALWAYS_REJECTED)) {
    st.status = 'REJECTED';
    st.rejectReason = REVIEW_REJECT_REASON;
  } else st.status = 'ISSUED';
}

/** The reviews waiting on the mock clock (settle runs them when due). */
export function reviewsDue(state: PlatformState): { time: number; run(): void }[] {
  const due: { time: number; run(): void }[] = [];
  for (const rewards of Object.values(state.rewards ?? {})) {
    for (const st of rewards.activities) {
      const at = st.reviewAt;
      if (st.status === 'APPLYING' && at !== undefined) due.push({ time: at, run: () => review(st) });
    }
  }
  return due;
}

/** Credits a reward to the main wallet: a BONUS entry of the ledger. */
export function creditReward(
  state: PlatformState,
  username: string,
  amount: number,
  remark: string,
  bonusType: LedgerEntry['bonusType'],
  time: number,
): LedgerEntry {
  return post(state, username, {
    time,
    type: 'BONUS',
    amount: round2(amount),
    accountTypeId: MAIN_WALLET,
    reference: nextNo(state, 'BN', time),
    remark,
    bonusType,
  });
}

/* ------------------------------------------------------------------ referral */

export const REFERRAL_RULES_HTML = [
  '<p>Share your link or code. A friend who registers with it and deposits at least <b>200,000 ₫</b> within 30 days qualifies.</p>',
  '<ul>',
  ...REFERRAL_TIERS.map(
    (t) => `<li>From the ${t.invitations === 1 ? '1st' : `${t.invitations}th`} qualified friend: ${t.reward.toLocaleString('en-US')} ₫ each</li>`,
  ),
  '</ul>',
  '<p>Rewards enter your main wallet with a turnover of 1 ×.</p>',
].join('');

/** The friends as the contract's referral list rows, newest first. */
export function referralRows(anchor: number, friends: readonly SeededFriend[]) {
  const rewards = new Map(qualifiedFriends(friends).map(({ friend, reward }) => [friend, reward]));
  return [...friends]
    .sort((a, b) => a.registeredDaysAgo - b.registeredDaysAgo)
    .map((f, i) => ({
      username: f.username,
      registeredAt: anchor - f.registeredDaysAgo * DAY + (14 * 60 + i * 17) * MINUTE,
      status: f.status,
      ...(f.firstDepositAmount === undefined ? {} : { firstDepositAmount: f.firstDepositAmount }),
      reward: rewards.get(f) ?? 0,
    }));
}

/** A new member's code, made when asked with autoGenerate: their name and a number drawn from it. */
export const generatedReferralCode = (account: MockAccount) =>
  `${account.username
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 8)}-${String(hashText(`referral:${account.username}`) % 100).padStart(2, '0')}`;

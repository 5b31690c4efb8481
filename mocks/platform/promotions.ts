/**
 * The mock platform's promotions (docs/design/issue15.md, "2. Promotions"): what /promotions and
 * /promoDetail show. They are the reward centre's activities (rewards.ts `ACTIVITIES`, same ids
 * and times; 8813, the always-rejected test activity, is not a promotion) and the merchant's
 * other promotions below (rebate, points, app, referral, live casino, ...). Times are days from
 * the state's anchor. A promotion is UPCOMING before its start, ENDED after its end, else
 * ONGOING; lists leave ended ones out, the detail answers every id. With a session, an activity
 * promotion carries the member's activity as the reward centre shows it.
 *
 * The claim hall and the rebate are in ./rebate.ts and ./routes/promotions.ts; `promotionsDue`
 * gives `settle` (money.ts) the automatic rebate paid at 01:00.
 */
import { cdnUrl } from './core/catalog';
import { DAY } from './core/clock';
import type { MockAccount, PlatformState } from './core/state';
import { rebateDue } from './rebate';
import { ACTIVITIES, type ActivityDefinition, ALWAYS_REJECTED, activityEnd, activityStart, publicActivity, rewardsOf } from './rewards';

export const PROMOTION_CATEGORIES = [
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'deposit_promo',
  'player_rank_rules',
  'point_mall',
  'app_download',
  'new_player',
  'other_promo',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** The operator's labels of the categories (English; the client translates the codes). */
export const CATEGORY_NAMES: Record<PromotionCategory, string> = {
  rng_promo: 'Slots',
  live_promo: 'Live casino',
  pvp_promo: 'Card games',
  sport_promo: 'Sports',
  fish_promo: 'Fishing',
  lotto_promo: 'Lottery',
  rebate_promo: 'Rebate',
  deposit_promo: 'Deposit',
  player_rank_rules: 'VIP',
  point_mall: 'Points mall',
  app_download: 'App',
  new_player: 'New players',
  other_promo: 'Other',
};

export type PromotionAction = 'ACTIVITY' | 'REBATE' | 'POINT_MALL' | 'REFERRAL' | 'MISSION' | 'APP_DOWNLOAD' | 'DEPOSIT' | 'NONE';
export type PeriodStatus = 'UPCOMING' | 'ONGOING' | 'ENDED';

export interface PromotionDefinition {
  id: number;
  title: string;
  summary: string;
  category: PromotionCategory;
  promotionType: PromotionAction;
  /** Days from the anchor: from the start of `startDay` to the end of the day before `endDay` (none: long-term). */
  startDay: number;
  endDay?: number;
  hot: boolean;
  rewardAmount?: number;
  /** The rules, operator HTML. */
  content: string;
  steps: readonly string[];
  /** The reward-centre activity of the same id (ACTIVITY promotions). */
  activity?: ActivityDefinition;
}

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The rules of a merchant promotion: the summary, the steps, the general terms. */
const merchantContent = (summary: string, steps: readonly string[], extra = '') =>
  `<p>${escapeHtml(summary)}</p><ul>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>${extra}<p>General terms apply.</p>`;

/** The activities as promotions: category, HOT, "up to" and the steps (8810 ended: the detail only). */
const ACTIVITY_PROMOTIONS: Record<number, { category: PromotionCategory; hot: boolean; rewardAmount?: number; steps: readonly string[] }> = {
  8801: {
    category: 'deposit_promo',
    hot: true,
    rewardAmount: 5_000_000,
    steps: [
      'Join the promotion on this page.',
      'Make your first deposit of at least 200,000 ₫.',
      'The bonus is credited to your main wallet; play its turnover within 7 days.',
    ],
  },
  8802: {
    category: 'rng_promo',
    hot: false,
    rewardAmount: 288_000,
    steps: ['Join the race.', 'Reach 20,000,000 ₫ of valid slot bets by Sunday 23:59.', 'Claim the reward in the claim hall.'],
  },
  8803: { category: 'other_promo', hot: false, rewardAmount: 38_000, steps: ['Log in today.', 'Claim the reward before midnight.'] },
  8804: {
    category: 'sport_promo',
    hot: false,
    rewardAmount: 2_000_000,
    steps: ['Join before you bet.', 'Bet on SABA or CMD368 sports over the weekend.', '5% of your net loss is paid on Monday.'],
  },
  8805: {
    category: 'other_promo',
    hot: true,
    rewardAmount: 888_000,
    steps: ['Open the lucky wheel once a day.', 'The prize enters your main wallet at once.'],
  },
  8806: { category: 'player_rank_rules', hot: false, rewardAmount: 288_000, steps: ['Reach VIP 3.', 'Claim your gift in your birthday month.'] },
  8807: { category: 'deposit_promo', hot: false, rewardAmount: 500_000, steps: ['Deposit after 30 days away.', 'Claim the bonus in the claim hall.'] },
  8808: {
    category: 'rng_promo',
    hot: false,
    rewardAmount: 188_000,
    steps: ['Win 100 × or more on a slot.', 'Apply with 1 to 3 screenshots (PNG or JPEG, 5 MB each).', 'After review the reward waits in the claim hall.'],
  },
  8809: {
    category: 'sport_promo',
    hot: false,
    rewardAmount: 200_000,
    steps: ['Lose a parlay of 5 legs or more by one leg.', 'Apply with the bet slip.', 'After review the reward waits in the claim hall.'],
  },
  8810: { category: 'deposit_promo', hot: false, rewardAmount: 150_000, steps: ['Deposit during the festival.', 'The bonus is credited to your main wallet.'] },
  8811: { category: 'lotto_promo', hot: false, steps: ['Deposit during the activity: every 1,000,000 ₫ is a ticket.', 'Watch the live draw.'] },
  8812: {
    category: 'other_promo',
    hot: false,
    rewardAmount: 50_000,
    steps: ['Take a screenshot of your best win.', 'Apply with 1 to 3 images.', 'After review the reward waits in the claim hall.'],
  },
};

type MerchantRow = [
  id: number,
  title: string,
  category: PromotionCategory,
  type: PromotionAction,
  startDay: number,
  endDay: number | undefined,
  hot: boolean,
  rewardAmount: number | undefined,
  summary: string,
  steps: readonly string[],
];

/** The merchant's promotions that are not activities of the reward centre. */
const MERCHANT_ROWS: readonly MerchantRow[] = [
  [
    8901,
    'Daily rebate up to 1.2%',
    'rebate_promo',
    'REBATE',
    -120,
    undefined,
    false,
    undefined,
    'Claim a rebate on every valid bet, every day.',
    [
      'Play any game: every settled valid bet counts.',
      'Claim it in Promotions → Rebate (lottery rebates are paid automatically at 01:00).',
      'Unclaimed rebate expires at the end of the next day.',
    ],
  ],
  [
    8902,
    'Bet and earn points',
    'point_mall',
    'POINT_MALL',
    -120,
    undefined,
    false,
    undefined,
    '1 point for every 1,000 ₫ of valid bets; spend them in the points mall.',
    [
      'Bet: 1 point per 1,000 ₫ of valid bets (lottery 0.5).',
      'Points are credited at the end of every day and never expire.',
      'Redeem rewards or convert points to cash in the points mall.',
    ],
  ],
  [
    8903,
    'Get the app: 58,000 ₫',
    'app_download',
    'APP_DOWNLOAD',
    -30,
    60,
    false,
    58_000,
    'Log in on our app for the first time and get 58,000 ₫.',
    ['Download the app for Android or iOS.', 'Log in with your account.', 'The bonus is credited within 10 minutes.'],
  ],
  [
    8904,
    'Invite friends, up to 200,000 ₫ each',
    'new_player',
    'REFERRAL',
    -60,
    undefined,
    true,
    200_000,
    'Earn for every friend who joins and deposits.',
    ['Share your referral link or code.', 'Your friend registers and deposits 200,000 ₫ within 30 days.', 'Your reward enters your main wallet.'],
  ],
  [
    8905,
    'Live casino winning streak',
    'live_promo',
    'NONE',
    -5,
    2,
    true,
    1_888_000,
    'Win 8 baccarat hands in a row for up to 1,888,000 ₫.',
    ['Play Evolution baccarat with at least 100,000 ₫ a hand.', 'Win 5 to 8 hands in a row.', 'Send your round numbers to customer service within 24 hours.'],
  ],
  [
    8906,
    'Fish hunter weekly prize pool',
    'fish_promo',
    'NONE',
    -3,
    4,
    false,
    5_000_000,
    "A 5,000,000 ₫ pool for the week's best hunters.",
    ['Play any fishing game.', 'Every 100,000 ₫ of valid bets is a ticket.', 'The top 20 share the pool on Monday.'],
  ],
  [
    8907,
    'Card games tournament',
    'pvp_promo',
    'NONE',
    2,
    9,
    false,
    10_000_000,
    'Tiến Lên tournament, 10,000,000 ₫ for the best 10.',
    ['Sit at a tournament table from the start date.', 'Play at least 50 hands.', 'The best 10 share 10,000,000 ₫.'],
  ],
  [
    8908,
    'Lottery 2D pays 99×',
    'lotto_promo',
    'NONE',
    -14,
    16,
    false,
    undefined,
    'Northern lottery 2D now pays 99 times the stake.',
    ['Bet on 2D in the northern lottery.', 'A winning number pays 99 ×.'],
  ],
  [
    8909,
    'VIP ranks and upgrade bonus',
    'player_rank_rules',
    'NONE',
    -365,
    undefined,
    false,
    8_888_000,
    'Rise through 10 VIP ranks; each pays an upgrade bonus.',
    ['Your rank rises with your monthly valid bets.', 'Each new rank pays an upgrade bonus, up to 8,888,000 ₫ at VIP 10.'],
  ],
  [
    8910,
    'New members: three deposit bonuses',
    'new_player',
    'DEPOSIT',
    -90,
    undefined,
    true,
    3_000_000,
    '50%, 30% and 20% on your first three deposits.',
    ['Register and verify your mobile number.', 'Make your first three deposits within 7 days.', 'Get 50%, 30% and 20%, up to 3,000,000 ₫.'],
  ],
  [
    8911,
    'Weekly missions',
    'other_promo',
    'MISSION',
    -7,
    7,
    false,
    150_000,
    "Finish the week's missions for up to 150,000 ₫.",
    ['Open the missions in the member centre.', 'Complete them before Sunday 23:59.', 'Claim each reward in the missions panel.'],
  ],
];

/** Operator HTML with an `onerror` image: the client must sanitise it (as 8801's rules). */
const INJECTED_IMAGE = '<img src="x" onerror="window.__rulesInjected = true" alt="">';

/** Every promotion, the activities first (in the reward centre's order), then the merchant's. */
export const PROMOTIONS: readonly PromotionDefinition[] = [
  ...ACTIVITIES.flatMap((def): PromotionDefinition[] => {
    const extra = ACTIVITY_PROMOTIONS[def.promotionId];
    if (!extra || def.title.includes(ALWAYS_REJECTED)) return [];
    return [
      {
        id: def.promotionId,
        title: def.title,
        summary: def.summary,
        category: extra.category,
        promotionType: 'ACTIVITY',
        startDay: def.startDay,
        endDay: def.endDay,
        hot: extra.hot,
        ...(extra.rewardAmount === undefined ? {} : { rewardAmount: extra.rewardAmount }),
        content: def.rulesHtml,
        steps: extra.steps,
        activity: def,
      },
    ];
  }),
  ...MERCHANT_ROWS.map(
    ([id, title, category, promotionType, startDay, endDay, hot, rewardAmount, summary, steps]): PromotionDefinition => ({
      id,
      title,
      summary,
      category,
      promotionType,
      startDay,
      ...(endDay === undefined ? {} : { endDay }),
      hot,
      ...(rewardAmount === undefined ? {} : { rewardAmount }),
      content: merchantContent(summary, steps, id === 8905 ? INJECTED_IMAGE : ''),
      steps,
    }),
  ),
];

export const promotionDefinition = (id: number): PromotionDefinition | undefined => PROMOTIONS.find((p) => p.id === id);

export const promotionStart = (anchor: number, def: PromotionDefinition): number =>
  def.activity ? activityStart(anchor, def.activity) : anchor + def.startDay * DAY;
export function promotionEnd(anchor: number, def: PromotionDefinition): number | undefined {
  if (def.activity) return activityEnd(anchor, def.activity);
  return def.endDay === undefined ? undefined : anchor + def.endDay * DAY - 1;
}

export function periodStatus(anchor: number, def: PromotionDefinition, time: number): PeriodStatus {
  if (time < promotionStart(anchor, def)) return 'UPCOMING';
  const end = promotionEnd(anchor, def);
  return end !== undefined && time > end ? 'ENDED' : 'ONGOING';
}

/** The promotions a list shows at `time` (not ended), hot first, then the newest start first. */
export function listedPromotions(anchor: number, time: number, category?: PromotionCategory): PromotionDefinition[] {
  return PROMOTIONS.filter((p) => periodStatus(anchor, p, time) !== 'ENDED' && (!category || p.category === category)).sort(
    (a, b) => Number(b.hot) - Number(a.hot) || promotionStart(anchor, b) - promotionStart(anchor, a) || a.id - b.id,
  );
}

/** The categories holding a listed promotion, in the platform's order, with their counts. */
export function promotionCategories(anchor: number, time: number): { category: PromotionCategory; name: string; count: number }[] {
  const listed = listedPromotions(anchor, time);
  return PROMOTION_CATEGORIES.flatMap((category) => {
    const count = listed.filter((p) => p.category === category).length;
    return count > 0 ? [{ category, name: CATEGORY_NAMES[category], count }] : [];
  });
}

/** A promotion as the contract's `Promotion`; `account` adds the member's activity, when they have it. */
export function publicPromotion(state: PlatformState, origin: string, def: PromotionDefinition, account: MockAccount | null, time: number) {
  const anchor = state.ledgerAnchor;
  const end = promotionEnd(anchor, def);
  const st = account && def.activity ? rewardsOf(state, account).activities.find((a) => a.promotionId === def.id) : undefined;
  const sub = CATEGORY_NAMES[def.category].toUpperCase();
  return {
    id: def.id,
    title: def.title,
    summary: def.summary,
    category: def.category,
    announcementImages: [
      { url: cdnUrl(origin, `promotions/${def.id}.svg?${new URLSearchParams({ label: def.title, sub })}`), sequence: 1 },
      { url: cdnUrl(origin, `banners/promo-${def.id}.svg?${new URLSearchParams({ label: def.title, sub })}`), sequence: 2 },
    ],
    startDate: promotionStart(anchor, def),
    ...(end === undefined ? {} : { endDate: end }),
    periodStatus: periodStatus(anchor, def, time),
    promotionType: def.promotionType,
    ...(def.rewardAmount === undefined ? {} : { rewardAmount: def.rewardAmount }),
    hot: def.hot,
    ...(def.activity && st ? { activity: publicActivity(origin, anchor, def.activity, st, time) } : {}),
  };
}

/** A promotion as the contract's `PromotionDetail`: the list's fields, the rules and the steps. */
export function publicPromotionDetail(state: PlatformState, origin: string, def: PromotionDefinition, account: MockAccount | null, time: number) {
  const { activity, ...rest } = publicPromotion(state, origin, def, account, time);
  return { ...rest, content: def.content, steps: [...def.steps], ...(activity ? { activity } : {}) };
}

/** What falls due as the clock moves (money.ts `settle`): the automatic rebate at 01:00. */
export function promotionsDue(state: PlatformState): { time: number; run(): void }[] {
  return rebateDue(state);
}

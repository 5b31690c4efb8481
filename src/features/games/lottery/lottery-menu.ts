/**
 * Lottery menu rules (spec sections 2 and 9): the weekday selector of the Vietnamese central and
 * southern groups, where a lottery game opens, and the list limits.
 */
import type { LotteryGameMenu, LotteryMenuGroup } from '../../../generated/lgw/model';

/** Popular lottery games in the HOT strip, and slides per view. */
export const POPULAR_LOTTERY_COUNT = 20;
export const HOT_STRIP_SLIDES = 8;
/** Lottery games listed at most. */
export const LOTTERY_LIST_LIMIT = 100;

/** Groups with the weekday selector. */
export const WEEKDAY_GROUPS: readonly string[] = ['vietnam_central', 'vietnam_southern'];
/** Groups whose games open /vnlottery. */
export const VN_GROUPS: readonly string[] = ['vietnam_northern', 'vietnam_central', 'vietnam_southern'];

/** The selector's order: ALL, Monday (2) to Saturday (7), then Sunday (1). */
export const WEEKDAYS = ['ALL', '2', '3', '4', '5', '6', '7', '1'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Today's day number: 1 Sunday ... 7 Saturday. */
export const todayWeekday = (now: Date = new Date()): Weekday => String(now.getDay() + 1) as Weekday;

export function drawsOn(game: Pick<LotteryGameMenu, 'drawDayOfWeek'>, day: Weekday): boolean {
  if (day === 'ALL') return true;
  return game.drawDayOfWeek.split(',').some((d) => d.trim() === day);
}

/** Where a lottery game opens: the Vietnamese lottery for the Vietnamese groups, else /lottery with its play type. */
export type LotteryLink = { to: '/vnlottery'; search: { gameCode: string } } | { to: '/lottery'; search: { gameCode: string; playType?: string } };

export function lotteryLink(groupTag: string, game: Pick<LotteryGameMenu, 'code' | 'defaultPlayType'>): LotteryLink {
  if (VN_GROUPS.includes(groupTag)) return { to: '/vnlottery', search: { gameCode: game.code } };
  return { to: '/lottery', search: { gameCode: game.code, ...(game.defaultPlayType ? { playType: game.defaultPlayType } : {}) } };
}

/** The groups with at most `limit` games in all, in menu order. */
export function limitGames(groups: readonly LotteryMenuGroup[], limit: number = LOTTERY_LIST_LIMIT): LotteryMenuGroup[] {
  let left = limit;
  return groups.flatMap((group) => {
    if (left <= 0) return [];
    const gameMenus = group.gameMenus.slice(0, left);
    left -= gameMenus.length;
    return [{ ...group, gameMenus }];
  });
}

/** The menu group of a game code, if any. */
export function groupOf(groups: readonly LotteryMenuGroup[], code: string): LotteryMenuGroup | undefined {
  return groups.find((g) => g.gameMenus.some((m) => m.code === code));
}

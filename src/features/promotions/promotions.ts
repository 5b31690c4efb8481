/**
 * What the promotion screens work out from the platform's data: which image to show, what the
 * countdown counts to, the time left in words, what waits in the claim hall and how long ago a
 * win was. Plain functions, so they are tested without a screen.
 */
import type { Promotion, RewardActivity, WinnerRecord } from '../../generated/relay/model';
import { validTime } from '../../lib/dates';

/** The image of a sequence (1 the card, 2 the detail banner), else the other one. */
export function promotionImage(p: Pick<Promotion, 'announcementImages'>, sequence: 1 | 2): string | undefined {
  const images = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (images.find((i) => i.sequence === sequence) ?? images[sequence === 2 ? images.length - 1 : 0])?.url;
}

/** A card counts down only when the end is this close. */
export const CARD_COUNTDOWN_MS = 7 * 86_400_000;

export interface CountdownTarget {
  kind: 'ends' | 'starts';
  until: number;
}

/**
 * What a promotion counts down to at `now`: its start while upcoming, its end while ongoing (on
 * a card only when the end is within `within` ms); nothing when long-term, ended or past.
 */
export function countdownOf(
  p: Pick<Promotion, 'periodStatus' | 'startDate' | 'endDate'>,
  now: number,
  within = Number.POSITIVE_INFINITY,
): CountdownTarget | null {
  if (p.periodStatus === 'UPCOMING') return p.startDate > now ? { kind: 'starts', until: p.startDate } : null;
  if (p.periodStatus !== 'ONGOING' || p.endDate === undefined) return null;
  const left = p.endDate - now;
  return left > 0 && left <= within ? { kind: 'ends', until: p.endDate } : null;
}

/** The time left as days and `hh:mm:ss` (seconds rounded up, never below zero). */
export function splitDuration(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}

/** Statuses whose reward waits in the claim hall. */
export const WAITING_STATUSES: readonly string[] = ['CLAIM', 'ISSUED'];

export const isWaiting = (a: Pick<RewardActivity, 'status'>): boolean => WAITING_STATUSES.includes(a.status);
export const isRaffle = (a: Pick<RewardActivity, 'raffleScheduleId'>): boolean => Boolean(a.raffleScheduleId);

/** The claim hall: the rewards waiting, their total, and whether "claim all" has anything to take (raffles are drawn one by one). */
export function claimHall(activities: readonly RewardActivity[]): { waiting: RewardActivity[]; total: number; claimAllCount: number } {
  const waiting = activities.filter(isWaiting);
  return {
    waiting,
    total: waiting.reduce((sum, a) => sum + (a.rewardAmount ?? 0), 0),
    claimAllCount: waiting.filter((a) => !isRaffle(a)).length,
  };
}

/** How long ago a win was, in the unit that reads best (for Intl.RelativeTimeFormat); null for a time that is not a date. */
export function agoOf(time: number, now: number): { value: number; unit: 'minute' | 'hour' | 'day' } | null {
  if (validTime(time) === null) return null;
  const minutes = Math.max(0, Math.floor((now - time) / 60_000));
  if (minutes < 60) return { value: -minutes, unit: 'minute' };
  if (minutes < 24 * 60) return { value: -Math.floor(minutes / 60), unit: 'hour' };
  return { value: -Math.floor(minutes / (24 * 60)), unit: 'day' };
}

export const winnerKey = (w: WinnerRecord): string => `${w.username}-${w.time}-${w.winAmount}-${w.gameName}`;

import { describe, expect, it } from 'vitest';
import type { RewardActivity } from '../../generated/relay/model';
import { formatDay } from './format';
import { agoOf, CARD_COUNTDOWN_MS, claimHall, countdownOf, promotionImage, splitDuration } from './promotions';
import { manualSince } from './RebateSection';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('countdowns', () => {
  it('count to the start while upcoming and to the end while ongoing', () => {
    expect(countdownOf({ periodStatus: 'UPCOMING', startDate: NOW + DAY }, NOW)).toEqual({ kind: 'starts', until: NOW + DAY });
    expect(countdownOf({ periodStatus: 'ONGOING', startDate: NOW - DAY, endDate: NOW + 2 * DAY }, NOW)).toEqual({ kind: 'ends', until: NOW + 2 * DAY });
  });

  it('show on a card only when the end is within 7 days; never for long-term or ended promotions', () => {
    expect(countdownOf({ periodStatus: 'ONGOING', startDate: NOW - DAY, endDate: NOW + 8 * DAY }, NOW, CARD_COUNTDOWN_MS)).toBeNull();
    expect(countdownOf({ periodStatus: 'ONGOING', startDate: NOW - DAY, endDate: NOW + 6 * DAY }, NOW, CARD_COUNTDOWN_MS)?.kind).toBe('ends');
    expect(countdownOf({ periodStatus: 'ONGOING', startDate: NOW - DAY }, NOW)).toBeNull();
    expect(countdownOf({ periodStatus: 'ENDED', startDate: NOW - 9 * DAY, endDate: NOW - DAY }, NOW)).toBeNull();
    // Past its time while the list still says otherwise: nothing to count.
    expect(countdownOf({ periodStatus: 'UPCOMING', startDate: NOW - 1 }, NOW)).toBeNull();
  });

  it('split the time left into days and hh:mm:ss, never below zero', () => {
    expect(splitDuration(2 * DAY + 4 * 3_600_000 + 13 * 60_000 + 22_000)).toEqual({ days: 2, clock: '04:13:22' });
    expect(splitDuration(9 * 3_600_000 + 1)).toEqual({ days: 0, clock: '09:00:01' });
    expect(splitDuration(-5_000)).toEqual({ days: 0, clock: '00:00:00' });
  });
});

describe('the claim hall', () => {
  const activity = (promotionId: number, status: string, rewardAmount?: number, raffle = false) =>
    ({ promotionId, status, rewardAmount, ...(raffle ? { raffleScheduleId: 'RS-1' } : {}) }) as unknown as RewardActivity;

  it('holds the rewards in CLAIM and ISSUED with their total; claim all leaves raffles out', () => {
    const hall = claimHall([
      activity(1, 'CLAIM', 38_000),
      activity(2, 'ISSUED', 288_000),
      activity(3, 'CLAIM', 88_000, true),
      activity(4, 'JOIN', 5_000),
      activity(5, 'CLAIMED', 1),
    ]);
    expect(hall.waiting.map((a) => a.promotionId)).toEqual([1, 2, 3]);
    expect(hall.total).toBe(414_000);
    expect(hall.claimAllCount).toBe(2);
    expect(claimHall([activity(3, 'CLAIM', 88_000, true)]).claimAllCount).toBe(0);
  });
});

describe('pictures, amounts, days and times', () => {
  it('picks the card image (1) and the banner (2), each falling back on the other', () => {
    const both = {
      announcementImages: [
        { url: 'b', sequence: 2 },
        { url: 'a', sequence: 1 },
      ],
    };
    expect(promotionImage(both, 1)).toBe('a');
    expect(promotionImage(both, 2)).toBe('b');
    expect(promotionImage({ announcementImages: [{ url: 'a', sequence: 1 }] }, 2)).toBe('a');
  });

  it('writes days as dd/MM/yyyy', () => {
    expect(formatDay(new Date(2026, 10, 5, 13).getTime())).toBe('05/11/2026');
    expect(formatDay(9e18)).toBe('—');
  });

  it('says how long ago a win was', () => {
    expect(agoOf(NOW - 5 * 60_000, NOW)).toEqual({ value: -5, unit: 'minute' });
    expect(agoOf(NOW - 3 * 3_600_000, NOW)).toEqual({ value: -3, unit: 'hour' });
    expect(agoOf(NOW - 4 * DAY, NOW)).toEqual({ value: -4, unit: 'day' });
    expect(agoOf(NOW + 60_000, NOW)).toEqual({ value: -0, unit: 'minute' });
    // A time no date holds has no "ago" (RelativeTimeFormat throws on NaN).
    expect(agoOf(Number.NaN, NOW)).toBeNull();
    expect(agoOf(9e18, NOW)).toBeNull();
  });

  it('starts the rebate period at the earliest manual row', () => {
    const row = (mode: string, periodStart: number) => ({ mode, periodStart }) as never;
    expect(manualSince({ rows: [row('MANUAL', 30), row('AUTO', 10), row('MANUAL', 20)] })).toBe(20);
    expect(manualSince({ rows: [] })).toBeUndefined();
  });
});

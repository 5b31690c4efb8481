import { describe, expect, it } from 'vitest';
import type { LotteryMenuGroup } from '../../../generated/lgw/model';
import { drawsOn, groupOf, limitGames, lotteryLink, todayWeekday, WEEKDAYS } from './lottery-menu';

const group = (tag: string, codes: string[]): LotteryMenuGroup => ({
  tag,
  labelName: tag,
  gameGroupCode: 'VN',
  gameMenus: codes.map((code) => ({ code, remark: code, drawDayOfWeek: '1,2,3,4,5,6,7', defaultPlayType: 'LO2' })),
});

describe('the lottery menu rules', () => {
  it('orders the weekday selector ALL, 2 to 7, then 1, and defaults to today', () => {
    expect(WEEKDAYS).toEqual(['ALL', '2', '3', '4', '5', '6', '7', '1']);
    expect(todayWeekday(new Date(2026, 10, 22))).toBe('1'); // a Sunday
    expect(todayWeekday(new Date(2026, 10, 21))).toBe('7'); // a Saturday
  });

  it('keeps the games that draw on the chosen day', () => {
    expect(drawsOn({ drawDayOfWeek: '4,7' }, '7')).toBe(true);
    expect(drawsOn({ drawDayOfWeek: '4,7' }, '2')).toBe(false);
    expect(drawsOn({ drawDayOfWeek: '1' }, 'ALL')).toBe(true);
    expect(drawsOn({ drawDayOfWeek: '1, 4' }, '4')).toBe(true);
  });

  it('sends the Vietnamese groups to /vnlottery and the others to /lottery with the play type', () => {
    expect(lotteryLink('vietnam_central', { code: 'DANANG', defaultPlayType: 'LO2' })).toEqual({ to: '/vnlottery', search: { gameCode: 'DANANG' } });
    expect(lotteryLink('fast', { code: 'HN1F', defaultPlayType: 'DX' })).toEqual({ to: '/lottery', search: { gameCode: 'HN1F', playType: 'DX' } });
    expect(lotteryLink('fast', { code: 'HN1F' })).toEqual({ to: '/lottery', search: { gameCode: 'HN1F' } });
  });

  it('lists at most the limit of games across groups, in menu order', () => {
    const groups = [group('a', ['A1', 'A2', 'A3']), group('b', ['B1', 'B2']), group('c', ['C1'])];
    const limited = limitGames(groups, 4);
    expect(limited.map((g) => g.gameMenus.map((m) => m.code))).toEqual([['A1', 'A2', 'A3'], ['B1']]);
    expect(groupOf(groups, 'B2')?.tag).toBe('b');
  });
});

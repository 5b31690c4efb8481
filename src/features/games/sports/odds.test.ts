import { replaceEqualDeep } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Match, MatchLeague } from '../../../generated/relay/model';
import { boardRows, formatLine, lineFormat, movesBetween, picksOf } from './odds';
import { derby } from './test-match';

const football = derby;
const tennis: Match = { ...football, matchId: 'SABA-2-0', sport: 'TENNIS', homeTeam: 'A', awayTeam: 'B', markets: { winner: { home: 1.5, away: 2.6 } } };

describe('the odds of a match', () => {
  it('lists 1 X 2, the handicap (away takes the opposite line) and over/under, in the order the row shows them', () => {
    expect(picksOf(football).map((p) => [p.key, p.line, p.odds])).toEqual([
      ['winner.home', undefined, 2.1],
      ['winner.draw', undefined, 3.2],
      ['winner.away', undefined, 3.4],
      ['handicap.home', -0.25, 1.9],
      ['handicap.away', 0.25, 1.95],
      ['overUnder.over', 2.5, 1.85],
      ['overUnder.under', 2.5, 2],
    ]);
    // A two-way winner and no other market.
    expect(picksOf(tennis).map((p) => p.key)).toEqual(['winner.home', 'winner.away']);
  });

  it('marks the prices that rose or fell on the same line, and a changed score', () => {
    const next: Match = {
      ...football,
      homeScore: 1,
      markets: { ...football.markets, winner: { home: 1.6, draw: 3.2, away: 5 }, overUnder: { line: 3.5, over: 2, under: 1.8 } },
    };
    expect(movesBetween(football, next)).toEqual({ odds: { 'winner.home': 'down', 'winner.away': 'up' }, score: true });
    // Nothing to compare with, or another match: no marks.
    expect(movesBetween(undefined, next)).toEqual({ odds: {}, score: false });
    expect(movesBetween(tennis, next)).toEqual({ odds: {}, score: false });
    expect(movesBetween(football, { ...football, minute: 31 })).toEqual({ odds: {}, score: false });
  });

  it("keeps an unchanged match the same object across replies (Query's structural sharing), so its row is not drawn again", () => {
    const league = (matches: Match[]): MatchLeague[] => [{ leagueId: 'VL1', leagueName: 'V.League 1', sport: 'FOOTBALL', matchList: matches }];
    const before = league([football, tennis]);
    const after = replaceEqualDeep(before, league([structuredClone(football), { ...structuredClone(tennis), minute: 31 }]));
    expect(after[0]!.matchList[0]).toBe(football);
    expect(after[0]!.matchList[1]).not.toBe(tennis);
  });

  it('flattens leagues into a heading row and its match rows', () => {
    const rows = boardRows([{ leagueId: 'VL1', leagueName: 'V.League 1', sport: 'FOOTBALL', matchList: [football, tennis] }]);
    expect(rows.map((r) => r.key)).toEqual(['league:VL1', 'SABA-1-0', 'SABA-2-0']);
  });

  it('writes a handicap line signed and an over/under line plain, in the language', () => {
    const en = lineFormat('en');
    expect(formatLine(-0.25, 'handicap', en)).toBe('−0.25');
    expect(formatLine(1.5, 'handicap', en)).toBe('+1.5');
    expect(formatLine(0, 'handicap', en)).toBe('0');
    expect(formatLine(2.5, 'overUnder', en)).toBe('2.5');
    expect(formatLine(2.5, 'overUnder', lineFormat('vi'))).toBe('2,5');
  });
});

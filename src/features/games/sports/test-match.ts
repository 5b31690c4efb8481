/** A match in play for the sports tests: a Vietnamese derby with every market. */
import type { Match } from '../../../generated/relay/model';

export const derby: Match = {
  matchId: 'SABA-1-0',
  sport: 'FOOTBALL',
  startTime: 0,
  status: 'ROLLING',
  homeTeam: 'Hà Nội FC',
  awayTeam: 'Công An Hà Nội',
  homeScore: 0,
  awayScore: 0,
  minute: 30,
  period: 1,
  breakTime: false,
  markets: { winner: { home: 2.1, draw: 3.2, away: 3.4 }, handicap: { line: -0.25, home: 1.9, away: 1.95 }, overUnder: { line: 2.5, over: 1.85, under: 2 } },
};

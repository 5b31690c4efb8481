/**
 * The match board's pure parts (docs/design/sports.md): the odds of a match as a flat list of
 * picks, which of them moved since the last reply (and which way), the rows of the list, and
 * how a handicap line or odds are written.
 */
import type { Match, MatchLeague, SportCode } from '../../../generated/relay/model';

export type Market = 'winner' | 'handicap' | 'overUnder';
export type Side = 'home' | 'draw' | 'away' | 'over' | 'under';
export type Move = 'up' | 'down';

/** One price of a match: its market, side, the line it is for (handicap, over/under) and the odds. */
export interface Pick {
  key: `${Market}.${Side}`;
  market: Market;
  side: Side;
  line?: number;
  odds: number;
}

/** A match's prices in the order the row shows them: 1 X 2, handicap home and away, over and under. */
export function picksOf(match: Match): Pick[] {
  const { winner, handicap, overUnder } = match.markets;
  const picks: Pick[] = [{ key: 'winner.home', market: 'winner', side: 'home', odds: winner.home }];
  if (winner.draw !== undefined) picks.push({ key: 'winner.draw', market: 'winner', side: 'draw', odds: winner.draw });
  picks.push({ key: 'winner.away', market: 'winner', side: 'away', odds: winner.away });
  if (handicap) {
    picks.push({ key: 'handicap.home', market: 'handicap', side: 'home', line: handicap.line, odds: handicap.home });
    picks.push({ key: 'handicap.away', market: 'handicap', side: 'away', line: -handicap.line, odds: handicap.away });
  }
  if (overUnder) {
    picks.push({ key: 'overUnder.over', market: 'overUnder', side: 'over', line: overUnder.line, odds: overUnder.over });
    picks.push({ key: 'overUnder.under', market: 'overUnder', side: 'under', line: overUnder.line, odds: overUnder.under });
  }
  return picks;
}

/** What moved from one reply to the next: each price whose odds rose or fell (on the same line), and whether the score changed. */
export interface Moves {
  odds: Partial<Record<Pick['key'], Move>>;
  score: boolean;
}

export const NO_MOVES: Moves = { odds: {}, score: false };

export function movesBetween(before: Match | undefined, after: Match): Moves {
  if (!before || before.matchId !== after.matchId) return NO_MOVES;
  const old = new Map(picksOf(before).map((p) => [p.key, p]));
  const odds: Moves['odds'] = {};
  for (const pick of picksOf(after)) {
    const was = old.get(pick.key);
    // A new line is a new price, not a move of the old one.
    if (!was || was.line !== pick.line || was.odds === pick.odds) continue;
    odds[pick.key] = pick.odds > was.odds ? 'up' : 'down';
  }
  const score = before.homeScore !== after.homeScore || before.awayScore !== after.awayScore;
  return { odds, score };
}

/** The list's rows: a league's heading, then its matches. */
export type BoardRow = { kind: 'league'; key: string; league: MatchLeague } | { kind: 'match'; key: string; match: Match };

export function boardRows(leagues: readonly MatchLeague[]): BoardRow[] {
  return leagues.flatMap((league) => [
    { kind: 'league' as const, key: `league:${league.leagueId}`, league },
    ...league.matchList.map((match) => ({ kind: 'match' as const, key: match.matchId, match })),
  ]);
}

const lineFormats = new Map<string, Intl.NumberFormat>();

/** Lines in the member's language and Latin digits, with at most two decimals (one formatter per language). */
export function lineFormat(language: string): Intl.NumberFormat {
  let format = lineFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2, numberingSystem: 'latn' });
    lineFormats.set(language, format);
  }
  return format;
}

/** A line as bettors write it: signed for a handicap (+0.25, -1.5, 0), plain for over/under. */
export function formatLine(line: number, market: Market, number: Intl.NumberFormat): string {
  const text = number.format(Math.abs(line));
  if (market !== 'handicap' || line === 0) return text;
  return `${line > 0 ? '+' : '−'}${text}`;
}

export { SPORTS_OF } from './first-replies';

/** What a match's stage is called: halves, quarters, sets or maps. */
export function stageKind(sport: SportCode): 'half' | 'quarter' | 'set' | 'map' {
  if (sport === 'FOOTBALL') return 'half';
  if (sport === 'BASKETBALL') return 'quarter';
  if (sport === 'TENNIS') return 'set';
  return 'map';
}

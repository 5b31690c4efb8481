/**
 * The match feeds (docs/design/sports.md): fixtures from the anchor, the play of each sport on
 * the clock, odds that follow it and move every minute, and the jackpot pool.
 */
import { describe, expect, it } from 'vitest';
import { DAY, dayStart, HOUR, MINUTE } from './core/clock';
import { JACKPOT_CYCLE, JACKPOT_GROWTH, JACKPOT_SEED, jackpotIn } from './jackpot';
import {
  bestOfThree,
  byLeague,
  FEEDS,
  type Feed,
  type Fixture,
  feedAt,
  fixtureById,
  LEAGUES,
  type ListedMatch,
  lineChance,
  matchState,
  SPORTS_OF,
  slotFixtures,
} from './sports';

// Three days the state could be made on, at different hours.
const ANCHORS = [dayStart(Date.UTC(2026, 10, 20, 3)), dayStart(Date.UTC(2026, 10, 24, 3)), dayStart(Date.UTC(2027, 1, 2, 3))];
const feed = (vassalage: string) => FEEDS.find((f) => f.vassalage === vassalage)!;
const SABA = feed('SABA');

const oddsOf = (m: { state: { markets: ListedMatch['state']['markets'] } }) => {
  const { winner, handicap, overUnder } = m.state.markets;
  return [winner.home, winner.draw, winner.away, handicap?.line, handicap?.home, handicap?.away, overUnder?.line, overUnder?.over, overUnder?.under];
};

/** A football fixture of SABA's feed (the backbone plays football at every full hour). */
function football(anchor: number): Fixture {
  const fixture = slotFixtures(SABA, anchor, 40)[0]!;
  expect(fixture.sport).toBe('FOOTBALL');
  return fixture;
}

describe('the fixtures', () => {
  it('are the same for the same anchor and another day for another one', () => {
    const [a, b] = ANCHORS;
    expect(feedAt(SABA, a!, a! + 10 * HOUR)).toEqual(feedAt(SABA, a!, a! + 10 * HOUR));
    const ids = (anchor: number) => feedAt(SABA, anchor, anchor + 10 * HOUR).today.map((m) => `${m.fixture.homeTeam}/${m.fixture.awayTeam}`);
    expect(ids(a!)).not.toEqual(ids(b!));
  });

  it('give every vendor believable lists at any hour: a few dozen today and some in play; SBOBET a few hundred', () => {
    // Each match's checks are collected, not asserted one by one: 72 hours of seven feeds list
    // tens of thousands of matches, and an assertion apiece took most of this test's time.
    const wrong: string[] = [];
    for (const anchor of ANCHORS) {
      for (let hour = 0; hour < 24; hour += 1) {
        const time = anchor + hour * HOUR + 7 * MINUTE;
        for (const f of FEEDS) {
          const { rolling, today } = feedAt(f, anchor, time);
          if (f.size === 'large') {
            expect(today.length, f.vassalage).toBeGreaterThan(300);
            expect(rolling.length, f.vassalage).toBeGreaterThan(15);
          } else {
            expect(today.length, f.vassalage).toBeGreaterThanOrEqual(48);
            expect(today.length, f.vassalage).toBeLessThanOrEqual(110);
            expect(rolling.length, f.vassalage).toBeGreaterThanOrEqual(1);
          }
          for (const m of [...rolling, ...today]) {
            if (!SPORTS_OF[f.gameType].includes(m.fixture.sport)) wrong.push(`${f.vassalage} at ${time}: a ${m.fixture.sport} match`);
          }
          for (const m of today) {
            if (!(m.fixture.startTime > time && m.fixture.startTime < time + DAY))
              wrong.push(`${f.vassalage} at ${time}: today's match at ${m.fixture.startTime}`);
          }
        }
        // A football match is always in play on the default sportsbook (the browser test relies on it).
        expect(feedAt(SABA, anchor, time).rolling.some((m) => m.fixture.sport === 'FOOTBALL')).toBe(true);
      }
    }
    expect(wrong).toEqual([]);
    // 72 hours of seven feeds, each match's odds worked out: seconds on a busy machine.
  }, 60_000);

  it('play every league and game title of the type within a day', () => {
    for (const anchor of ANCHORS) {
      for (const f of [SABA, feed('TF')]) {
        const leagues = new Set(feedAt(f, anchor, anchor + 5 * HOUR).today.map((m) => m.fixture.league.id));
        expect([...leagues].sort()).toEqual(
          LEAGUES.filter((l) => SPORTS_OF[f.gameType].includes(l.sport))
            .map((l) => l.id)
            .sort(),
        );
      }
    }
  });

  it('pair two different teams of the league, and are found again by their id', () => {
    for (const anchor of ANCHORS) {
      for (const f of FEEDS) {
        for (const m of feedAt(f, anchor, anchor + 12 * HOUR).today.slice(0, 40)) {
          expect(m.fixture.homeTeam).not.toBe(m.fixture.awayTeam);
          expect(m.fixture.league.teams).toContain(m.fixture.homeTeam);
          expect(m.fixture.league.teams).toContain(m.fixture.awayTeam);
          expect(fixtureById(anchor, m.fixture.matchId)).toEqual(m.fixture);
        }
      }
    }
    expect(fixtureById(ANCHORS[0]!, 'SABA-n4-0')?.startTime).toBe(ANCHORS[0]! - HOUR);
    expect(fixtureById(ANCHORS[0]!, 'NOPE-1-0')).toBeUndefined();
    expect(fixtureById(ANCHORS[0]!, 'SABA-1-9')).toBeUndefined();
  });

  it('group by league in the leagues order, each league by start time', () => {
    const anchor = ANCHORS[1]!;
    const groups = byLeague(feedAt(SABA, anchor, anchor + 8 * HOUR).today);
    const order = LEAGUES.map((l) => l.id);
    expect(groups.map((g) => order.indexOf(g.leagueId))).toEqual([...groups.map((g) => order.indexOf(g.leagueId))].sort((a, b) => a - b));
    for (const g of groups) {
      const starts = g.matchList.map((m) => m.startTime);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const m of g.matchList) expect(m).not.toHaveProperty('homeScore');
    }
  });
});

describe('the play', () => {
  it('runs football through two halves and half-time, the score never going back', () => {
    const f = football(ANCHORS[0]!);
    const at = (minutes: number) => matchState(f, f.startTime + minutes * MINUTE);
    expect(at(-1).status).toBe('UPCOMING');
    expect(at(10)).toMatchObject({ status: 'ROLLING', play: { minute: 11, period: 1, breakTime: false } });
    expect(at(46)).toMatchObject({ play: { minute: 45, period: 1, breakTime: false } });
    expect(at(50)).toMatchObject({ play: { minute: 45, period: 1, breakTime: true } });
    expect(at(70)).toMatchObject({ play: { minute: 54, period: 2, breakTime: false } });
    expect(at(110)).toMatchObject({ play: { minute: 90, period: 2 } });
    expect(at(111).status).toBe('FINISHED');
    let last = [0, 0];
    for (let minute = 0; minute < 111; minute += 1) {
      const state = at(minute);
      if (state.status !== 'ROLLING') throw new Error('not in play');
      expect(state.play.homeScore).toBeGreaterThanOrEqual(last[0]!);
      expect(state.play.awayScore).toBeGreaterThanOrEqual(last[1]!);
      last = [state.play.homeScore, state.play.awayScore];
    }
  });

  it('scores goals in a believable number over many matches (about 2.7 a match)', () => {
    let goals = 0;
    let matches = 0;
    for (let slot = 0; slot < 400; slot += 4) {
      const f = slotFixtures(SABA, ANCHORS[2]!, slot)[0]!;
      const end = matchState(f, f.startTime + 110 * MINUTE);
      if (end.status !== 'ROLLING') throw new Error('not in play');
      goals += end.play.homeScore + end.play.awayScore;
      matches += 1;
    }
    expect(goals / matches).toBeGreaterThan(2);
    expect(goals / matches).toBeLessThan(3.5);
  });

  it('runs basketball over four quarters with breaks, to believable totals', () => {
    const anchor = ANCHORS[0]!;
    const f = slotFixtures(SABA, anchor, 2)[0]!;
    expect(f.sport).toBe('BASKETBALL');
    const at = (minutes: number) => matchState(f, f.startTime + minutes * MINUTE);
    expect(at(15)).toMatchObject({ play: { minute: 6, period: 1, breakTime: false } });
    expect(at(32)).toMatchObject({ play: { minute: 12, period: 1, breakTime: true } });
    expect(at(70)).toMatchObject({ play: { minute: 24, period: 2, breakTime: true } });
    expect(at(120)).toMatchObject({ play: { period: 4, breakTime: false } });
    expect(at(145).status).toBe('FINISHED');
    const end = at(144.9);
    if (end.status !== 'ROLLING') throw new Error('not in play');
    expect(end.play.homeScore + end.play.awayScore).toBeGreaterThan(170);
    expect(end.play.homeScore + end.play.awayScore).toBeLessThan(290);
    expect(end.markets.winner.draw).toBeUndefined();
  });

  it('plays tennis and e-sports as best of three: a winner with two sets or maps', () => {
    for (const [vendor, sports] of [
      ['SABA', ['TENNIS']],
      ['TF', SPORTS_OF.ESPORTS],
    ] as [string, readonly string[]][]) {
      const fixtures = Array.from({ length: 40 }, (_, i) => slotFixtures(feed(vendor), ANCHORS[1]!, 2 * i))
        .flat()
        .filter((f) => sports.includes(f.sport));
      expect(fixtures.length).toBeGreaterThan(5);
      for (const f of fixtures) {
        let last: { homeScore: number; awayScore: number } | undefined;
        for (let minute = 0; ; minute += 1) {
          const state = matchState(f, f.startTime + minute * MINUTE);
          if (state.status === 'FINISHED') break;
          if (state.status !== 'ROLLING') throw new Error('not in play');
          expect(state.play.homeScore).toBeLessThan(2);
          expect(state.play.awayScore).toBeLessThan(2);
          expect(state.play.period).toBeLessThanOrEqual(3);
          last = state.play;
        }
        // Just before the end, one side has one set and wins the one being played.
        expect(Math.max(last!.homeScore, last!.awayScore)).toBe(1);
        // A decider (one set or map each) leaves only the winner's market open.
        const decider = Array.from({ length: 200 }, (_, m) => matchState(f, f.startTime + m * MINUTE)).find(
          (s) => s.status === 'ROLLING' && s.play.homeScore === 1 && s.play.awayScore === 1,
        );
        if (decider?.status === 'ROLLING') expect(Object.keys(decider.markets)).toEqual(['winner']);
      }
    }
  });
});

describe('the odds', () => {
  it('move for every rolling match of every feed when the clock moves a minute', () => {
    for (const anchor of ANCHORS) {
      for (const time of [anchor + 3 * HOUR, anchor + 15 * HOUR + 20 * MINUTE]) {
        for (const f of FEEDS as Feed[]) {
          const before = feedAt(f, anchor, time).rolling;
          const after = new Map(feedAt(f, anchor, time + MINUTE).rolling.map((m) => [m.fixture.matchId, m]));
          for (const m of before) {
            const next = after.get(m.fixture.matchId);
            if (!next) continue; // it ended
            const play = (x: ListedMatch) => (x.state.status === 'ROLLING' ? [x.state.play.homeScore, x.state.play.awayScore] : []);
            expect([...oddsOf(next), ...play(next)], m.fixture.matchId).not.toEqual([...oddsOf(m), ...play(m)]);
          }
        }
      }
    }
  });

  it('are decimal odds within bounds, with a bookmaker margin, and lines near even money', () => {
    const anchor = ANCHORS[2]!;
    for (const time of [anchor + 2 * HOUR, anchor + 13 * HOUR]) {
      const { rolling, today } = feedAt(feed('SBO'), anchor, time);
      for (const m of [...rolling, ...today]) {
        const values = oddsOf(m).filter((v, i) => v !== undefined && i !== 3 && i !== 6) as number[];
        for (const v of values) {
          expect(v).toBeGreaterThanOrEqual(1.01);
          expect(v).toBeLessThanOrEqual(51);
          expect(Math.round(v * 100) / 100).toBe(v);
        }
        const { winner, handicap, overUnder } = m.state.markets;
        const book = 1 / winner.home + 1 / winner.away + (winner.draw ? 1 / winner.draw : 0);
        if (Math.max(winner.home, winner.away, winner.draw ?? 0) < 51 && Math.min(winner.home, winner.away) > 1.01) {
          expect(book).toBeGreaterThan(1.01);
          expect(book).toBeLessThan(1.12);
        }
        if (m.fixture.sport === 'FOOTBALL' || m.fixture.sport === 'BASKETBALL') {
          expect(Number.isInteger(handicap!.line * 4)).toBe(true);
          expect(Number.isInteger(overUnder!.line * 4)).toBe(true);
          if (m.state.status === 'ROLLING') expect(overUnder!.line).toBeGreaterThan(m.state.play.homeScore + m.state.play.awayScore);
          // Lines are set near even money: neither side of the handicap is a long shot.
          expect(Math.min(handicap!.home, handicap!.away)).toBeGreaterThan(1.3);
        } else if (m.state.status === 'UPCOMING') {
          expect(handicap!.line).toBe(m.state.markets.winner.home <= m.state.markets.winner.away ? -1.5 : 1.5);
          expect(overUnder!.line).toBe(2.5);
        }
      }
    }
  });

  it('follow the score: the side ahead late in a football match is the favourite', () => {
    let checked = 0;
    for (let slot = 0; slot < 600 && checked < 10; slot += 4) {
      const f = slotFixtures(SABA, ANCHORS[0]!, slot)[0]!;
      const state = matchState(f, f.startTime + 105 * MINUTE);
      if (state.status !== 'ROLLING' || state.play.homeScore === state.play.awayScore) continue;
      const leader = state.play.homeScore > state.play.awayScore ? state.markets.winner.home : state.markets.winner.away;
      expect(leader).toBeLessThan(1.3);
      checked += 1;
    }
    expect(checked).toBe(10);
  });

  it('lineChance: x.5 lines win or lose, whole lines refund a push, quarter lines split', () => {
    const above = (x: number) => (x < 0 ? 0.7 : x < 1 ? 0.4 : 0.1);
    const exactly = (n: number) => (n === 0 ? 0.3 : n === 1 ? 0.3 : 0);
    expect(lineChance(0.5, above, exactly)).toBe(0.4);
    expect(lineChance(0, above, exactly)).toBeCloseTo(0.4 / 0.7);
    expect(lineChance(0.25, above, exactly)).toBeCloseTo((0.4 / 0.7 + 0.4) / 2);
  });

  it('bestOfThree: the final scores of a best of three add up to one', () => {
    const finals = bestOfThree(1, 0, 0.6, 0.5);
    expect([...finals.keys()].sort()).toEqual(['1-2', '2-1', '2-0'].sort());
    expect(finals.get('2-0')).toBeCloseTo(0.6);
    expect([...finals.values()].reduce((a, b) => a + b)).toBeCloseTo(1);
  });
});

describe('the jackpot', () => {
  it('grows 1,850 ₫ a second from its seed and goes back to it every 7 days', () => {
    const anchor = ANCHORS[0]!;
    expect(jackpotIn('VND', anchor, anchor)).toMatchObject({
      amount: JACKPOT_SEED,
      currency: 'VND',
      currencySymbol: '₫',
      currencyPosition: 'PREFIX',
      growthPerSecond: JACKPOT_GROWTH,
    });
    expect(jackpotIn('VND', anchor, anchor + HOUR)!.amount).toBe(JACKPOT_SEED + 3600 * JACKPOT_GROWTH);
    expect(jackpotIn('VND', anchor, anchor + JACKPOT_CYCLE + 1000)!.amount).toBe(JACKPOT_SEED + JACKPOT_GROWTH);
  });

  it('is kept in other currencies by a fixed table, and in no others', () => {
    const anchor = ANCHORS[0]!;
    const usd = jackpotIn('USD', anchor, anchor + DAY)!;
    expect(usd).toMatchObject({ currency: 'USD', currencySymbol: '$', currencyPosition: 'PREFIX', growthPerSecond: 0.07 });
    expect(usd.amount).toBeCloseTo((JACKPOT_SEED + 86_400 * JACKPOT_GROWTH) / 25_400, 1);
    expect(jackpotIn('MMK', anchor, anchor)).toMatchObject({ currencySymbol: 'K', currencyPosition: 'SUFFIX' });
    expect(jackpotIn('EUR', anchor, anchor)).toBeUndefined();
  });
});

/**
 * The sports routes (docs/design/sports.md) through the real client transport (every reply
 * checked against the contract): a vendor's rolling and today's matches by league, the filters,
 * the clock moving them, the refusals, the scenarios, the jackpot, and a sportsbook launched at a
 * match.
 */
import { describe, expect, it, vi } from 'vitest';
import { advanceMockClock, mockStore, useScenario } from '../../node';
import { MINUTE } from '../core/clock';
import { MOCK_GAME_PATH } from '../game-page';
import { JACKPOT_GROWTH } from '../jackpot';
import { fixtureById, LEAGUES } from '../sports';
import { type Any, as, call, expectFailure, R } from './harness';

const MATCHES = `${R}/GCSGAME_getGameMatchV2`;
const JACKPOT = `${R}/VIS_getJackpot`;
const LAUNCH_GAME = '/wps/game/launchGame';

const matches = (query: Record<string, string>) => call('GET', MATCHES, undefined, query);
const rows = (board: Any): Any[] => board.list.flatMap((l: Any) => l.matchList);

describe('the matches', () => {
  it("lists SABA's rolling football, basketball and tennis by league when no vendor is named, the same for visitors and members", async () => {
    // One instant for both calls, so the odds cannot move a minute on between them.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const board = await matches({ gameType: 'SPORTS', listType: 'ROLLING' });
    expect(board).toMatchObject({
      vassalage: 'SABA',
      vendorName: 'SABA Sports',
      gameCode: 'saba-sports',
      eventLaunch: true,
      gameType: 'SPORTS',
      listType: 'ROLLING',
    });
    expect(board.rollingCount).toBe(rows(board).length);
    expect(board.rollingCount).toBeGreaterThan(0);
    expect(board.todayCount).toBeGreaterThan(40);
    const now = Date.now() + mockStore.state.clock.offsetMs;
    expect(Math.abs(board.serverTime - now)).toBeLessThan(5000);
    for (const league of board.list) {
      expect(LEAGUES.find((l) => l.id === league.leagueId)).toMatchObject({ name: league.leagueName, sport: league.sport });
      for (const m of league.matchList) {
        expect(m).toMatchObject({ status: 'ROLLING', sport: league.sport });
        expect(m.startTime).toBeLessThanOrEqual(board.serverTime);
        expect(typeof m.homeScore).toBe('number');
        expect(typeof m.minute).toBe('number');
        expect(m.period).toBeGreaterThanOrEqual(1);
        expect(m.markets.winner.home).toBeGreaterThanOrEqual(1.01);
      }
    }
    expect(rows(board).some((m) => m.sport === 'FOOTBALL' && m.markets.winner.draw && m.markets.handicap && m.markets.overUnder)).toBe(true);
    await as('member01');
    expect(await matches({ gameType: 'SPORTS', listType: 'ROLLING' })).toEqual(board);
  });

  it("lists today's matches to come, without a score, and SBOBET's few hundred", async () => {
    const board = await matches({ gameType: 'SPORTS', listType: 'TODAY' });
    expect(rows(board)).toHaveLength(board.todayCount);
    for (const m of rows(board)) {
      expect(m.status).toBe('UPCOMING');
      expect(m.startTime).toBeGreaterThan(board.serverTime);
      expect(m).not.toHaveProperty('homeScore');
      expect(m).not.toHaveProperty('minute');
    }
    const sbo = await matches({ gameType: 'SPORTS', listType: 'TODAY', vassalage: 'SBO' });
    expect(sbo).toMatchObject({ vassalage: 'SBO', vendorName: 'SBOBET', eventLaunch: true });
    expect(rows(sbo).length).toBeGreaterThan(300);
    expect((await matches({ gameType: 'SPORTS', listType: 'TODAY', vassalage: 'BTI' })).eventLaunch).toBe(false);
  });

  it('lists e-sports by game title, TF by default', async () => {
    const board = await matches({ gameType: 'ESPORTS', listType: 'TODAY' });
    expect(board).toMatchObject({ vassalage: 'TF', vendorName: 'TF Gaming', gameCode: 'tf-esports', gameType: 'ESPORTS' });
    expect(new Set(rows(board).map((m) => m.sport))).toEqual(new Set(['CS2', 'DOTA2', 'LOL', 'VALORANT', 'AOV']));
    const lol = await matches({ gameType: 'ESPORTS', listType: 'TODAY', vassalage: 'IMES', sport: 'LOL' });
    expect(lol.vassalage).toBe('IMES');
    expect(new Set(lol.list.map((l: Any) => l.leagueId))).toEqual(new Set(['LCK', 'LPL', 'VCS']));
  });

  it('filters by sport and league; the counts stay those of the vendor', async () => {
    const all = await matches({ gameType: 'SPORTS', listType: 'TODAY' });
    const tennis = await matches({ gameType: 'SPORTS', listType: 'TODAY', sport: 'TENNIS' });
    expect(rows(tennis).length).toBeGreaterThan(0);
    expect(rows(tennis)).toEqual(rows(all).filter((m) => m.sport === 'TENNIS'));
    const epl = await matches({ gameType: 'SPORTS', listType: 'TODAY', sport: 'FOOTBALL', leagueId: 'EPL' });
    expect(epl.list.map((l: Any) => l.leagueId)).toEqual(['EPL']);
    expect(epl.todayCount).toBe(all.todayCount);
    expect((await matches({ gameType: 'SPORTS', listType: 'TODAY', leagueId: 'NOSUCH' })).list).toEqual([]);
  });

  it('moves with the mock clock: a rolling match plays on (minute, score, odds)', async () => {
    const before = rows(await matches({ gameType: 'SPORTS', listType: 'ROLLING' }));
    // An odd number of minutes: the odds' wobble turns from up to down (sports.ts `odds`), so a
    // match between two points (a tennis set, a break) still moves. Two minutes wobbled the same
    // way, by amounts that rounding to cents could make equal.
    advanceMockClock(3 * MINUTE);
    const after = new Map(rows(await matches({ gameType: 'SPORTS', listType: 'ROLLING' })).map((m) => [m.matchId, m]));
    const still = before.filter((m) => after.has(m.matchId));
    expect(still.length).toBeGreaterThan(0);
    for (const m of still) {
      const next = after.get(m.matchId);
      expect([next.homeScore, next.awayScore, next.minute, next.markets]).not.toEqual([m.homeScore, m.awayScore, m.minute, m.markets]);
    }
    // Two hours on, every football match of before is over; today's first matches are in play.
    const soon = rows(await matches({ gameType: 'SPORTS', listType: 'TODAY' }))[0];
    advanceMockClock(2 * 60 * MINUTE);
    const later = rows(await matches({ gameType: 'SPORTS', listType: 'ROLLING' }));
    expect(later.map((m) => m.matchId)).not.toContain(before.find((m) => m.sport === 'FOOTBALL')!.matchId);
    // It is in play if it started in those two hours and not over 100 minutes ago (a football match runs 111).
    const laterNow = Date.now() + mockStore.state.clock.offsetMs;
    const inPlay = soon.startTime < laterNow - 5 * MINUTE && soon.startTime > laterNow - 100 * MINUTE;
    if (inPlay && soon.sport === 'FOOTBALL') expect(later.map((m) => m.matchId)).toContain(soon.matchId);
  });

  it('refuses a missing or unknown type or list, a sport of the other type and a vendor without a feed of the type', async () => {
    await expectFailure(matches({ listType: 'ROLLING' }), 400, 'request_param_err');
    await expectFailure(matches({ gameType: 'SPORTS' }), 400, 'request_param_err');
    await expectFailure(matches({ gameType: 'LIVE', listType: 'ROLLING' }), 400, 'request_param_err');
    await expectFailure(matches({ gameType: 'SPORTS', listType: 'ROLLING', sport: 'CS2' }), 400, 'request_param_err');
    await expectFailure(matches({ gameType: 'SPORTS', listType: 'ROLLING', vassalage: 'TF' }), 400, 'request_param_err');
    await expectFailure(matches({ gameType: 'ESPORTS', listType: 'ROLLING', vassalage: 'PG' }), 400, 'request_param_err');
  });

  it('are empty in the empty scenario (counts too), and fail in server-error', async () => {
    useScenario('empty');
    expect(await matches({ gameType: 'SPORTS', listType: 'ROLLING' })).toMatchObject({ list: [], rollingCount: 0, todayCount: 0, vassalage: 'SABA' });
    useScenario('server-error');
    await expectFailure(matches({ gameType: 'SPORTS', listType: 'ROLLING' }), 500, 'system.error');
  });
});

describe('the jackpot', () => {
  it('is the VND pool without a currency, growing 1,850 ₫ a second on the mock clock', async () => {
    const first = await call('POST', JACKPOT, { merchant_code: 'DEMO' });
    expect(first).toMatchObject({ currency: 'VND', currencySymbol: '₫', currencyPosition: 'PREFIX', growthPerSecond: JACKPOT_GROWTH });
    expect(first.amount).toBeGreaterThan(8_000_000_000);
    advanceMockClock(10_000);
    const later = await call('POST', JACKPOT, { merchant_code: 'DEMO', currency: 'VND' });
    expect(later.updatedAt - first.updatedAt).toBeGreaterThanOrEqual(10_000);
    expect(later.amount - first.amount).toBeCloseTo(((later.updatedAt - first.updatedAt) / 1000) * JACKPOT_GROWTH, 0);
    await as('member01');
    expect((await call('POST', JACKPOT, { merchant_code: 'DEMO', currency: 'USD' })).currencySymbol).toBe('$');
  });

  it('refuses a currency it keeps no pool in, and a missing merchant', async () => {
    await expectFailure(call('POST', JACKPOT, { merchant_code: 'DEMO', currency: 'EUR' }), 400, 'jackpot.currency.not.supported');
    await expectFailure(call('POST', JACKPOT, { currency: 'VND' }), 400, 'request_param_err');
    useScenario('server-error');
    await expectFailure(call('POST', JACKPOT, { merchant_code: 'DEMO' }), 500, 'system.error');
  });
});

describe('a sportsbook launched at a match', () => {
  const launch = (vassalage: string, gameId: string, eventId?: string) =>
    call('GET', LAUNCH_GAME, undefined, {
      launchMode: 'GLS',
      gameId,
      accountType: 1,
      confirmTrans: 0,
      vassalage,
      platform: 'html5-desktop',
      clientType: 3,
      username: 'member01',
      merchantCode: 'DEMO',
      language: 'EN',
      ...(eventId ? { eventId } : {}),
    });

  it('opens at the match on a vendor that supports it, at its home page otherwise', async () => {
    await as('member01');
    const match = rows(await matches({ gameType: 'SPORTS', listType: 'ROLLING' }))[0];
    const fixture = fixtureById(mockStore.state.ledgerAnchor, match.matchId)!;
    const url = new URL((await launch('SABA', 'saba-sports', match.matchId)).content.game_url);
    expect(url.pathname).toBe(MOCK_GAME_PATH);
    expect(url.searchParams.get('vendor')).toBe('SABA');
    expect(url.searchParams.get('event')).toBe(`${match.homeTeam} v ${match.awayTeam} · ${fixture.league.name}`);
    // BTi does not open at a match; an unknown match (no slot holds an eighth match) opens the
    // sportsbook's home page.
    expect(new URL((await launch('BTI', 'bti-sportsbook', match.matchId)).content.game_url).searchParams.has('event')).toBe(false);
    expect(new URL((await launch('SABA', 'saba-sports', 'SABA-99999-7')).content.game_url).searchParams.has('event')).toBe(false);
  });
});

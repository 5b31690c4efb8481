/**
 * The sports routes (docs/design/sports.md): a vendor's rolling or today's matches by league
 * (mocks/platform/sports.ts) and the jackpot pool (mocks/platform/jackpot.ts). Both work with or
 * without a session and answer the same.
 */
import { now } from '../core/clock';
import { badParam, enumParam, fail, ok, type Routes, str } from '../core/context';
import { JACKPOT_CURRENCIES, jackpotIn, MERCHANT_CURRENCY } from '../jackpot';
import { byLeague, feedAt, feedOf, feedVendor, type MatchGameType, type MatchListType, SPORTS_OF, type SportCode } from '../sports';

export const sportRoutes: Routes = {
  getGameMatches(ctx) {
    const gameType = enumParam<MatchGameType>(ctx, 'gameType', ['SPORTS', 'ESPORTS']);
    if (!gameType) return badParam('gameType');
    const listType = enumParam<MatchListType>(ctx, 'listType', ['ROLLING', 'TODAY']);
    if (!listType) return badParam('listType');
    const sport = enumParam<SportCode>(ctx, 'sport', SPORTS_OF[gameType]);
    if (sport === null) return badParam('sport');
    const vassalage = str(ctx.query.vassalage) || undefined;
    const feed = feedOf(gameType, vassalage);
    if (!feed) return badParam('vassalage');
    const leagueId = str(ctx.query.leagueId) || undefined;
    if (leagueId !== undefined && !/^[A-Za-z0-9_-]{1,40}$/.test(leagueId)) return badParam('leagueId');

    const time = now(ctx.state);
    const { rolling, today } = feedAt(feed, ctx.state.ledgerAnchor, time);
    const listed = (listType === 'ROLLING' ? rolling : today).filter(
      (m) => (!sport || m.fixture.sport === sport) && (!leagueId || m.fixture.league.id === leagueId),
    );
    // The empty scenario empties the lists; the counts say so too.
    const empty = ctx.scenario === 'empty';
    return ok({
      vassalage: feed.vassalage,
      ...feedVendor(feed),
      eventLaunch: feed.eventLaunch,
      gameType,
      listType,
      serverTime: time,
      rollingCount: empty ? 0 : rolling.length,
      todayCount: empty ? 0 : today.length,
      list: byLeague(listed),
    });
  },

  getJackpot(ctx) {
    if (!str(ctx.body.merchant_code)) return badParam('merchant_code');
    const currency = str(ctx.body.currency) || MERCHANT_CURRENCY;
    if (!/^[A-Z]{3}$/.test(currency)) return badParam('currency');
    if (!JACKPOT_CURRENCIES[currency]) return fail(400, 'jackpot.currency.not.supported', `No jackpot is kept in ${currency}`);
    return ok(jackpotIn(currency, ctx.state.ledgerAnchor, now(ctx.state)));
  },
};

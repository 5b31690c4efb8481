/** Routes of the /wps/relay surface that hold state or need realistic content. */
import {
  announcements,
  CATALOG,
  type CatalogGame,
  CONTENT_TIME,
  findGames,
  gameByNode,
  gameItem,
  HOT_GAMES,
  pvpRooms,
  vassGameTypes,
  vendorLanes,
  winners,
} from '../core/catalog';
import { badParam, fail, intParam, isFailure, needAccount, ok, type RouteContext, type Routes, str } from '../core/context';
import type { MockAccount } from '../core/state';

const GAME_TYPES = ['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'ESPORTS'];

const favoriteIds = (account: MockAccount | null) => account?.favorites.map((f) => f.nodeId) ?? [];

/** The catalogue as the scenario shows it: nothing in `empty`. */
const catalogOf = (ctx: RouteContext): readonly CatalogGame[] => (ctx.scenario === 'empty' ? [] : CATALOG);

/** One page of games (`GameListPage`), or the 400 for a bad page parameter. */
function page(ctx: RouteContext, games: readonly CatalogGame[]) {
  const pageNo = intParam(ctx, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(ctx, 'pageSize', 10, 1, 100);
  if (pageNo === null) return badParam('pageNo');
  if (pageSize === null) return badParam('pageSize');
  const favorites = favoriteIds(ctx.account);
  return ok({
    games: games.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((g) => gameItem(ctx.url.origin, g, favorites)),
    totalPages: Math.ceil(games.length / pageSize),
    totalCount: games.length,
  });
}

function gameTypeParam(ctx: RouteContext): string | null | undefined {
  const gameType = str(ctx.query.gameType);
  if (!gameType) return undefined;
  return GAME_TYPES.includes(gameType) ? gameType : null;
}

export const relayRoutes: Routes = {
  getHotGames: (ctx) => ok({ list: HOT_GAMES.map((g) => gameItem(ctx.url.origin, g, favoriteIds(ctx.account))) }),

  getGameVendors: (ctx) => ok({ data: { lanes: vendorLanes(ctx.url.origin) } }),

  getVassGameType: (ctx) => ok({ content: ctx.scenario === 'empty' ? {} : vassGameTypes() }),

  getGameList(ctx) {
    const gameType = gameTypeParam(ctx);
    if (gameType === null) return badParam('gameType');
    const games = findGames(catalogOf(ctx), { gameType, vassalage: str(ctx.query.vassalage) || undefined, keyword: str(ctx.query.keyword) });
    return page(ctx, games);
  },

  getRoomList(ctx) {
    const vassalage = str(ctx.query.vassalage);
    if (!vassalage) return badParam('vassalage');
    const nodeId = str(ctx.query.nodeId) ? Number(ctx.query.nodeId) : undefined;
    if (nodeId !== undefined && !Number.isInteger(nodeId)) return badParam('nodeId');
    return ok({ list: pvpRooms(vassalage, nodeId) });
  },

  getFavoriteGames(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    return ok({ list: a.favorites.map((f) => ({ nodeId: Number(f.nodeId), vendor: f.vendor, gameType: f.gameType })) });
  },

  getFavoriteGamesList(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const gameType = gameTypeParam(ctx);
    if (gameType === null) return badParam('gameType');
    const favorites = ctx.scenario === 'empty' ? [] : a.favorites.flatMap((f) => gameByNode(Number(f.nodeId)) ?? []);
    return page(ctx, findGames(favorites, { gameType }));
  },

  addFavoriteGame(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const game = gameByNode(Number(ctx.body.nodeId));
    if (!game) return fail(400, 'game.not.exist', 'This game does not exist');
    if (!a.favorites.some((f) => f.nodeId === String(game.nodeId))) {
      a.favorites.push({ nodeId: String(game.nodeId), vendor: game.vassalage, gameType: game.gameType });
    }
    return ok(true);
  },

  removeFavoriteGame(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const nodeId = str(ctx.query.nodeId);
    if (!/^\d+$/.test(nodeId)) return badParam('nodeId');
    a.favorites = a.favorites.filter((f) => f.nodeId !== nodeId);
    return ok(true);
  },

  getRecentGames(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const size = intParam(ctx, 'size', 10, 1, 50) ?? 10;
    const favorites = favoriteIds(a);
    const recent = a.recentGames.flatMap((id) => gameByNode(Number(id)) ?? []).slice(0, size);
    // The mock keeps the order of launches, not their times: the newest was 25 minutes before the content time, then every 3 hours.
    return ok({ list: recent.map((g, i) => ({ ...gameItem(ctx.url.origin, g, favorites), lastPlayTime: CONTENT_TIME - 25 * 60_000 - i * 3 * 3_600_000 })) });
  },

  getListAnnouncements(ctx) {
    const all = announcements(ctx.url.origin);
    const types = new Set(String(ctx.query.types ?? '').split(','));
    return ok({
      banners: types.has('B') ? all.banners : [],
      player: types.has('PL') ? all.player : [],
      popup: types.has('PU') && ctx.account ? all.popup : [],
      promotion: types.has('PR') ? all.promotion : [],
    });
  },
  getWinnerBoard: () => ok(winners()),
};

/** Routes of the /wps/relay surface that hold state or need realistic content. */
import { announcements, CATALOG, gameItem, winners } from '../catalog';
import { ok, type Routes } from '../context';

export const relayRoutes: Routes = {
  getHotGames: (ctx) => ok({ list: CATALOG.filter((g) => g.isHot).map((g) => gameItem(ctx.url.origin, g, ctx.account?.favorites.map((f) => f.nodeId))) }),
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

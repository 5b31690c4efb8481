/**
 * The spec's lazy areas (section 2), each its own chunk, loaded on demand. A chunk that fails or
 * takes longer than 120 seconds rejects with a ChunkLoadError, which the route error view shows
 * as a translated message with a retry; a retry imports the chunk again.
 */
import type { ComponentType } from 'react';
import { type LazyComponent, lazyComponent, loadChunk } from '../ui/lazy';

export { ChunkLoadError, loadChunk, retryFailedAreas } from '../ui/lazy';

const importers = {
  download: () => import('../features/download/DownloadPage'),
  egame: () => import('../features/games/lobby/GamesPage'),
  elott: () => import('../features/games/lottery/ElottPage'),
  help: () => import('../features/help/HelpPage'),
  index: () => import('../features/games/home/HomePage'),
  joinus: () => import('../features/join/JoinPage'),
  lottery: () => import('../features/games/lottery/LotteryPage'),
  maintain: () => import('../features/status/MaintenanceView'),
  pointMall: () => import('../features/point-mall/PointMallPage'),
  promo: () => import('../features/promotions/PromotionsPage'),
  promoDetail: () => import('../features/promotions/PromoDetailPage'),
  regiona: () => import('../features/status/RegionRestrictedView'),
  seamless: () => import('../features/games/lobby/SeamlessPage'),
  sports: () => import('../features/games/sports/SportsPage'),
  vnlottery: () => import('../features/games/lottery/VnLotteryPage'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type LazyAreaName = keyof typeof importers;
/** The areas' names (a function: the site never lists them, and a constant would be built into it all the same). */
export const lazyAreaNames = () => Object.keys(importers) as LazyAreaName[];

export function loadArea(name: LazyAreaName, timeoutMs?: number): Promise<{ default: ComponentType }> {
  return loadChunk(name, importers[name], timeoutMs);
}

/**
 * A component that renders an area, suspending while its chunk loads. The router calls its
 * `preload` when a link to the route shows intent (defaultPreload 'intent') and before it renders
 * the route, so a navigation keeps the current screen until the area is here.
 */
export function lazyArea(name: LazyAreaName): LazyComponent<object> {
  return lazyComponent(name, importers[name]);
}

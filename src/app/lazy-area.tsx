/**
 * The spec's lazy areas (section 2), each its own chunk, loaded on demand. A chunk that fails or
 * takes longer than 120 seconds rejects with a ChunkLoadError, which the route error view shows
 * as a translated message with a retry; a retry imports the chunk again.
 */
import { type ComponentType, type FunctionComponent, use } from 'react';
import { config } from '../config';

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
export const LAZY_AREAS = Object.keys(importers) as LazyAreaName[];

export class ChunkLoadError extends Error {
  readonly area: string;
  constructor(area: string, cause: unknown) {
    super(`Loading chunk ${area} failed`, { cause });
    this.name = 'ChunkLoadError';
    this.area = area;
  }
}

const loading = new Map<string, Promise<{ default: ComponentType }>>();
const failed = new Set<string>();
/**
 * The address of a chunk whose fetch failed, by area. A browser may keep a failed module fetch
 * for the page's life (the module map), so a retry imports that address again with a query of
 * its own, which is a new fetch.
 */
const failedUrls = new Map<string, string>();
let retries = 0;

function failedUrlOf(cause: unknown): string | undefined {
  const match = /(https?:\/\/[^\s'"]+\.js)/.exec(cause instanceof Error ? cause.message : String(cause));
  return match?.[1];
}

/** Forgets the chunks that failed, so the next render loads them again (the retry button). */
export function retryFailedAreas(): void {
  for (const name of failed) loading.delete(name);
  failed.clear();
}

/**
 * Loads a chunk once. A failure or a time-out stays until `retryFailedAreas`, so rendering
 * does not loop on a chunk that cannot load.
 */
export function loadChunk(
  name: string,
  importer: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = config.requestTimeoutMs,
): Promise<{ default: ComponentType }> {
  let promise = loading.get(name);
  if (!promise) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
    });
    const url = failedUrls.get(name);
    retries += 1;
    const load = url ? () => import(/* @vite-ignore */ `${url}?retry=${retries}`) as Promise<{ default: ComponentType }> : importer;
    promise = Promise.race([load(), timeout])
      .catch((cause: unknown) => {
        failed.add(name);
        const address = failedUrlOf(cause);
        if (address) failedUrls.set(name, address);
        throw new ChunkLoadError(name, cause);
      })
      .finally(() => clearTimeout(timer));
    loading.set(name, promise);
  }
  return promise;
}

export function loadArea(name: LazyAreaName, timeoutMs?: number): Promise<{ default: ComponentType }> {
  return loadChunk(name, importers[name], timeoutMs);
}

/** A component that renders an area, suspending while its chunk loads. */
export function lazyArea(name: LazyAreaName): FunctionComponent {
  function LazyArea() {
    const { default: Area } = use(loadArea(name));
    return <Area />;
  }
  LazyArea.displayName = `LazyArea(${name})`;
  return LazyArea;
}

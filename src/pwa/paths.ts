/**
 * What the service worker (sw.ts), its registration (register.ts) and the build (scripts/lib/pwa.ts)
 * agree on. No imports: the service worker's bundle takes it alone.
 */

/** The service worker's script, at the site's root so that its scope is the whole site. */
export const SW_URL = '/sw.js';
/** The view a page that cannot be fetched shows instead (scripts/lib/pwa.ts writes it). */
export const OFFLINE_PAGE = 'offline.html';
/** The web app manifest (vite-plugin-pwa writes it). */
export const MANIFEST_FILE = 'manifest.webmanifest';
/** Hashed files (`/assets/`): they never change, so the service worker answers them from its cache first. */
export const ASSETS_PATH = '/assets/';
/** Its cache of hashed files fetched at run time (precached ones live in Workbox's precache). */
export const ASSETS_CACHE = 'assets';
/**
 * Paths the service worker never answers nor caches: the platform's API (replies, sessions, money)
 * and the mock platform's own pages and calls. The network alone serves them.
 */
export const NETWORK_ONLY_PATHS = /^\/(wps|lgw|lotto|mock-cdn|mock-game|mock-chat|__mock|__)\//;

/** Messages from a page to the service worker. */
export type WorkerMessage =
  /** The waiting version takes over (the member chose Reload). */
  | { type: 'SKIP_WAITING' }
  /** Hashed files the page loaded before the service worker ran (its language's texts among them): kept for offline. */
  | { type: 'CACHE_ASSETS'; urls: string[] };

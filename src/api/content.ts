/**
 * Site content several screens share (navigation, footer, pages): one set of parameters and one
 * cache lifetime each, so every screen reads the same cached reply.
 */
import { config } from '../config';
import { useGetGameVendors } from '../generated/relay/endpoints/games/games';
import { useGetHelpCenter } from '../generated/wps/endpoints/system/system';

const CONTENT_STALE_MS = 10 * 60_000;

/** The vendor lanes of the navigation (spec: gameVendor). */
export function useGameVendors() {
  return useGetGameVendors({ platform: 'html5-desktop', merchant: config.merchant }, { query: { staleTime: CONTENT_STALE_MS } });
}

/** The help centre's categories and articles. */
export function useHelpCenter() {
  return useGetHelpCenter({ query: { staleTime: CONTENT_STALE_MS } });
}

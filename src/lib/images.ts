/**
 * Images from the server (spec section 9): their addresses, and which of them loaded already, so
 * an image drawn again (the first banner, drawn by the entry and then by the app) does not fade in
 * a second time. No React here: the entry uses it before the app's script loads.
 */
import { safeHttpUrl } from './url';

/** Images that loaded once, newest last; at most 200 are remembered (spec section 9). */
export const IMAGE_CACHE_LIMIT = 200;
const loaded = new Set<string>();

export function rememberLoaded(url: string): void {
  loaded.delete(url);
  loaded.add(url);
  if (loaded.size > IMAGE_CACHE_LIMIT) loaded.delete(loaded.values().next().value!);
}

export function wasLoaded(url: string): boolean {
  return loaded.has(url);
}

/** An image address from the server: absolute http(s), or a path on the chosen image host. */
export function imageUrl(src: string | null | undefined, imageHost: string | null | undefined): string | null {
  if (!src) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) return safeHttpUrl(src);
  return imageHost ? safeHttpUrl(src.replace(/^\/?/, '/'), imageHost) : safeHttpUrl(src);
}

/** A random host of a list (spec section 9: a random CDN of imageCDNs and launchGameCDNs). */
export function pickHost(hosts: readonly string[] | undefined, random: () => number = Math.random): string | null {
  if (!hosts || hosts.length === 0) return null;
  return hosts[Math.floor(random() * hosts.length)] ?? null;
}

let imageHost: string | null | undefined;

/** The image host of this visit: one of `imageCDNs`, chosen at random once, for the entry and the app alike. */
export function chooseImageHost(hosts: readonly string[] | undefined): string | null {
  if (imageHost === undefined && hosts) imageHost = pickHost(hosts);
  return imageHost ?? null;
}

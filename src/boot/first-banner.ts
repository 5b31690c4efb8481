/**
 * The first view's largest paint, the first banner, drawn by the entry into the HTML shell before
 * the app's script loads (issue 16). Its two calls start at once, side by side; the app takes their
 * replies (early.ts) and, when it renders, draws the same image, already loaded, in the same place.
 */

import { chooseImageHost, imageUrl, rememberLoaded } from '../lib/images';
import { startEarly } from './early';
import { announcementsParams, systemStatusParams } from './params';

interface EarlyStatus {
  info?: { imageCDNs?: string[] };
}
interface EarlyAnnouncements {
  banners?: { url?: string; title?: string }[];
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The addresses of the two calls, as the generated client writes them (first-banner.test.ts). */
export function firstCallUrls(): { status: string; announcements: string } {
  return {
    status: `/wps/system/status?${query(systemStatusParams())}`,
    announcements: `/wps/relay/MCSFE_getListAnnouncements?${query(announcementsParams())}`,
  };
}

/** Draws the first banner into `slot` and resolves once it has loaded (or there is none, or it failed). */
export async function paintFirstBanner(slot: HTMLElement): Promise<void> {
  const urls = firstCallUrls();
  const [status, announcements] = await Promise.all([startEarly<EarlyStatus>(urls.status), startEarly<EarlyAnnouncements>(urls.announcements)]);
  const banner = announcements?.banners?.[0];
  const url = imageUrl(banner?.url, chooseImageHost(status?.info?.imageCDNs));
  if (!banner || !url) return;
  const image = new Image(1200, 360);
  image.className = 'home-banner__image';
  image.alt = banner.title ?? '';
  image.setAttribute('fetchpriority', 'high');
  image.src = url;
  slot.append(image);
  await new Promise((resolve) => {
    image.onload = image.onerror = resolve;
  });
  if (image.naturalWidth > 0) rememberLoaded(url);
}

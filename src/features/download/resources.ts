/**
 * The app downloads of the site info (docs/design/issue15.md, part 4): the domain route's list
 * when it has any, else the site's own; only the three kinds the page knows, the visitor's own
 * platform first.
 */
import type { DownloadResource, SiteInfo } from '../../generated/wps/model';

export const APP_KINDS = ['ANDROID', 'IOS', 'IOS_LITE'] as const;
export type AppKind = (typeof APP_KINDS)[number];
export type AppResource = DownloadResource & { resourceType: AppKind };

/** The slug of a kind in image addresses (`guides/ios-lite-1.svg`). */
export const APP_SLUG: Record<AppKind, string> = { ANDROID: 'android', IOS: 'ios', IOS_LITE: 'ios-lite' };

export type VisitorPlatform = 'android' | 'ios' | 'other';

/** The visitor's platform from the user agent (iPadOS 13+ says Macintosh, with touch). */
export function platformOf(userAgent: string, maxTouchPoints = 0): VisitorPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return 'other';
}

const isAppKind = (type: string): type is AppKind => (APP_KINDS as readonly string[]).includes(type);

/** The apps to show: one of each known kind (the first listed), the visitor's platform first. */
export function appResources(info: Pick<SiteInfo, 'resources' | 'domainRoute'> | undefined, platform: VisitorPlatform): AppResource[] {
  const routed = info?.domainRoute?.resources ?? [];
  const listed = routed.length > 0 ? routed : (info?.resources ?? []);
  const seen = new Set<string>();
  const apps = listed.filter((r): r is AppResource => isAppKind(r.resourceType) && !seen.has(r.resourceType) && Boolean(seen.add(r.resourceType)));
  const own = (r: AppResource) => (platform === 'android' ? r.resourceType === 'ANDROID' : platform === 'ios' ? r.resourceType !== 'ANDROID' : false);
  return [...apps.filter(own), ...apps.filter((r) => !own(r))];
}

/** The install guide to open first: the visitor's platform, else the first app shown. */
export function firstGuide(apps: readonly AppResource[], platform: VisitorPlatform): AppKind {
  if (platform === 'android') return 'ANDROID';
  if (platform === 'ios') return 'IOS';
  return apps[0]?.resourceType ?? 'ANDROID';
}

/** How many steps each install guide has. */
export const GUIDE_STEPS = 4;

/** A picture on the image host (`${imageHost}/guides/...`), or null without a host. */
export function hostImage(imageHost: string | null, path: string, label: string): string | null {
  return imageHost ? `${imageHost.replace(/\/+$/, '')}/${path}?${new URLSearchParams({ label })}` : null;
}

/**
 * What the iOS Lite card offers (issue 32): the site itself, installed as an app.
 * - `standalone`: it runs from the home screen already;
 * - `installed`: installed on this device (from this page, or the browser says so);
 * - `prompt`: the browser offers to install it (Chromium: Android, desktop): an Install button;
 * - `ios-safari`: Safari on an iPhone or iPad: the Share → Add to Home Screen steps;
 * - `ios-other`: another browser on iOS: open the page in Safari;
 * - `none`: nothing to offer here (the QR code and the link remain).
 */
export type LiteInstall = 'standalone' | 'installed' | 'prompt' | 'ios-safari' | 'ios-other' | 'none';

/** Safari itself, not another browser or an app's web view on iOS (they lack Add to Home Screen, or `Safari/`). */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  return (
    platformOf(userAgent, maxTouchPoints) === 'ios' &&
    /\bSafari\//.test(userAgent) &&
    !/\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line|MicroMessenger)\//.test(userAgent)
  );
}

export function liteInstallState(now: { standalone: boolean; installed: boolean; prompt: boolean; userAgent: string; maxTouchPoints?: number }): LiteInstall {
  if (now.standalone) return 'standalone';
  if (now.installed) return 'installed';
  if (now.prompt) return 'prompt';
  if (platformOf(now.userAgent, now.maxTouchPoints) === 'ios') return isIosSafari(now.userAgent, now.maxTouchPoints) ? 'ios-safari' : 'ios-other';
  return 'none';
}

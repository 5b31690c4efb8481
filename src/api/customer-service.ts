/**
 * Online customer service (spec sections 2 and 8): a popup window opens at once (so no popup
 * blocker stops it), then goes to the link decrypted from system status (DES, the last 8
 * characters as key), the VIP entry when the VIP service state is on. When the link cannot be
 * had, the window closes.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CustomerServiceEntry } from '../generated/wps/model';
import { safeHttpUrl } from '../lib/url';
import { systemStatusOptions } from './site';

export const LIVE_CHAT_TYPE = 'LIVECHAT';
export const VIP_CHAT_TYPE = 'VIP';

export function chooseServiceEntry(entries: readonly CustomerServiceEntry[], vipService: boolean): CustomerServiceEntry | undefined {
  const vip = vipService ? entries.find((e) => e.type === VIP_CHAT_TYPE) : undefined;
  return vip ?? entries.find((e) => e.type === LIVE_CHAT_TYPE);
}

/** Decrypts an entry's `path` (cipher + 8-character key) into an http(s) link, or null. */
export async function serviceLink(entry: CustomerServiceEntry | undefined): Promise<string | null> {
  if (!entry || entry.path.length <= 8) return null;
  const { desDecrypt } = await import('./crypto');
  const key = entry.path.slice(-8);
  try {
    return safeHttpUrl(desDecrypt(entry.path.slice(0, -8), key));
  } catch {
    return null;
  }
}

export async function openCustomerService(
  queryClient: QueryClient,
  vipService: boolean,
  open: typeof window.open = window.open.bind(window),
): Promise<boolean> {
  const popup = open('about:blank', '_blank', 'popup,width=420,height=640');
  try {
    const status = await queryClient.ensureQueryData(systemStatusOptions());
    const link = await serviceLink(chooseServiceEntry(status.value.info?.customerService ?? [], vipService));
    if (!link) throw new Error('no customer service link');
    if (popup) {
      popup.opener = null;
      popup.location.href = link;
    }
    return true;
  } catch {
    popup?.close();
    return false;
  }
}

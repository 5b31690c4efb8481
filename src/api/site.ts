/**
 * The site's configuration, read from the system status call (spec section 4): white-label
 * switches, settings, CDNs and customer service. One query, cached for the visit; every screen
 * reads it through these accessors instead of walking the reply itself.
 */

import { systemStatusParams } from '../boot/params';
import { getGetSystemStatusQueryKey, getGetSystemStatusQueryOptions, useGetSystemStatus } from '../generated/wps/endpoints/system/system';
import type { SiteInfo, SiteSettings, WhiteLabelNode } from '../generated/wps/model';
import { chooseImageHost } from '../lib/images';

export { systemStatusParams } from '../boot/params';

export const STATUS_STALE_MS = 5 * 60_000;

/** Query options of the system status, for loaders and `ensureQueryData`. */
export function systemStatusOptions() {
  return { ...getGetSystemStatusQueryOptions(systemStatusParams()), staleTime: STATUS_STALE_MS };
}

export function useSystemStatus() {
  return useGetSystemStatus(systemStatusParams(), { query: { staleTime: STATUS_STALE_MS } });
}

/** The site info once the status has loaded (undefined before). */
export function useSiteInfo(): SiteInfo | undefined {
  return useSystemStatus().data?.value.info;
}

export function useSiteSettings(): SiteSettings | undefined {
  return useSiteInfo()?.settings;
}

/** What each white-label module switches (platform-facts.md), by a readable name. */
export const WHITE_LABEL_MODULES = {
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  registrationSms: 'REGMOBVERF3',
  mobilePasswordRegistration: 'MOBILENUMPASSREG3',
  freePlay: 'FREEPLAY3',
  forcedPasswordChange: 'PWDEXPFORCECHANGE3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  phonePasswordReset: 'CHNGPASSVERIF3',
  countryCodePicker: 'UPDATEMOBILEICC3',
  countryCodeDisabled: 'DISABLEDMOBILEICC3',
  directRegistration: 'DIRECTREG3',
  thirdPartySignIn: 'THIRDPARTYLOGIN3',
  registrationCaptcha: 'CAPTCHA3',
  rewardCentre: 'REWCEN3',
  feedback: 'FEEDBACK3',
  transferUpline: 'AGETRANSFERUP3',
  deposit: 'DEPOSIT',
  withdraw: 'WITHDRAW',
} as const;

export type WhiteLabelFlags = Record<keyof typeof WHITE_LABEL_MODULES, boolean>;

/** How deep the module tree goes (the contract's `x-max-depth` of WhiteLabelNode); deeper nodes are not read. */
export const WHITE_LABEL_MAX_DEPTH = 3;

/** Flattens the module tree: a module is on when it and every parent are on ('1'). */
export function flattenWhiteLabel(tree: readonly WhiteLabelNode[] | undefined): Map<string, boolean> {
  const map = new Map<string, boolean>();
  const walk = (nodes: readonly WhiteLabelNode[], parentOn: boolean, depth: number) => {
    if (depth > WHITE_LABEL_MAX_DEPTH) return;
    for (const node of nodes) {
      const on = parentOn && node.enabled === '1';
      map.set(node.modId, on);
      walk(node.childrenNodes ?? [], on, depth + 1);
    }
  };
  walk(tree ?? [], true, 1);
  return map;
}

export function whiteLabelFlags(tree: readonly WhiteLabelNode[] | undefined): WhiteLabelFlags {
  const map = flattenWhiteLabel(tree);
  return Object.fromEntries(Object.entries(WHITE_LABEL_MODULES).map(([name, modId]) => [name, map.get(modId) ?? false])) as WhiteLabelFlags;
}

/** The white-label switches; all off until the status has loaded. */
export function useWhiteLabel(): WhiteLabelFlags {
  return whiteLabelFlags(useSiteInfo()?.whitelabel);
}

/** Queries that belong to the site, not to a member: kept when a session starts or ends. */
export function isSiteQuery(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[0] === getGetSystemStatusQueryKey()[0];
}

/** The image host of this visit: one of `imageCDNs`, chosen at random once. */
export function useImageHost(): string | null {
  return chooseImageHost(useSiteInfo()?.imageCDNs);
}

import { LOCAL_KEYS, localStore } from './storage';

/** The languages the interface offers (spec section 1); MY is the default. */
export const OFFERED_LANGUAGES = ['MY', 'EN', 'CN'] as const;
export const DEFAULT_LANGUAGE = 'MY';
/** The languages the header switcher lists (spec section 1). */
export const HEADER_LANGUAGES = ['CN', 'EN', 'JA', 'TH', 'VI'] as const;

/** The language the member chose last (localStorage `hisLang`), or the default. */
export function storedLanguageCode(): string {
  return localStore.get(LOCAL_KEYS.language) ?? DEFAULT_LANGUAGE;
}

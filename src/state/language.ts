import { proxy } from 'valtio';
import { LOCAL_KEYS, localStore } from './storage';

/** The languages the interface offers (spec section 1); MY is the default. */
export const OFFERED_LANGUAGES = ['MY', 'EN', 'CN'] as const;
export const DEFAULT_LANGUAGE = 'MY';
/** The languages the header switcher lists (spec section 1). */
export const HEADER_LANGUAGES = ['CN', 'EN', 'JA', 'TH', 'VI'] as const;

export const language = proxy<{ code: string }>({
  code: localStore.get(LOCAL_KEYS.language) ?? DEFAULT_LANGUAGE,
});

export function setLanguageCode(code: string): void {
  language.code = code;
  localStore.set(LOCAL_KEYS.language, code);
}

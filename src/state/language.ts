import { proxy } from 'valtio';
import { storedLanguageCode } from './language-code';
import { LOCAL_KEYS, localStore } from './storage';

export { DEFAULT_LANGUAGE, HEADER_LANGUAGES, OFFERED_LANGUAGES } from './language-code';

export const language = proxy<{ code: string }>({
  code: storedLanguageCode(),
});

export function setLanguageCode(code: string): void {
  language.code = code;
  localStore.set(LOCAL_KEYS.language, code);
}

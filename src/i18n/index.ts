import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, language, setLanguageCode } from '../state/language';
import { LANGUAGES, languageInfo } from './languages';

type Messages = Record<string, unknown>;

// Each locale file is its own chunk: only the chosen language is downloaded.
const loaders = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

async function loadMessages(code: string): Promise<Messages> {
  const info = languageInfo(code) ?? languageInfo(DEFAULT_LANGUAGE)!;
  const load = loaders[`../../locales/${info.file}.json`];
  if (!load) throw new Error(`no locale file for ${code}`);
  return load();
}

function applyToDocument(code: string): void {
  const info = languageInfo(code);
  if (!info || typeof document === 'undefined') return;
  document.documentElement.lang = info.html;
  document.documentElement.dir = info.dir;
  document.documentElement.dataset.lang = info.code;
  // The script's own face, for the languages that need one (its own chunk, with the list of them).
  void import('./fonts').then((fonts) => fonts.loadScriptFont(info.file)).catch(() => undefined);
}

/** Starts i18next in the stored language (or the default). No silent fallback to another language. */
export async function initI18n(): Promise<typeof i18n> {
  const code = languageInfo(language.code) ? language.code : DEFAULT_LANGUAGE;
  // i18next canonicalises language tags, so it is given the BCP 47 tag (`my`, `en`, `zh-CN`),
  // not the platform's upper-case code.
  const tag = languageInfo(code)!.html;
  await i18n.use(initReactI18next).init({
    lng: tag,
    fallbackLng: false,
    resources: { [tag]: { translation: await loadMessages(code) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  applyToDocument(code);
  return i18n;
}

/**
 * Work to finish before the interface switches to a language: the locale parts already in use
 * (src/i18n/parts.ts) load their texts in it first, so no screen shows a key meanwhile.
 */
export const beforeLanguageChange = new Set<(code: string) => Promise<void>>();

/** Switches the interface language and remembers it (localStorage `hisLang`). */
export async function changeLanguage(code: string): Promise<void> {
  const info = languageInfo(code);
  if (!info) return;
  if (!i18n.hasResourceBundle(info.html, 'translation')) i18n.addResourceBundle(info.html, 'translation', await loadMessages(code));
  await Promise.all([...beforeLanguageChange].map((load) => load(code)));
  await i18n.changeLanguage(info.html);
  setLanguageCode(code);
  applyToDocument(code);
}

export { i18n, LANGUAGES };

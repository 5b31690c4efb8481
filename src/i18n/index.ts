import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, language, setLanguageCode } from '../state/language';
import { languageInfo, LANGUAGES } from './languages';

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
}

/** Starts i18next in the stored language (or the default). No silent fallback to another language. */
export async function initI18n(): Promise<typeof i18n> {
  const code = languageInfo(language.code) ? language.code : DEFAULT_LANGUAGE;
  await i18n.use(initReactI18next).init({
    lng: code,
    fallbackLng: false,
    resources: { [code]: { translation: await loadMessages(code) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  applyToDocument(code);
  return i18n;
}

/** Switches the interface language and remembers it (localStorage `hisLang`). */
export async function changeLanguage(code: string): Promise<void> {
  if (!languageInfo(code)) return;
  if (!i18n.hasResourceBundle(code, 'translation')) i18n.addResourceBundle(code, 'translation', await loadMessages(code));
  await i18n.changeLanguage(code);
  setLanguageCode(code);
  applyToDocument(code);
}

export { i18n, LANGUAGES };

/**
 * Every language of the translation texts (spec section 1), by interface code. `file` names the
 * locale file in locales/, `html` the BCP 47 tag for <html lang> (and i18next), `dir` the
 * writing direction.
 */
export interface LanguageInfo {
  code: string;
  file: string;
  html: string;
  name: string;
  dir: 'ltr' | 'rtl';
}

const ltr = (code: string, html: string, name: string): LanguageInfo => ({ code, file: code.toLowerCase(), html, name, dir: 'ltr' });
const rtl = (code: string, html: string, name: string): LanguageInfo => ({ code, file: code.toLowerCase(), html, name, dir: 'rtl' });

export const LANGUAGES: readonly LanguageInfo[] = [
  ltr('MY', 'my', 'မြန်မာ'),
  ltr('EN', 'en', 'English'),
  ltr('CN', 'zh-CN', '简体中文'),
  ltr('JA', 'ja', '日本語'),
  ltr('TH', 'th', 'ไทย'),
  ltr('VI', 'vi', 'Tiếng Việt'),
  ltr('ES', 'es', 'Español'),
  ltr('HI', 'hi', 'हिन्दी'),
  ltr('ID', 'id', 'Bahasa Indonesia'),
  ltr('KM', 'km', 'ខ្មែរ'),
  ltr('KO', 'ko', '한국어'),
  ltr('MS', 'ms', 'Bahasa Melayu'),
  ltr('PT', 'pt-PT', 'Português'),
  ltr('TA', 'ta', 'தமிழ்'),
  ltr('ZH', 'zh-TW', '繁體中文'),
  ltr('TL', 'fil', 'Tagalog'),
  rtl('UR', 'ur', 'اردو'),
  ltr('BR', 'pt-BR', 'Português (Brasil)'),
  ltr('TR', 'tr', 'Türkçe'),
  ltr('BN', 'bn', 'বাংলা'),
  rtl('AR', 'ar', 'العربية'),
  rtl('FA', 'fa', 'فارسی'),
  ltr('RU', 'ru', 'Русский'),
  ltr('KK', 'kk', 'Қазақ'),
  ltr('UZ', 'uz', 'Oʻzbek'),
  ltr('LO', 'lo', 'ລາວ'),
  ltr('NE', 'ne', 'नेपाली'),
  ltr('FR', 'fr', 'Français'),
];

export function languageInfo(code: string): LanguageInfo | undefined {
  return LANGUAGES.find((l) => l.code === code);
}

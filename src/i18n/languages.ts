/**
 * Every language of the translation texts (spec section 1), by interface code. `file` names the
 * locale file in locales/, `html` the value of <html lang>, `dir` the writing direction.
 */
export interface LanguageInfo {
  code: string;
  file: string;
  html: string;
  name: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'MY', file: 'my', html: 'my', name: 'မြန်မာ', dir: 'ltr' },
  { code: 'EN', file: 'en', html: 'en', name: 'English', dir: 'ltr' },
  { code: 'CN', file: 'cn', html: 'zh-CN', name: '简体中文', dir: 'ltr' },
];

export function languageInfo(code: string): LanguageInfo | undefined {
  return LANGUAGES.find((l) => l.code === code);
}

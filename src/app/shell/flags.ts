import { languageInfo } from '../../i18n/languages';

// The build (scripts/lib/flags.ts) writes every language's flag as `<code>.svg` in one folder
// named by their content; unit tests, which have no build, read them from where the development
// server answers them.
declare const __FLAG_DIR__: string | undefined;
const FLAG_DIR = typeof __FLAG_DIR__ === 'string' ? __FLAG_DIR__ : '/@flags/';

/** The flag image of a language the site offers, by its interface code. */
export function flagUrl(code: string): string | undefined {
  return languageInfo(code) ? `${FLAG_DIR}${code}.svg` : undefined;
}

/**
 * Self-hosted Noto faces for the scripts phones and computers often lack (Khmer, Devanagari for
 * Hindi and Nepali, Bengali, Tamil, Myanmar, Lao, Thai, and Nastaliq for Urdu): each is its own
 * chunk, loaded only when its language is in use. Only the script's own subset is declared: Latin
 * letters and figures are drawn by the system's face, as in every other language, instead of by
 * the face's Latin subsets, each of which was downloaded when a text first needed it and laid the
 * page out again when it came.
 * The theme's font stack names them (src/ui/theme.css).
 */
import { languageInfo } from './languages';

type Load = () => Promise<unknown>;

const khmer: Load = () => Promise.all([import('@fontsource/noto-sans-khmer/khmer-400.css'), import('@fontsource/noto-sans-khmer/khmer-700.css')]);
const devanagari: Load = () =>
  Promise.all([import('@fontsource/noto-sans-devanagari/devanagari-400.css'), import('@fontsource/noto-sans-devanagari/devanagari-700.css')]);
const bengali: Load = () => Promise.all([import('@fontsource/noto-sans-bengali/bengali-400.css'), import('@fontsource/noto-sans-bengali/bengali-700.css')]);
const tamil: Load = () => Promise.all([import('@fontsource/noto-sans-tamil/tamil-400.css'), import('@fontsource/noto-sans-tamil/tamil-700.css')]);
const myanmar: Load = () => Promise.all([import('@fontsource/noto-sans-myanmar/myanmar-400.css'), import('@fontsource/noto-sans-myanmar/myanmar-700.css')]);
const lao: Load = () => Promise.all([import('@fontsource/noto-sans-lao/lao-400.css'), import('@fontsource/noto-sans-lao/lao-700.css')]);
const thai: Load = () => Promise.all([import('@fontsource/noto-sans-thai/thai-400.css'), import('@fontsource/noto-sans-thai/thai-700.css')]);
// Urdu in Nastaliq, the style its readers expect, not Naskh (Noto Naskh Arabic, a third of the
// size): its own @font-face, on the package's files, gives it the metrics that keep every box as
// in the other languages (noto-nastaliq-urdu.css says why).
const urdu: Load = () => import('./noto-nastaliq-urdu.css');

/** By locale file name (languages.ts `file`), with a letter of the script (it picks the face's subset). */
export const SCRIPT_FONTS: Readonly<Record<string, { family: string; load: Load; letter: string }>> = {
  km: { family: 'Noto Sans Khmer', load: khmer, letter: 'ក' },
  hi: { family: 'Noto Sans Devanagari', load: devanagari, letter: 'क' },
  ne: { family: 'Noto Sans Devanagari', load: devanagari, letter: 'क' },
  bn: { family: 'Noto Sans Bengali', load: bengali, letter: 'ক' },
  ta: { family: 'Noto Sans Tamil', load: tamil, letter: 'க' },
  my: { family: 'Noto Sans Myanmar', load: myanmar, letter: 'က' },
  lo: { family: 'Noto Sans Lao', load: lao, letter: 'ກ' },
  th: { family: 'Noto Sans Thai', load: thai, letter: 'ก' },
  ur: { family: 'Noto Nastaliq Urdu', load: urdu, letter: 'ہ' },
};

/** Loads the face of a language's script, if it has one of its own (a failure leaves the system's fonts). */
export function loadScriptFont(file: string): Promise<void> {
  const font = SCRIPT_FONTS[file];
  return font
    ? font.load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * Declares the script's face and downloads its files now, not at the first layout that needs
 * them (the entry starts this with the app, issue 16). Laid out before its face is there, the
 * page's text is drawn by a search through the device's fonts, then laid out again when the face
 * arrives: both long tasks on a phone.
 */
export async function preloadScriptFont(code: string): Promise<void> {
  const file = languageInfo(code)?.file ?? '';
  const font = SCRIPT_FONTS[file];
  if (!font || typeof document === 'undefined' || !document.fonts) return;
  await loadScriptFont(file);
  await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${font.family}"`, font.letter))).catch(() => undefined);
}

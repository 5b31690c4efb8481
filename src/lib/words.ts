/**
 * How feedback words are counted (docs/design/issue15.md, part 3), the same on the screen and on
 * the mock platform: each Chinese, Japanese, Korean, Thai, Lao, Khmer or Burmese character is a
 * word of its own (those scripts do not separate words with spaces); any other run of non-space
 * characters is one word.
 */
const SCRIPTS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}';
const WORD = new RegExp(`[${SCRIPTS}]|[^\\s${SCRIPTS}]+`, 'gu');

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The site's limits when the settings do not give them (the mock's values). */
export const DEFAULT_MIN_WORDS = 5;
export const DEFAULT_MAX_WORDS = 300;
export const REMARK_MAX = 140;

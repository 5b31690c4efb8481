import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const root = join(__dirname, '..', '..', 'locales');
const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

const get = (tree: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
const languageOf = (file: string) => LANGUAGES.find((l) => `${l.file}.json` === file)?.html ?? 'en';

/**
 * The keys a language's file must have: English's, with each plural (a key English writes as
 * `_one` / `_other`) in exactly the forms the language's plural rules select (Arabic six,
 * Russian four, Japanese one), as i18next asks for them.
 */
function keysFor(englishKeys: readonly string[], language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  // A plural is a base English has an `_other` form of (a key such as `problem.all_zero` alone is not one).
  const plurals = new Set(englishKeys.filter((key) => key.endsWith('_other')).map(pluralBase));
  const plain = englishKeys.filter((key) => !(PLURAL.test(key) && plurals.has(pluralBase(key))));
  return [...plain, ...[...plurals].flatMap((base) => categories.map((c) => `${base}_${c}`))].sort();
}

// The main files (locales/<lang>.json) and each locale part (locales/<part>/<lang>.json, loaded
// with its screens): every folder has a file per language with exactly the keys of its en.json.
const folders = [
  root,
  ...readdirSync(root)
    .map((name) => join(root, name))
    .filter((path) => statSync(path).isDirectory()),
];

describe.each(folders.map((dir) => [dir.slice(root.length + 1) || 'main', dir] as const))('locale files (%s)', (_name, dir) => {
  const english = read(dir, 'en.json');
  const englishKeys = keys(english).sort();
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it('exist for every language the site offers', () => {
    for (const language of LANGUAGES) expect(files, language.code).toContain(`${language.file}.json`);
  });

  it.each(files)('%s has the keys of en.json, each translated, and every plural form its language needs', (file) => {
    const messages = read(dir, file);
    const wanted = keysFor(englishKeys, languageOf(file));
    expect(keys(messages).sort()).toEqual(wanted);
    // One assertion for the file (an expect per key made this file the suite's slowest).
    const untranslated = wanted.filter((key) => {
      const value = get(messages, key);
      return !(typeof value === 'string' && value.trim().length > 0);
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps every {{placeholder}} of English', () => {
    const lost: string[] = [];
    for (const file of files) {
      const messages = read(dir, file);
      for (const key of keys(messages)) {
        const source = get(english, key) ?? get(english, `${pluralBase(key)}_other`);
        const wanted = String(source).match(/{{\w+}}/g) ?? [];
        const text = String(get(messages, key));
        // A form for one thing may say "one" in words instead of {{count}}.
        for (const placeholder of wanted)
          if (!(placeholder === '{{count}}' && /_(zero|one|two)$/.test(key)) && !text.includes(placeholder)) lost.push(`${file} ${key} ${placeholder}`);
      }
    }
    expect(lost).toEqual([]);
  });
});

describe('locale parts', () => {
  it('share no key with the main files, so a text has one home', () => {
    const main = new Set(keys(read(root, 'en.json')));
    for (const dir of folders.slice(1)) {
      const clash = keys(read(dir, 'en.json')).filter((key) => main.has(key));
      expect(clash, dir).toEqual([]);
    }
  });

  it('give a key two parts share the same text in every language: the part loaded last would win', () => {
    const differing: string[] = [];
    for (const language of LANGUAGES) {
      const texts = new Map<string, { part: string; text: unknown }>();
      for (const dir of folders.slice(1)) {
        const messages = read(dir, `${language.file}.json`);
        for (const key of keys(messages)) {
          const text = get(messages, key);
          const first = texts.get(key);
          if (!first) texts.set(key, { part: dir.slice(root.length + 1), text });
          else if (first.text !== text) differing.push(`${language.file}: ${key} (${first.part}, ${dir.slice(root.length + 1)})`);
        }
      }
    }
    expect(differing).toEqual([]);
  });
});

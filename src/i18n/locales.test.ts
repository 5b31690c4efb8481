import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const root = join(__dirname, '..', '..', 'locales');
const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

const get = (tree: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

// The main files (locales/<lang>.json) and each locale part (locales/<part>/<lang>.json, loaded
// with its screens): every folder has a file per language with exactly the keys of its en.json.
const folders = [root, ...readdirSync(root).map((name) => join(root, name)).filter((path) => statSync(path).isDirectory())];

describe.each(folders.map((dir) => [dir.slice(root.length + 1) || 'main', dir] as const))('locale files (%s)', (_name, dir) => {
  const english = read(dir, 'en.json');
  const englishKeys = keys(english).sort();
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it('exist for every language the site offers', () => {
    for (const language of LANGUAGES) expect(files, language.code).toContain(`${language.file}.json`);
  });

  it.each(files.filter((f) => f !== 'en.json'))('%s has exactly the keys of en.json, each translated', (file) => {
    const messages = read(dir, file);
    expect(keys(messages).sort()).toEqual(englishKeys);
    for (const key of englishKeys) {
      const value = get(messages, key);
      expect(typeof value === 'string' && value.trim().length > 0, `${file} ${key}`).toBe(true);
    }
  });

  it('keeps every {{placeholder}} of English', () => {
    for (const file of files) {
      const messages = read(dir, file);
      for (const key of englishKeys) {
        const wanted = String(get(english, key)).match(/{{\w+}}/g) ?? [];
        for (const placeholder of wanted) expect(String(get(messages, key)), `${file} ${key}`).toContain(placeholder);
      }
    }
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
});

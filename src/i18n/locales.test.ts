import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const dir = join(__dirname, '..', '..', 'locales');
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

const english = read('en.json');
const englishKeys = keys(english).sort();

describe('locale files', () => {
  it('exist for every language the site offers', () => {
    const files = readdirSync(dir);
    for (const language of LANGUAGES) expect(files, language.code).toContain(`${language.file}.json`);
  });

  it.each(readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json'))('%s has exactly the keys of en.json, each translated', (file) => {
    const messages = read(file);
    expect(keys(messages).sort()).toEqual(englishKeys);
    for (const key of englishKeys) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
      expect(typeof value === 'string' && value.trim().length > 0, `${file} ${key}`).toBe(true);
    }
  });

  it('keeps every {{placeholder}} of English', () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const messages = read(file);
      for (const key of englishKeys) {
        const get = (tree: Record<string, unknown>) => String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree));
        const wanted = get(english).match(/{{\w+}}/g) ?? [];
        for (const placeholder of wanted) expect(get(messages), `${file} ${key}`).toContain(placeholder);
      }
    }
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every text key the code names (t('…'), a route's titleKey) is in the English locale files, the
// main one or a part; a plural key is there in its forms (key_one, key_other, …).
const root = join(__dirname, '..', '..');
const locales = join(root, 'locales');

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const english = [
  join(locales, 'en.json'),
  ...readdirSync(locales)
    .filter((name) => statSync(join(locales, name)).isDirectory())
    .map((part) => join(locales, part, 'en.json')),
];
const known = new Set(english.flatMap((file) => keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)));
const exists = (key: string) => known.has(key) || known.has(`${key}_other`);

describe('text keys named in the code', () => {
  const used = new Map<string, string>();
  for (const file of sources(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'|titleKey: '([A-Za-z0-9_.]+)'|i18nKey="([A-Za-z0-9_.]+)"/g)) {
      const key = match[1] ?? match[2] ?? match[3];
      if (key && !used.has(key)) used.set(key, file.slice(root.length + 1));
    }
  }

  it('finds the keys (the scan works)', () => {
    expect(used.size).toBeGreaterThan(500);
    expect(used.get('app.name')).toBeDefined();
  });

  it('are all in the English locale files', () => {
    const missing = [...used].filter(([key]) => !exists(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});

// `npm run size`: builds, then prints the gzip size of what /index loads first: the entry, which
// draws the first view before the app loads (its own budget, firstViewJs), then the app's start,
// the home area and the default language (initialJs, with the entry); and of every lazy chunk.
// It fails when a budget in size-budget.json is exceeded.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, step } from './lib/proc.mjs';

if (!process.argv.includes('--no-build')) await step('build', 'node', ['scripts/build.mjs']);
const dist = join(root, 'dist');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budget = JSON.parse(await readFile(join(root, 'size-budget.json'), 'utf8'));
const sizes = new Map();
const gz = async (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};

/** The files a manifest entry loads at once: itself, its static imports, and their CSS. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const filesOf = (keys) => {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js, css };
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const firstView = filesOf(closure(entryKey));
const initialKeys = closure(entryKey);
// /index renders the home area at once.
for (const area of budget.initialAreas) {
  if (!manifest[area]) throw new Error(`size-budget.json names ${area}, which the build does not have`);
  closure(area, initialKeys);
}
// The default language's texts load at start too.
const defaultLocaleKey = Object.keys(manifest).find((k) => k.endsWith(`locales/${budget.defaultLocale}.json`));
if (defaultLocaleKey) closure(defaultLocaleKey, initialKeys);
const initial = filesOf(initialKeys);
const sum = async (files) => (await Promise.all([...files].map(gz))).reduce((a, b) => a + b, 0);
const initialJs = await sum(initial.js);
const initialCss = await sum(initial.css);

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const failures = [];
const firstViewJs = await sum(firstView.js);
console.log('\nThe first view, before the app loads (gzip):');
for (const file of firstView.js) console.log(`  ${kb(await gz(file)).padStart(10)}  ${file}`);
console.log(`  ${kb(firstViewJs).padStart(10)}  JavaScript in all (budget ${kb(budget.firstViewJs)})`);
if (!(firstViewJs <= budget.firstViewJs)) failures.push(`first-view JavaScript ${kb(firstViewJs)} > ${kb(budget.firstViewJs)}`);
console.log('\nWhat /index loads first (gzip):');
for (const file of [...initial.js, ...initial.css]) console.log(`  ${kb(await gz(file)).padStart(10)}  ${file}`);
console.log(`  ${kb(initialJs).padStart(10)}  JavaScript in all (budget ${kb(budget.initialJs)})`);
console.log(`  ${kb(initialCss).padStart(10)}  CSS in all (budget ${kb(budget.initialCss)})`);
if (initialJs > budget.initialJs) failures.push(`initial JavaScript ${kb(initialJs)} > ${kb(budget.initialJs)}`);
if (initialCss > budget.initialCss) failures.push(`initial CSS ${kb(initialCss)} > ${kb(budget.initialCss)}`);

console.log('\nLazy chunks (gzip):');
const lazy = Object.entries(manifest).filter(([key, c]) => !initialKeys.has(key) && c.file.endsWith('.js'));
for (const [key, chunk] of lazy.sort((a, b) => a[0].localeCompare(b[0]))) {
  const size = await gz(chunk.file);
  const name = chunk.src ?? chunk.name ?? key;
  console.log(`  ${kb(size).padStart(10)}  ${name}`);
  if (size > budget.lazyChunk) failures.push(`lazy chunk ${name} ${kb(size)} > ${kb(budget.lazyChunk)}`);
}

// No mock code in production: not as a chunk, and not bundled into one.
const forbidden = ['msw', '@faker-js', 'mockServiceWorker', 'mocks/'];
for (const [key] of Object.entries(manifest)) {
  if (forbidden.some((f) => key.includes(f))) failures.push(`production build contains ${key}`);
}
const markers = ['mockServiceWorker', 'faker.seed', 'MOCK_RSA', '[mocks]', 'x-mock-scenario'];
for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const text = await readFile(join(dist, chunk.file), 'utf8');
  for (const marker of markers) if (text.includes(marker)) failures.push(`${chunk.file} contains mock code (${marker})`);
}

if (failures.length) {
  console.error(`\n✖ size budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\n✔ within the size budget (size-budget.json)');

/**
 * The lite app (issue 32), what the build makes of it: the web app manifest from the merchant's
 * settings and the theme's tokens, the icons drawn from one SVG, the offline view (offline.html)
 * and the list of files the service worker precaches. vite.config.ts hands the manifest and the
 * list to vite-plugin-pwa, which builds the service worker (src/pwa/sw.ts) with Workbox.
 *
 * The merchant's settings, all optional (VITE_* variables of the build, as src/config.ts reads):
 *   VITE_APP_NAME        the app's name (default: English `app.name`, "WPS Gaming")
 *   VITE_APP_SHORT_NAME  the name under the home-screen icon (default "WPS")
 *   VITE_APP_ICON        an SVG file for the icons (default src/pwa/icon.svg); its colours may name
 *                        the theme's tokens, `var(--color-brand)`
 * The colours are the theme's tokens (src/ui/theme.css): the background `--color-bg`, the bars
 * `--color-surface`, the icons' own ground `--color-brand`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { LANGUAGES, languageInfo } from '../../src/i18n/languages.ts';
import { MANIFEST_FILE, OFFLINE_PAGE } from '../../src/pwa/paths.ts';
import { LOCAL_KEYS } from '../../src/state/storage.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The default language (src/state/language-code.ts, DEFAULT_LANGUAGE; pwa.test.ts checks they agree): the first of the list. */
export const DEFAULT_LANGUAGE = LANGUAGES[0]!.code;
const require = createRequire(import.meta.url);

/** The offline view's script, a chunk of its own that shares no module with the site. */
export const OFFLINE_ENTRY = join(root, 'src/pwa/offline.ts');
/** Its texts, by language (virtual:pwa-offline, below). */
export const OFFLINE_MODULE = 'virtual:pwa-offline';

/** The custom properties of the theme's `:root` (src/ui/theme.css). */
export function themeTokens(css: string): Record<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
}

/** `var(--token)` in a text (an SVG) replaced by the token's value. */
export const withTokens = (text: string, tokens: Record<string, string>) => text.replace(/var\((--[\w-]+)\)/g, (whole, name: string) => tokens[name] ?? whole);

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const pick = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
const text = (tree: unknown, key: string): string => {
  const value = pick(tree, key);
  if (typeof value !== 'string') throw new Error(`locales: no text ${key}`);
  return value;
};
/** A language's texts of the lite app (locales/pwa/<file>.json). */
export const pwaTexts = (file: string) => readJson(join(root, 'locales', 'pwa', `${file}.json`));

export interface IconSpec {
  name: string;
  size: number;
  /** `any`: the icon as drawn; `maskable`: on its ground, inside the safe zone; `apple`: on its ground, no transparency. */
  purpose: 'any' | 'maskable' | 'apple';
}

/** The sizes browsers and stores ask for: 192 and 512 (plain and maskable), 180 for iOS's home screen. */
export const ICONS: readonly IconSpec[] = [
  { name: 'icon-192', size: 192, purpose: 'any' },
  { name: 'icon-512', size: 512, purpose: 'any' },
  { name: 'maskable-192', size: 192, purpose: 'maskable' },
  { name: 'maskable-512', size: 512, purpose: 'maskable' },
  { name: 'apple-touch-icon', size: 180, purpose: 'apple' },
];

/** The screenshots the install dialogs show (scripts/pwa-screenshots.mjs takes them). */
export const SCREENSHOTS = [
  { file: 'wide.jpg', formFactor: 'wide' },
  { file: 'narrow.jpg', formFactor: 'narrow' },
] as const;

/** A JPEG's width and height, from its frame header. */
export function jpegSize(data: Uint8Array): { width: number; height: number } {
  let at = 2;
  while (at < data.length) {
    if (data[at] !== 0xff) throw new Error('not a JPEG');
    const marker = data[at + 1]!;
    const length = (data[at + 2]! << 8) | data[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xc3) return { height: (data[at + 5]! << 8) | data[at + 6]!, width: (data[at + 7]! << 8) | data[at + 8]! };
    at += 2 + length;
  }
  throw new Error('JPEG without a frame header');
}

export interface PwaSettings {
  name: string;
  shortName: string;
  description: string;
  screenshotLabel: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  themeColor: string;
  backgroundColor: string;
  iconGround: string;
  /** The icon's SVG, with the tokens filled in. */
  iconSvg: string;
}

export function pwaSettings(env: Record<string, string | undefined> = process.env): PwaSettings {
  const tokens = themeTokens(readFileSync(join(root, 'src/ui/theme.css'), 'utf8'));
  const token = (name: string) => {
    const value = tokens[name];
    if (!value) throw new Error(`src/ui/theme.css has no ${name}`);
    return value;
  };
  const language = languageInfo(DEFAULT_LANGUAGE)!;
  const texts = pwaTexts(language.file);
  const english = readJson(join(root, 'locales', 'en.json'));
  const icon = env.VITE_APP_ICON?.trim() || join(root, 'src/pwa/icon.svg');
  return {
    name: env.VITE_APP_NAME?.trim() || text(english, 'app.name'),
    shortName: env.VITE_APP_SHORT_NAME?.trim() || 'WPS',
    description: text(texts, 'pwa.manifest.description'),
    screenshotLabel: text(texts, 'pwa.manifest.screenshot'),
    lang: language.html,
    dir: language.dir,
    themeColor: token('--color-surface'),
    backgroundColor: token('--color-bg'),
    iconGround: token('--color-brand'),
    iconSvg: withTokens(readFileSync(icon, 'utf8'), tokens),
  };
}

const shortHash = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 10);
};

/** Where the build writes an icon: named by what it is drawn from, so it is cached like any hashed asset. */
export const iconFile = (settings: PwaSettings, icon: IconSpec) =>
  `assets/pwa/${icon.name}-${shortHash(settings.iconSvg, settings.iconGround, icon.purpose, String(icon.size))}.png`;

/** The icon as an SVG of `size` pixels: as drawn, or on its ground at `scale` (maskable: inside the safe zone). */
export function iconSvgFor(svg: string, icon: IconSpec, ground: string): string {
  if (icon.purpose === 'any') return svg;
  const viewBox = /<svg\b[^>]*\bviewBox="([^"]+)"/
    .exec(svg)?.[1]
    ?.split(/[\s,]+/)
    .map(Number);
  const [x = 0, y = 0, w = 512, h = 512] = viewBox ?? [];
  const inner = svg.replace(/^[\s\S]*?<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  // A maskable icon's safe zone is the circle of 80% of its size: the mark stays well inside it.
  const scale = icon.purpose === 'maskable' ? 0.78 : 1;
  const s = (512 * scale) / Math.max(w, h);
  const offset = (512 - Math.max(w, h) * s) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${ground}"/><g transform="translate(${offset} ${offset}) scale(${s}) translate(${-x} ${-y})">${inner}</g></svg>`;
}

let wasm: Promise<typeof import('@resvg/resvg-wasm')> | undefined;
/** resvg (SVG to PNG, WebAssembly: no native binary), started once a process. */
function resvg() {
  wasm ??= import('@resvg/resvg-wasm').then(async (module) => {
    await module.initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return module;
  });
  return wasm;
}

export async function renderIcon(settings: PwaSettings, icon: IconSpec): Promise<Uint8Array> {
  const { Resvg } = await resvg();
  const svg = iconSvgFor(settings.iconSvg, icon, settings.iconGround);
  return new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
}

const screenshotPath = (file: string) => join(root, 'src/pwa/screenshots', file);
const screenshotData = (file: string) => readFileSync(screenshotPath(file));
/** The screenshots there are (scripts/pwa-screenshots.mjs makes them on a build without any). */
const screenshots = () => SCREENSHOTS.filter(({ file }) => existsSync(screenshotPath(file)));
const screenshotFile = (file: string) => {
  const dot = file.lastIndexOf('.');
  return `assets/pwa/screenshot-${file.slice(0, dot)}-${shortHash(screenshotData(file))}${file.slice(dot)}`;
};

/** The web app manifest. */
export function webManifest(settings: PwaSettings): Partial<ManifestOptions> {
  const icon = (spec: IconSpec) => ({ src: `/${iconFile(settings, spec)}`, sizes: `${spec.size}x${spec.size}`, type: 'image/png', purpose: spec.purpose });
  return {
    id: '/index',
    name: settings.name,
    short_name: settings.shortName,
    description: settings.description,
    lang: settings.lang,
    dir: settings.dir,
    start_url: '/index',
    scope: '/',
    display: 'standalone',
    background_color: settings.backgroundColor,
    theme_color: settings.themeColor,
    categories: ['games', 'entertainment'],
    icons: ICONS.filter((spec) => spec.purpose !== 'apple').map(icon),
    screenshots: screenshots().map(({ file, formFactor }) => {
      const { width, height } = jpegSize(screenshotData(file));
      return { src: `/${screenshotFile(file)}`, sizes: `${width}x${height}`, type: 'image/jpeg', form_factor: formFactor, label: settings.screenshotLabel };
    }),
    // Lets the site ask whether it is installed here (navigator.getInstalledRelatedApps).
    related_applications: [{ platform: 'webapp', url: `/${MANIFEST_FILE}` }],
    prefer_related_applications: false,
  };
}

/** The offline view's texts in every language, with what the page needs to switch to one. */
export function offlineTexts() {
  return {
    languageKey: LOCAL_KEYS.language,
    defaultLanguage: DEFAULT_LANGUAGE,
    languages: Object.fromEntries(
      LANGUAGES.map((l) => {
        const texts = pick(pwaTexts(l.file), 'pwa.offline') as Record<string, string>;
        return [l.code, { html: l.html, dir: l.dir, ...texts }];
      }),
    ),
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The offline view: the site's header bar and a status view in the site's own CSS (the entry's,
 * which the service worker precaches), in the default language until its script puts it in the
 * member's (src/pwa/offline.ts). No inline script: the policy allows none.
 */
export function offlineHtml(settings: PwaSettings, files: { css: readonly string[]; script: string }): string {
  const language = languageInfo(DEFAULT_LANGUAGE)!;
  const texts = pick(pwaTexts(language.file), 'pwa.offline') as Record<string, string>;
  const t = (key: string) => escapeHtml(texts[key] ?? '');
  return `<!doctype html>
<html lang="${language.html}" dir="${language.dir}" data-lang="${language.code}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
    <meta name="color-scheme" content="dark" />
    <meta name="theme-color" content="${escapeHtml(settings.themeColor)}" />
    <title>${t('title')}</title>
${files.css.map((css) => `    <link rel="stylesheet" href="/${css}" />`).join('\n')}
    <style>
      .offline-view { min-height: 60vh; align-content: center; }
      .offline-view__icon { width: 64px; height: 64px; color: var(--color-text-muted); }
      .offline-view p { margin: 0; max-width: 36em; }
      .offline-view__status:empty { display: none; }
    </style>
    <script type="module" src="/${files.script}"></script>
  </head>
  <body>
    <div class="app">
      <header class="site-header"><div class="container site-header__bar"><a class="site-header__brand" href="/index">${escapeHtml(settings.name)}</a></div></header>
      <main class="app__main">
        <section class="container status-view offline-view" aria-labelledby="offline-title">
          <svg class="offline-view__icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M3 3l18 18M8.5 8.6A5.5 5.5 0 0 0 6.1 10 4 4 0 0 0 6.5 18H17m3.3-1.4A3.5 3.5 0 0 0 17.5 11h-.2A6 6 0 0 0 10.3 6.2"/></svg>
          <h1 id="offline-title" class="status-view__title" data-text="title">${t('title')}</h1>
          <p data-text="text">${t('text')}</p>
          <button type="button" class="button button--primary" id="offline-retry" data-text="retry">${t('retry')}</button>
          <p class="offline-view__status" id="offline-status" role="status"></p>
        </section>
      </main>
    </div>
  </body>
</html>
`;
}

/** The page's head for the installed app: colours, iOS's home-screen icon and title, full screen under the notch. */
export function headTags(settings: PwaSettings, build: boolean) {
  const meta = (name: string, content: string) => ({ tag: 'meta', attrs: { name, content }, injectTo: 'head' as const });
  const apple = ICONS.find((icon) => icon.purpose === 'apple')!;
  return [
    meta('theme-color', settings.themeColor),
    meta('mobile-web-app-capable', 'yes'),
    meta('apple-mobile-web-app-capable', 'yes'),
    meta('apple-mobile-web-app-title', settings.shortName),
    // Started from the home screen, the page runs under the status bar: the header pads itself (safe-area insets).
    meta('apple-mobile-web-app-status-bar-style', 'black-translucent'),
    ...(build ? [{ tag: 'link', attrs: { rel: 'apple-touch-icon', href: `/${iconFile(settings, apple)}` }, injectTo: 'head' as const }] : []),
  ];
}

/** The CSS files the entry of index.html loads (its own and its static imports'). */
function entryCss(bundle: Rollup.OutputBundle): string[] {
  const css = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isEntry || output.facadeModuleId !== join(root, 'index.html')) continue;
    const meta = (output as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
    for (const file of meta?.importedCss ?? []) css.add(file);
  }
  return [...css];
}

/**
 * The Vite plugin: the head tags (build and development), and in a build the icons, the
 * screenshots, the offline view and its script. `files` tells vite.config.ts's precache list what
 * the offline view needs.
 */
export function liteApp(settings: PwaSettings = pwaSettings()) {
  const files = { offline: [] as string[] };
  let build = false;
  const plugin: Plugin = {
    name: 'lite-app',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      if (build) this.emitFile({ type: 'chunk', id: OFFLINE_ENTRY, name: 'offline' });
    },
    resolveId: (source) => (source === OFFLINE_MODULE ? `\0${OFFLINE_MODULE}` : null),
    load: (id) => (id === `\0${OFFLINE_MODULE}` ? `export default ${JSON.stringify(offlineTexts())};` : null),
    transformIndexHtml: () => headTags(settings, build),
    async generateBundle(_options, bundle) {
      if (!build) return;
      for (const icon of ICONS) this.emitFile({ type: 'asset', fileName: iconFile(settings, icon), source: await renderIcon(settings, icon) });
      for (const { file } of screenshots()) this.emitFile({ type: 'asset', fileName: screenshotFile(file), source: screenshotData(file) });
      const script = Object.values(bundle).find((o) => o.type === 'chunk' && o.facadeModuleId === OFFLINE_ENTRY);
      if (!script) throw new Error('lite-app: the offline view has no script');
      const css = entryCss(bundle);
      if (css.length === 0) throw new Error('lite-app: the entry has no CSS for the offline view');
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE, source: offlineHtml(settings, { css, script: script.fileName }) });
      files.offline = [OFFLINE_PAGE, script.fileName, ...css];
    },
  };
  return { plugin, files, settings };
}

/** The files a manifest entry of the build loads at once: itself, its static imports, their CSS. */
export function staticClosure(manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

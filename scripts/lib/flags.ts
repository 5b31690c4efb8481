import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The flag of every language the site offers (src/i18n/languages.ts), by interface code, as the
 * country code of flag-icons (MIT). Traditional Chinese shows Hong Kong's.
 */
export const LANGUAGE_FLAGS: Readonly<Record<string, string>> = {
  MY: 'mm',
  EN: 'gb',
  CN: 'cn',
  JA: 'jp',
  TH: 'th',
  VI: 'vn',
  ES: 'es',
  HI: 'in',
  ID: 'id',
  KM: 'kh',
  KO: 'kr',
  MS: 'my',
  PT: 'pt',
  TA: 'in',
  ZH: 'hk',
  TL: 'ph',
  UR: 'pk',
  BR: 'br',
  TR: 'tr',
  BN: 'bd',
  AR: 'sa',
  FA: 'ir',
  RU: 'ru',
  KK: 'kz',
  UZ: 'uz',
  LO: 'la',
  NE: 'np',
  FR: 'fr',
};

const require = createRequire(import.meta.url);

/**
 * Spain's civil flag, without the coat of arms: flag-icons' Spanish flag is 81 kB for a 20-pixel
 * picture, where the arms cannot be made out.
 */
const SPAIN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><path fill="#aa151b" d="M0 0h640v480H0z"/><path fill="#f1bf00" d="M0 120h640v240H0z"/></svg>\n';

/** A language's flag, as SVG text. */
export function flagSvg(code: string): string | undefined {
  const country = LANGUAGE_FLAGS[code];
  if (country === 'es') return SPAIN;
  return country ? readFileSync(require.resolve(`flag-icons/flags/4x3/${country}.svg`), 'utf8') : undefined;
}

/** Where the build puts the flags: a folder named by their content, so it is cached like any hashed asset. */
export function flagDir(): string {
  const hash = createHash('sha256');
  for (const code of Object.keys(LANGUAGE_FLAGS)) hash.update(flagSvg(code) ?? '');
  return `assets/flags-${hash.digest('hex').slice(0, 10)}/`;
}

const DEV_DIR = '/@flags/';

/**
 * Serves the flags at `<dir><code>.svg` (the build writes them, the development server answers
 * them) and tells the site where (`__FLAG_DIR__`): the header names a flag by its language's code
 * alone, so the first page carries one short string for all 28 instead of an address for each.
 */
export function languageFlags(): Plugin {
  let dir = DEV_DIR;
  return {
    name: 'language-flags',
    config: (_, { command }) => {
      if (command === 'build') dir = `/${flagDir()}`;
      return { define: { __FLAG_DIR__: JSON.stringify(dir) } };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const code = req.url?.startsWith(DEV_DIR) ? /^([A-Z]+)\.svg$/.exec(req.url.slice(DEV_DIR.length))?.[1] : undefined;
        const svg = code ? flagSvg(code) : undefined;
        if (!svg) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(svg);
      });
    },
    generateBundle() {
      for (const code of Object.keys(LANGUAGE_FLAGS)) {
        this.emitFile({ type: 'asset', fileName: `${dir.slice(1)}${code}.svg`, source: flagSvg(code) ?? '' });
      }
    },
  };
}

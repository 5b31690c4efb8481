import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, type PluginOption, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { languageFlags } from './scripts/lib/flags.ts';
import { liteApp, staticClosure, webManifest } from './scripts/lib/pwa.ts';
import { MANIFEST_FILE } from './src/pwa/paths.ts';

/**
 * `npm start` runs the site on the mock platform (MSW in the browser). With API_TARGET set,
 * /wps, /lgw and /lotto are proxied to that backend and the mocks stay off. The production
 * build never contains msw, faker or the mock platform.
 */
/**
 * The mock platform's own pages, the sign-in page, the game screen, the chat room and the payment page:
 * navigations (a popup, the /game frame, a new tab), which the service worker does not see. Path
 * prefix, module, and its page function. The payment page reaches the app's tab, where the
 * platform lives, over a BroadcastChannel.
 */
const MOCK_PAGES: [prefix: string, module: string, page: string][] = [
  ['/__/auth/handler', '/mocks/platform/identity-page.ts', 'identityHandlerPage'],
  ['/mock-game/', '/mocks/platform/game-page.ts', 'gamePage'],
  ['/mock-chat/', '/mocks/platform/chat-page.ts', 'chatPage'],
  ['/__mock/deposit?', '/mocks/platform/deposit-page.ts', 'standaloneDepositPage'],
];

function mockPages(): PluginOption {
  return {
    name: 'mock-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const found = MOCK_PAGES.find(([prefix]) => req.url?.startsWith(prefix));
        if (!found || !req.url) return next();
        const module = await server.ssrLoadModule(found[1]);
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(module[found[2]](new URL(req.url, `http://${req.headers.host}`)));
      });
    },
  };
}

/**
 * `virtual:dev-platform` (src/app/dev-platform.ts): the mock platform and its developer controls
 * (mocks/dev.ts) when `npm start` runs on the mocks; otherwise a platform that does nothing. The
 * site itself never imports the mocks: the dependency is this configuration's.
 */
function devPlatform(useMocks: boolean): PluginOption {
  const id = 'virtual:dev-platform';
  return {
    name: 'dev-platform',
    resolveId: (source) => (source === id ? (useMocks ? fileURLToPath(new URL('./mocks/dev.ts', import.meta.url)) : `\0${id}`) : null),
    load: (resolved) => (resolved === `\0${id}` ? 'export const startDevPlatform = async () => {};' : null),
  };
}

/**
 * The lite app (issue 32, scripts/lib/pwa.ts): the manifest, the icons and the offline view, and
 * the service worker (src/pwa/sw.ts), which vite-plugin-pwa builds with Workbox from the build's
 * list of files. Production builds only: `npm start` has no service worker (the mocks' own runs there).
 */
function liteAppPlugins(outDir: string): PluginOption[] {
  const lite = liteApp();
  return [
    lite.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      // src/main.tsx registers it itself, after the first page is drawn.
      injectRegister: false,
      manifest: webManifest(lite.settings),
      manifestFilename: MANIFEST_FILE,
      includeManifestIcons: false,
      devOptions: { enabled: false },
      injectManifest: {
        // A classic script: module service workers are newer than the browsers the site serves.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html}'],
        globIgnores: ['.vite/**', 'sw.js'],
        // Hashed files are fetched as they are (from the HTTP cache the page filled), not cache-busted.
        dontCacheBustURLsMatching: /^assets\//,
        // The shell only: the offline view, the entry, the app's start and what they load at once, the manifest.
        manifestTransforms: [
          (entries) => {
            const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
            const shell = new Set([...staticClosure(manifest, ['index.html', 'src/app/start.tsx']), ...lite.files.offline, MANIFEST_FILE]);
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ];
}

export default defineConfig(({ command }) => {
  const apiTarget = process.env.API_TARGET?.trim() || '';
  const useMocks = command === 'serve' && !apiTarget && process.env.VITE_MOCKS !== 'off';
  const proxy: Record<string, ProxyOptions> | undefined = apiTarget
    ? Object.fromEntries(['/wps', '/lgw', '/lotto'].map((p) => [p, { target: apiTarget, changeOrigin: true, secure: true }]))
    : undefined;
  const plugins: PluginOption[] = [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: false,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    devPlatform(useMocks),
    languageFlags(),
    ...(command === 'build' ? liteAppPlugins(fileURLToPath(new URL('./dist', import.meta.url))) : []),
  ];
  // Serves /mockServiceWorker.js in development only; the build never emits it.
  if (useMocks) plugins.push({ ...msw({ mode: 'worker-only' }), apply: 'serve' }, mockPages());

  return {
    plugins,
    define: { 'import.meta.env.VITE_MOCKS': JSON.stringify(useMocks ? 'on' : 'off') },
    server: { host: '127.0.0.1', port: Number(process.env.PORT) || 5173, strictPort: false, proxy },
    preview: { host: '127.0.0.1' },
    build: {
      target: 'es2022',
      manifest: true,
      sourcemap: false,
      // No modulepreload polyfill in the entry: every browser of es2022 but Safari before 17 has
      // modulepreload, and there the polyfill only fetched a lazy screen's pieces a little earlier
      // (README: Delivery). 300 bytes of the first view's script go to the site instead.
      modulePreload: {
        polyfill: false,
        // A lazy chunk's scripts are found by the browser as it reads the chunk, not preloaded by
        // script: each preload link the helper adds costs a slow phone a few milliseconds in the task
        // that asked, 12 links for the header's login (issue 29). Its styles still come with it. The
        // app's own chunk keeps its preloads: the first view waits for them.
        resolveDependencies: (filename, deps) => (/(^|\/)start-[^/]+\.js$/.test(filename) ? deps : deps.filter((dep) => dep.endsWith('.css'))),
      },
      chunkSizeWarningLimit: 400,
      rolldownOptions: {
        output: {
          // The libraries every page runs on, in one file the first page asks for with the entry,
          // instead of a dozen small shared pieces (each a request of its own on a slow network).
          // TanStack Virtual is for the long lists (the sports board, the lobbies): a lazy chunk they share.
          // TanStack Query's infinite query, the games lobby's alone, stays out of it too: 0.2 kB of the first page's.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-virtual|virtual-core)[^\\/]+|i18next|react-i18next|valtio|proxy-compare|use-sync-external-store)[\\/](?!.*[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$)/,
              },
              {
                // Our small modules that the first page and the lazy areas share (the transport, the
                // status views, the chunk loader, the calls of the system and the home page): one
                // chunk, not ten, each with its own imports and exports. The home page's calls
                // (announcements, winners, hot games, vendor lanes) belong here: their module, read
                // by the first page and by lazy areas, would otherwise be a chunk of its own on the
                // first page. The games' other calls (lists, favourites, rooms, launches) are the
                // lazy areas' alone: in this group they cost the first page 0.4 kB (issue 29).
                // RemoteImage, which the home page and the wide screens' navigation share, is here
                // too: alone, it would be a chunk of its own on the first page.
                name: 'shared',
                // Only these: the entry's own modules (the config, the transport table) stay out.
                includeDependenciesRecursively: false,
                test: /[\\/]src[\\/](api[\\/](fetcher|reply-check|content)|lib[\\/](errors|own-task)|state[\\/](game|language|dialogs|session|roles)\.ts|i18n[\\/]languages|generated[\\/](wps|relay)[\\/]endpoints[\\/](system|home)[\\/]|ui[\\/](StatusView|ErrorBoundary|lazy|RemoteImage))/,
              },
            ],
          },
        },
      },
    },
  };
});

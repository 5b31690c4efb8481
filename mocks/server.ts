/**
 * `npm run mock:server`: the mock platform as a plain HTTP server, for other clients (curl, a
 * native app, the contract checks) and for browser tests of the production build. With
 * `--static DIR` it also serves that folder as the site (with the SPA fallback), so the built
 * site and its API share one origin.
 *
 * Scenario: the `x-mock-scenario` header, or `?scenario=NAME` on a page address, which the
 * server keeps in a session cookie for the following calls.
 *
 * The platform's own endpoints (mocks/handlers.ts) act on the caller's platform, the one its
 * `mock_state` cookie picks: `GET|POST /__mock/clock`, the payment page `GET /__mock/deposit`
 * and `POST /__mock/deposit/pay`.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { COMPRESSIBLE, SECURITY_HEADERS } from '../deploy/headers.mjs';
import { createMockHandlers } from './handlers';
import { chatPage, MOCK_CHAT_PATH } from './platform/chat-page';
import { isScenario, SCENARIO_HEADER, SCENARIO_PARAM, type ScenarioName } from './platform/core/scenarios';
import { gamePage, MOCK_GAME_PATH } from './platform/game-page';
import { IDENTITY_HANDLER_PATH, identityHandlerPage } from './platform/identity-page';
import { memoryStore } from './platform/seed/platform';

const COOKIE = 'mock_scenario';
/** The mock platform's own pages: the sign-in provider's, the game screen and the chat room. */
const PAGES = new Map<string, (url: URL) => string>([
  [IDENTITY_HANDLER_PATH, identityHandlerPage],
  [MOCK_GAME_PATH, gamePage],
  [MOCK_CHAT_PATH, chatPage],
]);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function cookieScenario(req: IncomingMessage): ScenarioName | null {
  const match = /(?:^|;\s*)mock_scenario=([^;]+)/.exec(req.headers.cookie ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]) : null;
  return isScenario(name) ? name : null;
}

/** Gzip when the client takes it and the type is text (as production's server does, deploy/nginx.conf). */
const gzipFor = (req: IncomingMessage, type: string) => COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface MockHttpServerOptions {
  port?: number;
  host?: string;
  staticDir?: string;
}

export async function startMockHttpServer(options: MockHttpServerOptions = {}) {
  const store = memoryStore();
  const handlers = createMockHandlers({ store });
  // A client may ask for a platform of its own (cookie `mock_state=<id>`): its accounts,
  // sessions and changes are kept apart, so parallel browser tests cannot disturb each other.
  const isolated = new Map<string, ReturnType<typeof createMockHandlers>>();
  const handlersFor = (req: IncomingMessage) => {
    const id = /(?:^|;\s*)mock_state=([\w-]{1,64})/.exec(req.headers.cookie ?? '')?.[1];
    if (!id) return handlers;
    let own = isolated.get(id);
    if (!own) {
      own = createMockHandlers({ store: memoryStore() });
      isolated.set(id, own);
    }
    return own;
  };
  const staticDir = options.staticDir ? resolve(options.staticDir) : null;

  async function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requested = url.searchParams.get(SCENARIO_PARAM);
    if (isScenario(requested)) res.setHeader('Set-Cookie', `${COOKIE}=${requested}; Path=/; SameSite=Lax`);
    if (!staticDir) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('mock server: API only (start with --static DIR to serve a site)');
      return;
    }
    let file = normalize(join(staticDir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(staticDir)) {
      res.writeHead(403).end();
      return;
    }
    const info = await stat(file).catch(() => null);
    if (!info || info.isDirectory()) file = join(staticDir, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${join(staticDir, 'assets')}`);
    const gzip = gzipFor(req, type);
    const stream = createReadStream(file);
    // A file gone between the look and the read (a build rewriting dist/) is a 404 for that
    // request, not the end of the server.
    stream.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    });
    stream.once('open', () => {
      res.writeHead(200, {
        'content-type': type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        // The site's page carries the policy and the security headers (deploy/headers.mjs).
        ...(type.startsWith('text/html') ? SECURITY_HEADERS : { 'x-content-type-options': 'nosniff' }),
      });
      if (gzip) stream.pipe(createGzip()).pipe(res);
      else stream.pipe(res);
    });
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      const page = PAGES.get(url.pathname);
      if (page) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(url));
        return;
      }
      if (!/^\/(wps|lgw|lotto|mock-cdn|__mock)\//.test(url.pathname)) {
        await serveStatic(req, res, url);
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      }
      if (!headers.has(SCENARIO_HEADER)) headers.set(SCENARIO_HEADER, cookieScenario(req) ?? 'default');
      const body = await readBody(req);
      const request = new Request(url, { method: req.method, headers, body: body?.length ? new Uint8Array(body) : undefined });
      const response = await getResponse(handlersFor(req), request);
      if (!response) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: false, code: 'function.not.available', message: 'Not found' }));
        return;
      }
      const reply = Buffer.from(await response.arrayBuffer());
      const gzip = reply.length > 1024 && gzipFor(req, response.headers.get('content-type') ?? '');
      const replyHeaders = Object.fromEntries(response.headers);
      if (gzip) {
        delete replyHeaders['content-length'];
        res.writeHead(response.status, { ...replyHeaders, 'content-encoding': 'gzip', vary: 'accept-encoding' });
        res.end(gzipSync(reply));
      } else {
        res.writeHead(response.status, replyHeaders);
        res.end(reply);
      }
    } catch (error) {
      console.error('[mock-server]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, code: 'system.error', message: 'Mock server error' }));
    }
  });

  await new Promise<void>((resolvePromise) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolvePromise));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    store,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

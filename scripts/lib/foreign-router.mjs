// The one origin of `npm run test:foreign`: a small HTTP router in front of the three Prism
// instances, as a gateway in front of a platform would be, that also serves the production build.
//
//   /wps/relay/*        → the relay surface's Prism
//   /lgw/*, /lotto/*    → the lgw surface's Prism
//   /wps/*              → the wps surface's Prism
//   anything else       → dist/ (the file, else index.html: the SPA fallback), with the site's headers
//
// It passes requests and replies through as they are, except the PINS below: a few fields of a
// few replies, set so that the site can be signed in to and offers every screen. Everything else
// a screen shows is Prism's random, schema-valid data. Like a gateway, it answers 504 when Prism
// has not replied in GATEWAY_TIMEOUT_MS and 502 when Prism is down. Each exchange is recorded
// (status, time, size, Prism's `sl-violations`) for the run's summary.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { SECURITY_HEADERS } from '../../deploy/headers.mjs';

/** Which run a request belongs to: the browser tests set the cookie `foreign_role` (member or agent). */
export const ROLE_COOKIE = 'foreign_role';
export const ROLES = ['member', 'agent'];

/** The merchant's feature switches the screens ask about (src/api/site.ts WHITE_LABEL_MODULES), all on. */
const MERCHANT_SWITCHES = ['DEPOSIT', 'WITHDRAW', 'REWCEN3', 'FEEDBACK3', 'AGETRANSFERUP3'].map((modId) => ({ modId, enabled: '1', childrenNodes: [] }));

/**
 * The fields the router sets on Prism's 200 replies, each with why. Nothing else is changed.
 * `value` is the reply's `value`; `role` is the run's.
 */
export const PINS = [
  {
    route: 'GET /wps/system/status',
    what: 'maintenance, regionRestriction and ipBlocked false, status 0; info.whitelabel = DEPOSIT, WITHDRAW, REWCEN3, FEEDBACK3 and AGETRANSFERUP3 on',
    why: "the permission check is random: most replies say maintenance, region restriction or a blocked IP, which replace every route (no sign-in, nothing to browse). The white-label tree's random module ids switch every feature off, which hides Deposit, Withdraw, Reward centre, Feedback and the transfer item: a merchant with them on is the configuration under test",
    apply(value) {
      Object.assign(value, { maintenance: false, regionRestriction: false, ipBlocked: false, status: 0 });
      if (value.info && typeof value.info === 'object') value.info.whitelabel = MERCHANT_SWITCHES;
    },
  },
  {
    route: 'POST /wps/session/login',
    what: 'token "foreign-<role>-token", firstTimeLogin and passwordExpired false',
    why: 'to sign in: a random passwordExpired or firstTimeLogin sends the member to the forced password change (another flow than the one browsed); a fixed token makes the session recognisable in the log',
    apply(value, role) {
      Object.assign(value, { token: `foreign-${role}-token`, firstTimeLogin: false, passwordExpired: false });
    },
  },
  {
    route: 'GET /wps/member/info',
    what: 'type 0 for the member run, 1 for the agent run; toUpline true',
    why: 'the member type decides the role (agents are types 1, 2, 41 and 42; 4 is a guest): random, it would make the member run an agent, a guest or neither. toUpline true offers the transfer item to the member (a member with an upline)',
    apply(value, role) {
      Object.assign(value, { type: role === 'agent' ? 1 : 0, toUpline: true });
    },
  },
  {
    route: 'GET /wps/member/info/funds/consolidated',
    what: 'divtypeinfo, dailysalinfotype, contracthoursalinfo and realtimesalinfotype 1',
    why: 'these flags decide whether the agent centre offers Dividend record, Daily wages, Hourly salary and Real-time salary (random integers: almost always hidden)',
    apply(value) {
      Object.assign(value, { divtypeinfo: 1, dailysalinfotype: 1, contracthoursalinfo: 1, realtimesalinfotype: 1 });
    },
  },
  {
    route: 'GET /wps/relay/MCSFE_getAvailablePromotions',
    what: 'content.REFERRAL.enabled and content.MISSION.enabled true',
    why: 'they decide whether the member centre offers Invite friends and Mission activity',
    apply(value) {
      for (const kind of ['REFERRAL', 'MISSION']) {
        if (value.content?.[kind] && typeof value.content[kind] === 'object') value.content[kind].enabled = true;
      }
    },
  },
  {
    route: 'GET /wps/relay/MCSFE_getRealityCheck',
    what: 'due false, intervalMinutes null, no nextCheckAt',
    why: 'a random due: true opens the reality check (a modal dialog) over whatever screen is being visited, which leaves that screen inert; the reality check is a dialog of its own, not a screen of the run',
    apply(value) {
      Object.assign(value, { due: false, intervalMinutes: null });
      delete value.nextCheckAt;
    },
  },
];

const pinsByRoute = new Map(PINS.map((pin) => [pin.route, pin]));

/** A connection per call: a kept-alive one that Prism closes while the router reuses it would reset the call. */
const upstreamAgent = new Agent({ keepAlive: false });

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The surface a path belongs to; null for the site's own files. */
function surfaceOf(pathname) {
  if (pathname.startsWith('/wps/relay/')) return 'relay';
  if (pathname.startsWith('/lgw/') || pathname.startsWith('/lotto/')) return 'lgw';
  if (pathname.startsWith('/wps/')) return 'wps';
  return null;
}

function roleOf(req) {
  const match = new RegExp(`(?:^|;\\s*)${ROLE_COOKIE}=(\\w+)`).exec(req.headers.cookie ?? '');
  return ROLES.includes(match?.[1]) ? match[1] : 'member';
}

const readBody = (stream) =>
  new Promise((resolveBody, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolveBody(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

/** How long the router waits for Prism's reply before it answers 504, as a gateway does (nginx: proxy_read_timeout, 60 s by default; shorter here, so a screen never waits on a reply Prism takes a minute to make). */
export const GATEWAY_TIMEOUT_MS = 20_000;

/**
 * Starts the router on `port` (0: any free port). `upstreams` maps wps, relay and lgw to the
 * ports of their Prism instances: a call goes to the instance with the fewest calls waiting
 * (least connections, as a gateway balances), so one slow reply does not hold up the rest.
 * `onExchange` receives a record of each API exchange. Resolves to { url, close, inFlight }.
 */
export function startRouter({ port = 0, dist, upstreams, onExchange = () => {}, timeoutMs = GATEWAY_TIMEOUT_MS }) {
  const distDir = resolve(dist);
  /** Requests waiting for Prism, and those given up on (Prism still works on them), to tell which one was in flight when an instance died. */
  const pending = new Set();
  const abandoned = [];

  async function serveStatic(req, res, url) {
    let file = normalize(join(distDir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(distDir)) {
      res.writeHead(403).end();
      return;
    }
    const info = await stat(file).catch(() => null);
    if (!info || info.isDirectory()) file = join(distDir, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = { 'content-type': type };
    if (type.startsWith('text/html')) Object.assign(headers, SECURITY_HEADERS, { 'cache-control': 'no-cache' });
    else if (file.startsWith(join(distDir, 'assets'))) headers['cache-control'] = 'public, max-age=31536000, immutable';
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  function leastBusy(ports) {
    // A call given up on still keeps its Prism busy for a while.
    const recent = Date.now() - 2 * timeoutMs;
    const waiting = (port) => [...pending].filter((p) => p.port === port).length + abandoned.filter((p) => p.port === port && p.started > recent).length;
    return ports.reduce((best, port) => (waiting(port) < waiting(best) ? port : best), ports[0]);
  }

  async function proxy(req, res, url, upstreamPort) {
    const started = Date.now();
    const role = roleOf(req);
    const body = await readBody(req);
    const route = `${req.method} ${url.pathname}`;
    const pin = pinsByRoute.get(route);
    const waiting = { port: upstreamPort, route, started };
    pending.add(waiting);
    res.on('close', () => pending.delete(waiting));
    const headers = { ...req.headers, host: `127.0.0.1:${upstreamPort}` };
    delete headers.connection;
    delete headers['accept-encoding'];
    const upstream = httpRequest(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: url.pathname + url.search, headers, agent: upstreamAgent },
      async (reply) => {
        const replyHeaders = { ...reply.headers };
        delete replyHeaders.connection;
        delete replyHeaders['keep-alive'];
        let bytes = 0;
        let pinned = false;
        if (pin && reply.statusCode === 200 && String(reply.headers['content-type'] ?? '').includes('json')) {
          const raw = await readBody(reply);
          let out = raw;
          try {
            const json = JSON.parse(raw.toString('utf8'));
            if (json && typeof json.value === 'object' && json.value !== null) {
              pin.apply(json.value, role);
              pinned = true;
            }
            out = Buffer.from(JSON.stringify(json));
          } catch {
            // Not JSON after all: passed through as it came.
          }
          delete replyHeaders['content-length'];
          replyHeaders['content-length'] = String(out.length);
          res.writeHead(reply.statusCode, replyHeaders);
          res.end(out);
          bytes = out.length;
        } else {
          res.writeHead(reply.statusCode ?? 502, replyHeaders);
          reply.on('data', (chunk) => {
            bytes += chunk.length;
          });
          reply.pipe(res);
          await new Promise((resolveEnd) => reply.on('end', resolveEnd));
        }
        onExchange({
          role,
          method: req.method,
          path: url.pathname,
          status: reply.statusCode,
          ms: Date.now() - started,
          bytes,
          pinned,
          violations: reply.headers['sl-violations'] ? String(reply.headers['sl-violations']) : undefined,
        });
      },
    );
    // A gateway gives up on an upstream that does not answer (nginx: proxy_read_timeout).
    let timedOut = false;
    upstream.setTimeout(timeoutMs, () => {
      timedOut = true;
      abandoned.push(waiting);
      upstream.destroy(new Error(`no reply in ${timeoutMs / 1000} s`));
    });
    upstream.on('error', (error) => {
      const status = timedOut ? 504 : 502;
      onExchange({ role, method: req.method, path: url.pathname, status, ms: Date.now() - started, bytes: 0, pinned: false, violations: error.message });
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(`router: ${error.message}`);
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://router.local');
    const surface = surfaceOf(url.pathname);
    const handle = surface ? proxy(req, res, url, leastBusy(upstreams[surface])) : serveStatic(req, res, url);
    handle.catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`router: ${error.message}`);
    });
  });
  // Prism can take many seconds over a large reply; the browser waits for it.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 5_000;

  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolveStart({
        url: `http://127.0.0.1:${address.port}`,
        port: address.port,
        /** The calls waiting for the Prism on `upstreamPort` now, longest first. */
        inFlight: (upstreamPort) => {
          const given = abandoned.filter((p) => p.port === upstreamPort && !pending.has(p));
          abandoned.splice(0, abandoned.length, ...abandoned.filter((p) => p.port !== upstreamPort));
          const age = (p) => `${((Date.now() - p.started) / 1000).toFixed(0)} s`;
          return [
            ...given.map((p) => `${p.route} (given up on, ${age(p)} ago)`),
            ...[...pending].filter((p) => p.port === upstreamPort).map((p) => `${p.route} (${age(p)})`),
          ];
        },
        close: () =>
          new Promise((resolveClose) => {
            server.closeAllConnections?.();
            server.close(() => resolveClose());
          }),
      });
    });
  });
}

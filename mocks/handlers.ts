/**
 * The mock platform as MSW handlers: one set serves the browser (`npm start`), the unit and
 * component tests (msw/node) and the plain HTTP mock server (`npm run mock:server`).
 *
 * Every call to /wps, /lgw or /lotto goes through one handler that finds the operation in the
 * contract, applies the scenario, checks the session, decrypts and validates the body, and
 * answers from the stateful platform routes (mocks/platform/routes) or, for operations they do
 * not cover, from orval's generated handlers with faker seeded per request, so the same request
 * always gets the same data. Before each call the platform settles what fell due on its clock
 * (deposits paid or expired, withdrawals paid or auto-confirmed).
 *
 * The platform's own endpoints, outside the contract:
 * - `GET /__mock/clock` → `{ now }`; `POST /__mock/clock` `{ advanceMs }` moves the mock clock
 *   forward, runs what fell due and answers `{ now }`;
 * - `GET /__mock/deposit?orderNo=…` the mock payment page; `POST /__mock/deposit/pay`
 *   `{ orderNo }` (JSON, or the page's form) pays a pending deposit order;
 * - `POST /__mock/bet` `{ username, stake, payout? }` plays a round for that member from the main
 *   wallet (a bet and its payout on the ledger), refused as a game launch is while one of the
 *   member's limits holds: how a test or a developer loses money without a vendor.
 */
import { faker } from '@faker-js/faker';
import { delay, getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import { generatedHandlers } from '../src/generated/mock-handlers';
import { findOperation, type OperationMeta } from '../src/generated/operations';
import { bodyValidators } from '../src/generated/validators';
import { cdnImage } from './platform/cdn';
import { now } from './platform/core/clock';
import { isFailure, type RouteContext, type RouteResult } from './platform/core/context';
import { isScenario, SCENARIO_HEADER, type ScenarioName } from './platform/core/scenarios';
import type { PlatformStore } from './platform/core/state';
import { decryptRequestBody } from './platform/crypto';
import { depositPageAction, MOCK_DEPOSIT_PATH, platformDepositPage } from './platform/deposit-page';
import { advanceClock, settle } from './platform/money';
import { playRound } from './platform/responsible';
import { routes } from './platform/routes';

export interface MockOptions {
  store: PlatformStore;
  /** The scenario of a request (browser: the tab's choice; server: a header or cookie). */
  scenarioOf?: (request: Request) => ScenarioName;
  /** Milliseconds every reply waits in the `slow` scenario. */
  slowMs?: number;
}

const API_PATH = /^https?:\/\/[^/]+\/(wps|lgw|lotto)\//;
/** Tags whose lists the `empty` scenario leaves alone (settings, not content). */
const SETTINGS_TAGS = new Set(['system', 'session', 'verification', 'member']);

export const scenarioFromHeader = (request: Request): ScenarioName => {
  const name = request.headers.get(SCENARIO_HEADER);
  return isScenario(name) ? name : 'default';
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function envelopeFailure(status: number, code: string, message: string, value?: unknown): Response {
  return HttpResponse.json({ success: false, code, message, ...(value === undefined ? {} : { value }) }, { status });
}

async function readBody(request: Request, op: OperationMeta): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await request.text();
  if (!text) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  const parsed: unknown = JSON.parse(text);
  const body = op.encrypted ? decryptRequestBody(request.headers.get('Encryption'), parsed) : parsed;
  return (body ?? {}) as Record<string, unknown>;
}

/** Arrays that say where a list is, not what it holds (team management's breadcrumb path): kept. */
const PLACE_KEYS = new Set(['path']);

/** Replaces every array in a reply's value with an empty one (the `empty` scenario). */
function emptyLists(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, PLACE_KEYS.has(k) ? v : emptyLists(v)]));
  }
  return value;
}

function toResponse(result: RouteResult, op: OperationMeta, scenario: ScenarioName): Response {
  if (result instanceof Response) return result;
  if (isFailure(result)) return envelopeFailure(result.status, result.code, result.message, result.value);
  const value = scenario === 'empty' && !SETTINGS_TAGS.has(op.tag) ? emptyLists(result.value) : result.value;
  return HttpResponse.json({ success: true, ...(result.message ? { message: result.message } : {}), value });
}

export function createMockHandlers(options: MockOptions): RequestHandler[] {
  const { store, scenarioOf = scenarioFromHeader, slowMs = 2000 } = options;
  const fallback = generatedHandlers();

  const generated = async (request: Request, op: OperationMeta, url: URL) => {
    faker.seed(hash(`${op.operationId}?${url.searchParams.toString()}`));
    const response = await getResponse(fallback, request);
    if (!response) throw new Error(`no generated handler for ${op.operationId}`);
    return (await response.json()) as Record<string, unknown>;
  };

  const platform = http.all(API_PATH, async ({ request }) => {
    const url = new URL(request.url);
    const op = findOperation(request.method, url.pathname);
    const scenario = scenarioOf(request);
    if (scenario === 'slow') await delay(slowMs);
    if (!op) return envelopeFailure(404, 'function.not.available', `No operation ${request.method} ${url.pathname} in the contract`);
    if (scenario === 'server-error') return envelopeFailure(500, 'system.error', 'System error');

    const merchant = request.headers.get('Merchant');
    if (!merchant || merchant.includes(',')) return envelopeFailure(400, 'function.not.available', 'Function not available');

    // A session is required (401 without one) or optional (`security: [{}, {session: []}]`: the
    // caller's account when a live token comes, a visitor otherwise, never a 401).
    const state = store.state;
    settle(state);
    const authorization = request.headers.get('Authorization');
    const live = authorization && scenario !== 'session-expired' ? state.sessions[authorization] : undefined;
    const account = live ? (state.accounts[live.username] ?? null) : null;
    if (op.session === 'required' && !account) {
      return envelopeFailure(401, 'login.not.session', 'Your session has expired, please log in again');
    }

    let body: Record<string, unknown>;
    try {
      body = await readBody(request.clone(), op);
    } catch {
      return envelopeFailure(400, 'request_param_err', 'Request parameter error');
    }
    const bodySchema = bodyValidators[op.operationId];
    if (bodySchema && request.method !== 'GET') {
      const checked = bodySchema.safeParse(body);
      if (!checked.success) {
        const detail = checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        return envelopeFailure(400, 'request_param_err', `Request parameter error: ${detail}`);
      }
    }

    const ctx: RouteContext = {
      request,
      url,
      op,
      query: Object.fromEntries(url.searchParams),
      body,
      token: live ? authorization : null,
      account,
      language: request.headers.get('Language') ?? 'EN',
      scenario,
      state,
      generated: () => generated(request.clone(), op, url),
    };
    const route = routes[op.operationId];
    const result: RouteResult = route ? await route(ctx) : { kind: 'success', value: (await ctx.generated()).value };
    store.save();
    return toResponse(result, op, scenario);
  });

  const cdn = http.get(/\/mock-cdn\//, ({ request }) => cdnImage(new URL(request.url)));

  const clock = http.all(/\/__mock\/clock$/, async ({ request }) => {
    const state = store.state;
    settle(state);
    if (request.method === 'POST') {
      const body = (await request.json().catch(() => null)) as { advanceMs?: unknown } | null;
      const ms = body?.advanceMs;
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
        return HttpResponse.json({ error: 'advanceMs must be a number of milliseconds, 0 or more' }, { status: 400 });
      }
      advanceClock(state, ms);
      store.save();
    } else if (request.method !== 'GET') {
      return HttpResponse.json({ error: 'GET or POST' }, { status: 405 });
    }
    return HttpResponse.json({ now: now(state) });
  });

  const depositPage = http.get(new RegExp(`${MOCK_DEPOSIT_PATH}$`), ({ request }) => {
    settle(store.state);
    const page = platformDepositPage(store.state, new URL(request.url));
    store.save();
    return new HttpResponse(page.html, { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  });

  const depositPay = http.post(new RegExp(`${MOCK_DEPOSIT_PATH}/pay$`), async ({ request }) => {
    const url = new URL(request.url);
    const form = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
    const text = await request.text();
    let orderNo = '';
    try {
      orderNo = String((form ? Object.fromEntries(new URLSearchParams(text)) : (JSON.parse(text || '{}') as Record<string, unknown>)).orderNo ?? '');
    } catch {
      return HttpResponse.json({ success: false, code: 'request_param_err', message: 'Request parameter error' }, { status: 400 });
    }
    settle(store.state);
    const reply = depositPageAction(store.state, url.origin, 'pay', orderNo.trim());
    store.save();
    // The page's form without its script: back to the page, which shows the order's status.
    if (form) return new HttpResponse(null, { status: 303, headers: { location: `${MOCK_DEPOSIT_PATH}?orderNo=${encodeURIComponent(orderNo.trim())}` } });
    return HttpResponse.json(reply.body, { status: reply.status });
  });

  const bet = http.post(/\/__mock\/bet$/, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { username?: unknown; stake?: unknown; payout?: unknown } | null;
    const { username, stake, payout = 0 } = body ?? {};
    const money = (n: unknown, min: number) => typeof n === 'number' && Number.isFinite(n) && n >= min && n <= 10_000_000_000;
    if (typeof username !== 'string' || !money(stake, 0.01) || !money(payout, 0)) {
      return HttpResponse.json({ error: 'username (string), stake (> 0) and payout (≥ 0, optional) are needed' }, { status: 400 });
    }
    settle(store.state);
    const result = playRound(store.state, username, stake as number, payout as number);
    store.save();
    return isFailure(result)
      ? HttpResponse.json({ success: false, code: result.code, message: result.message, value: result.value }, { status: result.status })
      : HttpResponse.json({ success: true, value: result });
  });

  return [platform, cdn, clock, depositPage, depositPay, bet];
}

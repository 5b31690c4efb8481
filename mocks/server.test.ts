/**
 * The plain HTTP mock server (`npm run mock:server`) answers other clients with the same
 * platform: the envelope, sessions, scenarios by header or by the cookie a page address sets.
 * Requests go around msw/node with `bypass`, to the real server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP } from '../deploy/headers.mjs';
import { encryptBody } from '../src/api/crypto';
import { MOCK_RSA_MODULUS } from './platform/rsa-key';
import { startMockHttpServer } from './server';

let server: Awaited<ReturnType<typeof startMockHttpServer>>;
const site = mkdtempSync(join(tmpdir(), 'mock-site-'));

beforeAll(async () => {
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>site</title>');
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'assets', 'index-abc123.js'), `export const text = '${'x'.repeat(4000)}';`);
  server = await startMockHttpServer({ staticDir: site });
});
afterAll(() => server.close());

const call = (path: string, init: RequestInit = {}) =>
  fetch(bypass(new Request(`${server.url}${path}`, { ...init, headers: { Merchant: 'DEMO', ...(init.headers as Record<string, string>) } })));

describe('the mock HTTP server', () => {
  it('answers the system status with the envelope', async () => {
    const response = await call('/wps/system/status?host=localhost');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { success: boolean; value: { maintenance: boolean; info: { imageCDNs: string[] } } };
    expect(body.success).toBe(true);
    expect(body.value.maintenance).toBe(false);
    expect(body.value.info.imageCDNs[0]).toBe(`${server.url}/mock-cdn`);
  });

  it('serves the RSA modulus as plain hex', async () => {
    const response = await call('/wps/session/key/rsa?t=1');
    expect(await response.text()).toMatch(/^[0-9a-f]{256}$/);
  });

  it('refuses a call without the Merchant header', async () => {
    const response = await fetch(bypass(new Request(`${server.url}/wps/system/status?host=localhost`)));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('function.not.available');
  });

  it('refuses a session call without a token with 401 login.not.session', async () => {
    const response = await call('/wps/member/info');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'login.not.session' });
  });

  it('takes the scenario from a header', async () => {
    const response = await call('/wps/system/status?host=localhost', { headers: { 'x-mock-scenario': 'maintenance' } });
    expect(((await response.json()) as { value: { maintenance: boolean } }).value.maintenance).toBe(true);
  });

  it('keeps the scenario of a page address in a cookie for the following calls', async () => {
    const page = await fetch(bypass(new Request(`${server.url}/index?scenario=server-error`)));
    expect(await page.text()).toContain('<title>site</title>');
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toBe('mock_scenario=server-error');
    const response = await call('/wps/system/status?host=localhost', { headers: { cookie } });
    expect(response.status).toBe(500);
  });

  it('serves the mock game screen and the sign-in page, not the site', async () => {
    const game = await fetch(bypass(new Request(`${server.url}/mock-game/?vendor=PG&game=mahjong-ways2&node=30500&playType=LO2&mode=trial`)));
    expect(game.status).toBe(200);
    expect(game.headers.get('content-type')).toContain('text/html');
    const html = await game.text();
    expect(html).toContain('<h1 id="game-name">Mahjong Ways 2</h1>');
    expect(html).toContain('<dd data-field="playType">LO2</dd>');
    const signIn = await fetch(bypass(new Request(`${server.url}/__/auth/handler?providerId=google.com`)));
    expect(await signIn.text()).toContain('Choose an account');
  });

  it("moves the clock of the caller's own platform, the one its mock_state cookie picks", async () => {
    const clock = (cookie: string, advanceMs?: number) =>
      fetch(
        bypass(
          new Request(`${server.url}/__mock/clock`, {
            method: advanceMs === undefined ? 'GET' : 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            ...(advanceMs === undefined ? {} : { body: JSON.stringify({ advanceMs }) }),
          }),
        ),
      ).then((r) => r.json() as Promise<{ now: number }>);
    const start = await clock('mock_state=clock-a');
    const moved = await clock('mock_state=clock-a', 86_400_000);
    expect(moved.now - start.now).toBeGreaterThanOrEqual(86_400_000);
    expect((await clock('mock_state=clock-a')).now - Date.now()).toBeGreaterThan(86_000_000);
    expect(Math.abs((await clock('mock_state=clock-b')).now - Date.now())).toBeLessThan(60_000);
    expect(Math.abs((await clock('')).now - Date.now())).toBeLessThan(60_000);
  });

  it("plays a round for a member of the caller's platform, refused once a loss limit is reached", async () => {
    const bet = (body: unknown) =>
      fetch(
        bypass(
          new Request(`${server.url}/__mock/bet`, {
            method: 'POST',
            headers: { cookie: 'mock_state=bet-a', 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        ),
      );
    expect((await bet({ username: 'limited01' })).status).toBe(400);
    const played = await bet({ username: 'limited01', stake: 100_000, payout: 40_000 });
    expect(await played.json()).toEqual({ success: true, value: { balance: 4_940_000 } });
    const refused = await bet({ username: 'limited01', stake: 10_000 });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 'limit.loss.reached', value: { reason: 'LOSS_LIMIT', period: 'DAY' } });
  });

  it("serves the mock payment page of the caller's platform, and pays from its form", async () => {
    const cookie = 'mock_state=deposit-page';
    const encrypted = encryptBody(JSON.stringify({ username: 'member01', password: 'Member123', type: 'username' }), MOCK_RSA_MODULUS);
    const login = await call('/wps/session/login', {
      method: 'POST',
      headers: { cookie, Encryption: encrypted.encryption, 'content-type': 'application/json' },
      body: encrypted.body,
    });
    const { value } = (await login.json()) as { value: { token: string } };
    const created = await call('/wps/relay/MCSFE_createDepositOrder', {
      method: 'POST',
      headers: { cookie, Authorization: value.token, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 500_000, channelId: 'BT-MANUAL', bankCode: 'VCB' }),
    });
    const order = ((await created.json()) as { value: { orderNo: string; payTo: { payUrl: string } } }).value;
    expect(order.payTo.payUrl).toBe(`${server.url}/__mock/deposit?orderNo=${order.orderNo}`);
    const page = await fetch(bypass(new Request(order.payTo.payUrl, { headers: { cookie } })));
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('data-status="PENDING">Pending<');
    const elsewhere = await fetch(bypass(new Request(order.payTo.payUrl, { headers: { cookie: 'mock_state=other' } })));
    expect(elsewhere.status).toBe(404);
    const paid = await fetch(
      bypass(
        new Request(`${server.url}/__mock/deposit/pay`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: `orderNo=${order.orderNo}`,
          redirect: 'manual',
        }),
      ),
    );
    expect(paid.status).toBe(303);
    expect(await (await fetch(bypass(new Request(order.payTo.payUrl, { headers: { cookie } })))).text()).toContain('data-status="PAID">Paid<');
  });

  it('serves the site with the single-page fallback and labelled images', async () => {
    const page = await fetch(bypass(new Request(`${server.url}/some/deep/route`)));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>site</title>');
    const image = await fetch(bypass(new Request(`${server.url}/mock-cdn/games/PG/mahjong.svg?label=Mahjong%20Ways`)));
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('Mahjong Ways');
    // A game's icon as the platform's CDN serves it: a PNG, decoded off the page's main thread.
    const icon = await fetch(bypass(new Request(`${server.url}/mock-cdn/games/PG/mahjong.png?label=Mahjong%20Ways`)));
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await icon.arrayBuffer()).subarray(0, 4)]).toEqual([137, 80, 78, 71]);
  });

  it('answers 404 for a page whose file is gone (a build rewriting the site) and goes on serving', async () => {
    rmSync(join(site, 'index.html'));
    try {
      const gone = await fetch(bypass(new Request(`${server.url}/some/route`)));
      expect(gone.status).toBe(404);
    } finally {
      writeFileSync(join(site, 'index.html'), '<!doctype html><title>site</title>');
    }
    expect((await fetch(bypass(new Request(`${server.url}/some/route`)))).status).toBe(200);
  });

  it('serves the site as production does: the policy and security headers on the page, hashed assets cached for good, text compressed', async () => {
    const page = await fetch(bypass(new Request(`${server.url}/promotions`, { headers: { 'accept-encoding': 'gzip' } })));
    expect(page.headers.get('content-security-policy')).toBe(CSP);
    expect(CSP).toContain("script-src 'self'");
    expect(CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const script = await fetch(bypass(new Request(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } })));
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(await script.text()).toContain('xxxx');
    // A client that does not take gzip gets the plain file.
    const plain = await fetch(bypass(new Request(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } })));
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});

import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, useScenario } from '../../mocks/node';
import { startEarly } from '../boot/early';
import { firstCallUrls } from '../boot/first-banner';
import { config } from '../config';
import { getMemberInfo } from '../generated/wps/endpoints/member/member';
import { login, logout } from '../generated/wps/endpoints/session/session';
import { getGetSystemStatusUrl, getSystemStatus } from '../generated/wps/endpoints/system/system';
import { ApiError, errorMessageKey } from '../lib/errors';
import { MAX_REPLY_BYTES } from '../lib/reply';
import { dialogs } from '../state/dialogs';
import { setLanguageCode } from '../state/language';
import { clearSession, session, setSessionToken } from '../state/session';
import { apiFetch } from './fetcher';

/** Records every request the transport sends, as the platform receives it. */
function recordRequests() {
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push(request.clone());
  mockServer.events.on('request:start', listener);
  return { seen, stop: () => mockServer.events.removeListener('request:start', listener) };
}

afterEach(() => {
  clearSession();
  dialogs.open = [];
});

describe('the transport', () => {
  it('logs member01 in with the body encrypted on the wire', async () => {
    const recorder = recordRequests();
    const reply = await login({ username: 'member01', password: 'Member123', type: 'username' });
    recorder.stop();

    expect(reply.success).toBe(true);
    expect(reply.value.userName).toBe('member01');
    expect(reply.value.token).toMatch(/^[0-9a-f]{32}$/);

    const wire = recorder.seen.find((r) => r.url.endsWith('/wps/session/login'))!;
    expect(wire.headers.get('Encryption')).toMatch(/^[0-9a-f]+$/);
    expect(wire.headers.get('ModuleId')).toBe('COMM3');
    expect(wire.headers.get('Merchant')).toBe(config.merchant);
    expect(wire.headers.get('Authorization')).toBeNull();
    const body = (await wire.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['value']);
    expect(JSON.stringify(body)).not.toContain('Member123');
    expect(JSON.stringify(body)).not.toContain('member01');
  });

  it('fails a wrong password with the server message and code', async () => {
    const error = await login({ username: 'member01', password: 'nope', type: 'username' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('login.password.wrong');
    expect((error as ApiError).serverMessage).toBe('Username or password is wrong');
    expect((error as ApiError).status).toBe(400);
  });

  it('sends the token only to operations that take a session, and the language always', async () => {
    const { value } = await login({ username: 'member01', password: 'Member123', type: 'username' });
    setSessionToken(value.token);
    setLanguageCode('CN');
    const recorder = recordRequests();
    const info = await getMemberInfo();
    await getSystemStatus({ host: 'localhost' });
    recorder.stop();

    expect(info.value.account).toBe('member01');
    const [memberCall, statusCall] = recorder.seen;
    expect(memberCall!.headers.get('Authorization')).toBe(value.token);
    expect(memberCall!.headers.get('Language')).toBe('CN');
    expect(statusCall!.headers.get('Authorization')).toBeNull();
    expect(statusCall!.headers.get('Language')).toBe('CN');
  });

  it('asks for the login popup, without calling, when a session is needed and there is none', async () => {
    const recorder = recordRequests();
    const error = await getMemberInfo().catch((e: unknown) => e);
    recorder.stop();
    expect((error as ApiError).code).toBe('login.not.session');
    expect(recorder.seen).toHaveLength(0);
    expect(dialogs.open).toContain('login');
  });

  it('clears the session and asks for login when the platform says the session ended', async () => {
    const { value } = await login({ username: 'member01', password: 'Member123', type: 'username' });
    setSessionToken(value.token);
    session.loggedIn = true;
    await logout();
    const error = await getMemberInfo().catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(session.token).toBeNull();
    expect(session.loggedIn).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(dialogs.open).toContain('login');
  });

  it('turns an HTTP 500 into a typed error', async () => {
    useScenario('server-error');
    const error = await getSystemStatus({ host: 'localhost' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).code).toBe('system.error');
  });

  it('turns a network failure into a typed error', async () => {
    mockServer.use(http.get('*/wps/system/status', () => HttpResponse.error()));
    const error = await getSystemStatus({ host: 'localhost' }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('client.network');
    expect((error as ApiError).status).toBe(0);
  });

  /** What `call` fails with when the status answers after a second and the time-out is 50 ms. */
  async function withSlowStatus(call: () => Promise<unknown>): Promise<unknown> {
    const saved = config.requestTimeoutMs;
    Object.assign(config, { requestTimeoutMs: 50 });
    mockServer.use(
      http.get('*/wps/system/status', async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    try {
      return await call().catch((e: unknown) => e);
    } finally {
      Object.assign(config, { requestTimeoutMs: saved });
    }
  }

  it('gives up after the time-out', async () => {
    const error = await withSlowStatus(() => getSystemStatus({ host: 'localhost' }));
    expect((error as ApiError).code).toBe('client.timeout');
  });

  it('takes the reply to a call the entry started early once, instead of asking again (src/boot/first-banner.ts)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { announcements } = firstCallUrls();
    const value = await startEarly<{ banners: unknown[] }>(announcements);
    expect(value?.banners.length).toBeGreaterThan(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const reply = await apiFetch<{ value: { banners: unknown[] } }>(announcements);
    expect(reply.value.banners).toEqual(value?.banners);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await apiFetch(announcements);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('gives up on a reply the entry started early at the same time-out (src/boot/early.ts)', async () => {
    const url = getGetSystemStatusUrl({ host: 'localhost' });
    const error = await withSlowStatus(() => {
      void startEarly(url);
      return apiFetch(url);
    });
    expect((error as ApiError).code).toBe('client.timeout');
  });

  it('turns a success: false reply into a typed error even with HTTP 200', async () => {
    mockServer.use(http.get('*/wps/system/status', () => HttpResponse.json({ success: false, code: 'function.not.available', message: 'Nope' })));
    const error = await getSystemStatus({ host: 'localhost' }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('function.not.available');
    expect((error as ApiError).serverMessage).toBe('Nope');
  });

  // A server may send far more than a screen shows (1,000 contracts of 100 entries: 17.6 MB).
  it('refuses a reply past the limit that declares its length, with a typed error the screens translate', async () => {
    const body = JSON.stringify({ success: true, value: { maintenance: false }, padding: 'x'.repeat(MAX_REPLY_BYTES) });
    mockServer.use(
      http.get('*/wps/system/status', () => new HttpResponse(body, { headers: { 'content-type': 'application/json', 'content-length': String(body.length) } })),
    );
    const error = await getSystemStatus({ host: 'localhost' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('client.reply_too_large');
    expect((error as ApiError).status).toBe(200);
    expect(errorMessageKey(error)).toBe('error.reply_too_large');
  });

  it('stops reading a reply with no Content-Length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode(`${'x'.repeat(64 * 1024 - 1)} `);
    let sent = 0;
    // An endless reply, one chunk each time the reader asks for more.
    const endless = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":true,"value":{"maintenance":false},"padding":"'));
        },
        pull(controller) {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
    mockServer.use(http.get('*/wps/system/status', () => new HttpResponse(endless(), { headers: { 'content-type': 'application/json' } })));
    const error = await getSystemStatus({ host: 'localhost' }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('client.reply_too_large');
    expect(sent).toBeGreaterThan(MAX_REPLY_BYTES);
    expect(sent).toBeLessThan(MAX_REPLY_BYTES + 8 * chunk.byteLength);
  });

  it('reads no further than the limit a reply the entry started early, and the transport refuses it too (src/boot/early.ts)', async () => {
    const chunk = new TextEncoder().encode(`${'x'.repeat(64 * 1024 - 1)} `);
    let sent = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":true,"value":{"maintenance":false},"padding":"'));
        },
        pull(controller) {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
    mockServer.use(http.get('*/wps/system/status', () => new HttpResponse(endless(), { headers: { 'content-type': 'application/json' } })));
    const url = getGetSystemStatusUrl({ host: 'localhost' });
    expect(await startEarly(url)).toBeNull();
    expect(sent).toBeGreaterThan(MAX_REPLY_BYTES);
    expect(sent).toBeLessThan(MAX_REPLY_BYTES + 8 * chunk.byteLength);
    const error = await apiFetch(url).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('client.reply_too_large');
  });

  it('turns a connection that drops while the reply is read into the network error a failed request gives', async () => {
    mockServer.use(http.get('*/wps/system/status', () => HttpResponse.error()));
    const failed = await getSystemStatus({ host: 'localhost' }).catch((e: unknown) => e);
    // The reply's head and a part of its body arrive; then the connection drops (its body is
    // shorter than its Content-Length), and reading the rest fails with the runtime's own error.
    const fetch = globalThis.fetch;
    let arrived: () => void = () => undefined;
    const headArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => fetch(...args).finally(arrived));
    const dropping = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":true,"value":{"mainten'));
        },
        async pull(controller) {
          await headArrived;
          controller.error(new TypeError('network error'));
        },
      });
    mockServer.use(
      http.get('*/wps/system/status', () => new HttpResponse(dropping(), { headers: { 'content-type': 'application/json', 'content-length': '1000' } })),
    );
    const dropped = await getSystemStatus({ host: 'localhost' }).catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(ApiError);
    const codeOf = (error: unknown) => ({ code: (error as ApiError).code, status: (error as ApiError).status });
    expect(codeOf(dropped)).toEqual({ code: 'client.network', status: 0 });
    expect(codeOf(dropped)).toEqual(codeOf(failed));
    expect(errorMessageKey(dropped)).toBe('error.network');
  });

  it('reads a large reply under the limit as usual', async () => {
    const status = { success: true, value: { maintenance: false }, padding: 'x'.repeat(MAX_REPLY_BYTES / 2) };
    // An address no operation has: no contract check, only the transport.
    mockServer.use(http.get('*/test/large-reply', () => HttpResponse.json(status)));
    const reply = await apiFetch<typeof status>('/test/large-reply');
    expect(reply.padding).toHaveLength(MAX_REPLY_BYTES / 2);
  });

  it('rejects a reply that breaks the contract (tests check every reply)', async () => {
    mockServer.use(http.get('*/wps/system/status', () => HttpResponse.json({ success: true, value: { maintenance: 'no' } })));
    await expect(getSystemStatus({ host: 'localhost' })).rejects.toThrow(/does not match the contract/);
  });
});

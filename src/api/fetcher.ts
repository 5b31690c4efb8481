/**
 * The one transport (orval's mutator): every generated call goes through `apiFetch`.
 * - headers: Merchant, ModuleId (the operation's module id), Language, and Authorization only
 *   where the contract says the operation takes a session;
 * - bodies the contract marks `x-encrypted` are encrypted (see crypto.ts);
 * - the `{ success, message, value }` envelope is checked: a reply with `success: false`, an
 *   HTTP error, a network failure or a 120-second time-out all become one `ApiError`;
 * - a session error clears the session and asks for the login popup;
 * - a reply larger than MAX_REPLY_BYTES is refused with an ApiError (`client.reply_too_large`);
 * - in development and tests each reply is checked against the contract's zod schema.
 */
import { resolveUrl, takeEarly } from '../boot/early';
import { config } from '../config';
import { findTransportOperation, type TransportOperation } from '../generated/transport';
import { ApiError, CLIENT_CODES } from '../lib/errors';
import { requestLogin } from '../state/dialogs';
import { language } from '../state/language';
import { clearSession, currentToken } from '../state/session';
import { checkReply } from './reply-check';

export type ApiRequestInit = RequestInit;

function buildHeaders(op: TransportOperation | undefined, init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  headers.set('Merchant', config.merchant);
  headers.set('Language', language.code);
  if (op?.moduleId) headers.set('ModuleId', op.moduleId);
  if (op && op.session !== 'none') {
    const token = currentToken();
    if (token) headers.set('Authorization', token);
    else if (op.session === 'required') {
      requestLogin();
      throw new ApiError({ code: CLIENT_CODES.noSession, status: 401 });
    }
  }
  return headers;
}

async function encryptIfNeeded(op: TransportOperation | undefined, headers: Headers, body: RequestInit['body']): Promise<RequestInit['body']> {
  const freePlay = op?.freePlay === true;
  if (!op?.encrypted && !freePlay) return body;
  // Loaded on the first encrypted call, so crypto-js stays out of the first page load.
  const [{ encryptBody, freePlayEncryption }, modulus] = await Promise.all([import('./crypto'), getRsaModulus()]);
  if (freePlay) {
    // Free play sends its body as it is, with RSA of a reversed random string that is never sent.
    headers.set('Encryption', freePlayEncryption(modulus));
    headers.set('X-Gateway-Version', '3');
    return body;
  }
  const encrypted = encryptBody(typeof body === 'string' ? body : JSON.stringify(body ?? {}), modulus);
  headers.set('Encryption', encrypted.encryption);
  headers.set('Content-Type', 'application/json');
  return encrypted.body;
}

/** An early reply, given up on as this request would be: at its time-out or its caller's abort. */
function untilAborted<T>(reply: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    reply.then(resolve, reject);
  });
}

function timeoutSignal(signal: AbortSignal | null | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(config.requestTimeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

interface Envelope {
  success?: boolean;
  message?: string;
  code?: string;
  errorCode?: string;
  value?: unknown;
}

/**
 * The largest reply the site reads: 2 MB. A screen shows a page of rows (10 to 100 records, a
 * page of games, a board of matches); the largest replies of the mock platform, whose rows are as
 * wordy as the platform's, are about 25 KB (a page of the game list, of bet records, of agent02's
 * downlines). 2 MB leaves some 80 times that, and refuses what no screen could show: replies of
 * 1,000 contracts of 100 entries each (17.6 MB, which the contract allowed) froze the agent
 * centre while the page read, parsed and drew them. Such a reply is refused with a typed error
 * instead, which the panel shows as a translated message with a retry.
 */
export const MAX_REPLY_BYTES = 2 * 1024 * 1024;

const tooLarge = (status: number) => new ApiError({ code: CLIENT_CODES.replyTooLarge, status });

/**
 * The reply's body as text, refused unread when its Content-Length is past MAX_REPLY_BYTES, and
 * cut off when it reaches the limit without one (a chunked or compressed reply: Content-Length
 * then counts the compressed bytes, so the read bytes are counted too).
 */
async function readText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_REPLY_BYTES) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge(response.status);
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let read = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > MAX_REPLY_BYTES) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge(response.status);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

async function readReply(response: Response): Promise<{ text: string; json: Envelope | null }> {
  const text = await readText(response);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return { text, json: null };
  try {
    return { text, json: JSON.parse(text) as Envelope };
  } catch {
    return { text, json: null };
  }
}

function failure(op: TransportOperation | undefined, status: number, reply: Envelope | null): ApiError {
  const code = reply?.code ?? reply?.errorCode ?? (status === 504 ? 'timeout_retry_please' : `http.${status}`);
  const error = new ApiError({ code, status, serverMessage: reply?.message, value: reply?.value });
  if (error.isSessionError && op?.session !== 'none') {
    clearSession();
    requestLogin();
  }
  return error;
}

export async function apiFetch<T>(url: string, init: ApiRequestInit = {}): Promise<T> {
  const target = resolveUrl(url);
  const method = (init.method ?? 'GET').toUpperCase();
  const op = findTransportOperation(method, target.pathname);
  const headers = buildHeaders(op, init);
  const body = await encryptIfNeeded(op, headers, init.body);
  const signal = timeoutSignal(init.signal);

  let response: Response;
  try {
    // The entry may have started this very GET before the app loaded (src/boot/early.ts).
    const early = method === 'GET' ? takeEarly(target.href) : undefined;
    response = await (early ? untilAborted(early, signal) : fetch(target, { ...init, method, headers, body, signal }));
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    const timedOut = signal.aborted && (signal.reason as DOMException | undefined)?.name === 'TimeoutError';
    throw new ApiError({ code: timedOut ? CLIENT_CODES.timeout : CLIENT_CODES.network, status: 0 });
  }

  const { text, json } = await readReply(response);
  if (!response.ok) throw failure(op, response.status, json);
  if (op?.textReply) return text as T;
  if (!json || typeof json !== 'object') {
    throw new ApiError({ code: CLIENT_CODES.badReply, status: response.status });
  }
  if (json.success !== true) throw failure(op, response.status, json);
  if (import.meta.env.DEV && op) await checkReply(method, target.pathname, json);
  return json as T;
}

export default apiFetch;

/** The platform's RSA modulus (hex), fetched through the transport once per page and kept while it works. */
let modulus: Promise<string> | null = null;

function getRsaModulus(): Promise<string> {
  modulus ??= apiFetch<string>(`/wps/session/key/rsa?t=${Date.now()}`)
    .then((text) => {
      const hex = text.trim();
      if (!/^[0-9a-fA-F]+$/.test(hex)) throw new ApiError({ code: CLIENT_CODES.badReply, status: 200, operationId: 'getRsaKey' });
      return hex;
    })
    .catch((error: unknown) => {
      modulus = null;
      throw error;
    });
  return modulus;
}

/** Forget the modulus (tests, and after the platform rotates its key). */
export function resetRsaModulus(): void {
  modulus = null;
}

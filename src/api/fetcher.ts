/**
 * The one transport (orval's mutator): every generated call goes through `apiFetch`.
 * - headers: Merchant, ModuleId (the operation's module id), Language, and Authorization only
 *   where the contract says the operation takes a session;
 * - bodies the contract marks `x-encrypted` are encrypted (see crypto.ts);
 * - the `{ success, message, value }` envelope is checked: a reply with `success: false`, an
 *   HTTP error, a network failure or a 120-second time-out all become one `ApiError`;
 * - a session error clears the session and asks for the login popup;
 * - a reply larger than MAX_REPLY_BYTES (lib/reply.ts) is refused with an ApiError
 *   (`client.reply_too_large`); a connection that drops while the reply is read is a network
 *   failure like any other;
 * - in development and tests each reply is checked against the contract's zod schema.
 */
import { resolveUrl, takeEarly } from '../boot/early';
import { config } from '../config';
import { findTransportOperation, type TransportOperation } from '../generated/transport';
import { ApiError, CLIENT_CODES } from '../lib/errors';
import { ownTask } from '../lib/own-task';
import { readReplyText } from '../lib/reply';
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

async function readReply(response: Response): Promise<{ text: string; json: Envelope | null }> {
  const text = await readReplyText(response);
  // Past MAX_REPLY_BYTES: refused, not read on.
  if (text === null) throw new ApiError({ code: CLIENT_CODES.replyTooLarge, status: response.status });
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

/**
 * What a request that got no whole reply throws: the caller's own abort as it is, else a
 * time-out or a network failure as an ApiError (status 0).
 */
function requestFailure(cause: unknown, init: RequestInit, signal: AbortSignal): unknown {
  if (init.signal?.aborted) return cause;
  const timedOut = signal.aborted && (signal.reason as DOMException | undefined)?.name === 'TimeoutError';
  return new ApiError({ code: timedOut ? CLIENT_CODES.timeout : CLIENT_CODES.network, status: 0 });
}

export async function apiFetch<T>(url: string, init: ApiRequestInit = {}): Promise<T> {
  // The second request of a task and those after it each start in a task of their own.
  const turn = ownTask();
  if (turn) await turn;
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
    throw requestFailure(cause, init, signal);
  }

  // The connection may drop while the body is read: the same failure as a fetch that failed.
  const { text, json } = await readReply(response).catch((cause: unknown) => {
    throw cause instanceof ApiError ? cause : requestFailure(cause, init, signal);
  });
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

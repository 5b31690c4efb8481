/**
 * Calls the first view needs, started by the entry before the app's script loads (issue 16). The
 * transport takes each early reply once (`takeEarly`) instead of asking again, and handles it as
 * any reply: envelope, errors and session. No React and no state library here.
 */
import { config } from '../config';
import { findTransportOperation } from '../generated/transport';
import { readReplyText } from '../lib/reply';
import { storedLanguageCode } from '../state/language-code';
import { storedSessionToken } from '../state/storage';

/** A call's address on the platform: the configured API base, or the site's own origin. */
export function resolveUrl(url: string): URL {
  const base = config.apiBase || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  return new URL(url, base.endsWith('/') ? base : `${base}/`);
}

const replies = new Map<string, Promise<Response>>();

/**
 * Starts a GET the app will make too, with the headers the transport would send; resolves to the
 * reply's value, or null when it fails or is past MAX_REPLY_BYTES (the app then shows the
 * failure, as it would anyway).
 */
export function startEarly<T>(url: string): Promise<T | null> {
  const target = resolveUrl(url);
  const op = findTransportOperation('GET', target.pathname);
  const headers = new Headers({ Merchant: config.merchant, Language: storedLanguageCode() });
  if (op?.moduleId) headers.set('ModuleId', op.moduleId);
  // The stored session goes where the transport would send it (the app starts logged in with it).
  const token = storedSessionToken();
  if (op && op.session !== 'none' && token) headers.set('Authorization', token);
  const response = fetch(target, { headers });
  // The transport takes the reply as its own: the same request, handled as any reply (a session
  // error logs out there too). A call that needs a session has none to go without.
  if (!(op?.session === 'required' && !token)) {
    const copy = response.then((r) => r.clone());
    copy.catch(() => undefined);
    replies.set(target.href, copy);
  }
  // Read as the transport reads a reply: no further than MAX_REPLY_BYTES (a larger one is null).
  return response
    .then((r) => (r.ok ? readReplyText(r) : null))
    .then((text) => (text === null ? null : (JSON.parse(text) as { success?: boolean; value?: T })))
    .then((envelope) => (envelope?.success === true ? (envelope.value ?? null) : null))
    .catch(() => null);
}

/** The early reply to a GET of this address, if there is one; each is taken once. */
export function takeEarly(href: string): Promise<Response> | undefined {
  const reply = replies.get(href);
  replies.delete(href);
  return reply;
}

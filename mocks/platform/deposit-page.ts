/**
 * The mock payment page (`/__mock/deposit?orderNo=…`), where every deposit order's `payTo.payUrl`
 * leads: the order, where to pay it, and a "Mark as paid" button that POSTs to
 * `/__mock/deposit/pay`, then shows "Paid". Self-contained (inline CSS and script, nothing
 * loaded from elsewhere).
 *
 * Served by the request handlers (msw/node, the browser worker for the app's own fetches, and
 * the mock HTTP server, where the `mock_state` cookie picks the platform) with the order read
 * from the platform; and by the dev server as a plain page that asks the app's tab for the
 * order and the payment over a BroadcastChannel (the app's worker holds the state there), when
 * the POST is not answered.
 */
import { now } from './core/clock';
import type { DepositOrder, PlatformState } from './core/state';
import { findDeposit, payDeposit, publicDeposit } from './money';

export const MOCK_DEPOSIT_PATH = '/__mock/deposit';
export const MOCK_DEPOSIT_PAY_PATH = '/__mock/deposit/pay';
/** The BroadcastChannel the dev server's page and the app's tab (mocks/browser.ts) talk over. */
export const MOCK_CHANNEL = 'mock-platform';

export type PageOrder = ReturnType<typeof publicDeposit>;

/** What the page endpoints answer: the envelope the API uses, and its HTTP status. */
export interface PageReply {
  status: number;
  body: { success: true; value: PageOrder } | { success: false; code: string; message: string };
}

const notFound = (): PageReply => ({ status: 400, body: { success: false, code: 'deposit.not.exist', message: 'This deposit does not exist' } });

/** The order of the page (`get`) or its payment (`pay`); the caller settles the platform first. */
export function depositPageAction(state: PlatformState, origin: string, action: 'get' | 'pay', orderNo: string): PageReply {
  const found = findDeposit(state, orderNo);
  if (!found) return notFound();
  if (action === 'pay') {
    if (found.order.status !== 'PENDING') {
      return {
        status: 409,
        body: { success: false, code: 'deposit.not.pending', message: `This deposit is ${found.order.status.toLowerCase()}, not pending` },
      };
    }
    payDeposit(state, found.username, found.order, now(state));
  }
  return { status: 200, body: { success: true, value: publicDeposit(origin, found.order) } };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
/** A time in Vietnam time, `YYYY-MM-DD hh:mm`. */
const timeText = (t: number) => `${new Date(t + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} (UTC+7)`;
const LABELS: Record<DepositOrder['status'], string> = { PENDING: 'Pending', PAID: 'Paid', CANCELLED: 'Cancelled', EXPIRED: 'Expired' };

function payToText(order: PageOrder): string {
  const p = order.payTo;
  return [p.bankName, p.accountName, p.accountNumber, p.transferRemark ? `reference ${p.transferRemark}` : ''].filter(Boolean).join(' · ');
}

/**
 * The page. `order`: the order read from the platform; null when the platform has no such order;
 * undefined when the platform is elsewhere (the dev server), so the page asks the app's tab.
 */
export function depositPage(url: URL, order: PageOrder | null | undefined): string {
  const orderNo = url.searchParams.get('orderNo')?.trim() ?? '';
  const field = (name: string, label: string, value: string) => `<dt>${label}</dt><dd data-field="${name}">${escapeHtml(value)}</dd>`;
  const status = order ? order.status : order === null ? 'MISSING' : 'LOADING';
  const statusText = order ? LABELS[order.status] : order === null ? 'No such order' : 'Loading…';
  const rows = [
    field('orderNo', 'Order', orderNo),
    field('channelName', 'Channel', order?.channelName ?? ''),
    field('amount', 'Amount', order ? money(order.amount) : ''),
    field('fee', 'Fee', order ? money(order.fee) : ''),
    field('creditAmount', 'Credited', order ? money(order.creditAmount) : ''),
    field('payTo', 'Pay to', order ? payToText(order) : ''),
    field('expiresAt', 'Expires', order ? timeText(order.expiresAt) : ''),
  ].join('');
  const config = { orderNo, payPath: MOCK_DEPOSIT_PAY_PATH, channel: MOCK_CHANNEL, standalone: order === undefined, labels: LABELS };

  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock payment ${escapeHtml(orderNo)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f6fa;color:#1b2130}
main{max-width:520px;margin:0 auto;background:#fff;border:1px solid #d8dce6;border-radius:12px;padding:24px}
h1{font-size:1.3rem;margin:0 0 4px}.lead{color:#5a6378;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 16px}dt{color:#5a6378}dd{margin:0;font-weight:600;word-break:break-all}
#deposit-status{font-size:1.2rem;font-weight:800;padding:8px 12px;border-radius:8px;background:#eef1f6;display:inline-block}
#deposit-status[data-status=PAID]{background:#dcfce7;color:#14532d}#deposit-status[data-status=EXPIRED],#deposit-status[data-status=CANCELLED],#deposit-status[data-status=MISSING]{background:#fee2e2;color:#7f1d1d}
button{font:inherit;font-weight:700;padding:10px 20px;border:0;border-radius:8px;background:#2563eb;color:#fff;cursor:pointer}button:disabled{opacity:.6}
#error{color:#b91c1c}</style></head>
<body><main>
<h1>Mock payment</h1>
<p class="lead">The mock platform's payment page: pay this deposit order.</p>
<dl>${rows}</dl>
<p id="deposit-status" role="status" data-status="${status}">${escapeHtml(statusText)}</p>
<form method="post" action="${MOCK_DEPOSIT_PAY_PATH}"${status === 'PENDING' || status === 'LOADING' ? '' : ' hidden'}>
<input type="hidden" name="orderNo" value="${escapeHtml(orderNo)}"><button id="pay" type="submit">Mark as paid</button></form>
<p id="error" role="alert" hidden></p>
</main>
<script>
const config = ${JSON.stringify(config).replace(/</g, '\\u003c')};
const form = document.querySelector('form');
const button = document.getElementById('pay');
const statusLine = document.getElementById('deposit-status');
const errorLine = document.getElementById('error');
const money = (n) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
const timeText = (t) => new Date(t + 7 * 3600000).toISOString().slice(0, 16).replace('T', ' ') + ' (UTC+7)';
function set(name, value) { const dd = document.querySelector('[data-field="' + name + '"]'); if (dd) dd.textContent = value; }
function show(order) {
  set('channelName', order.channelName);
  set('amount', money(order.amount));
  set('fee', money(order.fee));
  set('creditAmount', money(order.creditAmount));
  const p = order.payTo;
  set('payTo', [p.bankName, p.accountName, p.accountNumber, p.transferRemark ? 'reference ' + p.transferRemark : ''].filter(Boolean).join(' · '));
  set('expiresAt', timeText(order.expiresAt));
  statusLine.textContent = config.labels[order.status] || order.status;
  statusLine.dataset.status = order.status;
  form.hidden = order.status !== 'PENDING';
}
function fail(message) { errorLine.textContent = message; errorLine.hidden = false; }
/** Asks the app's tab (its mock worker holds the platform) over the BroadcastChannel. */
function ask(type) {
  return new Promise((resolve) => {
    if (!('BroadcastChannel' in window)) return resolve(null);
    const channel = new BroadcastChannel(config.channel);
    const id = String(Date.now()) + String(performance.now());
    const timer = setTimeout(() => { channel.close(); resolve(null); }, 3000);
    channel.onmessage = (event) => {
      if (!event.data || event.data.replyTo !== id) return;
      clearTimeout(timer);
      channel.close();
      resolve(event.data.reply);
    };
    channel.postMessage({ type, orderNo: config.orderNo, id });
  });
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  button.disabled = true;
  errorLine.hidden = true;
  let reply = null;
  try {
    const response = await fetch(config.payPath, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ orderNo: config.orderNo }) });
    if ((response.headers.get('content-type') || '').includes('json')) reply = await response.json();
  } catch (error) {
    reply = null;
  }
  if (!reply) reply = await ask('deposit-pay');
  button.disabled = false;
  if (reply && reply.success) show(reply.value);
  else fail(reply ? reply.message : 'The mock platform did not answer: keep the site open in another tab.');
});
if (config.standalone) {
  ask('deposit-get').then((reply) => {
    if (reply && reply.success) show(reply.value);
    else { statusLine.textContent = reply ? 'No such order' : 'Open the site in another tab first'; statusLine.dataset.status = 'MISSING'; form.hidden = !!reply; }
  });
}
</script></body></html>`;
}

/** The dev server's page: no platform at hand (vite.config.ts). */
export const standaloneDepositPage = (url: URL): string => depositPage(url, undefined);

/** The page as the request handlers serve it, read from the platform (settled by the caller). */
export function platformDepositPage(state: PlatformState, url: URL): { status: number; html: string } {
  const reply = depositPageAction(state, url.origin, 'get', url.searchParams.get('orderNo')?.trim() ?? '');
  return { status: reply.body.success ? 200 : 404, html: depositPage(url, reply.body.success ? reply.body.value : null) };
}

/**
 * The mock platform's Google and Facebook sign-in page (`/__/auth/handler`), served by the mock
 * HTTP server and by the dev server. It offers two made-up identities and answers the opener the
 * way src/features/auth/identity.ts expects.
 */
export const IDENTITY_HANDLER_PATH = '/__/auth/handler';

const IDENTITIES: Record<string, { name: string; email: string }[]> = {
  'google.com': [
    { name: 'An Nguyen', email: 'an.nguyen@gmail.example' },
    { name: 'Binh Tran', email: 'binh.tran@gmail.example' },
  ],
  'facebook.com': [
    { name: 'Chau Le', email: 'chau.le@facebook.example' },
    { name: 'Dung Pham', email: 'dung.pham@facebook.example' },
  ],
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function identityHandlerPage(url: URL): string {
  const providerId = url.searchParams.get('providerId') ?? 'google.com';
  const redirect = url.searchParams.get('redirectUrl') ?? '';
  const target = /^https?:\/\//.test(redirect) ? new URL(redirect).origin : url.origin;
  const people = IDENTITIES[providerId] ?? IDENTITIES['google.com']!;
  const buttons = people
    .map((p) => `<li><button type="button" data-email="${escapeHtml(p.email)}">${escapeHtml(p.name)}<small>${escapeHtml(p.email)}</small></button></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in (${escapeHtml(providerId)}, mock)</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f6fa;color:#1b2130}h1{font-size:1.2rem}
ul{list-style:none;padding:0;display:grid;gap:8px}button{width:100%;text-align:left;padding:12px;border:1px solid #ccd;border-radius:8px;background:#fff;font:inherit;cursor:pointer}
small{display:block;color:#667}</style></head><body><main><h1>Choose an account (${escapeHtml(providerId)})</h1>
<p>This is the mock platform's sign-in page.</p><ul>${buttons}</ul>
<button type="button" id="cancel">Cancel</button></main>
<script>
const target = ${JSON.stringify(target)};
document.querySelectorAll('[data-email]').forEach((b) => b.addEventListener('click', () => {
  const email = b.getAttribute('data-email');
  window.opener && window.opener.postMessage({ type: 'wps-identity', idToken: 'mock-firebase:' + email, account: email }, target);
  window.close();
}));
document.getElementById('cancel').addEventListener('click', () => window.close());
</script></body></html>`;
}

// The headers the site is served with, in one place: the preview server (mocks/server.ts) sends
// them, deploy/nginx.conf writes the same (tests/delivery.spec.ts checks both), the README
// explains them. No inline script and no eval: scripts come only from the site itself.

/** Content-Security-Policy of the site's HTML. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets styles through the CSSOM; operators' sanitised HTML may carry style attributes.
  "style-src 'self' 'unsafe-inline'",
  // Images from the platform's image hosts (https), QR codes and icons as data: or blob: addresses.
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Games and live chat open in sandboxed frames from their vendors.
  "frame-src 'self' https:",
  "media-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Sent with the site's HTML. */
export const SECURITY_HEADERS = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'x-frame-options': 'SAMEORIGIN',
};

/** Types worth compressing. */
export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

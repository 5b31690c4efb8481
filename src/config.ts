/**
 * Build-time settings of the site. A merchant's deployment sets them with VITE_* variables.
 */
export const config = {
  /** The merchant code sent in the Merchant header. */
  merchant: import.meta.env.VITE_MERCHANT || 'DEMO',
  /** Where calls go: '' for the site's own origin (the real platform, the proxy or the mocks). */
  apiBase: import.meta.env.VITE_API_BASE || '',
  /** Every call gives up after this long (spec section 9). */
  requestTimeoutMs: 120_000,
  /** Platform code of the web site (spec section 9). */
  platform: 'W',
  device: 'WEB',
} as const;

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
  /**
   * Vendors (vassalage codes) of the SPORTS lane that are e-sports (spec section 9: e-sports is
   * split from sports by vassalage). VITE_ESPORTS_VASSALAGES overrides it, comma-separated.
   */
  esportsVassalages: (import.meta.env.VITE_ESPORTS_VASSALAGES || 'TF,IMES').split(',').map((v: string) => v.trim()).filter(Boolean) as readonly string[],
  device: 'WEB',
} as const;

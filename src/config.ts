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
  esportsVassalages: (import.meta.env.VITE_ESPORTS_VASSALAGES || 'TF,IMES')
    .split(',')
    .map((v: string) => v.trim())
    .filter(Boolean) as readonly string[],
  device: 'WEB',
  /**
   * Vendors (vassalage codes) of the Vietnamese lottery: their games open /vnlottery, other
   * lottery vendors /lottery (platform facts: launch routing). VITE_VN_LOTTERY_VASSALAGES overrides.
   */
  vnLotteryVassalages: (import.meta.env.VITE_VN_LOTTERY_VASSALAGES || 'VNL')
    .split(',')
    .map((v: string) => v.trim())
    .filter(Boolean) as readonly string[],
  /** The prize mode of the lottery menus and the Vietnamese lottery launch (LOTT, ZY, ELOTT or SEA). */
  prizeMode: (import.meta.env.VITE_PRIZE_MODE || 'LOTT') as 'LOTT' | 'ZY' | 'ELOTT' | 'SEA',
} as const;

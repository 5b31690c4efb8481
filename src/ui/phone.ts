/** Below this width the header's login or logged-in block always has a row of its own (header-fit.ts). */
export const PHONE = '(max-width: 520px)';

/** Below this width the header's login or logged-in block always has a row of its own (header-fit.ts). */
export const PHONE = '(max-width: 520px)';

/** Up to this width the navigation is one row that scrolls sideways (shell.css); wider, it fits its row (nav-fit.ts). */
export const NAV_SCROLLS = '(max-width: 720px)';

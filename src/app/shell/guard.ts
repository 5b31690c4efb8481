/** Paths a visitor may open without a session while loginedToHomePage is on (spec section 2). */
export const GUARD_EXEMPT_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Where the guard sends a visitor, or null to let them through. */
export function guardRedirect(pathname: string, loginedToHomePage: boolean, hasToken: boolean): string | null {
  if (!loginedToHomePage || hasToken) return null;
  return GUARD_EXEMPT_PATHS.includes(pathname) ? null : '/login';
}

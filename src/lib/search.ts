/**
 * Typed, forgiving search params: a value that is not a plain code is dropped, never a crash.
 */
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

export function optionalCode(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && CODE.test(text) ? text : undefined;
}

/**
 * The listed keys, each a valid code or undefined. A bad value is set to undefined explicitly:
 * the router merges validated params over the raw ones, so leaving a key out would keep it.
 */
export function codeParams<K extends string>(search: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) out[key] = optionalCode(search[key]);
  return out;
}

/** /help and /helpmc: the help category to open, a positive integer (anything else is dropped). */
export function helpSearch(search: Record<string, unknown>): { category?: number } {
  const n = Number(search.category);
  return { category: Number.isInteger(n) && n > 0 ? n : undefined };
}

/** /register and /register.html: the affiliate code of the link the visitor came by. */
export function registerSearch(search: Record<string, unknown>): { affiliateCode?: string } {
  return codeParams(search, ['affiliateCode']);
}

export interface SportsSearch {
  /** The e-sports tab; sports without it (the e-sports tab has no page of its own). */
  tab?: 'esports';
  /** Today's matches; the matches in play without it. */
  list?: 'today';
  /** The sport or e-sports title (the contract's `SportCode`; the page ignores one not of its tab). */
  sport?: string;
  league?: string;
  /** The vendor whose matches are shown; the platform's first without it. */
  vendor?: string;
}

/** /sports: the tab, the match list, the sport (or game title), the league and the vendor. */
export function sportsSearch(search: Record<string, unknown>): SportsSearch {
  return {
    tab: search.tab === 'esports' ? 'esports' : undefined,
    list: search.list === 'today' ? 'today' : undefined,
    ...codeParams(search, ['sport', 'league', 'vendor']),
  };
}

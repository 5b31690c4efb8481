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

/** /sports: the e-sports tab (`tab=esports`) or sports; the e-sports tab has no page of its own. */
export function sportsSearch(search: Record<string, unknown>): { tab?: 'esports' } {
  return { tab: search.tab === 'esports' ? 'esports' : undefined };
}

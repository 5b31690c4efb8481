/** Accepts only http(s) addresses from the server; anything else (javascript:, data:, ...) gives null. */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base ?? (typeof window === 'undefined' ? undefined : window.location.origin));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

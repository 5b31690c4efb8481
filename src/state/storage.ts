/**
 * The only module that touches sessionStorage, localStorage and cookies. Every key the site
 * stores is named here (spec section 3: session storage keys, remembered username cookie,
 * language in local storage).
 */
export const SESSION_KEYS = [
  'token',
  'account',
  'username',
  'nickname',
  'customerId',
  'isAgent',
  /** Not in the spec's list: the member type, so roles survive a reload before member info returns. */
  'memberType',
  /** Not in the spec's list: the VIP service state (spec section 4: cleared at logout). */
  'vipService',
  'toUpline',
  'merchant',
  'merchantCode',
  'platform',
  'memberLabel',
  'cpw',
  'settings',
  'routers',
  'validate',
  'wallet',
  'gameVendor',
  'favGames',
  'consolidated',
  'iframeUrl',
  'enableSalary',
  'enableContract',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Kept when the session is cleared at logout. */
export const MERCHANT_KEYS: readonly SessionKey[] = ['merchant', 'merchantCode', 'platform'];

export const LOCAL_KEYS = { language: 'hisLang' } as const;
export const COOKIE_KEYS = { rememberedUsername: 'rememberedUsername' } as const;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export const sessionStore = {
  get(key: SessionKey): string | null {
    return safe(() => sessionStorage.getItem(key), null);
  },
  set(key: SessionKey, value: string | null | undefined): void {
    safe(() => (value == null ? sessionStorage.removeItem(key) : sessionStorage.setItem(key, value)), undefined);
  },
  getJson<T>(key: SessionKey): T | null {
    const raw = sessionStore.get(key);
    if (raw == null) return null;
    return safe(() => JSON.parse(raw) as T, null);
  },
  setJson(key: SessionKey, value: unknown): void {
    sessionStore.set(key, value === undefined ? null : JSON.stringify(value));
  },
  /** Removes every session key except the ones in `keep`. */
  clear(keep: readonly SessionKey[] = []): void {
    for (const key of SESSION_KEYS) if (!keep.includes(key)) sessionStore.set(key, null);
  },
};

/** The stored session's token: only with a stored account (a token alone is discarded at start). */
export function storedSessionToken(): string | null {
  const token = sessionStore.get('token');
  return token && sessionStore.get('account') ? token : null;
}

export const localStore = {
  get(key: string): string | null {
    return safe(() => localStorage.getItem(key), null);
  },
  set(key: string, value: string | null): void {
    safe(() => (value == null ? localStorage.removeItem(key) : localStorage.setItem(key, value)), undefined);
  },
};

export const cookieStore = {
  get(name: string): string | null {
    const prefix = `${encodeURIComponent(name)}=`;
    const part = safe(() => document.cookie, '')
      .split('; ')
      .find((c) => c.startsWith(prefix));
    return part ? decodeURIComponent(part.slice(prefix.length)) : null;
  },
  set(name: string, value: string, maxAgeMs: number): void {
    const maxAge = Math.floor(maxAgeMs / 1000);
    safe(() => {
      document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; samesite=lax`;
    }, undefined);
  },
  remove(name: string): void {
    safe(() => {
      document.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/; samesite=lax`;
    }, undefined);
  },
};

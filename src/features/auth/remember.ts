import { COOKIE_KEYS, cookieStore } from '../../state/storage';

/** Remembered credentials last one day (spec section 9). Only the username is kept: see README. */
export const REMEMBER_MS = 86_400_000;

export function rememberedUsername(): string {
  return cookieStore.get(COOKIE_KEYS.rememberedUsername) ?? '';
}

export function rememberUsername(username: string, remember: boolean): void {
  if (remember) cookieStore.set(COOKIE_KEYS.rememberedUsername, username, REMEMBER_MS);
  else cookieStore.remove(COOKIE_KEYS.rememberedUsername);
}

/**
 * What the developer controls do to the app: find its QueryClient, refresh its screens, and
 * switch the signed-in account through the app's own login path (src/features/auth/sign-in.ts),
 * so the header, the guards and every query follow as after a login from the form.
 */
import { QueryClient } from '@tanstack/react-query';
import { isSiteQuery, systemStatusOptions, whiteLabelFlags } from '../../src/api/site';
import { resetLoginState } from '../../src/features/auth/login-state';
import { afterLogin } from '../../src/features/auth/sign-in';
import { login, logout } from '../../src/generated/wps/endpoints/session/session';
import { clearSession, session } from '../../src/state/session';

let appClient: QueryClient | null = null;

/**
 * Keeps the app's QueryClient when its provider mounts it (App.tsx makes it; nothing else mounts
 * one), and shows it in the console as `window.__queryClient`. Call before the app renders.
 */
export function watchAppQueryClient(): void {
  const proto = QueryClient.prototype as QueryClient & { __mockDevtools?: true };
  if (proto.__mockDevtools) return;
  proto.__mockDevtools = true;
  const mount = proto.mount;
  proto.mount = function mountAndKeep(this: QueryClient) {
    if (!appClient) {
      appClient = this;
      Object.assign(window, { __queryClient: this });
    }
    mount.call(this);
  };
}

/** The app's QueryClient once it has mounted. */
export const appQueryClient = (): QueryClient | null => appClient;

/** Marks every query stale and refetches those on screen, as after a reload. */
export async function refreshScreens(): Promise<void> {
  await appClient?.invalidateQueries();
}

/** Ends the current session as the logout button does, without asking. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  if (session.loggedIn) await logout().catch(() => undefined);
  clearSession();
  queryClient.removeQueries({ predicate: (q) => !isSiteQuery(q) });
}

/**
 * Signs out, then logs in as `username` by password as the login form does. Resolves to what
 * the app did next (`changePassword` for a default or expired password); rejects with the
 * platform's error (wrong password, captcha or second verification asked by the scenario).
 */
export async function signInAs(username: string, password: string, queryClient: QueryClient): Promise<'changePassword' | 'signedIn'> {
  await signOut(queryClient);
  const status = await queryClient.fetchQuery(systemStatusOptions());
  const info = status.value.info;
  const reply = await login({ username, password, type: 'username' });
  resetLoginState();
  return afterLogin(reply.value, 'username', password, {
    queryClient,
    defaultPassword: info?.settings?.defaultPassword,
    forcedPasswordChange: whiteLabelFlags(info?.whitelabel).forcedPasswordChange,
    vipServiceOn: Boolean(info?.settings?.vipService),
  });
}

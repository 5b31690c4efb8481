/**
 * What the app lets a development platform do (src/app/dev-platform.ts starts one on `npm start`
 * with the mocks): its query client and the site's own sign-in and sign-out.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isSiteQuery, systemStatusOptions, whiteLabelFlags } from '../api/site';
import { resetLoginState } from '../features/auth/login-state';
import { afterLogin } from '../features/auth/sign-in';
import { login, logout } from '../generated/wps/endpoints/session/session';
import { clearSession, session } from '../state/session';

/** What the app lets a development platform do. */
export interface DevApp {
  /** The app's query client, made before the first render. */
  readonly queryClient: QueryClient;
  /**
   * Signs out, then logs in as `username` by password as the login form does, so the header,
   * the guards and every query follow. Resolves to what the app did next (`changePassword` for
   * a default or expired password); rejects with the platform's error.
   */
  signIn(username: string, password: string): Promise<'changePassword' | 'signedIn'>;
  /** Ends the session as the logout button does, without asking. */
  signOut(): Promise<void>;
}

/** A development platform: started after the app's session and before its first calls. */
export type StartDevPlatform = (app: DevApp) => Promise<void>;

export function devApp(queryClient: QueryClient): DevApp {
  const signOut = async () => {
    if (session.loggedIn) await logout().catch(() => undefined);
    clearSession();
    queryClient.removeQueries({ predicate: (q) => !isSiteQuery(q) });
  };
  return {
    queryClient,
    signOut,
    async signIn(username, password) {
      await signOut();
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
    },
  };
}

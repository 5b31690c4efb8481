/**
 * Google and Facebook sign-in (login type `firebase`). The provider's sign-in page opens in a
 * popup at the configured auth domain (`SiteSettings.firebase.authDomain`, `/__/auth/handler`)
 * and answers the opener with a message `{ type: 'wps-identity', idToken, account }` from that
 * origin. The mock platform serves such a page; a real deployment puts its provider's handler
 * there (see README). A closed popup fails with `auth/popup-closed-by-user`.
 */
import type { FirebaseConfig } from '../../generated/wps/model';

export type IdentityProvider = 'google' | 'facebook';
export interface Identity {
  idToken: string;
  account: string;
}

export class IdentityError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.name = 'IdentityError';
    this.code = code;
  }
}

const PROVIDER_IDS: Record<IdentityProvider, string> = { google: 'google.com', facebook: 'facebook.com' };

/** The handler's origin: the auth domain over https, or over the page's own scheme when it is this host. */
export function handlerOrigin(authDomain: string, location: Pick<Location, 'host' | 'protocol'> = window.location): string {
  const scheme = authDomain === location.host ? location.protocol : 'https:';
  return `${scheme}//${authDomain}`;
}

export function signInWithPopup(provider: IdentityProvider, firebase: FirebaseConfig): Promise<Identity> {
  const origin = handlerOrigin(firebase.authDomain);
  const url = new URL('/__/auth/handler', origin);
  url.searchParams.set('providerId', PROVIDER_IDS[provider]);
  url.searchParams.set('apiKey', firebase.apiKey);
  url.searchParams.set('authType', 'signInViaPopup');
  url.searchParams.set('redirectUrl', window.location.origin);
  const popup = window.open(url.href, 'wps-identity', 'popup,width=480,height=640');
  if (!popup) return Promise.reject(new IdentityError('auth/popup-blocked'));
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return;
      const data = event.data as { type?: string; idToken?: unknown; account?: unknown; code?: unknown };
      if (data?.type === 'wps-identity' && typeof data.idToken === 'string' && typeof data.account === 'string') {
        done();
        resolve({ idToken: data.idToken, account: data.account });
      } else if (data?.type === 'wps-identity-error') {
        done();
        reject(new IdentityError(typeof data.code === 'string' ? data.code : 'auth/internal-error'));
      }
    };
    const watch = window.setInterval(() => {
      if (popup.closed) {
        done();
        reject(new IdentityError('auth/popup-closed-by-user'));
      }
    }, 500);
    window.addEventListener('message', onMessage);
  });
}

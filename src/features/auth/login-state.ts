import { proxy } from 'valtio';
import type { LoginVerifyMethod } from '../../generated/wps/model';

/** What a login attempt left behind for the next one (header form → login popup). */
export const loginState = proxy<{
  /** The server asked for the image captcha. */
  captchaRequired: boolean;
  /** The username typed last, carried from the header form into the popup. */
  username: string;
  /** Login from an unrecorded IP: the second verification the server named. */
  verification: { verifyType: LoginVerifyMethod; target?: string | undefined; username: string; password: string } | null;
}>({ captchaRequired: false, username: '', verification: null });

export function resetLoginState(): void {
  loginState.captchaRequired = false;
  loginState.verification = null;
}

/**
 * The password of a login that must be changed (default or expired), kept in memory only and
 * only until the change: the change-password dialog then need not ask for the old one.
 */
export const forcedChange = { password: null as string | null };

import { useQueryClient } from '@tanstack/react-query';
import { useSiteSettings, useWhiteLabel } from '../../api/site';
import { useLogin, useVerifyLoginIp } from '../../generated/wps/endpoints/session/session';
import type { LoginFailureValue, LoginRequest, LoginVerifyMethod } from '../../generated/wps/model';
import { ApiError } from '../../lib/errors';
import { sessionStore } from '../../state/storage';
import { loginState, resetLoginState } from './login-state';
import { afterLogin, type SignInContext } from './sign-in';

/** The sign-in context every way in shares (settings and switches from system status). */
export function useSignInContext(): SignInContext {
  const queryClient = useQueryClient();
  const settings = useSiteSettings();
  const flags = useWhiteLabel();
  return {
    queryClient,
    defaultPassword: settings?.defaultPassword,
    forcedPasswordChange: flags.forcedPasswordChange,
    vipServiceOn: Boolean(settings?.vipService),
  };
}

/**
 * Logs in by username and password or by SMS code. A failure with the captcha flag asks for the
 * captcha next time; `login_verify_required` starts the second verification.
 */
export function useLoginAction() {
  const ctx = useSignInContext();
  const login = useLogin();
  const verify = useVerifyLoginIp();

  const submit = async (request: LoginRequest) => {
    if (request.validate) sessionStore.set('validate', request.validate);
    try {
      const reply = await login.mutateAsync({ data: request });
      resetLoginState();
      return await afterLogin(reply.value, request.type, request.password, ctx);
    } catch (error) {
      const value = error instanceof ApiError ? (error.value as LoginFailureValue | null | undefined) : undefined;
      if (value?.captcha) loginState.captchaRequired = true;
      if (error instanceof ApiError && error.code === 'login_verify_required' && value?.verifyType) {
        loginState.verification = { verifyType: value.verifyType, target: value.target, username: request.username, password: request.password };
      }
      throw error;
    }
  };

  const submitVerification = async (verifyType: LoginVerifyMethod, code: string) => {
    const pending = loginState.verification;
    if (!pending) return null;
    const reply = await verify.mutateAsync({ data: { username: pending.username, password: pending.password, verifyType, code } });
    resetLoginState();
    return afterLogin(reply.value, 'username', pending.password, ctx);
  };

  return { submit, submitVerification, pending: login.isPending || verify.isPending };
}

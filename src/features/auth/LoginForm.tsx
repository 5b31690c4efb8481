import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { openDialog } from '../../state/dialogs';
import { Checkbox, FormError, TextField } from '../../ui/form/Field';
import { CaptchaField } from './CaptchaField';
import { loginFailureText } from './login-failure';
import { loginState } from './login-state';
import { rememberedUsername, rememberUsername } from './remember';
import { SliderDialog } from './SliderDialog';
import { useLoginAction } from './useLoginAction';

export interface LoginErrors {
  username?: string | undefined;
  password?: string | undefined;
  captcha?: string | undefined;
}

/** Login validation (spec section 5): username and password required after trimming; captcha when shown. */
export function validateLogin(values: { username: string; password: string; captcha: string }, captchaShown: boolean): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = 'auth.username_required';
  if (!values.password.trim()) errors.password = 'auth.password_required';
  if (captchaShown && !values.captcha.trim()) errors.captcha = 'auth.captcha_required';
  return errors;
}

/**
 * The username and password login, in the header (compact) or the login popup. The slider
 * verification runs before the call; the password is left to the browser's password manager.
 */
export function LoginForm({ variant }: { variant: 'header' | 'dialog' }) {
  const { t, i18n } = useTranslation();
  const flow = useSnapshot(loginState);
  const { submit, pending } = useLoginAction();
  const [username, setUsername] = useState(() => loginState.username || rememberedUsername());
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(() => Boolean(rememberedUsername()));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sliderOpen, setSliderOpen] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const header = variant === 'header';
  const captchaShown = flow.captchaRequired && !header;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validateLogin({ username, password, captcha }, captchaShown);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (header && flow.captchaRequired) {
      // The header has no room for the captcha: carry on in the popup.
      loginState.username = username.trim();
      openDialog('login');
      return;
    }
    setSliderOpen(true);
  };

  const run = async (validate: string) => {
    setSliderOpen(false);
    const name = username.trim();
    try {
      await submit({ username: name, password: password.trim(), type: 'username', validate, ...(captchaShown ? { captcha: captcha.trim() } : {}) });
      rememberUsername(name, remember);
      setPassword('');
    } catch (error) {
      setFailure(await loginFailureText(error, t, i18n.language));
      setCaptcha('');
      setCaptchaKey((k) => k + 1);
      if (header && (loginState.captchaRequired || loginState.verification)) {
        loginState.username = name;
        openDialog('login');
      }
    }
  };

  return (
    <form className={header ? 'login-form login-form--header' : 'login-form form-stack'} onSubmit={onSubmit} noValidate aria-label={t('auth.login_title')}>
      <TextField
        label={t('auth.username')}
        hideLabel={header}
        placeholder={t('auth.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username && t(errors.username)}
        data-autofocus={header ? undefined : true}
        maxLength={64}
      />
      <TextField
        label={t('auth.password')}
        hideLabel={header}
        placeholder={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password && t(errors.password)}
        maxLength={64}
      />
      {captchaShown ? <CaptchaField value={captcha} onChange={setCaptcha} error={errors.captcha && t(errors.captcha)} refreshKey={captchaKey} /> : null}
      {header ? null : (
        <div className="form-row">
          <Checkbox label={t('auth.remember_me')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <button type="button" className="link-button" onClick={() => openDialog('forgotPassword')}>
            {t('auth.forgot_password')}
          </button>
        </div>
      )}
      {header ? null : <FormError>{failure}</FormError>}
      <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('common.loading') : t('auth.login')}
      </button>
      {header && failure && !flow.captchaRequired && !flow.verification ? (
        <p className="login-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <SliderDialog open={sliderOpen} onClose={() => setSliderOpen(false)} onVerified={(token) => void run(token)} />
    </form>
  );
}

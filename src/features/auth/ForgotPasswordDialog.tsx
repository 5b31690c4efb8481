import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhiteLabel } from '../../api/site';
import { useDefaultDialingCode } from '../../api/useDefaultDialingCode';
import { useResetPasswordByEmail, useResetPasswordByPhone } from '../../generated/wps/endpoints/member/member';
import { sendResetPasswordSms } from '../../generated/wps/endpoints/verification/verification';
import { useLocalePart } from '../../i18n/parts';
import { errorMessage } from '../../lib/errors';
import { closeDialog, openDialog } from '../../state/dialogs';
import { setSessionToken } from '../../state/session';
import { FormError, TextField } from '../../ui/form/Field';
import { CountryCodeSelect } from './CountryCodeSelect';
import { checkField, mobileProblemKey, PATTERN_KINDS, problemText } from './register-rules';
import { SmsCodeButton } from './SmsCodeButton';
import { signIn } from './sign-in';
import { useSignInContext } from './useLoginAction';
import { passwordRule, useRegisterRules } from './usePasswordRule';

/** Forgot password: by phone when CHNGPASSVERIF3 is on, else by email (spec sections 4 and 5). */
export default function ForgotPasswordDialog() {
  useLocalePart('auth');
  const flags = useWhiteLabel();
  return flags.phonePasswordReset ? <ByPhone /> : <ByEmail />;
}

function ByEmail() {
  const { t } = useTranslation();
  const reset = useResetPasswordByEmail();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<{ username?: string; email?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = {
      username: username.trim() ? undefined : t('not_empty'),
      email: !email.trim() ? t('not_empty') : PATTERN_KINDS[4]!.test(email.trim()) ? undefined : t('auth.email_invalid'),
    };
    setProblems(found);
    if (found.username || found.email) return;
    try {
      await reset.mutateAsync({ data: { username: username.trim(), email: email.trim() } });
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  if (sent) {
    return (
      <div className="form-stack" role="status">
        <p>{t('auth.forgot_email_sent', { email: email.trim() })}</p>
        <button type="button" className="button button--primary" onClick={() => closeDialog('forgotPassword')} data-autofocus>
          {t('common.confirm')}
        </button>
      </div>
    );
  }
  return (
    <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('auth.forgot_title')}>
      <p>{t('auth.forgot_email_intro')}</p>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={problems.username}
        data-autofocus
        maxLength={64}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={problems.email}
        maxLength={128}
      />
      <FormError>{failure}</FormError>
      <button type="submit" className="button button--primary" disabled={reset.isPending}>
        {reset.isPending ? t('common.loading') : t('common.submit')}
      </button>
    </form>
  );
}

function ByPhone() {
  const { t } = useTranslation();
  const ctx = useSignInContext();
  const navigate = useNavigate();
  const rules = useRegisterRules();
  const reset = useResetPasswordByPhone();
  const [dialing, setDialing] = useDefaultDialingCode();
  const [values, setValues] = useState({ mobile: '', code: '', password: '' });
  const [problems, setProblems] = useState<{ mobile?: string | undefined; code?: string | undefined; password?: string | undefined }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const mobileProblem = () => {
    const key = mobileProblemKey(values.mobile);
    return key && t(key);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = {
      mobile: mobileProblem(),
      code: values.code.trim() ? undefined : t('error.code_invalid'),
      password: problemText(checkField(values.password, passwordRule(rules.data?.value)), t),
    };
    setProblems(found);
    if (found.mobile || found.code || found.password) return;
    try {
      const reply = await reset.mutateAsync({
        data: { mobileNum: values.mobile.trim(), countryDialingCode: dialing, verificationCode: values.code.trim(), newPassword: values.password.trim() },
      });
      setSessionToken(reply.value.token);
      closeDialog('forgotPassword');
      await signIn(ctx);
      await navigate({ to: '/' });
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('auth.forgot_title')}>
      <TextField
        label={t('auth.mobile')}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        value={values.mobile}
        onChange={set('mobile')}
        error={problems.mobile}
        data-autofocus
        addon={<CountryCodeSelect value={dialing} onChange={setDialing} />}
      />
      <TextField
        label={t('auth.sms_code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={values.code}
        onChange={set('code')}
        error={problems.code}
        maxLength={8}
        addon={
          <SmsCodeButton
            beforeSend={() => {
              const problem = mobileProblem();
              setProblems((old) => ({ ...old, mobile: problem }));
              return !problem;
            }}
            send={async () => (await sendResetPasswordSms({ mobileNo: values.mobile.trim(), countryDialingCode: dialing })).value}
          />
        }
      />
      <TextField
        label={t('auth.new_password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={problems.password}
        maxLength={64}
      />
      <FormError>{failure}</FormError>
      <button type="submit" className="button button--primary" disabled={reset.isPending}>
        {reset.isPending ? t('common.loading') : t('common.submit')}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          closeDialog('forgotPassword');
          openDialog('login');
        }}
      >
        {t('auth.back_to_login')}
      </button>
    </form>
  );
}

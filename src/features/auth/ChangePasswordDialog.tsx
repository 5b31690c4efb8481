import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../generated/wps/endpoints/member/member';
import { useLocalePart } from '../../i18n/parts';
import { errorMessage } from '../../lib/errors';
import { FormError, TextField } from '../../ui/form/Field';
import { forcedChange } from './login-state';
import { checkField, problemText } from './register-rules';
import { signIn } from './sign-in';
import { useSignInContext } from './useLoginAction';
import { passwordRule, useRegisterRules } from './usePasswordRule';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * Change password (spec sections 4 and 5): the new password by the password rule, the
 * confirmation equal to it, the old one asked only when it is not known (a forced change after a
 * default or expired password already has it). Success reloads login info, closes, signs in, goes to /.
 */
export default function ChangePasswordDialog() {
  useLocalePart('auth');
  const { t } = useTranslation();
  const ctx = useSignInContext();
  const navigate = useNavigate();
  const rules = useRegisterRules();
  const change = useChangePassword();
  const knownOld = forcedChange.password;
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const rule = passwordRule(rules.data?.value);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {
      oldPassword: knownOld ? undefined : values.oldPassword.trim() ? undefined : t('not_empty'),
      newPassword: problemText(checkField(values.newPassword, rule), t),
      confirmNewPassword: !values.confirmNewPassword ? t('not_empty') : values.confirmNewPassword !== values.newPassword ? t('inconsistent_twice') : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await change.mutateAsync({
        data: {
          oldPassword: knownOld ?? values.oldPassword.trim(),
          newPassword: values.newPassword.trim(),
          confirmNewPassword: values.confirmNewPassword.trim(),
        },
      });
      await signIn(ctx);
      await navigate({ to: '/' });
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  const field = (name: Field, label: string, autoComplete: string, autofocus = false) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={problems[name]}
      data-autofocus={autofocus || undefined}
      maxLength={64}
    />
  );

  return (
    <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('auth.change_title')}>
      {knownOld ? <p>{t('auth.change_forced')}</p> : null}
      {knownOld ? null : field('oldPassword', t('auth.old_password'), 'current-password', true)}
      {field('newPassword', t('auth.new_password'), 'new-password', Boolean(knownOld))}
      {field('confirmNewPassword', t('in_increase_verifyPwd'), 'new-password')}
      <FormError>{failure}</FormError>
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {change.isPending ? t('common.loading') : t('common.submit')}
      </button>
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocalePart } from '../../i18n/parts';
import { FormError, TextField } from '../../ui/form/Field';
import { loginFailureText } from './login-failure';
import { loginState, resetLoginState } from './login-state';
import { useLoginAction } from './useLoginAction';

/** The second verification of a login from an unrecorded IP: SMS, email, bank account name or Google code. */
export function VerificationStep() {
  useLocalePart('auth');
  const { t, i18n } = useTranslation();
  const flow = useSnapshot(loginState);
  const { submitVerification, pending } = useLoginAction();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pendingCheck = flow.verification;
  if (!pendingCheck) return null;
  const kind = pendingCheck.verifyType;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!code.trim()) {
      setError(t('error.code_invalid'));
      return;
    }
    setError(null);
    try {
      await submitVerification(kind, code.trim());
    } catch (err) {
      setFailure(await loginFailureText(err, t, i18n.language));
    }
  };

  return (
    <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('auth.verify_title')}>
      <p>{t(`auth.verify_intro_${kind}`, { target: pendingCheck.target ?? '' })}</p>
      <TextField
        label={t(`auth.verify_field_${kind}`)}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete={kind === 'BANK_NAME' ? 'name' : 'one-time-code'}
        inputMode={kind === 'BANK_NAME' ? 'text' : 'numeric'}
        error={error}
        data-autofocus
        maxLength={64}
      />
      <FormError>{failure}</FormError>
      <div className="form-row">
        <button type="button" className="link-button" onClick={resetLoginState}>
          {t('auth.verify_back')}
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('common.loading') : t('auth.verify_submit')}
        </button>
      </div>
    </form>
  );
}

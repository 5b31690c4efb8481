import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeWithdrawalPassword, useSetWithdrawalPassword } from '../../../generated/wps/endpoints/member/member';
import { useLocalePart } from '../../../i18n/parts';
import { errorMessage } from '../../../lib/errors';
import { withdrawPasswordProblem } from '../../../lib/withdraw-password';
import { FormError, TextField } from '../../../ui/form/Field';

type Values = Record<string, string>;

function usePasswordForm<K extends string>(names: readonly K[]) {
  const [values, setValues] = useState<Values>(() => Object.fromEntries(names.map((n) => [n, ''])));
  const [problems, setProblems] = useState<Partial<Record<K, string | null>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const field = (name: K, label: string, autoComplete: string) => (
    <TextField
      key={name}
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      value={values[name] ?? ''}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={problems[name]}
    />
  );
  return { values, setValues, setProblems, failure, setFailure, field };
}

/** The first time: choose the six-digit withdrawal password, twice. */
export function SetWithdrawPassword({ onDone }: { onDone: () => void }) {
  useLocalePart('money');
  const { t } = useTranslation();
  const set = useSetWithdrawalPassword();
  const form = usePasswordForm(['paymentPassword', 'confirmPaymentPassword'] as const);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    form.setFailure(null);
    const { paymentPassword = '', confirmPaymentPassword = '' } = form.values;
    const found = {
      paymentPassword: withdrawPasswordProblem(paymentPassword, t),
      confirmPaymentPassword: !confirmPaymentPassword ? t('not_empty') : confirmPaymentPassword !== paymentPassword ? t('inconsistent_twice') : null,
    };
    form.setProblems(found);
    if (found.paymentPassword || found.confirmPaymentPassword) return;
    try {
      await set.mutateAsync({ data: { paymentPassword, confirmPaymentPassword } });
      onDone();
    } catch (error) {
      form.setFailure(errorMessage(error, t));
    }
  };
  return (
    <form className="money-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('money.set_password_title')}>
      <h4>{t('money.set_password_title')}</h4>
      <p className="muted">{t('money.set_password_text')}</p>
      {form.field('paymentPassword', t('money.withdraw_password'), 'new-password')}
      {form.field('confirmPaymentPassword', t('money.confirm_withdraw_password'), 'new-password')}
      <FormError>{form.failure}</FormError>
      <button type="submit" className="button button--primary" disabled={set.isPending}>
        {set.isPending ? t('common.loading') : t('common.submit')}
      </button>
    </form>
  );
}

/** Change the withdrawal password: the old one, then the new one twice. */
export function ChangeWithdrawPassword() {
  useLocalePart('money');
  const { t } = useTranslation();
  const change = useChangeWithdrawalPassword();
  const form = usePasswordForm(['oldPassword', 'newPassword', 'confirmNewPassword'] as const);
  const [done, setDone] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    form.setFailure(null);
    setDone(false);
    const { oldPassword = '', newPassword = '', confirmNewPassword = '' } = form.values;
    const found = {
      oldPassword: withdrawPasswordProblem(oldPassword, t),
      newPassword: withdrawPasswordProblem(newPassword, t),
      confirmNewPassword: !confirmNewPassword ? t('not_empty') : confirmNewPassword !== newPassword ? t('inconsistent_twice') : null,
    };
    form.setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await change.mutateAsync({ data: { oldPassword, newPassword, confirmNewPassword } });
      form.setValues({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
      setDone(true);
    } catch (error) {
      form.setFailure(errorMessage(error, t));
    }
  };
  return (
    <details className="money-details">
      <summary>{t('money.change_password_title')}</summary>
      <form className="money-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('money.change_password_title')}>
        {form.field('oldPassword', t('money.old_withdraw_password'), 'current-password')}
        {form.field('newPassword', t('money.new_withdraw_password'), 'new-password')}
        {form.field('confirmNewPassword', t('money.confirm_withdraw_password'), 'new-password')}
        <FormError>{form.failure}</FormError>
        {done ? (
          <p className="form-success" role="status">
            {t('money.password_changed')}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? t('common.loading') : t('common.submit')}
        </button>
      </form>
    </details>
  );
}

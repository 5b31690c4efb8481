import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefaultDialingCode } from '../../api/useDefaultDialingCode';
import { useSendLoginSms } from '../../generated/wps/endpoints/verification/verification';
import { FormError, TextField } from '../../ui/form/Field';
import { CountryCodeSelect } from './CountryCodeSelect';
import { loginFailureText } from './login-failure';
import { mobileProblemKey } from './register-rules';
import { SmsCodeButton } from './SmsCodeButton';
import { useLoginAction } from './useLoginAction';

/** Mobile SMS login (MOBILEVERCODELOGIN3): mobile number with country code, then the SMS code. No slider. */
export function SmsLoginForm() {
  const { t, i18n } = useTranslation();
  const { submit, pending } = useLoginAction();
  const sendSms = useSendLoginSms();
  const [dialing, setDialing] = useDefaultDialingCode();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = { mobile: mobileProblemKey(mobile), code: code.trim() ? undefined : 'error.code_invalid' };
    setErrors(found);
    if (found.mobile || found.code) return;
    try {
      await submit({ username: mobile.trim(), password: code.trim(), type: 'sms', countryDialingCode: dialing });
    } catch (error) {
      setFailure(await loginFailureText(error, t, i18n.language));
    }
  };

  return (
    <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('auth.sms_login')}>
      <TextField
        label={t('auth.mobile')}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={errors.mobile && t(errors.mobile)}
        data-autofocus
        addon={<CountryCodeSelect value={dialing} onChange={setDialing} />}
      />
      <TextField
        label={t('auth.sms_code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.code && t(errors.code)}
        addon={
          <SmsCodeButton
            beforeSend={() => {
              const error = mobileProblemKey(mobile);
              setErrors((old) => ({ ...old, mobile: error }));
              return !error;
            }}
            send={async () => (await sendSms.mutateAsync({ data: { mobileNum: mobile.trim(), countryDialingCode: dialing } })).value}
          />
        }
      />
      <FormError>{failure}</FormError>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('common.loading') : t('auth.login')}
      </button>
    </form>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSiteSettings, useWhiteLabel } from '../../api/site';
import { useDefaultDialingCode } from '../../api/useDefaultDialingCode';
import { useCheckAffiliate, useRegisterMember, useRegisterMobileMember } from '../../generated/wps/endpoints/member/member';
import { sendRegisterSms } from '../../generated/wps/endpoints/verification/verification';
import type { RegisterFieldRule, RegisterRules } from '../../generated/wps/model';
import { useLocalePart } from '../../i18n/parts';
import { errorMessage } from '../../lib/errors';
import { dialogs } from '../../state/dialogs';
import { Checkbox, FormError, TextField } from '../../ui/form/Field';
import { QueryView } from '../../ui/StatusView';
import { Tabs, tabIds } from '../../ui/Tabs';
import { CaptchaField } from './CaptchaField';
import { CountryCodeSelect } from './CountryCodeSelect';
import { ageOn, checkField, problemText } from './register-rules';
import { SliderDialog } from './SliderDialog';
import { SmsCodeButton } from './SmsCodeButton';
import { afterLogin } from './sign-in';
import { useSignInContext } from './useLoginAction';
import { useRegisterRules } from './usePasswordRule';

/** The fields of username registration, in the order the form shows them. */
export const USERNAME_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'fullName',
  'nickname',
  'email',
  'mobileNum',
  'verificationCode',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'recommenderId',
  'referralCode',
  'affiliateCode',
  'captcha',
] as const;
/** Mobile registration: the mobile number is the username and the password is copied into confirmPassword. */
export const MOBILE_FIELDS = ['mobileNum', 'verificationCode', 'password', 'affiliateCode', 'captcha'] as const;
type FieldName = (typeof USERNAME_FIELDS)[number];

const ANY: RegisterFieldRule = { enabled: true, required: false, minLength: 0, maxLength: 255, acceptedPattern: '*', patternId: 1 };
const PASSWORDS = new Set<FieldName>(['password', 'confirmPassword', 'paymentPassword']);
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  birthday: 'bday',
  fullName: 'name',
  payeeName: 'name',
  address: 'street-address',
  captcha: 'off',
};

export type Mode = 'username' | 'mobile';

interface Visible {
  name: FieldName;
  rule: RegisterFieldRule;
  /** Required whatever the rule says (payment password, verification code). */
  always: boolean;
}

/** Which fields show, with their rules (spec section 5). */
export function visibleFields(
  mode: Mode,
  rules: RegisterRules,
  opts: { sms: boolean; mobilePassword: boolean; captcha: boolean; affiliateShown: boolean },
): Visible[] {
  const names: readonly FieldName[] = mode === 'mobile' ? MOBILE_FIELDS : USERNAME_FIELDS;
  const out: Visible[] = [];
  for (const name of names) {
    if (name === 'affiliateCode' && !opts.affiliateShown) continue;
    if (name === 'captcha') {
      if (opts.captcha || rules.captcha?.enabled) out.push({ name, rule: { ...(rules.captcha ?? ANY), required: true }, always: true });
      continue;
    }
    if (name === 'verificationCode') {
      if (mode === 'mobile' ? opts.sms : opts.sms && rules.mobileNum?.enabled)
        out.push({ name, rule: { ...(rules.verificationCode ?? ANY), maxLength: 255 }, always: true });
      continue;
    }
    if (mode === 'mobile' && name === 'mobileNum') {
      out.push({ name, rule: { ...(rules.mobileNum ?? ANY), required: true }, always: true });
      continue;
    }
    if (mode === 'mobile' && name === 'password') {
      if (opts.mobilePassword) out.push({ name, rule: { ...(rules.password ?? ANY), required: true }, always: true });
      continue;
    }
    const rule = rules[name];
    if (name === 'affiliateCode') {
      out.push({ name, rule: rule ?? ANY, always: false });
      continue;
    }
    if (!rule?.enabled) continue;
    out.push({ name, rule, always: name === 'paymentPassword' || name === 'username' || name === 'password' || name === 'confirmPassword' });
  }
  return out;
}

/** The register dialog's body (spec sections 4 and 5). */
export default function RegisterDialog() {
  useLocalePart('auth');
  const rules = useRegisterRules();
  return (
    <QueryView query={rules} isEmpty={() => false} empty={null}>
      {(data) => <RegisterForm rules={data.value} />}
    </QueryView>
  );
}

function RegisterForm({ rules }: { rules: RegisterRules }) {
  const { t } = useTranslation();
  const flags = useWhiteLabel();
  const settings = useSiteSettings();
  const ctx = useSignInContext();
  const navigate = useNavigate();
  const fromUrl = useSnapshot(dialogs).params.register?.affiliateCode ?? '';
  const affiliate = useCheckAffiliate(
    { code: fromUrl, domain: window.location.host },
    { query: { enabled: Boolean(fromUrl), retry: false, staleTime: Number.POSITIVE_INFINITY } },
  );
  const affiliateOk = Boolean(fromUrl) && affiliate.isSuccess;
  const affiliateFailed = Boolean(fromUrl) && affiliate.isError;
  const modes: Mode[] = [
    ...(flags.mobileRegistration ? (['mobile'] as const) : []),
    ...(flags.usernameRegistration || !flags.mobileRegistration ? (['username'] as const) : []),
  ];
  const [mode, setMode] = useState<Mode>(modes[0] ?? 'username');
  const [dialing, setDialing] = useDefaultDialingCode();
  const [values, setValues] = useState<Partial<Record<FieldName, string>>>(() => (fromUrl ? { affiliateCode: fromUrl } : {}));
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<FieldName | 'terms', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sliderOpen, setSliderOpen] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const register = useRegisterMember();
  const registerMobile = useRegisterMobileMember();
  const pending = register.isPending || registerMobile.isPending;

  const fields = visibleFields(mode, rules, {
    sms: flags.registrationSms,
    mobilePassword: flags.mobilePasswordRegistration,
    captcha: flags.registrationCaptcha,
    affiliateShown: !affiliateOk,
  });

  const validate = (): boolean => {
    const found: Partial<Record<FieldName | 'terms', string>> = {};
    for (const f of fields) {
      const value = values[f.name] ?? '';
      found[f.name] = problemText(checkField(value, f.rule, { alwaysRequired: f.always, ...(f.name === 'verificationCode' ? { maxLength: 255 } : {}) }), t);
    }
    if (
      mode === 'username' &&
      fields.some((f) => f.name === 'confirmPassword') &&
      !found.confirmPassword &&
      (values.confirmPassword ?? '') !== (values.password ?? '')
    ) {
      found.confirmPassword = t('inconsistent_twice');
    }
    if (affiliateFailed && !found.affiliateCode && (values.affiliateCode ?? '') === fromUrl) found.affiliateCode = t('invitation_code_error');
    const minimumAge = settings?.minimumAge ?? 18;
    const birthday = values.birthday?.trim();
    if (birthday && !found.birthday) {
      const age = ageOn(birthday, new Date());
      if (age !== null && age < minimumAge) found.birthday = t('auth.too_young', { age: minimumAge });
    }
    if (!agreed) found.terms = t('error.agree_terms');
    setProblems(found);
    return !Object.values(found).some(Boolean);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (validate()) setSliderOpen(true);
  };

  const submit = async (validateToken: string) => {
    setSliderOpen(false);
    const v = (name: FieldName) => values[name]?.trim() || undefined;
    const common = {
      registerUrl: window.location.href,
      domain: window.location.host,
      registerMethod: 'WEB' as const,
      validate: validateToken,
      login: true as const,
      affiliateCode: v('affiliateCode'),
      referralCode: v('referralCode'),
      captcha: v('captcha'),
    };
    try {
      let outcome: Awaited<ReturnType<typeof register.mutateAsync>>;
      let password: string;
      if (mode === 'mobile') {
        const mobile = v('mobileNum') ?? '';
        password = v('password') ?? '';
        outcome = await registerMobile.mutateAsync({
          data: {
            ...common,
            username: mobile,
            mobileNum: mobile,
            countryDialingCode: dialing,
            password,
            confirmPassword: password,
            verificationCode: v('verificationCode'),
          },
        });
      } else {
        password = v('password') ?? '';
        const extra = Object.fromEntries(fields.map((f) => [f.name, v(f.name)]).filter(([, value]) => value !== undefined));
        outcome = await register.mutateAsync({
          data: {
            ...common,
            ...extra,
            username: v('username') ?? '',
            password,
            confirmPassword: v('confirmPassword') ?? password,
            ...(v('mobileNum') ? { countryDialingCode: dialing } : {}),
          },
        });
      }
      await afterLogin(outcome.value, 'username', password, ctx);
      await navigate({ to: '/' });
    } catch (error) {
      // Every field keeps what was typed; only the captcha is asked again.
      setFailure(errorMessage(error, t));
      setValues((old) => ({ ...old, captcha: '' }));
      setCaptchaKey((k) => k + 1);
    }
  };

  const set = (name: FieldName) => (e: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: e.target.value }));
  const label = (f: Visible) => t(f.name === 'confirmPassword' ? 'in_increase_verifyPwd' : `in_increase_${f.name}`);
  const starred = (f: Visible) => f.always || f.rule.required;
  const modeIds = tabIds('register', mode);

  return (
    <form className="form-stack register-form" onSubmit={onSubmit} noValidate aria-label={t('auth.register_title')}>
      {modes.length > 1 ? (
        <Tabs idBase="register" label={t('auth.register_methods')} tabs={modes} current={mode} onChange={setMode}>
          {(m) => t(m === 'mobile' ? 'auth.by_mobile' : 'auth.by_username')}
        </Tabs>
      ) : null}
      {/* With the tabs, the fields are the chosen tab's panel. */}
      <div className="register-form__fields" {...(modes.length > 1 ? { role: 'tabpanel', id: modeIds.panel, 'aria-labelledby': modeIds.tab } : {})}>
        {fields.map((f, index) => {
          if (f.name === 'captcha')
            return (
              <CaptchaField
                key="captcha"
                value={values.captcha ?? ''}
                onChange={(c) => setValues((o) => ({ ...o, captcha: c }))}
                error={problems.captcha}
                refreshKey={captchaKey}
              />
            );
          const placeholder = `${starred(f) ? '* ' : ''}${label(f)}`;
          return (
            <TextField
              key={f.name}
              label={label(f)}
              placeholder={placeholder}
              name={f.name}
              type={
                PASSWORDS.has(f.name) ? 'password' : f.name === 'email' ? 'email' : f.name === 'birthday' ? 'date' : f.name === 'mobileNum' ? 'tel' : 'text'
              }
              autoComplete={AUTOCOMPLETE[f.name] ?? 'off'}
              inputMode={f.name === 'mobileNum' || f.name === 'verificationCode' ? 'numeric' : undefined}
              value={values[f.name] ?? ''}
              onChange={set(f.name)}
              error={problems[f.name]}
              required={starred(f)}
              maxLength={f.name === 'verificationCode' ? 255 : f.rule.maxLength || undefined}
              data-autofocus={index === 0 || undefined}
              addon={
                f.name === 'mobileNum' ? (
                  <CountryCodeSelect value={dialing} onChange={setDialing} />
                ) : f.name === 'verificationCode' ? (
                  <SmsCodeButton
                    beforeSend={() => {
                      const p = problemText(checkField(values.mobileNum ?? '', { ...(rules.mobileNum ?? ANY), required: true }), t);
                      setProblems((o) => ({ ...o, mobileNum: p }));
                      return !p;
                    }}
                    send={async () => (await sendRegisterSms({ mobileNo: (values.mobileNum ?? '').trim(), countryDialingCode: dialing })).value}
                  />
                ) : undefined
              }
            />
          );
        })}
      </div>
      {affiliateOk ? <p className="muted">{t('auth.affiliate_applied', { code: fromUrl })}</p> : null}
      <div>
        <Checkbox
          label={t('auth.agree_terms')}
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          aria-invalid={problems.terms ? true : undefined}
        />
        {problems.terms ? (
          <p className="field__error" role="alert">
            {problems.terms}
          </p>
        ) : null}
      </div>
      <FormError>{failure}</FormError>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('common.loading') : t('auth.register')}
      </button>
      <SliderDialog open={sliderOpen} onClose={() => setSliderOpen(false)} onVerified={(token) => void submit(token)} />
    </form>
  );
}

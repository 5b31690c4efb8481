import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefaultDialingCode } from '../../api/useDefaultDialingCode';
import { getGetAgentApplicationsQueryKey, useApplyAgent } from '../../generated/relay/endpoints/join/join';
import type { AgentContactType } from '../../generated/relay/model';
import { useGetCountryCodes } from '../../generated/wps/endpoints/system/system';
import { useLocalePart } from '../../i18n/parts';
import { ApiError, errorMessage } from '../../lib/errors';
import { FormError, FormSuccess, SelectField, TextField } from '../../ui/form/Field';
import {
  type ApplicationDraft,
  applicationProblems,
  applicationRequest,
  CONTACT_MAX,
  CONTACT_TYPES,
  emptyDraft,
  MEMBERS_MAX,
  MESSAGE_MAX,
  NAME_MAX,
} from './rules';

/**
 * The agent application: name, mobile with its country code, how to reach the applicant, the
 * players expected, experience and a message. A member's application is followed on the page
 * (the list is refetched); a visitor's is a contact request, thanked for. Input stays on failure.
 */
export function ApplyForm({ visitor }: { visitor: boolean }) {
  useLocalePart('join');
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [defaultCode] = useDefaultDialingCode();
  const countries = useGetCountryCodes({ query: { staleTime: Number.POSITIVE_INFINITY } });
  const apply = useApplyAgent();
  const [draft, setDraft] = useState<ApplicationDraft>(() => emptyDraft(''));
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const code = draft.countryDialingCode || defaultCode;
  const problems = applicationProblems({ ...draft, countryDialingCode: code });
  const set = <K extends keyof ApplicationDraft>(key: K, value: ApplicationDraft[K]) => {
    setSent(false);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const problem = (field: keyof typeof problems) => {
    const p = shown ? problems[field] : undefined;
    return p ? t(`join.problem.${p}`, { max: MESSAGE_MAX }) : null;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setSent(false);
    setShown(true);
    if (Object.keys(problems).length > 0) return;
    try {
      await apply.mutateAsync({ data: applicationRequest({ ...draft, countryDialingCode: code }) });
      setShown(false);
      if (visitor) {
        setDraft(emptyDraft(code));
        setSent(true);
      } else await queryClient.invalidateQueries({ queryKey: getGetAgentApplicationsQueryKey() });
    } catch (error) {
      setFailure(errorMessage(error, t));
      // Someone else's answer changed what the page should show (a pending application, an agent account).
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: getGetAgentApplicationsQueryKey() });
    }
  };

  const codes = countries.data?.value ?? [];
  const codeOptions =
    codes.length > 0 ? codes.map((c) => ({ value: c.countryDialingCode, label: `${c.countryCode} ${c.countryDialingCode}` })) : [{ value: code, label: code }];
  const uniqueCodes = codeOptions.filter((o, i) => codeOptions.findIndex((x) => x.value === o.value) === i);
  return (
    <form className="join-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('join.form_title')}>
      <TextField
        label={t('join.real_name')}
        autoComplete="name"
        maxLength={NAME_MAX}
        value={draft.realName}
        onChange={(e) => set('realName', e.target.value)}
        error={problem('realName')}
      />
      <div className="join-form__row join-form__mobile">
        <SelectField label={t('join.country_code')} options={uniqueCodes} value={code} onChange={(e) => set('countryDialingCode', e.target.value)} />
        <TextField
          label={t('join.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          value={draft.mobileNum}
          onChange={(e) => set('mobileNum', e.target.value)}
          error={problem('mobileNum')}
        />
      </div>
      <div className="join-form__row">
        <SelectField
          label={t('join.contact_type')}
          options={CONTACT_TYPES.map((c) => ({ value: c, label: t(`join.contact_kind.${c}`) }))}
          value={draft.contactType}
          onChange={(e) => set('contactType', e.target.value as AgentContactType)}
        />
        <TextField
          label={t('join.contact_value')}
          type={draft.contactType === 'EMAIL' ? 'email' : 'text'}
          autoComplete={draft.contactType === 'EMAIL' ? 'email' : 'off'}
          maxLength={CONTACT_MAX}
          placeholder={t(`join.contact_placeholder.${draft.contactType}`)}
          value={draft.contactValue}
          onChange={(e) => set('contactValue', e.target.value)}
          error={problem('contactValue')}
        />
      </div>
      <TextField
        label={t('join.expected_members')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MEMBERS_MAX}
        step={1}
        value={draft.expectedMembers}
        onChange={(e) => set('expectedMembers', e.target.value)}
        error={problem('expectedMembers')}
      />
      <fieldset className="join-form__choice" aria-describedby={problem('hasExperience') ? `${id}-experience-error` : undefined}>
        <legend className="field__label">{t('join.experience')}</legend>
        {(['yes', 'no'] as const).map((v) => (
          <label key={v} className="checkbox">
            <input type="radio" name={`${id}-experience`} value={v} checked={draft.hasExperience === v} onChange={() => set('hasExperience', v)} />
            <span>{t(`join.${v}`)}</span>
          </label>
        ))}
        {problem('hasExperience') ? (
          <p id={`${id}-experience-error`} className="field__error" role="alert">
            {problem('hasExperience')}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-message`} className="field__label">
          {t('join.message')}
        </label>
        <textarea
          id={`${id}-message`}
          className="field__input join-form__message"
          rows={4}
          maxLength={MESSAGE_MAX}
          placeholder={t('join.message_placeholder')}
          value={draft.message}
          onChange={(e) => set('message', e.target.value)}
          aria-invalid={problem('message') ? true : undefined}
          aria-describedby={`${id}-message-count`}
        />
        <p id={`${id}-message-count`} className="join-form__count">
          {t('join.message_count', { count: draft.message.length, max: MESSAGE_MAX })}
        </p>
        {problem('message') ? (
          <p className="field__error" role="alert">
            {problem('message')}
          </p>
        ) : null}
      </div>
      <FormError>{failure}</FormError>
      <FormSuccess>{sent ? t('join.lead_sent') : null}</FormSuccess>
      <div>
        <button type="submit" className="button button--primary" disabled={apply.isPending}>
          {apply.isPending ? t('join.sending') : t('join.submit')}
        </button>
      </div>
    </form>
  );
}

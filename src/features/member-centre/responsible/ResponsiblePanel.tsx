import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { durationText, RESPONSIBLE_TEXTS } from '../../../api/responsible';
import { isSiteQuery } from '../../../api/site';
import {
  getGetRealityCheckQueryKey,
  getGetResponsibleGamingQueryKey,
  useApplySelfExclusion,
  useGetResponsibleGaming,
  useSetGamingLimit,
  useSetRealityCheck,
} from '../../../generated/relay/endpoints/responsible/responsible';
import type {
  GamingLimit,
  GamingLimitChange,
  GamingLimitType,
  RealityCheckInterval,
  ResponsibleGaming,
  SelfExclusionDuration,
  SelfExclusionKind,
} from '../../../generated/relay/model';
import { useLocaleParts } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { type AmountProblem, amountProblemText, cents, checkAmount, parseAmount } from '../../../lib/amount';
import { ApiError, errorMessage } from '../../../lib/errors';
import { closeDialog, showAlert } from '../../../state/dialogs';
import { clearSession } from '../../../state/session';
import { DIALOG_FADE_MS } from '../../../ui/dialog/Dialog';
import { FormError, FormSuccess, SelectField, TextField } from '../../../ui/form/Field';
import { EmptyView, QueryView } from '../../../ui/StatusView';
import './responsible.css';

/** The largest limit the platform keeps (the contract's bound). */
const MAX_LIMIT = 10_000_000_000;
/** Session-length limits offered, in minutes. */
export const SESSION_OPTIONS: readonly number[] = [30, 60, 90, 120, 180, 240, 360, 480];
/** Reality-check intervals, in minutes. */
export const REALITY_OPTIONS: readonly number[] = [15, 30, 60];
const DURATIONS: Record<SelfExclusionKind, readonly SelfExclusionDuration[]> = { TIME_OUT: ['H24', 'D7', 'W6'], SELF_EXCLUSION: ['M6', 'Y1', 'Y5'] };

/** When a time-out or exclusion taken at `from` would end (the platform counts months and years on the calendar). */
export function breakEnd(from: number, duration: SelfExclusionDuration): number {
  const days = { H24: 1, D7: 7, W6: 42 } as Partial<Record<SelfExclusionDuration, number>>;
  const fixed = days[duration];
  if (fixed) return from + fixed * 86_400_000;
  const end = new Date(from);
  if (duration === 'M6') end.setMonth(end.getMonth() + 6);
  else end.setFullYear(end.getFullYear() + (duration === 'Y1' ? 1 : 5));
  return end.getTime();
}

/** Whether a value the server sent is a time a date can be made of. */
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Member centre → Responsible gaming (issue 31): deposit and loss limits per day, week and month
 * with what is used of each, the session-length limit, the reality check, and a time-out or
 * self-exclusion confirmed in a second step. A lower limit holds at once, a higher or removed one
 * after 24 hours (shown as pending); a time-out or exclusion signs the member out.
 */
export default function ResponsiblePanel() {
  useLocaleParts('money', RESPONSIBLE_TEXTS);
  const { t } = useTranslation();
  const query = useGetResponsibleGaming({ query: { staleTime: 0 } });
  // The platform's clock may differ from this device's: a break's end is counted from the platform's time.
  const offset = query.data && isTime(query.data.value.serverTime) ? query.data.value.serverTime - query.dataUpdatedAt : 0;
  return (
    <div className="rg-panel">
      <h3>{t('memberCentre.item.responsibleGaming')}</h3>
      <p className="muted">{t('responsible.intro')}</p>
      <QueryView query={query} isEmpty={() => false} empty={null}>
        {({ value }) => (
          <>
            <MoneyLimits type="DEPOSIT" data={value} />
            <MoneyLimits type="LOSS" data={value} />
            <SessionSettings data={value} />
            <BreakSection offset={offset} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function MoneyLimits({ type, data }: { type: GamingLimitType; data: ResponsibleGaming }) {
  const { t } = useTranslation();
  // One card a period (a reply listing a period twice shows its first).
  const rows = data.limits.filter((l, i, all) => l.limitType === type && all.findIndex((x) => x.limitType === type && x.period === l.period) === i);
  const id = `rg-${type.toLowerCase()}`;
  return (
    <section className="rg-section" aria-labelledby={id}>
      <h4 id={id}>{t(type === 'DEPOSIT' ? 'responsible.deposit_title' : 'responsible.loss_title')}</h4>
      {type === 'LOSS' ? <p className="muted">{t('responsible.loss_hint')}</p> : null}
      {rows.length === 0 ? (
        <EmptyView>{t('responsible.none_offered')}</EmptyView>
      ) : (
        <div className="rg-cards">
          {rows.map((row) => (
            <LimitCard key={`${row.limitType}-${row.period}`} row={row} />
          ))}
        </div>
      )}
    </section>
  );
}

/** What a change's reply means, in words. */
function changeText(t: TFunction, change: GamingLimitChange, when: (time: number) => string): string {
  if (change.outcome === 'PENDING' && isTime(change.effectiveAt)) return t('responsible.pending_saved', { time: when(change.effectiveAt) });
  return t(change.outcome === 'UNCHANGED' ? 'responsible.unchanged' : 'responsible.applied');
}

/** A failure of a change: a change already waiting says until when. */
function useChangeFailure() {
  const { t } = useTranslation();
  const { moment } = useDates();
  return (error: unknown) => {
    const waiting =
      error instanceof ApiError && error.code === 'limit.change.pending' ? (error.value as { effectiveAt?: unknown } | null)?.effectiveAt : undefined;
    return isTime(waiting) ? t('responsible.change_waiting', { time: moment.format(waiting) }) : errorMessage(error, t);
  };
}

function useRefreshLimits() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetResponsibleGamingQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetRealityCheckQueryKey() }),
    ]);
}

function LimitCard({ row }: { row: GamingLimit }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { moment } = useDates();
  const set = useSetGamingLimit();
  const refresh = useRefreshLimits();
  const failureText = useChangeFailure();
  const titleId = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const limit = row.amount;
  const used = Math.max(0, row.used);
  const percent = limit && limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  const usedText =
    limit !== null
      ? t(`responsible.used.${row.period}`, { used: money(used), limit: money(limit) })
      : t(`responsible.used_no_limit.${row.period}`, { used: money(used) });

  const change = async (value: number | null) => {
    setOutcome(null);
    try {
      const { value: result } = await set.mutateAsync({ data: { limitType: row.limitType, period: row.period, value } });
      setOutcome({ ok: true, text: changeText(t, result, (time) => moment.format(time)) });
      setAmount('');
      await refresh();
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error) });
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkAmount(amount, { max: MAX_LIMIT });
    setProblem(found);
    if (found) return;
    void change(cents(parseAmount(amount)!));
  };

  return (
    <article className="rg-card" aria-labelledby={titleId}>
      <div className="rg-card__head">
        <h5 id={titleId} className="rg-card__title">
          {t(`responsible.limit_title.${row.period}`)}
        </h5>
        <strong className="rg-card__value">{limit === null ? t('responsible.no_limit') : money(limit)}</strong>
      </div>
      {limit !== null ? (
        <div
          className={`rg-bar${percent >= 100 ? ' rg-bar--full' : percent >= 80 ? ' rg-bar--near' : ''}`}
          role="progressbar"
          aria-label={t(`responsible.bar_label.${row.period}`)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={usedText}
        >
          <div className="rg-bar__fill" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <p className="rg-card__line">{usedText}</p>
      {isTime(row.resetsAt) ? <p className="rg-card__line muted">{t('responsible.resets', { time: moment.format(row.resetsAt) })}</p> : null}
      {row.pending && isTime(row.pending.effectiveAt) ? (
        <p className="rg-card__pending">
          {row.pending.amount === null
            ? t('responsible.pending_removal', { time: moment.format(row.pending.effectiveAt) })
            : t('responsible.pending_raise', { amount: money(row.pending.amount), time: moment.format(row.pending.effectiveAt) })}
        </p>
      ) : null}
      <form className="rg-card__form" onSubmit={onSubmit} noValidate aria-label={t(`responsible.new_limit.${row.period}`)}>
        <TextField
          label={t(`responsible.new_limit.${row.period}`)}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={problem ? amountProblemText(t, problem, money, { max: MAX_LIMIT }) : null}
        />
        <div className="form-row">
          <button type="submit" className="button button--primary" disabled={set.isPending}>
            {t('responsible.set')}
          </button>
          {limit !== null && !(row.pending && row.pending.amount === null) ? (
            <button type="button" className="button" disabled={set.isPending} onClick={() => void change(null)}>
              {t('responsible.remove')}
            </button>
          ) : null}
        </div>
        {outcome?.ok ? <FormSuccess>{outcome.text}</FormSuccess> : <FormError>{outcome?.text}</FormError>}
      </form>
    </article>
  );
}

function SessionSettings({ data }: { data: ResponsibleGaming }) {
  const { t } = useTranslation();
  const { moment } = useDates();
  const setLimit = useSetGamingLimit();
  const setCheck = useSetRealityCheck();
  const refresh = useRefreshLimits();
  const failureText = useChangeFailure();
  const current = data.sessionLimit.minutes;
  const [minutes, setMinutes] = useState(current === null ? '' : String(current));
  const [interval, setInterval] = useState(data.realityCheckMinutes === null ? '' : String(data.realityCheckMinutes));
  const [limitOutcome, setLimitOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [checkOutcome, setCheckOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const minutesText = (value: number | null) => (value === null ? t('responsible.no_limit') : durationText(t, value));
  const sessionChoices = [...new Set([...SESSION_OPTIONS, ...(current === null ? [] : [current])])].sort((a, b) => a - b);
  const pending = data.sessionLimit.pending;

  const saveLimit = async (e: FormEvent) => {
    e.preventDefault();
    setLimitOutcome(null);
    try {
      const { value } = await setLimit.mutateAsync({ data: { limitType: 'SESSION', value: minutes === '' ? null : Number(minutes) } });
      setLimitOutcome({ ok: true, text: changeText(t, value, (time) => moment.format(time)) });
      await refresh();
    } catch (error) {
      setLimitOutcome({ ok: false, text: failureText(error) });
    }
  };

  const saveCheck = async (e: FormEvent) => {
    e.preventDefault();
    setCheckOutcome(null);
    try {
      await setCheck.mutateAsync({ data: { intervalMinutes: (interval === '' ? null : Number(interval)) as RealityCheckInterval } });
      setCheckOutcome({ ok: true, text: t('responsible.reality_saved') });
      await refresh();
    } catch (error) {
      setCheckOutcome({ ok: false, text: errorMessage(error, t) });
    }
  };

  return (
    <section className="rg-section" aria-labelledby="rg-session">
      <h4 id="rg-session">{t('responsible.session_title')}</h4>
      <div className="rg-cards">
        <form className="rg-card" onSubmit={(e) => void saveLimit(e)} noValidate aria-label={t('responsible.session_limit')}>
          <SelectField
            label={t('responsible.session_limit')}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            options={[{ value: '', label: t('responsible.no_limit') }, ...sessionChoices.map((m) => ({ value: String(m), label: durationText(t, m) }))]}
          />
          <p className="rg-card__line">{t('responsible.session_current', { value: minutesText(current) })}</p>
          {pending && isTime(pending.effectiveAt) ? (
            <p className="rg-card__pending">
              {t('responsible.session_pending', { value: minutesText(pending.minutes), time: moment.format(pending.effectiveAt) })}
            </p>
          ) : null}
          <p className="rg-card__line muted">{t('responsible.session_hint')}</p>
          <div className="form-row">
            <button type="submit" className="button button--primary" disabled={setLimit.isPending}>
              {t('responsible.save')}
            </button>
          </div>
          {limitOutcome?.ok ? <FormSuccess>{limitOutcome.text}</FormSuccess> : <FormError>{limitOutcome?.text}</FormError>}
        </form>
        <form className="rg-card" onSubmit={(e) => void saveCheck(e)} noValidate aria-label={t('responsible.reality_check')}>
          <SelectField
            label={t('responsible.reality_check')}
            value={interval}
            onChange={(e) => setInterval(e.target.value)}
            options={[
              { value: '', label: t('responsible.reality_off') },
              ...REALITY_OPTIONS.map((m) => ({ value: String(m), label: t('responsible.reality_every_minutes', { count: m }) })),
            ]}
          />
          <p className="rg-card__line muted">{t('responsible.reality_hint')}</p>
          <div className="form-row">
            <button type="submit" className="button button--primary" disabled={setCheck.isPending}>
              {t('responsible.save')}
            </button>
          </div>
          {checkOutcome?.ok ? <FormSuccess>{checkOutcome.text}</FormSuccess> : <FormError>{checkOutcome?.text}</FormError>}
        </form>
      </div>
    </section>
  );
}

function BreakSection({ offset }: { offset: number }) {
  const { t } = useTranslation();
  return (
    <section className="rg-section" aria-labelledby="rg-break">
      <h4 id="rg-break">{t('responsible.break_title')}</h4>
      <div className="rg-cards">
        <BreakCard kind="TIME_OUT" offset={offset} />
        <BreakCard kind="SELF_EXCLUSION" offset={offset} />
      </div>
    </section>
  );
}

/** A time-out or self-exclusion: a length, then a second step that says what will happen. */
function BreakCard({ kind, offset }: { kind: SelfExclusionKind; offset: number }) {
  const { t } = useTranslation();
  const { moment } = useDates();
  const queryClient = useQueryClient();
  const apply = useApplySelfExclusion();
  const [duration, setDuration] = useState<SelfExclusionDuration>(DURATIONS[kind][0]!);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const name = useId();
  const timeout = kind === 'TIME_OUT';
  const title = t(timeout ? 'responsible.timeout_title' : 'responsible.exclusion_title');

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const onConfirm = async () => {
    setFailure(null);
    try {
      const { value } = await apply.mutateAsync({ data: { kind, duration } });
      // The platform ended the session: the member is signed out here too, and told until when.
      // The centre fades out first: its panels, still drawn meanwhile, must not ask again without
      // a session (which would open the login), so the member's replies go once it is gone.
      closeDialog('memberCentre');
      clearSession();
      // The page stays, as a visitor's (a page that needs a session says so).
      setTimeout(() => queryClient.removeQueries({ predicate: (q) => !isSiteQuery(q) }), DIALOG_FADE_MS + 100);
      await showAlert({ text: t(`responsible.signed_out_${kind}`, { time: moment.format(value.until) }), confirmKey: 'common.confirm' });
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <div className="rg-card">
      <h5 className="rg-card__title">{title}</h5>
      <p className="rg-card__line muted">{t(timeout ? 'responsible.timeout_hint' : 'responsible.exclusion_hint')}</p>
      <fieldset className="rg-choices" disabled={confirming}>
        <legend className="field__label">{t('responsible.length')}</legend>
        {DURATIONS[kind].map((d) => (
          <label key={d} className="rg-choice">
            <input type="radio" name={name} value={d} checked={duration === d} onChange={() => setDuration(d)} />
            <span>{t(`responsible.duration.${d}`)}</span>
          </label>
        ))}
      </fieldset>
      {confirming ? (
        <section className="rg-confirm" aria-labelledby={`${name}-confirm`}>
          <h6 id={`${name}-confirm`} ref={confirmHeading} tabIndex={-1} className="rg-confirm__title">
            {t(`responsible.confirm_title_${kind}`)}
          </h6>
          <p>
            {t(`responsible.confirm_text_${kind}`, {
              time: moment.format(breakEnd(Date.now() + offset, duration)),
              duration: t(`responsible.duration.${duration}`),
            })}
          </p>
          <FormError>{failure}</FormError>
          <div className="form-row">
            <button type="button" className="button button--danger" disabled={apply.isPending} onClick={() => void onConfirm()}>
              {t(`responsible.confirm_${kind}`)}
            </button>
            <button
              type="button"
              className="button"
              disabled={apply.isPending}
              onClick={() => {
                setConfirming(false);
                setFailure(null);
              }}
            >
              {t('responsible.cancel')}
            </button>
          </div>
        </section>
      ) : (
        <div className="form-row">
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {t(timeout ? 'responsible.take_timeout' : 'responsible.take_exclusion')}
          </button>
        </div>
      )}
    </div>
  );
}

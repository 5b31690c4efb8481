/**
 * Responsible gaming's refusals (issue 31), read where they happen: a deposit past a deposit limit,
 * a launch past a loss or session limit, a login during a time-out or self-exclusion. The
 * platform's reply carries a `GamingRefusal` (the rule, the limit, until when); it is checked here
 * before it is shown, and a reply that does not hold one is an ordinary failure. The texts are
 * the `responsible` locale part's, loaded when a refusal comes (never with the first page).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GamingRefusal, LimitPeriod } from '../generated/relay/model';
import { getGetWalletBalanceQueryKey } from '../generated/wps/endpoints/wallet/wallet';
import type { GetWalletBalance200 } from '../generated/wps/model';
import { loadLocalePart } from '../i18n/parts';
import { useDates } from '../i18n/useDates';
import { type DateFormat, dates } from '../lib/dates';
import { ApiError } from '../lib/errors';
import { formatMoney } from '../lib/format';
import { useMoney } from './money';

/** The locale part of responsible gaming's texts. */
export const RESPONSIBLE_TEXTS = 'responsible';

/** The codes of the failures a responsible-gaming rule causes. */
export const GAMING_CODES: readonly string[] = ['limit.deposit.exceeded', 'limit.loss.reached', 'limit.session.reached', 'member.self.excluded'];

const PERIODS: readonly string[] = ['DAY', 'WEEK', 'MONTH'];
const REASON_OF_CODE: Record<string, readonly string[]> = {
  'limit.deposit.exceeded': ['DEPOSIT_LIMIT'],
  'limit.loss.reached': ['LOSS_LIMIT'],
  'limit.session.reached': ['SESSION_LIMIT'],
  'member.self.excluded': ['TIME_OUT', 'SELF_EXCLUSION'],
};

const amount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e10;
const time = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 8.64e15;

/** The refusal a failure carries, when it is one and its value holds what its reason needs; else null. */
export function gamingRefusal(error: unknown): GamingRefusal | null {
  if (!(error instanceof ApiError) || !GAMING_CODES.includes(error.code)) return null;
  const value = error.value as Partial<Record<keyof GamingRefusal, unknown>> | null | undefined;
  if (!value || typeof value !== 'object' || !REASON_OF_CODE[error.code]!.includes(String(value.reason)) || !time(value.resetsAt)) return null;
  const refusal = value as GamingRefusal;
  const periodic = refusal.reason === 'DEPOSIT_LIMIT' || refusal.reason === 'LOSS_LIMIT';
  if (periodic && !(PERIODS.includes(String(value.period)) && amount(value.limit))) return null;
  if (refusal.reason === 'DEPOSIT_LIMIT' && !amount(value.remaining)) return null;
  if (refusal.reason === 'SESSION_LIMIT' && !(Number.isInteger(value.limitMinutes) && (value.limitMinutes as number) > 0)) return null;
  return refusal;
}

type Translate = TFunction;

/** Minutes as hours and minutes in words ("1 hour 30 minutes"). */
export function durationText(t: Translate, totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('responsible.minutes', { count: rest });
  if (rest === 0) return t('responsible.hours', { count: hours });
  return t('responsible.hours_minutes', { hours: t('responsible.hours', { count: hours }), minutes: t('responsible.minutes', { count: rest }) });
}

/** What a refusal says: which limit, what is left or until when. */
export function gamingRefusalText(refusal: GamingRefusal, t: Translate, money: (amount: number) => string, moment: DateFormat): string {
  const when = moment.format(refusal.resetsAt);
  const period = refusal.period as LimitPeriod;
  switch (refusal.reason) {
    case 'DEPOSIT_LIMIT':
      return t(`responsible.refusal.deposit_${period}`, { limit: money(refusal.limit ?? 0), remaining: money(refusal.remaining ?? 0) });
    case 'LOSS_LIMIT':
      return t(`responsible.refusal.loss_${period}`, { limit: money(refusal.limit ?? 0), time: when });
    case 'SESSION_LIMIT':
      return t('responsible.refusal.session', { duration: durationText(t, refusal.limitMinutes ?? 0), time: when });
    default:
      return t(`responsible.refusal.${refusal.reason}`, { time: when });
  }
}

/**
 * The message of a refusal for code that has no hooks at hand (a launch's alert, a login form):
 * its texts loaded first, amounts in the member's currency as the balance gave it. Null when the
 * failure is not a refusal, or its texts cannot be had.
 */
export async function gamingRefusalMessage(error: unknown, t: Translate, language: string, queryClient?: QueryClient): Promise<string | null> {
  const refusal = gamingRefusal(error);
  if (!refusal) return null;
  try {
    await loadLocalePart(RESPONSIBLE_TEXTS);
  } catch {
    return null;
  }
  const balance = queryClient?.getQueryData<GetWalletBalance200>(getGetWalletBalanceQueryKey())?.value;
  const money = (value: number) =>
    formatMoney(value, { language, symbol: balance?.currencySymbol ?? '', position: balance?.currencyPosition, currency: balance?.currency });
  return gamingRefusalText(refusal, t, money, dates(language).moment);
}

/**
 * The message of a refusal shown by a component (a failed launch's error view): undefined while it
 * is not one, or while its texts load.
 */
export function useGamingRefusalText(error: unknown): string | undefined {
  const { t } = useTranslation();
  const money = useMoney();
  const { moment } = useDates();
  const refusal = gamingRefusal(error);
  const [ready, setReady] = useState(false);
  const wanted = refusal !== null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadLocalePart(RESPONSIBLE_TEXTS).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return refusal && ready ? gamingRefusalText(refusal, t, money, moment) : undefined;
}

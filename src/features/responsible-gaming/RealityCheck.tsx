/**
 * The reality check (issue 31): while a member is signed in, every interval they chose (15, 30 or
 * 60 minutes of the platform's time) a dialog says how long the session has lasted and its net
 * result, with Continue, Sign out and a way to the account record. The platform says when the next
 * check is due (`getRealityCheck`); this asks again at that moment, when the tab comes back into
 * view and when the screens are refreshed, so a check falls due on the platform's clock, not the
 * device's. Mounted by the signed-in header only, in a chunk of its own; its texts load when a
 * check is due.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../api/money';
import { durationText, RESPONSIBLE_TEXTS } from '../../api/responsible';
import { isSiteQuery } from '../../api/site';
import { getGetRealityCheckQueryKey, useAcknowledgeRealityCheck, useGetRealityCheck } from '../../generated/relay/endpoints/responsible/responsible';
import type { RealityCheck as Check, GetRealityCheck200 } from '../../generated/relay/model';
import { useLogout } from '../../generated/wps/endpoints/session/session';
import { useLocaleParts } from '../../i18n/parts';
import { useDates } from '../../i18n/useDates';
import { errorMessage } from '../../lib/errors';
import { openDialog } from '../../state/dialogs';
import { clearSession } from '../../state/session';
import { Dialog } from '../../ui/dialog/Dialog';
import { FormError } from '../../ui/form/Field';
import './reality-check.css';

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
/** The longest a browser timer waits (about 24.8 days). */
const MAX_TIMER_MS = 2_147_000_000;

/** How long from now the next check is due by the platform's clock, as of a reply fetched at `fetchedAt`. */
export function untilNextCheck(check: Pick<Check, 'serverTime' | 'nextCheckAt' | 'due'>, fetchedAt: number, now = Date.now()): number | null {
  if (check.due || !isTime(check.nextCheckAt) || !isTime(check.serverTime)) return null;
  return Math.min(MAX_TIMER_MS, Math.max(0, check.nextCheckAt - check.serverTime - (now - fetchedAt)));
}

export default function RealityCheck() {
  const query = useGetRealityCheck({ query: { staleTime: 0, refetchOnWindowFocus: true, retry: false } });
  const check = query.data?.value;
  const { refetch, dataUpdatedAt } = query;
  useEffect(() => {
    if (!check) return;
    const wait = untilNextCheck(check, dataUpdatedAt);
    if (wait === null) return;
    // A second more, so that the platform agrees the check is due when asked.
    const timer = setTimeout(() => void refetch(), wait + 1000);
    return () => clearTimeout(timer);
  }, [check, dataUpdatedAt, refetch]);
  if (!check?.due) return null;
  return (
    <Suspense fallback={null}>
      <RealityDialog check={check} />
    </Suspense>
  );
}

function RealityDialog({ check }: { check: Check }) {
  useLocaleParts(RESPONSIBLE_TEXTS);
  const { t } = useTranslation();
  const money = useMoney();
  const { moment } = useDates();
  const queryClient = useQueryClient();
  const acknowledge = useAcknowledgeRealityCheck();
  const logout = useLogout();
  const minutes = isTime(check.serverTime) && isTime(check.sessionStart) ? Math.max(0, Math.floor((check.serverTime - check.sessionStart) / 60_000)) : 0;
  const net = Number.isFinite(check.netResult) ? check.netResult : 0;
  const busy = acknowledge.isPending || logout.isPending;

  const carryOn = async () => {
    const reply = await acknowledge.mutateAsync();
    queryClient.setQueryData<GetRealityCheck200>(getGetRealityCheckQueryKey(), reply);
  };

  const signOut = async () => {
    // A failed server logout must not keep the member signed in here.
    await logout.mutateAsync().catch(() => undefined);
    // The page stays, as a visitor's (a page that needs a session says so).
    clearSession();
    queryClient.removeQueries({ predicate: (q) => !isSiteQuery(q) });
  };

  const toRecord = async () => {
    await carryOn();
    openDialog('memberCentre', { item: 'transactionHistory' });
  };

  return (
    <Dialog
      open
      onClose={() => void carryOn().catch(() => undefined)}
      title={t('responsible.reality.title')}
      size="sm"
      closeLabel={t('common.close')}
      footer={
        <>
          <button type="button" className="button" disabled={busy} onClick={() => void signOut()}>
            {t('responsible.reality.sign_out')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void carryOn().catch(() => undefined)} data-autofocus>
            {t('responsible.reality.continue')}
          </button>
        </>
      }
    >
      <div className="reality-check">
        <p>{t('responsible.reality.played', { duration: durationText(t, minutes) })}</p>
        <dl className="reality-check__figures">
          <div>
            <dt>{t('responsible.reality.result')}</dt>
            <dd className={net < 0 ? 'reality-check__loss' : undefined}>{money(net)}</dd>
          </div>
          <div>
            <dt>{t('responsible.reality.staked')}</dt>
            <dd>{money(Math.max(0, check.staked))}</dd>
          </div>
        </dl>
        <p>
          {net > 0
            ? t('responsible.reality.won', { amount: money(net) })
            : net < 0
              ? t('responsible.reality.lost', { amount: money(-net) })
              : t('responsible.reality.even')}
        </p>
        {isTime(check.breakUntil) ? <p className="reality-check__break">{t('responsible.reality.break', { time: moment.format(check.breakUntil) })}</p> : null}
        <FormError>{acknowledge.error ? errorMessage(acknowledge.error, t) : null}</FormError>
        <button type="button" className="link-button" disabled={busy} onClick={() => void toRecord().catch(() => undefined)}>
          {t('responsible.reality.record')}
        </button>
      </div>
    </Dialog>
  );
}

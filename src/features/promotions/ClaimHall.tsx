import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../api/money';
import { useClaimRafflePromotion } from '../../generated/relay/endpoints/home/home';
import { useClaimActivity, useClaimAllActivities } from '../../generated/relay/endpoints/rewards/rewards';
import type { RewardActivity } from '../../generated/relay/model';
import { errorMessage } from '../../lib/errors';
import { Dialog } from '../../ui/dialog/Dialog';
import { RemoteImage } from '../../ui/RemoteImage';
import { QueryView } from '../../ui/StatusView';
import '../../ui/form/form.css';
import { raffleClaim } from '../../api/activity';
import { RowBoundary } from '../../ui/ErrorBoundary';
import { claimHallOptions } from './first-replies';
import { claimHall, isRaffle } from './promotions';
import { refreshAfterClaim } from './refresh';
import { usePromotionTexts } from './texts';

export type Outcome = { ok: boolean; text: string };

/** A claim's answer, read out politely; a refusal as an alert. */
export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <p className={outcome.ok ? 'form-success promo-toast' : 'form-error promo-toast'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}

/** The prize of a draw, in a small dialog. */
export function PrizeDialog({ prize, onClose }: { prize: { title: string; text: string } | null; onClose: () => void }) {
  usePromotionTexts();
  const { t } = useTranslation();
  return (
    <Dialog open={prize !== null} onClose={onClose} title={t('promotions.claim.prize_title')} size="sm" closeLabel={t('common.close')}>
      {prize ? (
        <div className="promo-prize">
          <p className="promo-prize__title">{prize.title}</p>
          <p className="promo-prize__text">{prize.text}</p>
          <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
            {t('common.confirm')}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * The claim hall (members): the rewards waiting to be claimed (activities in CLAIM or ISSUED),
 * each claimed on its own (a raffle is drawn, the prize shown in a dialog), or all at once.
 * Every claim is a BONUS row of the account record; the balance and the records follow.
 */
export function ClaimHall() {
  usePromotionTexts();
  const { t } = useTranslation();
  const amount = useMoney();
  const queryClient = useQueryClient();
  const activities = useQuery(claimHallOptions());
  const claimAll = useClaimAllActivities();
  const claimOne = useClaimActivity();
  const raffle = useClaimRafflePromotion();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [prize, setPrize] = useState<{ title: string; text: string } | null>(null);
  const busy = claimAll.isPending || claimOne.isPending || raffle.isPending;
  const hall = claimHall(activities.data?.value.list ?? []);

  const run = async (call: () => Promise<string | null>) => {
    setOutcome(null);
    try {
      const text = await call();
      if (text) setOutcome({ ok: true, text });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, t) });
    }
    await refreshAfterClaim(queryClient);
  };

  const onClaimAll = () =>
    run(async () => {
      const { value } = await claimAll.mutateAsync({ data: {} });
      if (value.claimed.length === 0) return t('promotions.claim.nothing');
      return t('promotions.claim.claimed_all', { count: value.claimed.length, amount: amount(value.amount) });
    });
  const onClaim = (a: RewardActivity) =>
    run(async () => {
      if (isRaffle(a)) {
        const { value } = await raffle.mutateAsync({ data: raffleClaim(a) });
        const text = t(value.status === 'CLAIMED' ? 'rewards.raffle_won' : 'rewards.raffle_pending', { prize: value.prizeName });
        setPrize({ title: a.title, text });
        return text;
      }
      const { value } = await claimOne.mutateAsync({ data: { promotionId: a.promotionId } });
      return t('promotions.claim.claimed_one', { title: a.title, amount: amount(value.amount) });
    });

  return (
    <section id="claim" className="promo-section" aria-labelledby="promo-claim-title" aria-busy={busy || undefined}>
      <div className="promo-section__head">
        <h2 id="promo-claim-title" className="promo-section__title">
          {t('promotions.section.claim')}
        </h2>
        {hall.waiting.length > 0 ? (
          <div className="promo-section__actions">
            <p className="promo-section__total">{t('promotions.claim.waiting', { count: hall.waiting.length, amount: amount(hall.total) })}</p>
            <button type="button" className="button button--primary" onClick={() => void onClaimAll()} disabled={busy || hall.claimAllCount === 0}>
              {claimAll.isPending ? t('common.loading') : t('promotions.claim.claim_all')}
            </button>
          </div>
        ) : null}
      </div>
      {outcome ? <OutcomeLine outcome={outcome} /> : null}
      <QueryView
        query={activities}
        isEmpty={(d) => claimHall(d.value.list).waiting.length === 0}
        empty={
          <>
            {t('promotions.claim.empty')} <a href="#list">{t('promotions.claim.see_promotions')}</a>
          </>
        }
      >
        {() => (
          <ul className="claim-list" aria-label={t('promotions.claim.list')}>
            {hall.waiting.map((a) => (
              <RowBoundary key={a.promotionId} row={a} as="li">
                {() => (
                  <li>
                    <ClaimRow activity={a} busy={busy} onClaim={() => void onClaim(a)} />
                  </li>
                )}
              </RowBoundary>
            ))}
          </ul>
        )}
      </QueryView>
      <PrizeDialog prize={prize} onClose={() => setPrize(null)} />
    </section>
  );
}

function ClaimRow({ activity: a, busy, onClaim }: { activity: RewardActivity; busy: boolean; onClaim: () => void }) {
  const { t } = useTranslation();
  const amount = useMoney();
  const titleId = useId();
  const raffle = isRaffle(a);
  return (
    <article className="claim-row" aria-labelledby={titleId}>
      <RemoteImage src={a.imageUrl} alt="" width={720} height={300} className="claim-row__image" />
      <div className="claim-row__text">
        <h3 id={titleId} className="claim-row__title">
          {a.title}
        </h3>
        <p className="claim-row__kind">{raffle ? t('promotions.claim.raffle') : t(`rewards.status.${a.status}`)}</p>
      </div>
      <p className="claim-row__amount">{a.rewardAmount !== undefined ? amount(a.rewardAmount) : null}</p>
      <button type="button" className="button button--primary button--small" onClick={onClaim} disabled={busy} aria-describedby={titleId}>
        {raffle ? t('promotions.claim.draw') : t('promotions.claim.claim')}
      </button>
    </article>
  );
}

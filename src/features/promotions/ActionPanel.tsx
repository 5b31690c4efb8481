import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type ApplyProblems, activityTone, applyProblems, REMARK_MAX, raffleClaim } from '../../api/activity';
import { useMoney } from '../../api/money';
import { useClaimRafflePromotion } from '../../generated/relay/endpoints/home/home';
import { useApplyActivity, useClaimActivity, useJoinActivity } from '../../generated/relay/endpoints/rewards/rewards';
import type { PromotionDetail, RewardActivity } from '../../generated/relay/model';
import { errorMessage } from '../../lib/errors';
import { openDialog, requestLogin } from '../../state/dialogs';
import { requireAccess } from '../../state/roles';
import { session } from '../../state/session';
import { ImageUpload, readAsDataUrl } from '../../ui/ImageUpload';
import { type Outcome, OutcomeLine, PrizeDialog } from './ClaimHall';
import { Countdown } from './Countdown';
import '../../ui/form/form.css';
import { isRaffle } from './promotions';
import { refreshAfterClaim } from './refresh';
import { usePromotionTexts } from './texts';

type MemberItem = 'referral' | 'missionLeaderboard' | 'depositv2';

/**
 * What the member can do with a promotion now: an activity's join, application, claim or draw
 * (or where it stands), or the place a promotion is taken up (the rebate, the points mall, invite
 * friends, the missions, the app, the deposit). Visitors are asked to log in.
 */
export function ActionPanel({ promotion: p, onEnd }: { promotion: PromotionDetail; onEnd: () => void }) {
  usePromotionTexts();
  const { t } = useTranslation();
  return (
    <aside className="promo-section promo-action" aria-labelledby="promo-action-title">
      <h2 id="promo-action-title" className="promo-section__title">
        {t('promotions.detail.action')}
      </h2>
      <ActionBody promotion={p} onEnd={onEnd} />
    </aside>
  );
}

function ActionBody({ promotion: p, onEnd }: { promotion: PromotionDetail; onEnd: () => void }) {
  const { t } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const openMember = (item: MemberItem) => {
    if (requireAccess(session, 'realAccount')) openDialog('memberCentre', { item });
  };
  const go = (label: string, item: MemberItem) => (
    <button type="button" className="button button--primary promo-action__button" onClick={() => openMember(item)}>
      {label}
    </button>
  );
  switch (p.promotionType) {
    case 'ACTIVITY':
      if (p.activity) return <ActivityActions activity={p.activity} onEnd={onEnd} />;
      if (!loggedIn) return <LoginPrompt />;
      if (p.periodStatus === 'ENDED') return <p className="promo-action__text">{t('promotions.detail.ended')}</p>;
      return <p className="promo-action__text">{t('promotions.detail.not_available')}</p>;
    case 'REBATE':
      return (
        <Link to="/promotions" hash="rebate" className="button button--primary promo-action__button">
          {t('promotions.detail.go_rebate')}
        </Link>
      );
    case 'POINT_MALL':
      return (
        <Link to="/pointMall" className="button button--primary promo-action__button">
          {t('promotions.detail.go_point_mall')}
        </Link>
      );
    case 'APP_DOWNLOAD':
      return (
        <Link to="/down" className="button button--primary promo-action__button">
          {t('promotions.detail.go_download')}
        </Link>
      );
    case 'REFERRAL':
      return go(t('promotions.detail.go_referral'), 'referral');
    case 'MISSION':
      return go(t('promotions.detail.go_missions'), 'missionLeaderboard');
    case 'DEPOSIT':
      return go(t('promotions.detail.go_deposit'), 'depositv2');
    default:
      return <p className="promo-action__text">{p.periodStatus === 'ENDED' ? t('promotions.detail.ended') : t('promotions.detail.no_action')}</p>;
  }
}

function LoginPrompt() {
  const { t } = useTranslation();
  return (
    <>
      <p className="promo-action__text">{t('promotions.detail.login')}</p>
      <button type="button" className="button button--primary promo-action__button" onClick={requestLogin}>
        {t('auth.login')}
      </button>
    </>
  );
}

/** An activity's status and what it allows now. */
function ActivityActions({ activity: a, onEnd }: { activity: RewardActivity; onEnd: () => void }) {
  const { t } = useTranslation();
  const amount = useMoney();
  const queryClient = useQueryClient();
  const join = useJoinActivity();
  const claim = useClaimActivity();
  const raffle = useClaimRafflePromotion();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [prize, setPrize] = useState<{ title: string; text: string } | null>(null);
  const busy = join.isPending || claim.isPending || raffle.isPending;

  const run = async (call: () => Promise<string>) => {
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await call() });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, t) });
    }
    await refreshAfterClaim(queryClient);
  };
  const onJoin = () =>
    run(async () => {
      await join.mutateAsync({ data: { promotionId: a.promotionId } });
      return t('rewards.joined_done', { title: a.title });
    });
  const onClaim = () =>
    run(async () => {
      if (isRaffle(a)) {
        const { value } = await raffle.mutateAsync({ data: raffleClaim(a) });
        const text = t(value.status === 'CLAIMED' ? 'rewards.raffle_won' : 'rewards.raffle_pending', { prize: value.prizeName });
        setPrize({ title: a.title, text });
        return text;
      }
      const { value } = await claim.mutateAsync({ data: { promotionId: a.promotionId } });
      return t('promotions.claim.claimed_one', { title: a.title, amount: amount(value.amount) });
    });

  const text = (key: string) => <p className="promo-action__text">{t(key)}</p>;
  let body: React.ReactNode;
  switch (a.status) {
    case 'JOIN':
      body = a.applyWithImages ? (
        <ApplyForm activity={a} onDone={(o) => setOutcome(o)} />
      ) : (
        <button type="button" className="button button--primary promo-action__button" onClick={() => void onJoin()} disabled={busy}>
          {join.isPending ? t('common.loading') : t('rewards.join')}
        </button>
      );
      break;
    case 'CLAIM':
    case 'ISSUED':
      body = (
        <>
          {a.rewardAmount !== undefined ? <p className="promo-action__amount">{amount(a.rewardAmount)}</p> : null}
          <button type="button" className="button button--primary promo-action__button" onClick={() => void onClaim()} disabled={busy}>
            {busy ? t('common.loading') : isRaffle(a) ? t('promotions.claim.draw') : t('promotions.claim.claim')}
          </button>
        </>
      );
      break;
    case 'REJECTED':
      body = (
        <>
          {a.rejectReason ? (
            <p className="promo-action__reason">
              <strong>{t('rewards.reject_reason')}</strong> {a.rejectReason}
            </p>
          ) : null}
          <ApplyForm activity={a} onDone={(o) => setOutcome(o)} />
        </>
      );
      break;
    case 'APPLYING':
      body = text('promotions.detail.under_review');
      break;
    case 'JOINED':
      body = text('promotions.detail.joined');
      break;
    case 'IN_PROGRESS':
      body = text('promotions.detail.in_progress');
      break;
    case 'CLAIMED':
      body = text('promotions.detail.claimed');
      break;
    case 'COMING_SOON':
      body = (
        <p className="promo-action__text">
          <Countdown target={{ kind: 'starts', until: a.startTime }} onEnd={onEnd} />
        </p>
      );
      break;
    default:
      body = text('promotions.detail.ended');
  }
  return (
    <>
      <p className="promo-action__status">
        <span className="visually-hidden">{t('promotions.detail.your_status')} </span>
        <span className={`status-badge status-badge--${activityTone(a.status)}`}>{t(`rewards.status.${a.status}`)}</span>
      </p>
      {body}
      {outcome ? <OutcomeLine outcome={outcome} /> : null}
      <PrizeDialog prize={prize} onClose={() => setPrize(null)} />
    </>
  );
}

/** Apply with up to three png or jpg images (at least one when the activity asks) and a remark of at most 140 characters. */
function ApplyForm({ activity: a, onDone }: { activity: RewardActivity; onDone: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const apply = useApplyActivity();
  const remarkId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [remark, setRemark] = useState('');
  const [problems, setProblems] = useState<ApplyProblems>({});

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = applyProblems({ images: files.length, remark, needsImages: a.applyWithImages });
    setProblems(found);
    if (found.images || found.remark) return;
    try {
      const pictures = await Promise.all(files.map(readAsDataUrl));
      const remarks = remark.trim();
      await apply.mutateAsync({ data: { promotionId: a.promotionId, pictures, ...(remarks ? { remarks } : {}) } });
      onDone({ ok: true, text: t('rewards.applied_done', { title: a.title }) });
    } catch (error) {
      // The form keeps the images and the remark, so the member can send them again.
      onDone({ ok: false, text: errorMessage(error, t) });
    }
    await refreshAfterClaim(queryClient);
  };

  return (
    <form className="promo-apply" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('rewards.apply_form', { title: a.title })}>
      <ImageUpload
        label={a.applyWithImages ? t('rewards.images_required_label') : t('rewards.images_label')}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setProblems((p) => (p.remark ? { remark: p.remark } : {}));
        }}
        error={problems.images ? t('rewards.images_required') : null}
      />
      <div className="field">
        <label htmlFor={remarkId} className="field__label">
          {t('rewards.remark')}
        </label>
        <textarea
          id={remarkId}
          className="field__textarea"
          value={remark}
          maxLength={REMARK_MAX}
          rows={3}
          onChange={(e) => setRemark(e.target.value)}
          aria-invalid={problems.remark ? true : undefined}
          aria-describedby={`${remarkId}-count${problems.remark ? ` ${remarkId}-error` : ''}`}
        />
        <p id={`${remarkId}-count`} className="field__count">
          {t('rewards.remark_count', { count: remark.length, max: REMARK_MAX })}
        </p>
        {problems.remark ? (
          <p id={`${remarkId}-error`} className="field__error" role="alert">
            {t('rewards.remark_too_long', { max: REMARK_MAX })}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary promo-action__button" disabled={apply.isPending}>
        {apply.isPending ? t('common.loading') : a.status === 'REJECTED' ? t('rewards.apply_again') : t('rewards.apply_submit')}
      </button>
    </form>
  );
}

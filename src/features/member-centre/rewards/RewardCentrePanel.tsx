import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_STATUSES,
  type ActivityStatusName,
  type ApplyProblems,
  activityAction,
  activityTone,
  applyProblems,
  REMARK_MAX,
  raffleClaim,
} from '../../../api/activity';
import { FRESH, useMoney, useRefreshMoney } from '../../../api/money';
import { useClaimRafflePromotion } from '../../../generated/relay/endpoints/home/home';
import {
  useApplyActivity,
  useClaimActivity,
  useGetAvailablePromotions,
  useGetRewardActivities,
  useJoinActivity,
} from '../../../generated/relay/endpoints/rewards/rewards';
import type { RewardActivity } from '../../../generated/relay/model';
import { useLocaleParts } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { errorMessage } from '../../../lib/errors';
import { FormError, SelectField } from '../../../ui/form/Field';
import { ImageUpload, readAsDataUrl } from '../../../ui/ImageUpload';
import { Pagination } from '../../../ui/Pagination';
import { RemoteImage } from '../../../ui/RemoteImage';
import { SafeHtml } from '../../../ui/SafeHtml';
import { QueryView } from '../../../ui/StatusView';
import '../money/money.css';
import './rewards.css';
import { RowBoundary } from '../../../ui/ErrorBoundary';

const PAGE_SIZE = 10;
/** The kinds of reward the platform counts as available now, in the order shown. */
const CATEGORIES = ['LOGIN', 'MANUAL', 'RAFFLE', 'TICKET', 'MISSION', 'REFERRAL'] as const;

/** Reads a join, claim or application changes: the activities and the counts of what is available. */
const REWARD_READS = ['MCS2_getPromotionClaimList', 'MCSFE_getAvailablePromotions'];
function refreshRewards(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => REWARD_READS.some((path) => String(q.queryKey[0]).includes(path)) });
}

type Outcome = { ok: boolean; text: string };

/**
 * Reward centre (rewardCenter): what is available now, then the activities as cards with a
 * status filter; each card joins, claims (a raffle through its own call), or applies with images
 * and a remark (also again after a rejection), and shows its rules and any rejection reason.
 */
export default function RewardCentrePanel() {
  useLocaleParts('rewards', 'records');
  const { t } = useTranslation();
  const [status, setStatus] = useState<ActivityStatusName | ''>('');
  const [page, setPage] = useState(1);
  const activities = useGetRewardActivities({ ...(status ? { status } : {}), pageNo: page, pageSize: PAGE_SIZE }, FRESH);
  // Kept here, by activity: a card may leave the filtered list once its status changes.
  const [outcomes, setOutcomes] = useState<{ last: string | null; byId: Record<string, Outcome> }>({ last: null, byId: {} });
  const onOutcome = (id: string, outcome: Outcome | null) =>
    setOutcomes((o) => {
      const byId = { ...o.byId };
      if (outcome) byId[id] = outcome;
      else delete byId[id];
      return { last: outcome ? id : o.last, byId };
    });
  const shownIds = new Set(activities.data?.value.list.map((a) => String(a.promotionId)));
  const orphan = outcomes.last !== null && !shownIds.has(outcomes.last) ? outcomes.byId[outcomes.last] : undefined;

  return (
    <div className="money-panel">
      <h3>{t('memberCentre.item.rewardCenter')}</h3>
      <AvailableNow />
      <div className="reward-toolbar">
        <SelectField
          label={t('rewards.status_filter')}
          value={status}
          placeholder={t('rewards.all_statuses')}
          options={ACTIVITY_STATUSES.map((s) => ({ value: s, label: t(`rewards.status.${s}`) }))}
          onChange={(e) => {
            setStatus(e.target.value as ActivityStatusName | '');
            setPage(1);
            setOutcomes({ last: null, byId: {} });
          }}
        />
      </div>
      {orphan ? <OutcomeLine outcome={orphan} /> : null}
      <QueryView query={activities} isEmpty={(d) => d.value.list.length === 0} empty={status ? t('rewards.no_activities_status') : t('rewards.no_activities')}>
        {({ value }) => (
          <>
            <ul className="reward-list" aria-label={t('rewards.activities')}>
              {value.list.map((a) => (
                <RowBoundary key={a.promotionId} row={a} as="li">
                  {() => (
                    <li>
                      <ActivityCard activity={a} outcome={outcomes.byId[String(a.promotionId)]} onOutcome={(o) => onOutcome(String(a.promotionId), o)} />
                    </li>
                  )}
                </RowBoundary>
              ))}
            </ul>
            <Pagination
              page={value.pageNo}
              pageCount={value.totalPages}
              onPage={(p) => {
                setPage(p);
                setOutcomes({ last: null, byId: {} });
              }}
              label={t('rewards.activities')}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** The kinds of reward the member can take part in now, with how many of each. */
function AvailableNow() {
  const { t } = useTranslation();
  const available = useGetAvailablePromotions(FRESH);
  const open = (content: NonNullable<typeof available.data>['value']['content']) => CATEGORIES.filter((c) => content[c].enabled);
  return (
    <section aria-labelledby="rewards-available">
      <h4 id="rewards-available">{t('rewards.available_now')}</h4>
      <QueryView query={available} isEmpty={(d) => open(d.value.content).length === 0} empty={t('rewards.none_available')}>
        {({ value }) => (
          <dl className="money-summary">
            {open(value.content).map((c) => (
              <div key={c}>
                <dt>{t(`rewards.kind.${c}`)}</dt>
                <dd>{value.content[c].count}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryView>
    </section>
  );
}

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (!outcome.ok) return <FormError>{outcome.text}</FormError>;
  return (
    <p className="form-success" role="status">
      {outcome.text}
    </p>
  );
}

function ActivityStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${activityTone(status)}`}>{t(`rewards.status.${status}`)}</span>;
}

function ActivityCard({
  activity: a,
  outcome,
  onOutcome,
}: {
  activity: RewardActivity;
  outcome: Outcome | undefined;
  onOutcome: (outcome: Outcome | null) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const queryClient = useQueryClient();
  const refreshMoney = useRefreshMoney();
  const titleId = useId();
  const formId = useId();
  const join = useJoinActivity();
  const claim = useClaimActivity();
  const raffle = useClaimRafflePromotion();
  const [applying, setApplying] = useState(false);
  const action = activityAction(a);
  const busy = join.isPending || claim.isPending || raffle.isPending;

  // Every answer, refusals too (409 when the status moved on meanwhile), asks for the list again.
  const run = async (call: () => Promise<string>, movesMoney: boolean) => {
    onOutcome(null);
    try {
      onOutcome({ ok: true, text: await call() });
      if (movesMoney) await refreshMoney();
    } catch (error) {
      onOutcome({ ok: false, text: errorMessage(error, t) });
    }
    await refreshRewards(queryClient);
  };

  const onJoin = () =>
    run(async () => {
      await join.mutateAsync({ data: { promotionId: a.promotionId } });
      return t('rewards.joined_done', { title: a.title });
    }, false);
  const onClaim = () =>
    run(async () => {
      const { value } = await claim.mutateAsync({ data: { promotionId: a.promotionId } });
      return t('rewards.claimed_done', { amount: money(value.amount) });
    }, true);
  const onRaffle = () =>
    run(async () => {
      const { value } = await raffle.mutateAsync({ data: raffleClaim(a) });
      return t(value.status === 'CLAIMED' ? 'rewards.raffle_won' : 'rewards.raffle_pending', { prize: value.prizeName });
    }, true);

  return (
    <article className="reward-card" aria-labelledby={titleId}>
      <RemoteImage src={a.imageUrl} alt="" className="reward-card__image" width={560} height={245} />
      <div className="reward-card__body">
        <div className="reward-card__head">
          <h4 id={titleId} className="reward-card__title">
            {a.title}
          </h4>
          <ActivityStatusBadge status={a.status} />
        </div>
        {a.summary ? <p className="reward-card__summary">{a.summary}</p> : null}
        <dl className="money-lines">
          <dt>{t('rewards.type')}</dt>
          <dd>{t(`rewards.category.${a.category}`)}</dd>
          <dt>{t('rewards.period')}</dt>
          <dd>{t('rewards.period_value', { start: when.format(a.startTime), end: when.format(a.endTime) })}</dd>
          {a.rewardAmount !== undefined && a.rewardAmount !== null ? (
            <>
              <dt>{t('rewards.reward')}</dt>
              <dd>{money(a.rewardAmount)}</dd>
            </>
          ) : null}
        </dl>
        {a.status === 'REJECTED' && a.rejectReason ? (
          <p className="reward-card__reason">
            <strong>{t('rewards.reject_reason')}</strong> {a.rejectReason}
          </p>
        ) : null}
        {a.rulesHtml ? (
          <details className="reward-rules">
            <summary>{t('rewards.rules')}</summary>
            <SafeHtml html={a.rulesHtml} className="rich-text" />
          </details>
        ) : null}
        {action ? (
          <div className="reward-card__actions">
            {action === 'join' ? (
              <button type="button" className="button button--primary button--small" onClick={() => void onJoin()} disabled={busy} aria-describedby={titleId}>
                {join.isPending ? t('common.loading') : t('rewards.join')}
              </button>
            ) : null}
            {action === 'claim' ? (
              <button type="button" className="button button--primary button--small" onClick={() => void onClaim()} disabled={busy} aria-describedby={titleId}>
                {claim.isPending ? t('common.loading') : t('rewards.claim')}
              </button>
            ) : null}
            {action === 'raffle' ? (
              <button type="button" className="button button--primary button--small" onClick={() => void onRaffle()} disabled={busy} aria-describedby={titleId}>
                {raffle.isPending ? t('common.loading') : t('rewards.raffle_claim')}
              </button>
            ) : null}
            {action === 'apply' ? (
              <button
                type="button"
                className="button button--small"
                onClick={() => setApplying((v) => !v)}
                aria-expanded={applying}
                aria-controls={formId}
                aria-describedby={titleId}
              >
                {a.status === 'REJECTED' ? t('rewards.apply_again') : t('rewards.apply')}
              </button>
            ) : null}
          </div>
        ) : null}
        {action === 'apply' && applying ? (
          <ApplyForm
            id={formId}
            activity={a}
            onDone={async (ok, text) => {
              if (ok) setApplying(false);
              onOutcome({ ok, text });
              await refreshRewards(queryClient);
            }}
          />
        ) : null}
        {outcome ? <OutcomeLine outcome={outcome} /> : null}
      </div>
    </article>
  );
}

/** Apply for an activity: up to three png or jpg images (at least one when it asks for them) and a remark. */
function ApplyForm({ id, activity: a, onDone }: { id: string; activity: RewardActivity; onDone: (ok: boolean, text: string) => Promise<void> }) {
  const { t } = useTranslation();
  const apply = useApplyActivity();
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
      await onDone(true, t('rewards.applied_done', { title: a.title }));
    } catch (error) {
      await onDone(false, errorMessage(error, t));
    }
  };

  return (
    <form id={id} className="money-form reward-apply" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('rewards.apply_form', { title: a.title })}>
      <ImageUpload
        label={a.applyWithImages ? t('rewards.images_required_label') : t('rewards.images_label')}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setProblems((p) => (p.remark ? { remark: p.remark } : {}));
        }}
        error={problems.images ? t('rewards.images_required') : null}
      />
      <RemarkField value={remark} onChange={setRemark} error={problems.remark ? t('rewards.remark_too_long', { max: REMARK_MAX }) : null} />
      <button type="submit" className="button button--primary" disabled={apply.isPending}>
        {apply.isPending ? t('common.loading') : t('rewards.apply_submit')}
      </button>
    </form>
  );
}

/** A labelled remark of at most 140 characters, with how many are used. */
function RemarkField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('rewards.remark')}
      </label>
      <textarea
        id={id}
        className="field__textarea"
        value={value}
        maxLength={REMARK_MAX}
        rows={3}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-count`} className="field__count">
        {t('rewards.remark_count', { count: value.length, max: REMARK_MAX })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

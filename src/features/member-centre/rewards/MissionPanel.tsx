import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney, useRefreshMoney } from '../../../api/money';
import { useClaimMissionRewards, useGetMissionLeaderboard, useGetMissionSummary } from '../../../generated/relay/endpoints/rewards/rewards';
import type { Mission, MissionLeaderboard, MissionListStatus, MissionMetric } from '../../../generated/relay/model';
import { useLocaleParts } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { errorMessage } from '../../../lib/errors';
import { FormError, SelectField } from '../../../ui/form/Field';
import { Pagination } from '../../../ui/Pagination';
import { QueryView } from '../../../ui/StatusView';
import { MISSION_PAGE_SIZE, OPEN_MISSIONS, progressPercent, refreshMissions } from './missions';
import '../money/money.css';
import './rewards.css';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { TableScroll } from '../../../ui/TableScroll';

/** The leaderboard shows the top 20. */
const LEADERBOARD_SIZE = 20;
const CLAIM_TONE: Record<string, 'ok' | 'wait' | 'done' | 'bad'> = { CLAIMABLE: 'ok', IN_PROGRESS: 'wait', CLAIMED: 'done', EXPIRED: 'bad' };

/** Numbers (days, games, leaderboard values) in the member's language, in Latin digits. */
function useNumber(): (n: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, numberingSystem: 'latn' });
  return (n) => format.format(n);
}

/** A mission's figure as its metric counts: money for bets and deposits, a number otherwise. */
function useMetricValue(): (metric: MissionMetric, value: number) => string {
  const money = useMoney();
  const number = useNumber();
  return (metric, value) => (metric === 'VALID_BET' || metric === 'DEPOSIT' ? money(value) : number(value));
}

/**
 * Mission activity (missionLeaderboard): open or closed missions with their progress, reward and
 * end, a claim for those reached; then the leaderboard's top 20 with the member's own line.
 */
export default function MissionPanel() {
  useLocaleParts('rewards', 'records');
  const { t } = useTranslation();
  const [status, setStatus] = useState<MissionListStatus>('O');
  const [page, setPage] = useState(1);
  // The first open page is the menu badge's query too (one request, one cache entry).
  const params = status === 'O' && page === 1 ? OPEN_MISSIONS : { status, pageNo: page, pageSize: MISSION_PAGE_SIZE };
  const missions = useGetMissionSummary(params, { query: { staleTime: 0 } });
  // Said above the list: a claimed (or refused) mission leaves the open list once it is asked again.
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div className="money-panel">
      <h3>{t('memberCentre.item.missionLeaderboard')}</h3>
      <div className="reward-toolbar">
        <fieldset className="chips">
          <legend className="visually-hidden">{t('rewards.mission.view')}</legend>
          {(['O', 'C'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className="chips__chip"
              aria-pressed={status === s}
              onClick={() => {
                setStatus(s);
                setPage(1);
                setOutcome(null);
              }}
            >
              {t(`rewards.mission.list_${s}`)}
            </button>
          ))}
        </fieldset>
        {missions.data ? <p className="muted">{t('rewards.mission.available', { count: missions.data.value.availableCount })}</p> : null}
      </div>
      {outcome?.ok ? (
        <p className="form-success" role="status">
          {outcome.text}
        </p>
      ) : (
        <FormError>{outcome?.text}</FormError>
      )}
      <QueryView query={missions} isEmpty={(d) => d.value.list.length === 0} empty={t(`rewards.mission.none_${status}`)}>
        {({ value }) => (
          <>
            <ul className="mission-list" aria-label={t(`rewards.mission.list_${status}`)}>
              {value.list.map((m) => (
                <RowBoundary key={m.missionId} row={m} as="li">
                  {() => (
                    <li>
                      <MissionCard mission={m} onOutcome={setOutcome} />
                    </li>
                  )}
                </RowBoundary>
              ))}
            </ul>
            <Pagination page={value.pageNo} pageCount={value.totalPages} onPage={setPage} label={t(`rewards.mission.list_${status}`)} />
          </>
        )}
      </QueryView>
      <Leaderboard missions={missions.data?.value.list ?? []} />
    </div>
  );
}

function MissionCard({ mission: m, onOutcome }: { mission: Mission; onOutcome: (outcome: { ok: boolean; text: string } | null) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const value = useMetricValue();
  const queryClient = useQueryClient();
  const refreshMoney = useRefreshMoney();
  const claim = useClaimMissionRewards();
  const titleId = useId();
  const percent = progressPercent(m.progress, m.target);
  // The bar's value is the mission's own figure, kept within its target.
  const bar = m.target > 0 ? { now: Math.min(Math.max(m.progress, 0), m.target), max: m.target } : { now: percent, max: 100 };

  const onClaim = async () => {
    onOutcome(null);
    try {
      const { value: result } = await claim.mutateAsync({ data: { missionId: m.missionId } });
      onOutcome({ ok: true, text: t('rewards.mission.claimed_done', { title: m.title, amount: money(result.amount) }) });
      await refreshMoney();
    } catch (error) {
      onOutcome({ ok: false, text: `${m.title}: ${errorMessage(error, t)}` });
    }
    // Claimed or refused (it may have been claimed elsewhere): the list and the menu badge follow.
    await refreshMissions(queryClient);
  };

  return (
    <article className={`mission-card${m.claimStatus === 'CLAIMABLE' ? ' mission-card--claimable' : ''}`} aria-labelledby={titleId}>
      <div className="reward-card__head">
        <h4 id={titleId} className="reward-card__title">
          {m.title}
        </h4>
        <span className={`status-badge status-badge--${CLAIM_TONE[m.claimStatus] ?? 'wait'}`}>{t(`rewards.mission.claim_status.${m.claimStatus}`)}</span>
      </div>
      {m.description ? <p className="reward-card__summary">{m.description}</p> : null}
      <div
        className="progress"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={bar.max}
        aria-valuenow={bar.now}
        aria-valuetext={t('rewards.mission.progress_text', { progress: value(m.metric, m.progress), target: value(m.metric, m.target), percent })}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress__text">
        {t('rewards.mission.progress_line', {
          metric: t(`rewards.mission.metric.${m.metric}`),
          progress: value(m.metric, m.progress),
          target: value(m.metric, m.target),
        })}
      </p>
      <dl className="money-lines">
        <dt>{t('rewards.mission.reward')}</dt>
        <dd>{money(m.reward)}</dd>
        <dt>{t('rewards.mission.ends')}</dt>
        <dd>{when.format(m.endTime)}</dd>
      </dl>
      {m.claimStatus === 'CLAIMABLE' ? (
        <div className="reward-card__actions">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => void onClaim()}
            disabled={claim.isPending}
            aria-describedby={titleId}
          >
            {claim.isPending ? t('common.loading') : t('rewards.mission.claim')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

/** The leaderboard of the current mission, or of one of the missions shown above. */
function Leaderboard({ missions }: { missions: readonly Mission[] }) {
  const { t } = useTranslation();
  const [missionId, setMissionId] = useState('');
  const chosen = missions.find((m) => m.missionId === missionId);
  const board = useGetMissionLeaderboard(chosen ? { missionId: chosen.missionId } : undefined, { query: { staleTime: 0 } });
  return (
    <section aria-labelledby="mission-leaderboard" className="form-stack">
      <div className="reward-toolbar">
        <h4 id="mission-leaderboard">{t('rewards.mission.leaderboard')}</h4>
        {missions.length > 0 ? (
          <SelectField
            label={t('rewards.mission.leaderboard_of')}
            value={chosen?.missionId ?? ''}
            placeholder={t('rewards.mission.leaderboard_current')}
            options={missions.map((m) => ({ value: m.missionId, label: m.title }))}
            onChange={(e) => setMissionId(e.target.value)}
          />
        ) : null}
      </div>
      <QueryView query={board} isEmpty={(d) => d.value.content.length === 0} empty={t('rewards.mission.no_leaderboard')}>
        {({ value }) => <LeaderboardTable board={value} metric={chosen?.metric} />}
      </QueryView>
    </section>
  );
}

function LeaderboardTable({ board, metric }: { board: MissionLeaderboard; metric: MissionMetric | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const number = useNumber();
  const metricValue = useMetricValue();
  // The current mission's metric is not known: its figures are shown as plain numbers.
  const reached = (n: number) => (metric ? metricValue(metric, n) : number(n));
  const top = [...board.content].sort((a, b) => a.rank - b.rank).slice(0, LEADERBOARD_SIZE);
  const me = board.footer;
  return (
    <TableScroll>
      <table className="data-table leaderboard">
        <caption className="visually-hidden">{t('rewards.mission.leaderboard_caption', { count: LEADERBOARD_SIZE })}</caption>
        <thead>
          <tr>
            <th className="num">{t('rewards.mission.rank')}</th>
            <th>{t('rewards.mission.player')}</th>
            <th className="num">{t('rewards.mission.reached')}</th>
            <th className="num">{t('rewards.mission.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {top.map((row) => (
            <RowBoundary key={row.rank} row={row} as="tr" cells={4}>
              {() => (
                <tr>
                  <td className={`num${row.rank <= 3 ? ' leaderboard__top' : ''}`}>{row.rank}</td>
                  <td>{row.username}</td>
                  <td className="num">{reached(row.reachedValue)}</td>
                  <td className="num">{money(row.reward)}</td>
                </tr>
              )}
            </RowBoundary>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className="num">{me.rank ?? t('rewards.mission.not_ranked')}</td>
            <th scope="row">{t('rewards.mission.your_rank')}</th>
            <td className="num">{reached(me.reachedValue)}</td>
            <td className="num">{money(me.reward)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

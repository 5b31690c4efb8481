import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { GAME_TYPES } from '../../../api/records';
import { useGetTeamBetting } from '../../../generated/relay/endpoints/agent/agent';
import type { GetTeamBettingParams, TeamBet } from '../../../generated/relay/model';
import { useDates } from '../../../i18n/useDates';
import { SelectField } from '../../../ui/form/Field';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { QueryView } from '../../../ui/StatusView';
import { signedClass } from '../../../ui/signed';
import { DownlineFilter } from './DownlineFilter';
import { type Column, ReportTable, ReportTotals } from './ReportTable';
import { csvTime, PAGE_SIZE, reportFileName, useReportState } from './report';
import '../../member-centre/records/records.css';
import { useLocaleParts } from '../../../i18n/parts';

const STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

/**
 * Team betting (lottTeamBet): the bets of the whole team, or of one member, by period, game
 * type and status, with their totals over the whole filter; the server sorts and pages them.
 */
export default function TeamBettingPanel() {
  useLocaleParts('reports', 'records');
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const { period, setPeriod, page, setPage, sort, setSort, filtered } = useReportState({ sort: 'betTime', order: 'desc' });
  const [customerName, setCustomerName] = useState('');
  const [gameType, setGameType] = useState('');
  const [status, setStatus] = useState('');
  const params: GetTeamBettingParams = {
    ...period,
    ...(customerName ? { customerName } : {}),
    ...(gameType ? { gameType: gameType as GetTeamBettingParams['gameType'] } : {}),
    ...(status ? { status: status as GetTeamBettingParams['status'] } : {}),
    sort: sort.sort as GetTeamBettingParams['sort'],
    order: sort.order,
    pageNo: page,
    pageSize: PAGE_SIZE,
  };
  const query = useGetTeamBetting(params, { query: { staleTime: 0, placeholderData: keepPreviousData } });
  const title = t('agentCentre.item.teamBetting');
  const settled = (bet: TeamBet) => bet.status === 'SETTLED';

  return (
    <div className="records-panel">
      <h3>{title}</h3>
      <section className="records-filters" aria-label={t('reports.filters')}>
        <PeriodPicker onChange={setPeriod} />
        <DownlineFilter value={customerName} onChange={filtered(setCustomerName)} />
        <div className="records-filters__row">
          <SelectField
            label={t('records.game_type')}
            value={gameType}
            onChange={(e) => filtered(setGameType)(e.target.value)}
            placeholder={t('records.all')}
            options={GAME_TYPES.map((g) => ({ value: g, label: t(`records.game.${g}`) }))}
          />
          <SelectField
            label={t('records.status')}
            value={status}
            onChange={(e) => filtered(setStatus)(e.target.value)}
            placeholder={t('records.all')}
            options={STATUSES.map((s) => ({ value: s, label: t(`records.bet_status.${s}`) }))}
          />
        </div>
      </section>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('reports.no_bets')}>
        {({ value }) => {
          const { totals } = value;
          const columns: Column<TeamBet>[] = [
            {
              id: 'username',
              header: t('reports.member'),
              cell: (b) => (
                <>
                  {b.username}
                  <span className="records-remark">{t('reports.level_n', { n: b.level })}</span>
                </>
              ),
              csv: (b) => b.username,
            },
            { id: 'betTime', header: t('reports.time'), sort: 'betTime', cell: (b) => when.format(b.betTime), csv: (b) => csvTime(b.betTime) },
            {
              id: 'game',
              header: t('reports.game'),
              cell: (b) => (
                <>
                  {b.gameName}
                  <span className="records-remark">
                    {t(`records.game.${b.gameType}`)} · {b.vendorName}
                  </span>
                </>
              ),
              csv: (b) => `${b.gameName} (${b.vendorName})`,
            },
            { id: 'betId', header: t('reports.bet_id'), cell: (b) => <span className="records-ref">{b.betId}</span>, csv: (b) => b.betId },
            {
              id: 'stake',
              header: t('reports.stake'),
              numeric: true,
              sort: 'stake',
              cell: (b) => money(b.stake),
              csv: (b) => b.stake,
              total: { view: money(totals.stake), csv: totals.stake },
            },
            {
              id: 'validBet',
              header: t('reports.valid_bet'),
              numeric: true,
              cell: (b) => money(b.validBet),
              csv: (b) => b.validBet,
              total: { view: money(totals.validBet), csv: totals.validBet },
            },
            {
              id: 'winLoss',
              header: t('reports.win_loss'),
              numeric: true,
              sort: 'winLoss',
              cellClass: (b) => (settled(b) ? signedClass(b.winLoss) : ''),
              cell: (b) => (settled(b) ? money(b.winLoss) : t(`records.bet_status.${b.status}`)),
              csv: (b) => (settled(b) ? b.winLoss : t(`records.bet_status.${b.status}`)),
              total: { view: money(totals.winLoss), csv: totals.winLoss, className: signedClass(totals.winLoss) },
            },
          ];
          return (
            <>
              <ReportTotals
                label={t('reports.totals')}
                items={[
                  { id: 'betCount', label: t('reports.bet_count'), value: totals.betCount },
                  { id: 'stake', label: t('reports.stake'), value: money(totals.stake) },
                  { id: 'validBet', label: t('reports.valid_bet'), value: money(totals.validBet) },
                  { id: 'winLoss', label: t('reports.win_loss'), value: money(totals.winLoss), className: signedClass(totals.winLoss), main: true },
                ]}
              />
              <ReportTable
                caption={title}
                columns={columns}
                rows={value.list}
                rowKey={(b) => b.betId}
                totalsLabel={t('reports.total_row')}
                sort={sort}
                onSort={setSort}
                page={value.pageNo}
                pageCount={value.totalPages}
                onPage={setPage}
                fileName={reportFileName('team-betting', period, customerName)}
                busy={query.isPlaceholderData}
              />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

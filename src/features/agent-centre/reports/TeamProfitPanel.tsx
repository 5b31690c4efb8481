import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { useGetTeamProfit } from '../../../generated/relay/endpoints/agent/agent';
import type { GetTeamProfitParams, ProfitRow, Subordinate } from '../../../generated/relay/model';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { QueryView } from '../../../ui/StatusView';
import { signedClass } from '../../../ui/signed';
import { memberKind } from '../register/rules';
import { DownlineFilter } from './DownlineFilter';
import { type Column, ReportTable, ReportTotals } from './ReportTable';
import { PAGE_SIZE, reportFileName, useReportState } from './report';
import '../../member-centre/records/records.css';
import { useLocalePart } from '../../../i18n/parts';

const FIGURES = ['validBet', 'winLoss', 'bonus', 'rebate', 'profit', 'deposits', 'withdrawals'] as const;
type Figure = (typeof FIGURES)[number];
const FIGURE_LABEL: Record<Figure, string> = {
  validBet: 'reports.valid_bet',
  winLoss: 'reports.win_loss',
  bonus: 'reports.bonus',
  rebate: 'reports.rebate',
  profit: 'reports.profit',
  deposits: 'reports.deposits',
  withdrawals: 'reports.withdrawals',
};
const SORTABLE = new Set<string>(['validBet', 'winLoss', 'profit', 'deposits']);
const SIGNED = new Set<string>(['winLoss', 'profit']);

/**
 * Downline profit and loss (getTeamPNLV3): a row per direct downline, its own figures with those
 * of its whole team, and the totals; a sub-agent's row opens its own downlines (breadcrumbs lead
 * back up).
 */
export default function TeamProfitPanel() {
  useLocalePart('reports');
  const { t } = useTranslation();
  const money = useMoney();
  const { period, setPeriod, page, setPage, sort, setSort, filtered } = useReportState({ sort: 'validBet', order: 'desc' });
  const [parent, setParent] = useState('');
  const [customerName, setCustomerName] = useState('');
  const params: GetTeamProfitParams = {
    ...period,
    ...(parent ? { parent } : {}),
    ...(customerName ? { customerName } : {}),
    sort: sort.sort as GetTeamProfitParams['sort'],
    order: sort.order,
    pageNo: page,
    pageSize: PAGE_SIZE,
  };
  const query = useGetTeamProfit(params, { query: { staleTime: 0, placeholderData: keepPreviousData } });
  const title = t('agentCentre.item.downlineProfit');
  const openTeam = (username: string) => {
    filtered(setParent)(username);
    setCustomerName('');
  };
  const path = query.data?.value.path ?? [];
  // One member: shown in his upline's team (the rows are one level's), whatever level he is.
  const findMember = (username: string, member?: Subordinate) => {
    if (member) filtered(setParent)(member.level > 1 ? member.parent : '');
    filtered(setCustomerName)(username);
  };

  return (
    <div className="records-panel">
      <h3>{title}</h3>
      <section className="records-filters" aria-label={t('reports.filters')}>
        <PeriodPicker onChange={setPeriod} />
        <DownlineFilter key={parent} value={customerName} onChange={findMember} />
      </section>
      {path.length > 1 ? (
        <nav className="report-breadcrumbs" aria-label={t('reports.breadcrumbs')}>
          <ol>
            {path.map((name, i) => (
              <li key={name}>
                {i === path.length - 1 ? (
                  <span aria-current="page">{i === 0 ? t('reports.me') : name}</span>
                ) : (
                  <button type="button" className="link-button" onClick={() => openTeam(i === 0 ? '' : name)}>
                    {i === 0 ? t('reports.me') : name}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('reports.no_profit')}>
        {({ value }) => {
          const { totals } = value;
          const columns: Column<ProfitRow>[] = [
            {
              id: 'username',
              header: t('reports.member'),
              sort: 'username',
              cell: (r) =>
                memberKind(r.type) === 'agent' && r.teamSize > 0 ? (
                  <button type="button" className="link-button" onClick={() => openTeam(r.username)} aria-label={t('reports.open_team', { name: r.username })}>
                    {r.username}
                  </button>
                ) : (
                  r.username
                ),
              csv: (r) => r.username,
            },
            {
              id: 'type',
              header: t('reports.type'),
              cell: (r) => t(memberKind(r.type) === 'agent' ? 'reports.member_kind.AGENT' : 'reports.member_kind.MEMBER'),
              csv: (r) => t(memberKind(r.type) === 'agent' ? 'reports.member_kind.AGENT' : 'reports.member_kind.MEMBER'),
            },
            { id: 'level', header: t('reports.level'), numeric: true, cell: (r) => r.level, csv: (r) => r.level },
            {
              id: 'teamSize',
              header: t('reports.team_size'),
              numeric: true,
              cell: (r) => r.teamSize,
              csv: (r) => r.teamSize,
              total: { view: totals.teamSize, csv: totals.teamSize },
            },
            {
              id: 'betCount',
              header: t('reports.bet_count'),
              numeric: true,
              cell: (r) => r.betCount,
              csv: (r) => r.betCount,
              total: { view: totals.betCount, csv: totals.betCount },
            },
            ...FIGURES.map(
              (f): Column<ProfitRow> => ({
                id: f,
                header: t(FIGURE_LABEL[f]),
                numeric: true,
                ...(SORTABLE.has(f) ? { sort: f } : {}),
                ...(SIGNED.has(f) ? { cellClass: (r: ProfitRow) => signedClass(r[f]) } : {}),
                cell: (r) => money(r[f]),
                csv: (r) => r[f],
                total: { view: money(totals[f]), csv: totals[f], className: SIGNED.has(f) ? signedClass(totals[f]) : '' },
              }),
            ),
          ];
          return (
            <>
              <ReportTotals
                label={t('reports.totals')}
                items={[
                  { id: 'betCount', label: t('reports.bet_count'), value: totals.betCount },
                  ...FIGURES.map((f) => ({
                    id: f,
                    label: t(FIGURE_LABEL[f]),
                    value: money(totals[f]),
                    className: SIGNED.has(f) ? signedClass(totals[f]) : '',
                    main: f === 'profit',
                  })),
                ]}
              />
              <ReportTable
                caption={title}
                columns={columns}
                rows={value.list}
                rowKey={(r) => r.username}
                totalsLabel={t('reports.total_row')}
                sort={sort}
                onSort={setSort}
                page={value.pageNo}
                pageCount={value.totalPages}
                onPage={setPage}
                fileName={reportFileName('downline-profit', period, parent, customerName)}
                busy={query.isPlaceholderData}
              />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { useGetAgentIncome } from '../../../generated/relay/endpoints/agent/agent';
import type { AgentIncomeDay, GetAgentIncomeParams } from '../../../generated/relay/model';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { QueryView } from '../../../ui/StatusView';
import { type Column, ReportTable, ReportTotals } from './ReportTable';
import { PAGE_SIZE, reportFileName, useDay, useReportState } from './report';
import '../../member-centre/records/records.css';
import { useLocalePart } from '../../../i18n/parts';

const FIGURES = ['teamValidBet', 'commission', 'dividend', 'salary', 'total'] as const;
const FIGURE_LABEL: Record<(typeof FIGURES)[number], string> = {
  teamValidBet: 'reports.team_valid_bet',
  commission: 'reports.commission',
  dividend: 'reports.dividend',
  salary: 'reports.salary',
  total: 'reports.income_total',
};

/**
 * My income (AgentProfDet): a row per day with any income, the team's valid bets that day and
 * what came in from them (commission), and the dividends and salaries received; with the
 * totals of the period.
 */
export default function IncomePanel() {
  useLocalePart('reports');
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  const { period, setPeriod, page, setPage, sort, setSort } = useReportState({ sort: 'date', order: 'desc' });
  const params: GetAgentIncomeParams = { ...period, sort: sort.sort as GetAgentIncomeParams['sort'], order: sort.order, pageNo: page, pageSize: PAGE_SIZE };
  const query = useGetAgentIncome(params, { query: { staleTime: 0, placeholderData: keepPreviousData } });
  const title = t('agentCentre.item.agentRevenue');

  return (
    <div className="records-panel">
      <h3>{title}</h3>
      <section className="records-filters" aria-label={t('reports.filters')}>
        <PeriodPicker onChange={setPeriod} />
      </section>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('reports.no_income')}>
        {({ value }) => {
          const { totals } = value;
          const columns: Column<AgentIncomeDay>[] = [
            { id: 'date', header: t('reports.date'), sort: 'date', cell: (r) => day(r.date), csv: (r) => r.date },
            ...FIGURES.map(
              (f): Column<AgentIncomeDay> => ({
                id: f,
                header: t(FIGURE_LABEL[f]),
                numeric: true,
                cell: (r) => money(r[f]),
                csv: (r) => r[f],
                total: { view: money(totals[f]), csv: totals[f] },
              }),
            ),
          ];
          return (
            <>
              <ReportTotals
                label={t('reports.totals')}
                items={FIGURES.map((f) => ({ id: f, label: t(FIGURE_LABEL[f]), value: money(totals[f]), main: f === 'total' }))}
              />
              <ReportTable
                caption={title}
                columns={columns}
                rows={value.list}
                rowKey={(r) => r.date}
                totalsLabel={t('reports.total_row')}
                sort={sort}
                onSort={setSort}
                page={value.pageNo}
                pageCount={value.totalPages}
                onPage={setPage}
                fileName={reportFileName('my-income', period)}
                busy={query.isPlaceholderData}
              />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

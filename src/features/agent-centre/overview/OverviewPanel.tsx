import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { useGetTeamOverview } from '../../../generated/relay/endpoints/agent/agent';
import type { TeamFigures } from '../../../generated/relay/model';
import { useLocalePart } from '../../../i18n/parts';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import type { Period } from '../../../ui/period';
import { QueryView } from '../../../ui/StatusView';
import { signedClass } from '../../../ui/signed';
import { firstOverviewPeriod } from '../first-replies';
import { changeKey, changeOf, MONEY_FIGURES, OVERVIEW_FIGURES, type OverviewFigure } from './figures';
import { TrendChart } from './TrendChart';

/**
 * Team overview (agentTeamOverview): the team's figures over a period, each with its change from
 * the period of the same length just before, and one measure's trend day by day.
 */
export default function OverviewPanel() {
  useLocalePart('agent');
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => firstOverviewPeriod(Date.now()));
  const query = useGetTeamOverview(period, { query: { staleTime: 0, placeholderData: (previous) => previous } });
  return (
    // Busy while the figures shown are another period's, not while this period's are asked again.
    <div className="agent-panel" aria-busy={query.isPlaceholderData}>
      <h3>{t('agentCentre.item.agentTeamOverview')}</h3>
      <section className="agent-filters" aria-label={t('agent.filters')}>
        <PeriodPicker onChange={setPeriod} />
      </section>
      <QueryView query={query} isEmpty={() => false} empty={null}>
        {({ value }) => (
          <>
            <FigureCards current={value.current} previous={value.previous} />
            <TrendChart days={value.daily} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function FigureCards({ current, previous }: { current: TeamFigures; previous: TeamFigures }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const count = new Intl.NumberFormat(i18n.language, { numberingSystem: 'latn' });
  const show = (figure: OverviewFigure, value: number) => (MONEY_FIGURES.has(figure) ? money(value) : count.format(value));
  return (
    <dl className="agent-figures" aria-label={t('agent.overview.figures')}>
      {OVERVIEW_FIGURES.map((figure) => {
        const change = changeOf(current[figure], previous[figure]);
        const signed = figure === 'profit' ? signedClass(current.profit) : '';
        return (
          <div key={figure} className={`agent-figure${figure === 'income' ? ' agent-figure--main' : ''}`}>
            <dt>{t(`agent.figure.${figure}`)}</dt>
            <dd className={`agent-figure__value ${signed}`}>{show(figure, current[figure])}</dd>
            {figure === 'firstDeposits' ? (
              <dd className="agent-figure__extra">{t('agent.overview.first_deposit_amount', { amount: money(current.firstDepositAmount) })}</dd>
            ) : null}
            <dd className={`agent-change agent-change--${change.direction}`}>
              <span aria-hidden="true">
                {change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '='}
                {change.percent === null ? '' : ` ${change.percent}%`}
              </span>
              <span className="visually-hidden">{t(changeKey(change), { percent: change.percent ?? 0, previous: show(figure, previous[figure]) })}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

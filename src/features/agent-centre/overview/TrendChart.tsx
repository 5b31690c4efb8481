import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import type { TeamDay } from '../../../generated/relay/model';
import { chartBars } from '../../../lib/bar-chart';
import { EmptyView } from '../../../ui/StatusView';
import '../../member-centre/records/records.css';
import { useLocalePart } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { calendarDay } from '../../../lib/dates';
import { TableScroll } from '../../../ui/TableScroll';
import { isMoneyMeasure, TREND_MEASURES, type TrendMeasure, trendDays, trendSummary } from './figures';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 24;

/**
 * One measure of the team day by day (chosen with the chips above it): a bar a day from a zero
 * line (losses down in red for the profit), the first, middle and last days below. Its summary
 * names the image; the figures are in a table for screen readers and a closer look.
 */
export function TrendChart({ days }: { days: readonly TeamDay[] }) {
  useLocalePart('agent');
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [measure, setMeasure] = useState<TrendMeasure>('validBet');
  const count = new Intl.NumberFormat(i18n.language, { numberingSystem: 'latn' });
  const show = (value: number) => (isMoneyMeasure(measure) ? money(value) : count.format(value));
  // Platform days (`YYYY-MM-DD`, Vietnam days): the day kind, and the axis kind under the bars.
  const { day, axis } = useDates('UTC');
  const dayName = (date: string) => day.format(calendarDay(date));
  const values = trendDays(days, measure);
  const summary = trendSummary(values);
  const name = t(`agent.trend.measure.${measure}`);
  const nothing = values.every((d) => d.profit === 0);
  const { zero, bars } = chartBars(values, WIDTH, HEIGHT, PAD);
  const ticks = [...new Set([0, Math.floor((values.length - 1) / 2), values.length - 1])].filter((i) => i >= 0);
  const signed = measure === 'profit';
  return (
    <figure className="profit-chart agent-trend">
      <figcaption id="agent-trend-caption">{t('agent.trend.title')}</figcaption>
      <fieldset className="chips agent-trend__measures">
        <legend className="visually-hidden">{t('agent.trend.measure_label')}</legend>
        {TREND_MEASURES.map((m) => (
          <button key={m} type="button" className="chips__chip" aria-pressed={measure === m} onClick={() => setMeasure(m)}>
            {t(`agent.trend.measure.${m}`)}
          </button>
        ))}
      </fieldset>
      {!summary || nothing ? (
        <EmptyView>{t('agent.trend.nothing', { measure: name })}</EmptyView>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
            role="img"
            aria-label={t(isMoneyMeasure(measure) ? 'agent.trend.summary_total' : 'agent.trend.summary', {
              measure: name,
              days: values.length,
              total: show(summary.total),
              best: `${dayName(summary.best.date)} ${show(summary.best.profit)}`,
              worst: `${dayName(summary.worst.date)} ${show(summary.worst.profit)}`,
            })}
          >
            <line x1={PAD} x2={WIDTH - PAD} y1={zero} y2={zero} className="profit-chart__zero" />
            {bars.map((b) => (
              <rect
                key={b.date}
                x={b.x}
                y={b.y}
                width={b.width}
                height={b.height}
                className={b.profit < 0 ? 'profit-chart__loss' : signed ? 'profit-chart__win' : 'agent-trend__bar'}
                data-date={b.date}
                data-value={b.profit}
              >
                <title>{`${dayName(b.date)}: ${show(b.profit)}`}</title>
              </rect>
            ))}
            {ticks.map((i) => (
              <text key={i} x={bars[i]!.x + bars[i]!.width / 2} y={HEIGHT + 14} textAnchor="middle" className="profit-chart__tick">
                {axis.format(calendarDay(values[i]!.date))}
              </text>
            ))}
          </svg>
          <details className="profit-chart__figures">
            <summary>{t('agent.trend.figures', { measure: name })}</summary>
            <TableScroll>
              <table className="data-table">
                <caption className="visually-hidden">{t('agent.trend.figures', { measure: name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.trend.day')}</th>
                    <th scope="col" className="num">
                      {name}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {values.map((d) => (
                    <tr key={d.date}>
                      <td>{dayName(d.date)}</td>
                      <td className={`num ${signed ? (d.profit > 0 ? 'amount--up' : d.profit < 0 ? 'amount--down' : '') : ''}`}>{show(d.profit)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </details>
        </>
      )}
    </figure>
  );
}

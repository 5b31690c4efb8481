import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { useLocalePart } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { type ChartDay, chartBars } from '../../../lib/bar-chart';
import { calendarDay } from '../../../lib/dates';
import { signedClass } from '../../../ui/signed';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 24;

/**
 * The daily profit and loss at a glance: a bar a day, wins up in green, losses down in red, the
 * first, middle and last dates below; its figures in a table for screen readers and a closer look.
 */
export function ProfitChart({ days }: { days: readonly ChartDay[] }) {
  useLocalePart('records');
  const { t } = useTranslation();
  const money = useMoney();
  // Its days (`YYYY-MM-DD`): the day kind, and the axis kind under the bars.
  const { day, axis } = useDates('UTC');
  if (days.length === 0) return null;
  const { zero, bars } = chartBars(days, WIDTH, HEIGHT, PAD);
  const total = days.reduce((sum, d) => sum + d.profit, 0);
  const best = days.reduce((a, b) => (b.profit > a.profit ? b : a));
  const worst = days.reduce((a, b) => (b.profit < a.profit ? b : a));
  const dayName = (date: string) => day.format(calendarDay(date));
  const ticks = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])];
  return (
    <figure className="profit-chart">
      <figcaption>{t('records.daily_chart')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        role="img"
        aria-label={t('records.chart_summary', {
          days: days.length,
          total: money(total),
          best: `${dayName(best.date)} ${money(best.profit)}`,
          worst: `${dayName(worst.date)} ${money(worst.profit)}`,
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
            className={b.profit >= 0 ? 'profit-chart__win' : 'profit-chart__loss'}
            data-date={b.date}
            data-value={b.profit}
          >
            <title>{`${dayName(b.date)}: ${money(b.profit)}`}</title>
          </rect>
        ))}
        {ticks.map((i) => (
          <text key={i} x={bars[i]!.x + bars[i]!.width / 2} y={HEIGHT + 14} textAnchor="middle" className="profit-chart__tick">
            {axis.format(calendarDay(days[i]!.date))}
          </text>
        ))}
      </svg>
      <details className="profit-chart__figures">
        <summary>{t('records.daily_figures')}</summary>
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('records.day')}</th>
              <th className="num">{t('records.figure.profit')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{dayName(d.date)}</td>
                <td className={`num ${signedClass(d.profit)}`}>{money(d.profit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

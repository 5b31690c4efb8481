import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { GAME_TYPES } from '../../../api/records';
import { useGetPersonalProfit } from '../../../generated/relay/endpoints/records/records';
import type { GetPersonalProfitParams, PersonalProfit } from '../../../generated/relay/model';
import { SelectField } from '../../../ui/form/Field';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { type Period, presetPeriod } from '../../../ui/period';
import { EmptyView, QueryView } from '../../../ui/StatusView';
import { signedClass } from '../../../ui/signed';
import { ProfitChart } from './ProfitChart';
import './records.css';
import { useLocalePart } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { TableScroll } from '../../../ui/TableScroll';

/**
 * Personal profit and loss (personalProfit): for a period (and a game type), the stakes, valid
 * bets, payouts, win or loss, bonuses and rebates, by game type, and a chart of each day's result.
 */
export default function ProfitPanel() {
  useLocalePart('records');
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last7', Date.now()));
  const [gameType, setGameType] = useState('');
  const query = useGetPersonalProfit(
    { ...period, ...(gameType ? { gameType: gameType as GetPersonalProfitParams['gameType'] } : {}) },
    { query: { staleTime: 0, placeholderData: (previous) => previous } },
  );
  return (
    <div className="records-panel">
      <h3>{t('memberCentre.item.personalProfit')}</h3>
      <section className="records-filters" aria-label={t('records.filters')}>
        <PeriodPicker onChange={setPeriod} />
        <div className="records-filters__row">
          <SelectField
            label={t('records.game_type')}
            value={gameType}
            onChange={(e) => setGameType(e.target.value)}
            placeholder={t('records.all')}
            options={GAME_TYPES.map((g) => ({ value: g, label: t(`records.game.${g}`) }))}
          />
        </div>
      </section>
      <QueryView query={query} isEmpty={() => false} empty={null}>
        {({ value }) => <ProfitFigures profit={value} />}
      </QueryView>
    </div>
  );
}

const FIGURES = ['stake', 'validBet', 'payout', 'winLoss', 'bonus', 'rebate', 'profit'] as const;

function ProfitFigures({ profit }: { profit: PersonalProfit }) {
  const { t } = useTranslation();
  const money = useMoney();
  const s = profit.summary;
  return (
    <>
      <dl className="records-totals records-totals--profit" aria-label={t('records.summary')}>
        {FIGURES.map((f) => (
          <div key={f} className={f === 'profit' ? 'records-totals__main' : undefined}>
            <dt>{t(`records.figure.${f}`)}</dt>
            <dd className={f === 'winLoss' || f === 'profit' ? signedClass(s[f]) : undefined}>{money(s[f])}</dd>
          </div>
        ))}
      </dl>
      <ProfitChart days={profit.daily} />
      {profit.byGameType.length === 0 ? (
        <EmptyView>{t('records.no_bets')}</EmptyView>
      ) : (
        <TableScroll>
          <table className="data-table">
            <caption className="records-caption">{t('records.by_game_type')}</caption>
            <thead>
              <tr>
                <th>{t('records.game_type')}</th>
                <th className="num">{t('records.bet_count')}</th>
                <th className="num">{t('records.figure.stake')}</th>
                <th className="num">{t('records.figure.validBet')}</th>
                <th className="num">{t('records.figure.winLoss')}</th>
                <th className="num">{t('records.figure.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {profit.byGameType.map((row) => (
                <RowBoundary key={row.gameType} row={row} as="tr" cells={6}>
                  {() => (
                    <tr>
                      <td>{t(`records.game.${row.gameType}`)}</td>
                      <td className="num">{row.betCount}</td>
                      <td className="num">{money(row.stake)}</td>
                      <td className="num">{money(row.validBet)}</td>
                      <td className={`num ${signedClass(row.winLoss)}`}>{money(row.winLoss)}</td>
                      <td className={`num ${signedClass(row.profit)}`}>{money(row.profit)}</td>
                    </tr>
                  )}
                </RowBoundary>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

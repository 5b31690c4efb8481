import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorsByCategory } from '../../../api/content';
import { useMoney } from '../../../api/money';
import { GAME_TYPES } from '../../../api/records';
import { useGetBetRecords } from '../../../generated/relay/endpoints/records/records';
import type { BetRecord, GetBetRecordsParams } from '../../../generated/relay/model';
import { useLocaleParts } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { SelectField } from '../../../ui/form/Field';
import { Pagination } from '../../../ui/Pagination';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { type Period, presetPeriod } from '../../../ui/period';
import { QueryView } from '../../../ui/StatusView';
import { signedClass } from '../../../ui/signed';
import { TableScroll } from '../../../ui/TableScroll';
import { BET_RECORDS_PAGE_SIZE } from '../first-replies';
import './records.css';

const STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

/**
 * Betting record (personalHistoryCopy): the member's bets by game type, vendor, period and status,
 * with the totals of the whole filter, 10 a page; a bet's details (a lottery bet's round and
 * numbers) open under its row.
 */
export default function BetRecordPanel() {
  // The records' texts, and the lottery's for a bet's numbers (locales/records/, locales/lottery/).
  useLocaleParts('records', 'lottery');
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const { byCategory } = useVendorsByCategory();
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last7', Date.now()));
  const [gameType, setGameType] = useState('');
  const [vassalage, setVassalage] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const params: GetBetRecordsParams = {
    ...period,
    ...(gameType ? { gameType: gameType as GetBetRecordsParams['gameType'] } : {}),
    ...(vassalage ? { vassalage } : {}),
    ...(status ? { status: status as GetBetRecordsParams['status'] } : {}),
    pageNo: page,
    pageSize: BET_RECORDS_PAGE_SIZE,
  };
  const query = useGetBetRecords(params, { query: { staleTime: 0, placeholderData: (previous) => previous } });
  const vendors = gameType ? (byCategory.get(gameType as never) ?? []) : [...byCategory.values()].flat();
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
      setOpen(null);
    };

  return (
    <div className="records-panel">
      <h3>{t('memberCentre.item.personalHistoryCopy')}</h3>
      <section className="records-filters" aria-label={t('records.filters')}>
        <PeriodPicker onChange={filter(setPeriod)} />
        <div className="records-filters__row">
          <SelectField
            label={t('records.game_type')}
            value={gameType}
            onChange={(e) => {
              filter(setGameType)(e.target.value);
              setVassalage('');
            }}
            placeholder={t('records.all')}
            options={GAME_TYPES.map((g) => ({ value: g, label: t(`records.game.${g}`) }))}
          />
          <SelectField
            label={t('records.vendor')}
            value={vassalage}
            onChange={(e) => filter(setVassalage)(e.target.value)}
            placeholder={t('records.all')}
            options={vendors.map((v) => ({ value: v.vassalage, label: v.displayName }))}
          />
          <SelectField
            label={t('records.status')}
            value={status}
            onChange={(e) => filter(setStatus)(e.target.value)}
            placeholder={t('records.all')}
            options={STATUSES.map((s) => ({ value: s, label: t(`records.bet_status.${s}`) }))}
          />
        </div>
      </section>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('records.no_bets')}>
        {({ value }) => (
          <>
            <dl className="records-totals" aria-label={t('records.totals')}>
              <div>
                <dt>{t('records.bet_count')}</dt>
                <dd>{value.totals.betCount}</dd>
              </div>
              <div>
                <dt>{t('records.stake')}</dt>
                <dd>{money(value.totals.stake)}</dd>
              </div>
              <div>
                <dt>{t('records.valid_bet')}</dt>
                <dd>{money(value.totals.validBet)}</dd>
              </div>
              <div>
                <dt>{t('records.win_loss')}</dt>
                <dd className={signedClass(value.totals.winLoss)}>{money(value.totals.winLoss)}</dd>
              </div>
            </dl>
            <TableScroll busy={query.isPlaceholderData || undefined}>
              <table className="data-table">
                <caption className="visually-hidden">{t('memberCentre.item.personalHistoryCopy')}</caption>
                <thead>
                  <tr>
                    <th>{t('memberCentre.time')}</th>
                    <th>{t('records.game_name')}</th>
                    <th>{t('records.bet_id')}</th>
                    <th className="num">{t('records.stake')}</th>
                    <th className="num">{t('records.valid_bet')}</th>
                    <th className="num">{t('records.win_loss')}</th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((bet) => (
                    <RowBoundary key={bet.betId} row={bet} as="tr" cells={6}>
                      {() => (
                        <>
                          <tr>
                            <td>{when.format(bet.betTime)}</td>
                            <td>
                              {bet.gameName}
                              <span className="records-remark">{bet.vendorName}</span>
                            </td>
                            <td>
                              <button
                                type="button"
                                className="link-button"
                                aria-expanded={open === bet.betId}
                                aria-controls={`bet-${bet.betId}`}
                                onClick={() => setOpen(open === bet.betId ? null : bet.betId)}
                                aria-label={t('records.bet_details', { id: bet.betId })}
                              >
                                {bet.betId}
                              </button>
                            </td>
                            <td className="num">{money(bet.stake)}</td>
                            <td className="num">{money(bet.validBet)}</td>
                            <td className={`num ${bet.status === 'SETTLED' ? signedClass(bet.winLoss) : ''}`}>
                              {bet.status === 'SETTLED' ? money(bet.winLoss) : t(`records.bet_status.${bet.status}`)}
                            </td>
                          </tr>
                          {open === bet.betId ? (
                            <tr id={`bet-${bet.betId}`} className="records-detail">
                              <td colSpan={6}>
                                <BetDetails bet={bet} />
                              </td>
                            </tr>
                          ) : null}
                        </>
                      )}
                    </RowBoundary>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Pagination page={value.pageNo} pageCount={value.totalPages} onPage={setPage} label={t('memberCentre.item.personalHistoryCopy')} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function BetDetails({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  return (
    <dl className="records-detail__list">
      <dt>{t('records.status')}</dt>
      <dd>{t(`records.bet_status.${bet.status}`)}</dd>
      <dt>{t('records.game_type')}</dt>
      <dd>{t(`records.game.${bet.gameType}`)}</dd>
      <dt>{t('records.payout')}</dt>
      <dd>{money(bet.payout)}</dd>
      {bet.settledAt ? (
        <>
          <dt>{t('records.settled_at')}</dt>
          <dd>{when.format(bet.settledAt)}</dd>
        </>
      ) : null}
      {bet.lottery ? (
        <>
          <dt>{t('records.round')}</dt>
          <dd>{bet.lottery.roundNo}</dd>
          <dt>{t('records.play_type')}</dt>
          <dd>{bet.lottery.playType}</dd>
          <dt>{t('records.numbers')}</dt>
          <dd>{bet.lottery.numbers}</dd>
          {bet.lottery.drawResult ? (
            <>
              <dt>{t('records.draw_result')}</dt>
              <dd>{bet.lottery.drawResult}</dd>
            </>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}

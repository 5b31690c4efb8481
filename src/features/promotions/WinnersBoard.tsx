import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { winnerBoardOptions } from '../../api/home';
import type { WinnerRecord } from '../../generated/relay/model';
import { isoTime } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { RowBoundary } from '../../ui/ErrorBoundary';
import { QueryView } from '../../ui/StatusView';
import { useNow } from '../../ui/useNow';
import { agoOf, winnerKey } from './promotions';
import { usePromotionTexts } from './texts';

/** More winners than this scroll by themselves (paused on hover and focus, still with reduced motion). */
export const WINNERS_SHOWN = 6;

/**
 * The winners board as its own section: who won what, on which game and vendor, how long ago.
 * A long board scrolls upwards by itself; a copy of the list, hidden from assistive technology,
 * makes the loop seamless.
 */
export function WinnersBoard() {
  usePromotionTexts();
  const { t } = useTranslation();
  const query = useQuery(winnerBoardOptions());
  return (
    <section id="winners" className="promo-section" aria-labelledby="promo-winners-title">
      <h2 id="promo-winners-title" className="promo-section__title">
        {t('promotions.section.winners')}
      </h2>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('promotions.winners.empty')}>
        {({ value }) => {
          const rows = value.list.map((e) => e.vo);
          const scrolling = rows.length > WINNERS_SHOWN;
          return (
            <div
              className={`winner-board${scrolling ? ' winner-board--scrolling' : ''}`}
              style={scrolling ? { ['--winner-rows' as string]: rows.length } : undefined}
            >
              <div className="winner-board__track">
                <WinnerList rows={rows} label={t('promotions.section.winners')} />
                {scrolling ? <WinnerList rows={rows} hidden /> : null}
              </div>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}

function WinnerList({ rows, label, hidden }: { rows: readonly WinnerRecord[]; label?: string; hidden?: boolean }) {
  const { t, i18n } = useTranslation();
  const now = useNow(60_000);
  const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto', numberingSystem: 'latn' } as Intl.RelativeTimeFormatOptions);
  return (
    <ol className="winner-board__list" aria-label={hidden ? undefined : label} aria-hidden={hidden || undefined}>
      {rows.map((w) => (
        <RowBoundary key={winnerKey(w)} row={w} as="li">
          {() => {
            const ago = w.time !== undefined ? agoOf(w.time, now) : null;
            return (
              <li className="winner-board__row">
                <span className="winner-board__user">{w.username}</span>
                <span className="winner-board__game">
                  {w.gameName ?? ''}
                  {w.vendor ? <span className="winner-board__vendor">{w.vendor}</span> : null}
                </span>
                <span className="winner-board__amount">{t('promotions.winners.won', { amount: formatMoney(w.winAmount, { language: i18n.language }) })}</span>
                {ago ? (
                  <time className="winner-board__time" dateTime={isoTime(w.time)}>
                    {relative.format(ago.value, ago.unit)}
                  </time>
                ) : null}
              </li>
            );
          }}
        </RowBoundary>
      ))}
    </ol>
  );
}

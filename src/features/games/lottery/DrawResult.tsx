import { useTranslation } from 'react-i18next';
import type { LottoDrawResult, VnDrawResult } from '../../../generated/lgw/model';
import { useLocalePart } from '../../../i18n/parts';
import { dates } from '../../../lib/dates';
import { RowBoundary } from '../../../ui/ErrorBoundary';

const time = (ms: number, lang: string) => dates(lang).moment.format(ms);

/** The latest draw of a lottery service game: its round, numbers and the next round. */
export function LottoDraw({ draw }: { draw: LottoDrawResult }) {
  useLocalePart('lottery');
  const { t, i18n } = useTranslation();
  return (
    <div className="draw">
      <p className="draw__round">{t('lottery.round', { numero: draw.numero, time: time(draw.openTime, i18n.language) })}</p>
      <ol className="draw__balls" aria-label={t('lottery.numbers')}>
        {draw.numbers.map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: numbers repeat; their place in the draw is their identity
          <li key={i} className="draw__ball">
            {n}
          </li>
        ))}
      </ol>
      {draw.nextNumero && draw.nextOpenTime ? (
        <p className="draw__next">{t('lottery.next_round', { numero: draw.nextNumero, time: time(draw.nextOpenTime, i18n.language) })}</p>
      ) : null}
    </div>
  );
}

const PRIZES = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;

/** A Vietnamese draw: every prize tier with its numbers. */
export function VnDraw({ draw }: { draw: VnDrawResult }) {
  useLocalePart('lottery');
  const { t, i18n } = useTranslation();
  return (
    <div className="draw">
      <p className="draw__round">{t('lottery.round', { numero: draw.numero, time: time(draw.openTime, i18n.language) })}</p>
      <table className="draw__prizes">
        <tbody>
          {PRIZES.map((tier) => (
            <RowBoundary key={tier} row={draw} as="tr" cells={2}>
              {() => {
                const numbers = draw.prizes[tier];
                if (!numbers) return null;
                return (
                  <tr className={tier === 'special' ? 'draw__special' : undefined}>
                    <th scope="row">{t(`lottery.prize.${tier}`)}</th>
                    <td>{numbers.join(' · ')}</td>
                  </tr>
                );
              }}
            </RowBoundary>
          ))}
        </tbody>
      </table>
    </div>
  );
}

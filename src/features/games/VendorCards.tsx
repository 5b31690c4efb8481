import { useTranslation } from 'react-i18next';
import { useImageHost } from '../../api/site';
import type { GameCard } from '../../generated/relay/model';
import { RemoteImage } from '../../ui/RemoteImage';
import { type LaunchableGame, useLaunchGame } from './launch';
import './games.css';
import { RowBoundary } from '../../ui/ErrorBoundary';

const cardGame = (card: GameCard): LaunchableGame | null =>
  card.isGame && card.gameCode
    ? { gameCode: card.gameCode, vassalage: card.vassalage, gameType: card.gameType, defaultPlayType: card.defaultPlayType, freeplay: card.freeplay }
    : null;

/**
 * Vendor cards that start one game each (sportsbooks, live lobbies, lotteries): logo, name, HOT
 * mark, Play, and Free where the vendor offers free play.
 */
export function VendorCards({ cards, label }: { cards: readonly GameCard[]; label: string }) {
  const { t } = useTranslation();
  const imageHost = useImageHost();
  const { launch, launching, keyOf } = useLaunchGame();
  return (
    <ul className="vendor-cards" aria-label={label}>
      {cards.map((card) => (
        <RowBoundary key={`${card.vassalage}-${card.id}`} row={card} as="li">
          {() => {
            const game = cardGame(card);
            const busy = game !== null && launching === keyOf(game);
            return (
              <li className="vendor-cards__card">
                <RemoteImage
                  src={card.icon}
                  imageHost={imageHost}
                  width={240}
                  height={120}
                  className="vendor-cards__logo"
                  fallback={<span className="vendor-cards__logo" aria-hidden="true" />}
                />
                {card.isHot === 1 ? <span className="hot-badge">{t('nav.hot')}</span> : null}
                <h3 className="vendor-cards__name">{card.displayName}</h3>
                {/* A vendor without a single game to start (its games are listed on the page) has no buttons. */}
                {game ? (
                  <div className="game-tile__actions">
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={busy}
                      aria-label={t('games.play_name', { name: card.displayName })}
                      onClick={() => launch(game)}
                    >
                      {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
                      {t('games.play')}
                    </button>
                    {card.freeplay === 1 ? (
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        aria-label={t('games.free_name', { name: card.displayName })}
                        onClick={() => launch(game, 'free')}
                      >
                        {t('games.free')}
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          }}
        </RowBoundary>
      ))}
    </ul>
  );
}

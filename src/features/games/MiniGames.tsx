/**
 * The mini games (`getMiniGames`), shared by the shell's mini-game widget and the lobbies: the
 * list, and a game opening in the game popup over the page. Mini games are played for real
 * money: visitors are asked to log in and trial accounts for a real one first.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMiniGames } from '../../generated/relay/endpoints/games/games';
import type { MiniGame } from '../../generated/relay/model';
import { useLocalePart } from '../../i18n/parts';
import { openDialog } from '../../state/dialogs';
import { requireAccess } from '../../state/roles';
import { session } from '../../state/session';
import { RemoteImage } from '../../ui/RemoteImage';
import './mini-games.css';
import { RowBoundary } from '../../ui/ErrorBoundary';

const GAMES_QUERY = { query: { staleTime: 10 * 60_000, retry: false } } as const;

/** The mini games; none while they load, when there are none or when the call failed. */
export function useMiniGames(): readonly MiniGame[] {
  const games = useGetMiniGames(GAMES_QUERY);
  return games.isSuccess ? games.data.value.list : [];
}

/** Opens a mini game in the game popup, after the access check; false when it was refused. */
export function playMiniGame(game: MiniGame): boolean {
  if (!requireAccess(session, 'realAccount')) return false;
  openDialog('gamePopup', { title: game.gameName, launch: { gameCode: game.gameCode, vassalage: game.vassalage, nodeId: game.nodeId, openedAt: Date.now() } });
  return true;
}

export function MiniGameList({ games, onOpen, className = 'mini-games__list' }: { games: readonly MiniGame[]; onOpen?: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {games.map((game) => (
        <RowBoundary key={game.gameCode} row={game} as="li">
          {() => (
            <li>
              <button type="button" className="mini-games__game" onClick={() => playMiniGame(game) && onOpen?.()}>
                <span className="mini-games__icon">
                  <RemoteImage src={game.icon} alt="" width={200} height={200} />
                  {game.hot ? <span className="mini-games__hot">{t('minigames.hot')}</span> : null}
                </span>
                <span className="mini-games__name">{game.gameName}</span>
                <span className="mini-games__round">{t('minigames.round', { seconds: game.roundSeconds })}</span>
              </button>
            </li>
          )}
        </RowBoundary>
      ))}
    </ul>
  );
}

/** The lobbies' mini games section (nothing when there are none). */
export function MiniGamesSection() {
  useLocalePart('minigames');
  const { t } = useTranslation();
  const games = useMiniGames();
  const titleId = useId();
  if (games.length === 0) return null;
  return (
    <section className="mini-games-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="mini-games-section__title">
        {t('minigames.title')}
      </h2>
      <MiniGameList games={games} className="mini-games__list mini-games-section__list" />
    </section>
  );
}

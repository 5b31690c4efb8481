/**
 * The mini-game widget of the shell (docs/design/issue15.md, part 6; full layout only): a round
 * button in the bottom-start corner opens a tray of the mini games (`getMiniGames`). A game asks
 * visitors to log in and trial accounts for a real one, else opens in the game popup over the
 * page, which launches it (the generic launch) and shows the wait or a failure there. Nothing
 * shows while the list loads, when it is empty or when it failed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMiniGames } from '../../generated/relay/endpoints/games/games';
import type { MiniGame } from '../../generated/relay/model';
import { useLocalePart } from '../../i18n/parts';
import { openDialog } from '../../state/dialogs';
import { requireAccess } from '../../state/roles';
import { session } from '../../state/session';
import { RemoteImage } from '../../ui/RemoteImage';
import './mini-games.css';

const GAMES_QUERY = { query: { staleTime: 10 * 60_000, retry: false } } as const;

export default function MiniGameWidget() {
  useLocalePart('minigames');
  const { t } = useTranslation();
  const games = useGetMiniGames(GAMES_QUERY);
  const [open, setOpen] = useState(false);
  const trayId = useId();
  const headingId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape, or a click elsewhere on the page, closes the tray.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const list = games.data?.value.list ?? [];
  if (!games.isSuccess || list.length === 0) return null;

  const play = (game: MiniGame) => {
    // Mini games are played for real money: visitors log in, trial accounts are told why not.
    if (!requireAccess(session, 'realAccount')) return;
    setOpen(false);
    openDialog('gamePopup', { title: game.gameName, launch: { gameCode: game.gameCode, vassalage: game.vassalage, nodeId: game.nodeId, openedAt: Date.now() } });
  };

  return (
    <div ref={root} className="mini-games">
      {open ? (
        <section id={trayId} className="mini-games__tray" aria-labelledby={headingId}>
          <h2 id={headingId} className="mini-games__heading">
            {t('minigames.title')}
          </h2>
          <ul className="mini-games__list">
            {list.map((game) => (
              <li key={game.gameCode}>
                <button type="button" className="mini-games__game" onClick={() => play(game)}>
                  <span className="mini-games__icon">
                    <RemoteImage src={game.icon} alt="" width={200} height={200} />
                    {game.hot ? <span className="mini-games__hot">{t('minigames.hot')}</span> : null}
                  </span>
                  <span className="mini-games__name">{game.gameName}</span>
                  <span className="mini-games__round">{t('minigames.round', { seconds: game.roundSeconds })}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <button ref={toggle} type="button" className="mini-games__toggle" aria-expanded={open} aria-controls={open ? trayId : undefined} onClick={() => setOpen((o) => !o)}>
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12 M18 6 6 18" strokeLinecap="round" />
          ) : (
            <>
              <rect x="3" y="3" width="18" height="18" rx="4" />
              <circle cx="8" cy="8" r="1.4" fill="currentColor" />
              <circle cx="16" cy="8" r="1.4" fill="currentColor" />
              <circle cx="12" cy="12" r="1.4" fill="currentColor" />
              <circle cx="8" cy="16" r="1.4" fill="currentColor" />
              <circle cx="16" cy="16" r="1.4" fill="currentColor" />
            </>
          )}
        </svg>
        <span className="visually-hidden">{t('minigames.title')}</span>
      </button>
    </div>
  );
}

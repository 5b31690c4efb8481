/**
 * The mini-game widget of the shell (docs/design/issue15.md, part 6; full layout only): a round
 * button in the bottom-start corner opens a tray of the mini games (`getMiniGames`). A game asks
 * visitors to log in and trial accounts for a real one, else opens in the game popup over the
 * page, which launches it (the generic launch) and shows the wait or a failure there. Nothing
 * shows while the list loads, when it is empty or when it failed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalePart } from '../../i18n/parts';
import { MiniGameList, useMiniGames } from './MiniGames';
import './mini-games.css';

export default function MiniGameWidget() {
  useLocalePart('minigames');
  const { t } = useTranslation();
  const list = useMiniGames();
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

  if (list.length === 0) return null;

  return (
    <div ref={root} className="mini-games">
      {open ? (
        <section id={trayId} className="mini-games__tray" aria-labelledby={headingId}>
          <h2 id={headingId} className="mini-games__heading">
            {t('minigames.title')}
          </h2>
          <MiniGameList games={list} onOpen={() => setOpen(false)} />
        </section>
      ) : null}
      <button
        ref={toggle}
        type="button"
        className="mini-games__toggle"
        aria-expanded={open}
        aria-controls={open ? trayId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
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

import { Link, type LinkProps } from '@tanstack/react-router';
import { type ComponentType, lazy, type ReactNode, Suspense, startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorsByCategory } from '../../api/content';
import { lobbyNavLink } from '../../features/games/launch-route';
import type { GameCard, GameCategory } from '../../generated/relay/model';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { NAV_SCROLLS } from '../../ui/phone';
import { LoadingView } from '../../ui/StatusView';
import { loadChunk } from '../lazy-area';
import { FailureView } from './FailureView';

/** The nav's order of game types. */
export const CATEGORY_ORDER: readonly GameCategory[] = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP'];

/** Vendor dropdowns switch to the non-centered layout above 6 vendors (spec section 9). */
export const CENTERED_VENDOR_LIMIT = 6;

const CURRENT = { 'aria-current': 'page' } as const;

/**
 * A link of the bar, marked when its page is the current one. It preloads its page as soon as
 * the pointer is on it (the router's default waits 50 ms, which a slow phone's work stretches to
 * 150): a member reaches for one of them on purpose, and a page it preloads for nothing costs a
 * cached chunk and a reply or two.
 */
function NavLink(props: LinkProps & { children: ReactNode }) {
  return <Link {...props} className="main-nav__link" preloadDelay={0} activeProps={CURRENT} />;
}

/**
 * What the row has on a wide screen alone, in a chunk of its own (WideNav.tsx): its More entry and
 * fitting, and the vendor dropdowns' lists (shell.css hides the dropdowns on a narrow one). A wide
 * screen loads it with the row, before any dropdown can open.
 */
const loadWide = () => import('./WideNav');
const NavMore = lazy(() => loadWide().then((wide) => ({ default: wide.NavMore })));
const VendorList = lazy(() => loadWide().then((wide) => ({ default: wide.VendorList })));
const onNavWidth = (change: () => void) => {
  const query = window.matchMedia?.(NAV_SCROLLS);
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};

/**
 * The main navigation: home, one entry per game type that has vendors (with a dropdown of vendor
 * logos, hot ones marked), promotions and app download. It is one row: on a wide screen the entries
 * that do not fit are in its More menu (NavMore), on a narrow one it scrolls sideways.
 */
export function MainNav() {
  const { t } = useTranslation();
  const { byCategory } = useVendorsByCategory();
  const list = useRef<HTMLUListElement>(null);
  const wide = useSyncExternalStore(onNavWidth, () => window.matchMedia?.(NAV_SCROLLS).matches === false);
  return (
    <nav aria-label={t('nav.main')} className="main-nav">
      <ul ref={list} className="container main-nav__list">
        <li data-entry="">
          <NavLink to="/index">{t('nav.home')}</NavLink>
        </li>
        {CATEGORY_ORDER.filter((c) => byCategory.has(c)).map((category) => (
          <CategoryEntry key={category} category={category} cards={byCategory.get(category)!} />
        ))}
        <li data-entry="">
          <NavLink to="/promotions">{t('nav.promotions')}</NavLink>
        </li>
        <li data-entry="">
          <NavLink to="/down">{t('nav.download')}</NavLink>
        </li>
        {wide ? (
          <Suspense fallback={null}>
            <NavMore list={list} order={CATEGORY_ORDER} />
          </Suspense>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * On a phone the bar is one row that scrolls sideways: the current page's link is scrolled into
 * sight if it is not, so the member sees where they are (src/routes/__root.tsx calls it once each
 * page is drawn). It reads the links as they are, so the bar is not drawn again for it.
 */
export function revealCurrentNavLink(): void {
  if (window.matchMedia?.(NAV_SCROLLS).matches)
    document.querySelector('.main-nav__link[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

const LotteryNavMenu = lazy(
  () =>
    loadChunk('lottery-nav', () => import('../../features/games/lottery/LotteryNavMenu')) as Promise<{ default: ComponentType<{ onNavigate?: () => void }> }>,
);

/** A dropdown stays open while the focus is inside: a chosen link lets go of the focus to close it. */
const closeDropdown = () => (document.activeElement as HTMLElement | null)?.blur();

function CategoryEntry({ category, cards }: { category: GameCategory; cards: readonly GameCard[] }) {
  const { t } = useTranslation();
  const label = t(`nav.category.${category}`);
  // A dropdown is drawn the first time its entry is hovered or focused (the lottery menu, with its
  // swiper, loads then): the first page does not lay out a few hundred hidden vendor cards.
  const [opened, setOpened] = useState(false);
  // Escape hides the dropdown while the pointer or the focus is still on the entry (WCAG 1.4.13).
  const [dismissed, setDismissed] = useState(false);
  // The one vendor of the list that Tab reaches; the arrow keys move between them.
  const [active, setActive] = useState(0);
  const item = useRef<HTMLLIElement>(null);
  const lottery = category === 'LOTT';
  // In a transition: the route's preload, which the link starts as the pointer comes (NavLink),
  // asks for its chunk and replies before the dropdown is drawn, not after.
  const open = () => startTransition(() => setOpened(true));
  const focusables = () => [...(item.current?.querySelectorAll<HTMLElement>('.vendor-dropdown a, .vendor-dropdown button') ?? [])];
  const focusAt = (index: number) => {
    const all = focusables();
    if (all.length === 0) return;
    const next = (index + all.length) % all.length;
    if (!lottery) setActive(next);
    all[next]?.focus();
  };
  // A dropdown never drawn has its links a frame or more later (its list's chunk may be on its way).
  const focusWhenDrawn = (frames = 30) =>
    requestAnimationFrame(() => (focusables().length > 0 || frames === 0 ? focusAt(lottery ? 0 : active) : focusWhenDrawn(frames - 1)));
  const onKeyDown = (event: React.KeyboardEvent) => {
    const inDropdown = (event.target as HTMLElement).closest('.vendor-dropdown') !== null;
    const current = focusables().indexOf(event.target as HTMLElement);
    if (event.key === 'Escape' && !dismissed) {
      setDismissed(true);
      item.current?.querySelector<HTMLElement>('.main-nav__link')?.focus();
      event.stopPropagation();
    } else if (event.key === 'ArrowDown' && !inDropdown) {
      event.preventDefault();
      setOpened(true);
      setDismissed(false);
      focusWhenDrawn();
    } else if (inDropdown && !lottery && current >= 0) {
      const moves: Record<string, number> = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: -1 };
      if (event.key in moves) {
        event.preventDefault();
        focusAt(moves[event.key]!);
      }
    }
  };
  const onLeave = (event: React.FocusEvent) => {
    if (!item.current?.contains(event.relatedTarget as Node | null)) setDismissed(false);
  };
  // Opened by the pointer alone, it closes with Escape wherever the focus is (WCAG 1.4.13); with the
  // focus inside, onKeyDown has it first.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && item.current?.matches(':hover')) setDismissed(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <li
      ref={item}
      data-entry=""
      className={`main-nav__item${dismissed ? ' main-nav__item--dismissed' : ''}`}
      onPointerEnter={open}
      onPointerLeave={() => setDismissed(false)}
      onFocus={open}
      onBlur={onLeave}
      onKeyDown={onKeyDown}
    >
      <NavLink {...lobbyNavLink(category)}>{label}</NavLink>
      {lottery ? (
        <section className="vendor-dropdown vendor-dropdown--wide" aria-label={t('nav.lottery_menu')}>
          {opened ? (
            <ErrorBoundary fallback={(error, reset) => <FailureView error={error} onRetry={reset} />}>
              <Suspense fallback={<LoadingView />}>
                <LotteryNavMenu onNavigate={closeDropdown} />
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </section>
      ) : (
        <div className={`vendor-dropdown${cards.length > CENTERED_VENDOR_LIMIT ? ' vendor-dropdown--wide' : ''}`}>
          {opened ? (
            <Suspense fallback={null}>
              <VendorList category={category} label={label} cards={cards} active={active} onActive={setActive} onNavigate={closeDropdown} />
            </Suspense>
          ) : null}
        </div>
      )}
    </li>
  );
}

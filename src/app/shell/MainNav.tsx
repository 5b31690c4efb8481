import { Link, type LinkProps } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorsByCategory } from '../../api/content';
import { useImageHost } from '../../api/site';
import type { GameCard, GameCategory } from '../../generated/relay/model';
import { LOBBY_LINKS, launchRoute } from '../../features/games/launch-route';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { RemoteImage } from '../../ui/RemoteImage';
import { LoadingView } from '../../ui/StatusView';
import { loadChunk } from '../lazy-area';
import { FailureView } from './FailureView';

/** The nav's order of game types. */
export const CATEGORY_ORDER: readonly GameCategory[] = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP'];

/** Vendor dropdowns switch to the non-centered layout above 6 vendors (spec section 9). */
export const CENTERED_VENDOR_LIMIT = 6;

/**
 * The main navigation: home, one entry per game type that has vendors (with a dropdown of vendor
 * logos, hot ones marked), promotions and app download.
 */
export function MainNav() {
  const { t } = useTranslation();
  const { byCategory } = useVendorsByCategory();
  return (
    <nav aria-label={t('nav.main')} className="main-nav">
      <ul className="container main-nav__list">
        <li>
          <Link to="/index" className="main-nav__link" activeProps={{ 'aria-current': 'page' }}>
            {t('nav.home')}
          </Link>
        </li>
        {CATEGORY_ORDER.filter((c) => byCategory.has(c)).map((category) => (
          <CategoryEntry key={category} category={category} cards={byCategory.get(category)!} />
        ))}
        <li>
          <Link to="/promotions" className="main-nav__link" activeProps={{ 'aria-current': 'page' }}>
            {t('nav.promotions')}
          </Link>
        </li>
        <li>
          <Link to="/down" className="main-nav__link" activeProps={{ 'aria-current': 'page' }}>
            {t('nav.download')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

const LotteryNavMenu = lazy(() => loadChunk('lottery-nav', () => import('../../features/games/lottery/LotteryNavMenu')) as Promise<{ default: ComponentType<{ onNavigate?: () => void }> }>);

/** Where a vendor card leads: its lobby with the vendor chosen, or its lottery game. */
export function vendorLink(category: GameCategory, card: Pick<GameCard, 'vassalage' | 'gameType' | 'isGame' | 'gameCode' | 'defaultPlayType'>): LinkProps {
  switch (category) {
    case 'RNG':
    case 'PVP':
    case 'FISH':
    case 'LIVE':
      return { to: LOBBY_LINKS[category].to, search: { vassalage: card.vassalage } };
    case 'LOTT':
    case 'ELOTT': {
      if (!card.isGame || !card.gameCode) return LOBBY_LINKS[category];
      const route = launchRoute({ gameType: category, vassalage: card.vassalage, gameCode: card.gameCode, defaultPlayType: card.defaultPlayType });
      return route.to === '/game' ? LOBBY_LINKS[category] : route;
    }
    default:
      return LOBBY_LINKS[category];
  }
}

/** A dropdown stays open while the focus is inside: a chosen link lets go of the focus to close it. */
const closeDropdown = () => (document.activeElement as HTMLElement | null)?.blur();

function CategoryEntry({ category, cards }: { category: GameCategory; cards: readonly GameCard[] }) {
  const { t } = useTranslation();
  const imageHost = useImageHost();
  const label = t(`nav.category.${category}`);
  // A dropdown is drawn the first time its entry is hovered or focused (the lottery menu, with its
  // swiper, loads then): the first page does not lay out a few hundred hidden vendor cards.
  const [opened, setOpened] = useState(false);
  const lottery = category === 'LOTT';
  const open = () => setOpened(true);
  return (
    <li className="main-nav__item" onPointerEnter={open} onFocus={open}>
      {category === 'ESPORTS' ? (
        <Link to="/sports" search={{ tab: 'esports' }} className="main-nav__link" activeProps={{ 'aria-current': 'page' }}>
          {label}
        </Link>
      ) : category === 'SPORTS' ? (
        <Link to="/sports" search={{ tab: undefined }} className="main-nav__link" activeProps={{ 'aria-current': 'page' }} activeOptions={{ explicitUndefined: true }}>
          {label}
        </Link>
      ) : (
        <Link to={LOBBY_LINKS[category].to} className="main-nav__link" activeProps={{ 'aria-current': 'page' }} activeOptions={{ includeSearch: false }}>
          {label}
        </Link>
      )}
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
            <ul aria-label={t('nav.vendors_of', { category: label })} className="vendor-dropdown__list">
              {cards.map((card) => (
                <li key={`${card.vassalage}-${card.id}`}>
                  <Link {...vendorLink(category, card)} className="vendor-card" onClick={closeDropdown}>
                    <RemoteImage src={card.icon} imageHost={imageHost} width={120} height={60} className="vendor-card__logo" fallback={<span className="vendor-card__logo vendor-card__logo--none" aria-hidden="true" />} />
                    <span className="vendor-card__name">{card.displayName}</span>
                    {card.isHot === 1 ? <span className="hot-badge">{t('nav.hot')}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </li>
  );
}

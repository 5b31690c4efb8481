import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGameVendors } from '../../api/content';
import { useImageHost } from '../../api/site';
import { config } from '../../config';
import type { GameCard, GameCategory, GameVendorLane } from '../../generated/relay/model';
import { RemoteImage } from '../../ui/RemoteImage';

/** Where each game type's lobby lives (spec section 2; e-sports is a tab of /sports). */
export const CATEGORY_ROUTES: Record<GameCategory, LinkProps['to']> = {
  LOTT: '/lottery',
  ELOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/sports',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
};

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
  const vendors = useGameVendors();
  const byCategory = vendorsByCategory(vendors.data?.value.data.lanes ?? []);
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

/**
 * Vendor cards by game type, e-sports split out of the SPORTS lane by vassalage; a type with no
 * vendors is left out.
 */
export function vendorsByCategory(lanes: readonly GameVendorLane[], esports: readonly string[] = config.esportsVassalages): Map<GameCategory, GameCard[]> {
  const map = new Map<GameCategory, GameCard[]>();
  const add = (category: GameCategory, card: GameCard) => map.set(category, [...(map.get(category) ?? []), card]);
  for (const lane of lanes) {
    for (const card of lane.cards) add(lane.title === 'SPORTS' && esports.includes(card.vassalage) ? 'ESPORTS' : lane.title, card);
  }
  return map;
}

function CategoryEntry({ category, cards }: { category: GameCategory; cards: readonly GameCard[] }) {
  const { t } = useTranslation();
  const imageHost = useImageHost();
  const to = CATEGORY_ROUTES[category];
  const label = t(`nav.category.${category}`);
  return (
    <li className="main-nav__item">
      <Link to={to} className="main-nav__link" activeProps={{ 'aria-current': 'page' }} activeOptions={{ includeSearch: false }}>
        {label}
      </Link>
      <div className={`vendor-dropdown${cards.length > CENTERED_VENDOR_LIMIT ? ' vendor-dropdown--wide' : ''}`}>
        <ul aria-label={t('nav.vendors_of', { category: label })} className="vendor-dropdown__list">
          {cards.map((card) => (
            <li key={`${card.vassalage}-${card.id}`}>
              <VendorLink category={category} vassalage={card.vassalage} className="vendor-card">
                <RemoteImage src={card.icon} imageHost={imageHost} width={120} height={60} className="vendor-card__logo" fallback={<span className="vendor-card__logo vendor-card__logo--none" aria-hidden="true" />} />
                <span className="vendor-card__name">{card.displayName}</span>
                {card.isHot === 1 ? <span className="hot-badge">{t('nav.hot')}</span> : null}
              </VendorLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** A vendor's lobby: slots take the vendor as `vassalage`; the other lobbies open on their own. */
function VendorLink({ category, vassalage, className, children }: { category: GameCategory; vassalage: string; className: string; children: React.ReactNode }) {
  if (category === 'RNG') {
    return (
      <Link to="/rng" search={{ vassalage }} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link to={CATEGORY_ROUTES[category]} className={className}>
      {children}
    </Link>
  );
}

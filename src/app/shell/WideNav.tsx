import { Link, type LinkProps } from '@tanstack/react-router';
import { type RefObject, startTransition, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorsByCategory } from '../../api/content';
import { useImageHost } from '../../api/site';
import { LOBBY_LINKS, launchRoute, lobbyNavLink } from '../../features/games/launch-route';
import type { GameCard, GameCategory } from '../../generated/relay/model';
import { RemoteImage } from '../../ui/RemoteImage';
import { fitNav, useNavFit } from './nav-fit';
import './wide-nav.css';

const CURRENT = { 'aria-current': 'page' } as const;

/** The row (MainNav's list) and its game types' order (MainNav's, given: this chunk does not import MainNav). */
export interface NavMoreProps {
  list: RefObject<HTMLUListElement | null>;
  order: readonly GameCategory[];
}

/** The row's entries, in its order, as links: a page, or a game type's lobby. */
function useEntries(order: readonly GameCategory[]): { key: string; label: string; link: LinkProps }[] {
  const { t } = useTranslation();
  const { byCategory } = useVendorsByCategory();
  return [
    { key: 'home', label: t('nav.home'), link: { to: '/index' } },
    ...order
      .filter((category) => byCategory.has(category))
      .map((category) => ({
        key: category,
        label: t(`nav.category.${category}`),
        link: lobbyNavLink(category),
      })),
    { key: 'promotions', label: t('nav.promotions'), link: { to: '/promotions' } },
    { key: 'download', label: t('nav.download'), link: { to: '/down' } },
  ];
}

/**
 * The navigation row's "More" entry, on a screen where the row does not scroll (MainNav draws it
 * there, from this chunk of its own). It fits the row (nav-fit.ts) and shows when some entries do
 * not fit: a button that opens the menu of those entries' links (a disclosure; the pointer opens
 * it too, as it does a dropdown). The menu's links are drawn the first time it is reached for.
 */
export function NavMore({ list, order }: NavMoreProps) {
  const { t, i18n } = useTranslation();
  const entries = useEntries(order);
  useNavFit(list, `${i18n.language} ${entries.map((entry) => entry.key).join()}`);
  const [drawn, setDrawn] = useState(false);
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const draw = () => startTransition(() => setDrawn(true));
  // Once drawn, its links are marked as their row entries are (the row marks them again as it changes).
  useLayoutEffect(() => {
    if (drawn && list.current) fitNav(list.current);
  }, [drawn, list]);
  // A press anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  return (
    <li
      ref={item}
      data-more=""
      className={`main-nav__item main-nav__more${open ? ' main-nav__more--open' : ''}`}
      onPointerEnter={draw}
      onFocus={draw}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setOpen(false);
      }}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
          event.stopPropagation();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="main-nav__link main-nav__more-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setDrawn(true);
          setOpen((was) => !was);
        }}
      >
        {t('nav.more')}
      </button>
      <ul id={menuId} className="more-menu">
        {drawn
          ? entries.map((entry) => (
              <li key={entry.key} data-entry="">
                <Link {...entry.link} className="more-menu__link" activeProps={CURRENT} onClick={() => setOpen(false)}>
                  {entry.label}
                </Link>
              </li>
            ))
          : null}
      </ul>
    </li>
  );
}

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

/**
 * A game type's vendors, in its dropdown (MainNav's CategoryEntry draws it when the dropdown first
 * opens): logo cards, hot ones marked, one Tab stop (`active`; the arrow keys move it).
 */
export function VendorList({
  category,
  label,
  cards,
  active,
  onActive,
  onNavigate,
}: {
  category: GameCategory;
  label: string;
  cards: readonly GameCard[];
  active: number;
  onActive: (index: number) => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const imageHost = useImageHost();
  return (
    <ul aria-label={t('nav.vendors_of', { category: label })} className="vendor-dropdown__list">
      {cards.map((card, index) => (
        <li key={`${card.vassalage}-${card.id}`}>
          <Link
            {...vendorLink(category, card)}
            className="vendor-card"
            tabIndex={index === active ? 0 : -1}
            onFocus={() => onActive(index)}
            onClick={onNavigate}
          >
            <RemoteImage
              src={card.icon}
              imageHost={imageHost}
              width={120}
              height={60}
              className="vendor-card__logo"
              fallback={<span className="vendor-card__logo vendor-card__logo--none" aria-hidden="true" />}
            />
            <span className="vendor-card__name">{card.displayName}</span>
            {card.isHot === 1 ? <span className="hot-badge">{t('nav.hot')}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHotGames, useVendorsByCategory } from '../../../api/content';
import { announcementsParams, useImageHost } from '../../../api/site';
import { useGetListAnnouncements, useGetWinnerBoard } from '../../../generated/relay/endpoints/home/home';
import type { Banner, GameCategory } from '../../../generated/relay/model';
import { moneyFormat } from '../../../lib/format';
import { safeHttpUrl } from '../../../lib/url';
import { promotionId } from '../../promotions/search';
import { openDialog } from '../../../state/dialogs';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { Carousel } from '../../../ui/Carousel';
import { RemoteImage } from '../../../ui/RemoteImage';
import { QueryView } from '../../../ui/StatusView';
import { GameGrid } from '../GameGrid';
import { useLaunchGame } from '../launch';
import { LOBBY_LINKS } from '../launch-route';
import './home.css';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="container home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <Banners />
      <AnnouncementMarquee />
      {/* The rest comes just after the first view, in slices; its place holds the footer below the screen meanwhile. */}
      <AfterFirstPaint fallback={<div className="home__later" />}>
        <GameCategories />
        <div className="home__columns">
          <HotGames />
          <Winners />
        </div>
      </AfterFirstPaint>
    </div>
  );
}

/** What a banner click does, by its linkage type: open an address, a promotion, or launch a game. */
function useBannerAction() {
  const navigate = useNavigate();
  const { launch } = useLaunchGame();
  return (banner: Banner) => {
    const promotion = banner.linkageType === 'P' ? promotionId(banner.linkage) : undefined;
    if (promotion !== undefined) {
      void navigate({ to: '/promoDetail', search: { id: promotion } });
    } else if (banner.linkageType === 'G' && banner.linkage && banner.vendor) {
      launch({ gameCode: banner.linkage, vassalage: banner.vendor, nodeId: banner.nodeId, roomId: banner.roomId });
    } else if (banner.linkageType === 'URL') {
      const url = safeHttpUrl(banner.linkage);
      if (!url) return;
      const target = new URL(url);
      if (target.origin === window.location.origin) void navigate({ href: `${target.pathname}${target.search}` });
      else window.open(url, '_blank', 'noopener,noreferrer');
    }
  };
}

function Banners() {
  const { t } = useTranslation();
  const query = useGetListAnnouncements(announcementsParams());
  const imageHost = useImageHost();
  const act = useBannerAction();
  const banners = query.data?.value.banners ?? [];
  if (query.isPending) return <div className="home-banner home-banner--loading" aria-hidden="true" />;
  // Failures show in the announcement line below, which reads the same reply.
  if (banners.length === 0) return null;
  return (
    <Carousel
      label={t('home.banners')}
      slideLabel={(n, total) => t('home.banner_n', { n, total })}
      previousLabel={t('home.banner_previous')}
      nextLabel={t('home.banner_next')}
      slides={banners.map((banner, index) => (
        <button key={banner.bannerId} type="button" className="home-banner" onClick={() => act(banner)}>
          <RemoteImage src={banner.url} imageHost={imageHost} alt={banner.title} width={1200} height={360} priority={index === 0} className="home-banner__image" fallback={<span className="home-banner__text">{banner.title}</span>} />
        </button>
      ))}
    />
  );
}

function AnnouncementMarquee() {
  const { t } = useTranslation();
  const query = useGetListAnnouncements(announcementsParams());
  const items = query.data?.value.player ?? [];
  return (
    <section className="marquee" aria-labelledby="marquee-title">
      <h2 id="marquee-title" className="marquee__label">
        {t('home.announcements')}
      </h2>
      {query.isPending ? (
        <span className="marquee__state">{t('common.loading')}</span>
      ) : query.isError ? (
        <span className="marquee__state" role="alert">
          {t('error.unknown')}
        </span>
      ) : items.length === 0 ? (
        <span className="marquee__state">{t('home.announcements_empty')}</span>
      ) : (
        <div className="marquee__track">
          <ul className="marquee__list">
            {items.map((a) => (
              <li key={a.id}>
                <button type="button" className="marquee__item" onClick={() => openDialog('announcements', { kind: 'player' })}>
                  {a.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

const HOME_CATEGORIES: readonly GameCategory[] = ['LOTT', 'LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'ELOTT', 'ESPORTS'];

function GameCategories() {
  const { t } = useTranslation();
  const { query, byCategory } = useVendorsByCategory();
  const categories = HOME_CATEGORIES.filter((c) => byCategory.has(c));
  return (
    <section className="panel" aria-labelledby="categories-title">
      <h2 id="categories-title" className="panel__title">
        {t('home.categories')}
      </h2>
      <QueryView query={query} isEmpty={() => categories.length === 0} empty={t('games.no_vendors')}>
        {() => (
          <ul className="categories">
            {categories.map((c) => {
              const vendors = byCategory.get(c) ?? [];
              return (
                <li key={c}>
                  <Link {...LOBBY_LINKS[c]} className={`category-card category-card--${c.toLowerCase()}`}>
                    <span className="category-card__name">{t(`nav.category.${c}`)}</span>
                    <span className="category-card__vendors">{t('home.vendor_count', { n: vendors.length })}</span>
                    <span className="category-card__list">{vendors.slice(0, 4).map((v) => v.displayName).join(' · ')}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function HotGames() {
  const { t } = useTranslation();
  const query = useHotGames();
  return (
    <section className="panel" aria-labelledby="hot-games-title">
      <h2 id="hot-games-title" className="panel__title">
        {t('home.hot_games')}
      </h2>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('home.hot_games_empty')}>
        {(data) => <GameGrid games={data.value.list.slice(0, 18)} label={t('home.hot_games')} compact />}
      </QueryView>
    </section>
  );
}

function Winners() {
  const { t, i18n } = useTranslation();
  const query = useGetWinnerBoard();
  const money = moneyFormat(i18n.language, 0);
  return (
    <section className="panel" aria-labelledby="winners-title">
      <h2 id="winners-title" className="panel__title">
        {t('home.winners')}
      </h2>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('home.winners_empty')}>
        {(data) => (
          <ol className="winners">
            {data.value.list.map(({ vo }) => (
              <li key={`${vo.username}-${vo.time}-${vo.winAmount}`}>
                <span className="winners__user">{vo.username}</span>
                <span className="winners__game">{vo.gameName}</span>
                <span className="winners__amount">{t('home.won', { amount: money.format(vo.winAmount) })}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementsOptions } from '../../../api/home';
import { useImageHost } from '../../../api/site';
import type { Banner } from '../../../generated/relay/model';
import { promotionId } from '../../../lib/promotion-search';
import { safeHttpUrl } from '../../../lib/url';
import { openDialog } from '../../../state/dialogs';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { Carousel } from '../../../ui/Carousel';
import { RemoteImage } from '../../../ui/RemoteImage';
import type { LaunchableGame } from '../launch';
import './home.css';
import { RowBoundary } from '../../../ui/ErrorBoundary';

/** What is below the first view comes in a chunk of its own, after the first paint. */
const HomePageSections = lazy(() => import('./HomePageSections'));
/** A game banner's launch, in a chunk of its own loaded at the first click on one. */
const BannerLaunch = lazy(() => import('./BannerLaunch'));

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="container home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <Banners />
      <AnnouncementMarquee />
      {/* The rest comes just after the first view, in slices; its place holds the footer below the screen meanwhile. */}
      <AfterFirstPaint fallback={<div className="home__later" />}>
        <Suspense fallback={<div className="home__later" />}>
          <HomePageSections />
        </Suspense>
      </AfterFirstPaint>
    </div>
  );
}

/** What a banner click does, by its linkage type: open an address, a promotion, or launch a game. */
function useBannerAction(launch: (game: LaunchableGame) => void) {
  const navigate = useNavigate();
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
  const query = useQuery(announcementsOptions());
  const imageHost = useImageHost();
  // The game of the last game banner clicked, with a count so each click launches once.
  const [launching, setLaunching] = useState<{ game: LaunchableGame; click: number } | null>(null);
  const act = useBannerAction((game) => setLaunching((last) => ({ game, click: (last?.click ?? 0) + 1 })));
  const banners = query.data?.value.banners ?? [];
  if (query.isPending) return <div className="home-banner home-banner--loading" aria-hidden="true" />;
  // Failures show in the announcement line below, which reads the same reply.
  if (banners.length === 0) return null;
  return (
    <>
      {launching ? (
        <Suspense fallback={null}>
          <BannerLaunch key={launching.click} game={launching.game} />
        </Suspense>
      ) : null}
      <Carousel
        label={t('home.banners')}
        slideLabel={(n, total) => t('home.banner_n', { n, total })}
        previousLabel={t('home.banner_previous')}
        nextLabel={t('home.banner_next')}
        slides={banners.map((banner, index) => (
          <button key={banner.bannerId} type="button" className="home-banner" onClick={() => act(banner)}>
            <RemoteImage
              src={banner.url}
              imageHost={imageHost}
              alt={banner.title}
              width={1200}
              height={360}
              priority={index === 0}
              className="home-banner__image"
              fallback={<span className="home-banner__text">{banner.title}</span>}
            />
          </button>
        ))}
      />
    </>
  );
}

function AnnouncementMarquee() {
  const { t } = useTranslation();
  const query = useQuery(announcementsOptions());
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
              <RowBoundary key={a.id} row={a} as="li">
                {() => (
                  <li>
                    <button type="button" className="marquee__item" onClick={() => openDialog('announcements', { kind: 'player' })}>
                      {a.title}
                    </button>
                  </li>
                )}
              </RowBoundary>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

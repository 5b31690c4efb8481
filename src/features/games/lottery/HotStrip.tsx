import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { useImageHost } from '../../../api/site';
import type { LotteryMenuGroup, PopularLotteryGame } from '../../../generated/lgw/model';
import { useLocalePart } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { RemoteImage } from '../../../ui/RemoteImage';
import { groupOf, HOT_STRIP_SLIDES, lotteryLink } from './lottery-menu';

/** The HOT strip: the popular lottery games, 8 slides per view (fewer on narrow screens). */
export function HotStrip({
  games,
  groups,
  onNavigate,
}: {
  games: readonly PopularLotteryGame[];
  groups: readonly LotteryMenuGroup[];
  onNavigate?: () => void;
}) {
  useLocalePart('lottery');
  const { t } = useTranslation();
  const imageHost = useImageHost();
  return (
    <section className="hot-strip" aria-label={t('lottery.hot')}>
      <h3 className="hot-strip__title">
        <span className="hot-badge hot-strip__badge">{t('nav.hot')}</span>
        {t('lottery.popular')}
      </h3>
      <Swiper
        modules={[Navigation, A11y]}
        navigation
        slidesPerView={3}
        spaceBetween={8}
        breakpoints={{ 640: { slidesPerView: 5 }, 1000: { slidesPerView: HOT_STRIP_SLIDES } }}
        a11y={{ prevSlideMessage: t('common.previous_page'), nextSlideMessage: t('common.next_page') }}
        className="hot-strip__swiper"
      >
        {games.map((game) => (
          // A slide stays a direct child of the Swiper; what it draws fails alone.
          <SwiperSlide key={game.gameCode}>
            <RowBoundary row={game}>
              {() => {
                const group = groupOf(groups, game.gameCode);
                const link = lotteryLink(group?.tag ?? '', {
                  code: game.gameCode,
                  defaultPlayType: group?.gameMenus.find((m) => m.code === game.gameCode)?.defaultPlayType,
                });
                return (
                  <Link {...link} className="hot-strip__game" onClick={onNavigate}>
                    <RemoteImage
                      src={game.webIconUrl}
                      imageHost={imageHost}
                      width={120}
                      height={120}
                      className="hot-strip__icon"
                      fallback={<span className="hot-strip__icon" aria-hidden="true" />}
                    />
                    <span className="hot-strip__name">{game.remark}</span>
                  </Link>
                );
              }}
            </RowBoundary>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

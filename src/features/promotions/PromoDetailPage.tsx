import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../api/money';
import { useGetPromotionDetail } from '../../generated/relay/endpoints/promotions/promotions';
import type { PromotionDetail } from '../../generated/relay/model';
import { ApiError } from '../../lib/errors';
import { AreaLayout } from '../../ui/AreaLayout';
import { RemoteImage } from '../../ui/RemoteImage';
import { SafeHtml } from '../../ui/SafeHtml';
import { ErrorView, LoadingView } from '../../ui/StatusView';
import { ActionPanel } from './ActionPanel';
import { Countdown } from './Countdown';
import { usePeriod } from './format';
import { countdownOf, promotionImage } from './promotions';
import { usePromotionTexts } from './texts';
import './promotions.css';

/**
 * /promoDetail?id=: one promotion - its banner, period and countdown, the rules (the operator's
 * HTML, sanitised), what to do to qualify, and what the member can do now (join, apply, claim,
 * draw, or go where the promotion is taken up). Opened from the list, a banner or an
 * announcement; an unknown id shows a not-found view with the way back.
 */
export default function PromoDetailPage() {
  usePromotionTexts();
  const { t } = useTranslation();
  const { id, category } = useSearch({ from: '/promoDetail' });
  const detail = useGetPromotionDetail(
    { promotionId: id ?? 0 },
    { query: { enabled: id !== undefined, retry: (count, error) => !notFound(error) && count < 2 } },
  );
  const back = (
    <Link to="/promotions" search={{ category }} className="promo-back">
      <span aria-hidden="true">←</span> {t('promotions.detail.back')}
    </Link>
  );
  if (id === undefined || notFound(detail.error)) {
    return (
      <AreaLayout title={t('area.promoDetail.title')}>
        <div className="promo-section promo-missing" role="status">
          <p>{t('promotions.detail.not_found')}</p>
          {back}
        </div>
      </AreaLayout>
    );
  }
  if (detail.isPending) return <LoadingView />;
  if (detail.isError || !detail.data) {
    return (
      <AreaLayout title={t('area.promoDetail.title')}>
        <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />
        {back}
      </AreaLayout>
    );
  }
  return <Detail promotion={detail.data.value} back={back} onEnd={() => void detail.refetch()} />;
}

const notFound = (error: unknown) => error instanceof ApiError && error.code === 'promotion.not.exist';

function Detail({ promotion: p, back, onEnd }: { promotion: PromotionDetail; back: React.ReactNode; onEnd: () => void }) {
  const { t } = useTranslation();
  const amount = useMoney();
  const period = usePeriod();
  const countdown = countdownOf(p, Date.now());
  const categoryName = t(`promotions.category.${p.category}`, p.category);
  return (
    <div className="container area promo-detail">
      {back}
      <header className="promo-hero">
        <RemoteImage
          src={promotionImage(p, 2)}
          alt=""
          width={1200}
          height={360}
          className="promo-hero__image"
          fallback={<span className="promo-hero__placeholder" aria-hidden="true" />}
        />
        <div className="promo-hero__text">
          <p className="promo-hero__tags">
            <Link to="/promotions" search={{ category: p.category }} className="promo-hero__category">
              {categoryName}
            </Link>
            {p.hot ? <span className="promo-card__hot promo-hero__hot">{t('promotions.hot')}</span> : null}
            {p.periodStatus === 'ENDED' ? <span className="status-badge status-badge--bad">{t('promotions.ended')}</span> : null}
            {p.periodStatus === 'UPCOMING' ? <span className="status-badge status-badge--wait">{t('promotions.upcoming')}</span> : null}
          </p>
          <h1 className="promo-hero__title">{p.title}</h1>
          {p.summary ? <p className="promo-hero__summary">{p.summary}</p> : null}
          <dl className="promo-hero__facts">
            <div>
              <dt>{t('promotions.period_label')}</dt>
              <dd>{period(p)}</dd>
            </div>
            {p.rewardAmount !== undefined ? (
              <div>
                <dt>{t('promotions.detail.reward')}</dt>
                <dd>{t('promotions.up_to', { amount: amount(p.rewardAmount) })}</dd>
              </div>
            ) : null}
            {countdown ? (
              <div>
                <dt>{t(countdown.kind === 'ends' ? 'promotions.detail.time_left' : 'promotions.detail.time_to_start')}</dt>
                <dd>
                  <Countdown target={countdown} onEnd={onEnd} bare />
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>
      <div className="promo-detail__columns">
        <div className="promo-detail__main">
          <section className="promo-section" aria-labelledby="promo-rules-title">
            <h2 id="promo-rules-title" className="promo-section__title">
              {t('promotions.detail.rules')}
            </h2>
            <SafeHtml html={p.content} className="rich-text promo-rules" />
          </section>
          {p.steps.length > 0 ? (
            <section className="promo-section" aria-labelledby="promo-steps-title">
              <h2 id="promo-steps-title" className="promo-section__title">
                {t('promotions.detail.steps')}
              </h2>
              <ol className="promo-steps">
                {p.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
        <ActionPanel promotion={p} onEnd={onEnd} />
      </div>
    </div>
  );
}

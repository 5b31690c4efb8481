import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { activityTone } from '../../api/activity';
import { useMoney } from '../../api/money';
import type { Promotion, PromotionCategory, PromotionCategoryEntry } from '../../generated/relay/model';
import { requestLogin } from '../../state/dialogs';
import { session } from '../../state/session';
import { AreaLayout } from '../../ui/AreaLayout';
import { RemoteImage } from '../../ui/RemoteImage';
import { QueryView } from '../../ui/StatusView';
import { ClaimHall } from './ClaimHall';
import { Countdown } from './Countdown';
import { promotionCategoriesOptions, promotionListOptions } from './first-replies';
import { usePeriod } from './format';
import { CARD_COUNTDOWN_MS, countdownOf, promotionImage } from './promotions';
import { RebateSection } from './RebateSection';
import { usePromotionTexts } from './texts';
import { WinnersBoard } from './WinnersBoard';
import './promotions.css';
import { RowBoundary } from '../../ui/ErrorBoundary';

/**
 * /promotions: one page with an in-page menu - the promotions by category (cards with images,
 * period, countdowns and the member's status), the claim hall and the rebate (members; visitors
 * get one login card), and the winners board.
 */
export default function PromotionsPage() {
  usePromotionTexts();
  const { t } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const sections = [
    ['list', t('promotions.section.list')],
    ['claim', t('promotions.section.claim')],
    ...(loggedIn ? [['rebate', t('promotions.section.rebate')]] : []),
    ['winners', t('promotions.section.winners')],
  ];
  return (
    <AreaLayout title={t('area.promotions.title')} intro={t('area.promotions.intro')}>
      <nav className="promo-menu" aria-label={t('promotions.menu')}>
        <ul>
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <PromotionList />
      {loggedIn ? (
        <>
          <ClaimHall />
          <RebateSection />
        </>
      ) : (
        <VisitorCard />
      )}
      <WinnersBoard />
    </AreaLayout>
  );
}

function PromotionList() {
  const { t } = useTranslation();
  const { category } = useSearch({ from: '/promotions' });
  const categories = useQuery(promotionCategoriesOptions());
  const list = useQuery(promotionListOptions(category));
  return (
    <section id="list" className="promo-section" aria-labelledby="promo-list-title">
      <h2 id="promo-list-title" className="promo-section__title">
        {t('promotions.section.list')}
      </h2>
      <CategoryChips entries={categories.data?.value.list ?? []} chosen={category} />
      <QueryView query={list} isEmpty={(d) => d.value.list.length === 0} empty={category ? t('promotions.list_empty_category') : t('promotions.list_empty')}>
        {({ value }) => (
          <ul className="promo-grid" aria-label={category ? categoryLabel(t, category) : t('promotions.all')}>
            {value.list.map((p) => (
              <RowBoundary key={p.id} row={p} as="li">
                {() => (
                  <li>
                    <PromotionCard promotion={p} category={category} onEnd={() => void list.refetch()} />
                  </li>
                )}
              </RowBoundary>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];
/** A category's label: ours when translated, else the operator's name. */
const categoryLabel = (t: Translate, category: PromotionCategory, name?: string) => t(`promotions.category.${category}`, name ?? category);

/** "All" then the categories that hold promotions now, in the platform's order; the chosen one is `?category=`. */
function CategoryChips({ entries, chosen }: { entries: readonly PromotionCategoryEntry[]; chosen: PromotionCategory | undefined }) {
  const { t } = useTranslation();
  const total = entries.reduce((sum, e) => sum + e.count, 0);
  const chip = (category: PromotionCategory | undefined, label: string, count: number | null) => (
    <li key={category ?? 'all'}>
      <Link
        to="/promotions"
        search={{ category }}
        className="promo-chips__chip"
        aria-current={chosen === category ? 'page' : undefined}
        activeOptions={{ exact: true, includeSearch: true, explicitUndefined: true }}
        resetScroll={false}
      >
        {label}
        {count !== null ? <span className="promo-chips__count">{count}</span> : null}
      </Link>
    </li>
  );
  return (
    <nav className="promo-chips" aria-label={t('promotions.categories')}>
      <ul>
        {chip(undefined, t('promotions.all'), entries.length > 0 ? total : null)}
        {entries.map((e) => chip(e.category, categoryLabel(t, e.category, e.name), e.count))}
        {/* A category chosen by the address that holds nothing now still shows as chosen. */}
        {chosen && !entries.some((e) => e.category === chosen) ? chip(chosen, categoryLabel(t, chosen), 0) : null}
      </ul>
    </nav>
  );
}

function PromotionCard({ promotion: p, category, onEnd }: { promotion: Promotion; category: PromotionCategory | undefined; onEnd: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const amount = useMoney();
  const period = usePeriod();
  const countdown = countdownOf(p, Date.now(), CARD_COUNTDOWN_MS);
  return (
    <article className="promo-card" aria-labelledby={titleId}>
      <div className="promo-card__media">
        <RemoteImage
          src={promotionImage(p, 1)}
          alt=""
          width={720}
          height={300}
          className="promo-card__image"
          fallback={<span className="promo-card__placeholder" aria-hidden="true" />}
        />
        {p.hot ? <span className="promo-card__hot">{t('promotions.hot')}</span> : null}
        {countdown ? <Countdown target={countdown} onEnd={onEnd} className="promo-card__countdown" /> : null}
      </div>
      <div className="promo-card__body">
        <h3 id={titleId} className="promo-card__title">
          <Link to="/promoDetail" search={{ id: p.id, category }} className="promo-card__link">
            {p.title}
          </Link>
        </h3>
        {p.summary ? <p className="promo-card__summary">{p.summary}</p> : null}
        <p className="promo-card__period">
          <span className="visually-hidden">{t('promotions.period_label')} </span>
          {period(p)}
        </p>
        <div className="promo-card__foot">
          {p.rewardAmount !== undefined ? <span className="promo-card__reward">{t('promotions.up_to', { amount: amount(p.rewardAmount) })}</span> : <span />}
          {p.activity ? (
            <span className={`status-badge status-badge--${activityTone(p.activity.status)}`}>{t(`rewards.status.${p.activity.status}`)}</span>
          ) : p.periodStatus === 'UPCOMING' ? (
            <span className="status-badge status-badge--wait">{t('promotions.upcoming')}</span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Visitors: the claim hall and the rebate are one card asking them to log in. */
function VisitorCard() {
  const { t } = useTranslation();
  return (
    <section id="claim" className="promo-section promo-login" aria-labelledby="promo-login-title">
      <span id="rebate" />
      <h2 id="promo-login-title" className="promo-section__title">
        {t('promotions.login_title')}
      </h2>
      <p>{t('promotions.login_text')}</p>
      <button type="button" className="button button--primary" onClick={requestLogin}>
        {t('auth.login')}
      </button>
    </section>
  );
}

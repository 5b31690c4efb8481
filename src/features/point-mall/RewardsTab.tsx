import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMoney } from '../../api/money';
import type { PointReward } from '../../generated/relay/model';
import { requestLogin, showAlert } from '../../state/dialogs';
import { GUEST_TYPE, session } from '../../state/session';
import { RowBoundary } from '../../ui/ErrorBoundary';
import { RemoteImage } from '../../ui/RemoteImage';
import { EmptyView, ErrorView } from '../../ui/StatusView';
import { useCatalogue, usePointsBalance } from './api';
import { formatPoints, maxQuantity, type Purse, shortfall } from './format';
import { RedeemDialog } from './RedeemDialog';
import { openRedeem, pointMallState, REWARD_FILTERS } from './state';
import { usePointMallTexts } from './texts';

/** Rewards: the catalogue by kind, each card with what it costs, its stock and what the member can do with it. */
export default function RewardsTab() {
  usePointMallTexts();
  const { t } = useTranslation();
  const { rewardFilter, redeeming } = useSnapshot(pointMallState);
  const catalogue = useCatalogue();
  const balance = usePointsBalance();
  const value = balance.data?.value;
  const purse: Purse | null = value ? { pointsBalance: value.pointsBalance, mainWallet: value.mainWallet } : null;
  const list = catalogue.data?.value.list ?? [];
  const shown = rewardFilter === 'ALL' ? list : list.filter((r) => r.rewardType === rewardFilter);
  const open = list.find((r) => r.id === redeeming);

  return (
    <div className="pm-rewards">
      <fieldset className="chips pm-chips">
        <legend className="visually-hidden">{t('pointMall.filter_label')}</legend>
        {REWARD_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="chips__chip"
            aria-pressed={rewardFilter === f}
            onClick={() => {
              pointMallState.rewardFilter = f;
            }}
          >
            {t(`pointMall.filter.${f}`)}
          </button>
        ))}
      </fieldset>
      {catalogue.isPending ? (
        <ul className="pm-grid" aria-label={t('common.loading')} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="pm-card pm-card--skeleton" aria-hidden="true">
              <div className="pm-card__image" />
              <div className="pm-card__line" />
              <div className="pm-card__line pm-card__line--short" />
            </li>
          ))}
        </ul>
      ) : catalogue.isError ? (
        <ErrorView error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyView>{t('pointMall.no_rewards')}</EmptyView>
      ) : (
        <ul className="pm-grid" aria-label={t('pointMall.rewards_label')}>
          {shown.map((reward) => (
            <RowBoundary key={reward.id} row={reward} as="li">
              {() => (
                <li>
                  <RewardCard reward={reward} purse={purse} />
                </li>
              )}
            </RowBoundary>
          ))}
        </ul>
      )}
      {open && purse ? <RedeemDialog reward={open} purse={purse} /> : null}
    </div>
  );
}

function RewardCard({ reward, purse }: { reward: PointReward; purse: Purse | null }) {
  const { t, i18n } = useTranslation();
  const amount = useMoney();
  const { loggedIn, memberType } = useSnapshot(session);
  const soldOut = reward.stock <= 0;
  const titleId = `pm-reward-${reward.id}`;
  return (
    <article className={`pm-card${soldOut ? ' pm-card--sold-out' : ''}`} aria-labelledby={titleId}>
      <div className="pm-card__media">
        <RemoteImage src={reward.image} alt="" className="pm-card__image" width={400} height={400} fallback={<div className="pm-card__image" />} />
        <span className={`pm-badge pm-badge--${reward.rewardType.toLowerCase()}`}>{t(`pointMall.reward_type.${reward.rewardType}`)}</span>
        {soldOut ? <span className="pm-card__ribbon">{t('pointMall.sold_out')}</span> : null}
      </div>
      <div className="pm-card__body">
        <h3 id={titleId} className="pm-card__name">
          {reward.name}
        </h3>
        <p className="pm-card__price">
          <strong>{t('pointMall.pts', { points: formatPoints(reward.pointsRequired, i18n.language) })}</strong>
          {reward.amountRequired > 0 ? <span className="pm-card__money">{t('pointMall.plus_amount', { amount: amount(reward.amountRequired) })}</span> : null}
        </p>
        {reward.description ? <p className="pm-card__text">{reward.description}</p> : null}
        <p className="pm-card__stock">{t('pointMall.stock_left', { n: formatPoints(reward.stock, i18n.language) })}</p>
        <RedeemButton reward={reward} purse={purse} loggedIn={loggedIn} trial={memberType === GUEST_TYPE} />
      </div>
    </article>
  );
}

function RedeemButton({ reward, purse, loggedIn, trial }: { reward: PointReward; purse: Purse | null; loggedIn: boolean; trial: boolean }) {
  const { t, i18n } = useTranslation();
  const amount = useMoney();
  const label = t('pointMall.redeem_named', { name: reward.name });
  if (reward.stock <= 0) {
    return (
      <button type="button" className="button pm-card__action" disabled>
        {t('pointMall.sold_out')}
      </button>
    );
  }
  if (!loggedIn) {
    return (
      <button type="button" className="button pm-card__action" onClick={requestLogin}>
        {t('pointMall.login_to_redeem')}
      </button>
    );
  }
  if (trial) {
    return (
      <button
        type="button"
        className="button pm-card__action"
        aria-label={label}
        onClick={() => void showAlert({ messageKey: 'in_need_true_account', confirmKey: 'common.confirm' })}
      >
        {t('pointMall.redeem')}
      </button>
    );
  }
  if (!purse) {
    return (
      <button type="button" className="button pm-card__action" disabled aria-label={label}>
        {t('pointMall.redeem')}
      </button>
    );
  }
  const missing = shortfall(reward, purse);
  if (missing || maxQuantity(reward, purse) < 1) {
    const text =
      missing?.kind === 'money'
        ? t('pointMall.need_money', { amount: amount(missing.missing) })
        : t('pointMall.need_points', { points: formatPoints(missing?.missing ?? reward.pointsRequired, i18n.language) });
    return (
      <button type="button" className="button pm-card__action" disabled>
        {text}
      </button>
    );
  }
  return (
    <button type="button" className="button button--primary pm-card__action" aria-label={label} onClick={() => openRedeem(reward.id)}>
      {t('pointMall.redeem')}
    </button>
  );
}

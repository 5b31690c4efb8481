import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMoney } from '../../api/money';
import type { PointsConfig } from '../../generated/relay/model';
import { requestLogin } from '../../state/dialogs';
import { session } from '../../state/session';
import { AreaLayout } from '../../ui/AreaLayout';
import { ErrorView } from '../../ui/StatusView';
import { usePointsBalance, usePointsConfig } from './api';
import ConvertTab from './ConvertTab';
import { earnExceptions, formatPoints } from './format';
import { DetailsTab, HistoryTab } from './RecordTabs';
import RewardsTab from './RewardsTab';
import { pointMallState, TABS, type Tab } from './state';
import { usePointMallTexts } from './texts';
import './point-mall.css';

/**
 * The points mall (/pointMall): the member's points and wallets with how points are earned and
 * what one is worth, then four tabs — the rewards catalogue (with the redeem dialog), points to
 * money, the redeem history and the points details. Visitors see the catalogue and how points
 * are earned; the other tabs ask them to log in. With the points system off, only the catalogue.
 */
export default function PointMallPage() {
  // Its texts, the period picker's and the game types' names.
  usePointMallTexts();
  const { t } = useTranslation();
  const config = usePointsConfig();
  const enabled = config.data?.value.enabled !== false;
  return (
    <AreaLayout title={t('area.pointMall.title')} intro={t('area.pointMall.intro')}>
      {enabled ? <PointsSummary config={config.data?.value} configError={config.isError ? config.error : null} onRetry={() => void config.refetch()} /> : null}
      {enabled ? <PointMallTabs /> : <RewardsTab />}
    </AreaLayout>
  );
}

function PointsSummary({ config, configError, onRetry }: { config: PointsConfig | undefined; configError: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const amount = useMoney();
  const balance = usePointsBalance();
  const points = (n: number) => t('pointMall.pts', { points: formatPoints(n, i18n.language) });
  const value = balance.data?.value;
  return (
    <section className="pm-summary" aria-labelledby="pm-summary-title">
      <h2 id="pm-summary-title" className="visually-hidden">
        {t('pointMall.summary')}
      </h2>
      {loggedIn ? (
        <div className="pm-summary__figures">
          {balance.isError ? (
            <ErrorView error={balance.error} onRetry={() => void balance.refetch()} />
          ) : (
            <dl className="pm-figures" aria-busy={balance.isFetching || undefined}>
              <div>
                <dt>{t('pointMall.main_wallet')}</dt>
                <dd>{value ? amount(value.mainWallet) : '…'}</dd>
              </div>
              <div>
                <dt>{t('pointMall.balance')}</dt>
                <dd>{value ? amount(value.balance) : '…'}</dd>
              </div>
              <div>
                <dt>{t('pointMall.points')}</dt>
                <dd>{value ? points(value.points) : '…'}</dd>
              </div>
              <div className="pm-figures__main">
                <dt>{t('pointMall.points_balance')}</dt>
                <dd>{value ? points(value.pointsBalance) : '…'}</dd>
              </div>
            </dl>
          )}
          <button type="button" className="button button--small" onClick={() => void balance.refetch()} disabled={balance.isFetching}>
            {t('pointMall.refresh')}
          </button>
        </div>
      ) : (
        <div className="pm-summary__visitor">
          <p>{t('pointMall.visitor_text')}</p>
          <button type="button" className="button button--primary" onClick={requestLogin}>
            {t('pointMall.log_in')}
          </button>
        </div>
      )}
      <div className="pm-earning">
        <h3>{t('pointMall.earn_title')}</h3>
        {configError ? (
          <ErrorView error={configError} onRetry={onRetry} />
        ) : config ? (
          <EarningRules config={config} />
        ) : (
          <p className="muted">{t('common.loading')}</p>
        )}
      </div>
    </section>
  );
}

function EarningRules({ config }: { config: PointsConfig }) {
  const { t, i18n } = useTranslation();
  const amount = useMoney();
  const number = (n: number) => formatPoints(n, i18n.language);
  const exceptions = earnExceptions(config);
  return (
    <ul className="pm-earning__rules">
      <li>
        {t('pointMall.earn_rule', { ratio: number(config.pointsRatio), unit: amount(config.bettingUnit) })}
        {exceptions.map((e) => (
          <span key={e.pointsRatio}>
            {'; '}
            {t('pointMall.earn_exception', { games: e.gameTypes.map((g) => t(`records.game.${g}`)).join(', '), ratio: number(e.pointsRatio) })}
          </span>
        ))}
      </li>
      <li>{t('pointMall.earn_credit')}</li>
      {config.exchangeRate ? <li>{t('pointMall.rate', { amount: amount(config.exchangeRate) })}</li> : null}
      <li>{t('pointMall.never_expire')}</li>
    </ul>
  );
}

function PointMallTabs() {
  const { t } = useTranslation();
  const id = useId();
  const { tab } = useSnapshot(pointMallState);
  const { loggedIn } = useSnapshot(session);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (next: Tab) => {
    pointMallState.tab = next;
    if (pointMallState.notice && pointMallState.notice.tab !== next) pointMallState.notice = null;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const chosen = (next + TABS.length) % TABS.length;
    choose(TABS[chosen]!);
    buttons.current[chosen]?.focus();
  };
  return (
    <section className="pm-main" aria-label={t('area.pointMall.title')}>
      <div className="tabs pm-tabs" role="tablist" aria-label={t('pointMall.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
          >
            {t(`pointMall.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} className="pm-panel">
        {tab === 'rewards' ? (
          <RewardsTab />
        ) : !loggedIn ? (
          <LoginPrompt />
        ) : tab === 'convert' ? (
          <ConvertTab />
        ) : tab === 'history' ? (
          <HistoryTab />
        ) : (
          <DetailsTab />
        )}
      </div>
    </section>
  );
}

function LoginPrompt() {
  const { t } = useTranslation();
  return (
    <div className="status-view">
      <p>{t('pointMall.login_prompt')}</p>
      <button type="button" className="button button--primary" onClick={requestLogin}>
        {t('pointMall.log_in')}
      </button>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BALANCE_QUERY, useMoney } from '../../api/money';
import { useWhiteLabel } from '../../api/site';
import { useSignOut } from '../../features/auth/useSignOut';
import { useGetUnreadCount } from '../../generated/relay/endpoints/wallet/wallet';
import { useGetWalletBalance } from '../../generated/wps/endpoints/wallet/wallet';
import { openDialog, preloadDialog } from '../../state/dialogs';
import { memberCentreAvailable, requireAccess } from '../../state/roles';
import { GUEST_TYPE, session } from '../../state/session';
import { shellUi, toggleBalanceHidden } from '../../state/ui';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Icon } from '../../ui/icons';
import { intentProps } from '../../ui/lazy';
import { useMenuButton } from '../../ui/useMenuButton';
import { opening as dialogOpening } from './dialog-opening';
import './account-block.css';
import { useHeaderFit } from '../../ui/header-fit';

/** The reality check (responsible gaming), for a signed-in member only: a chunk of its own. */
const RealityCheck = lazy(() => import('../../features/responsible-gaming/RealityCheck'));

/** Member-centre items the header opens directly (spec section 2). */
type MemberItem = 'depositv2' | 'withdraw' | 'transactionHistory' | 'personalHistoryCopy' | 'securityCenter';

/**
 * The logged-in block: deposit and withdraw shortcuts (when the member centre is available), the
 * balance (hidden as asterisks on request, refreshed on click), the promotions icon and the user
 * menu.
 */
export default function AccountBlock() {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(session);
  const flags = useWhiteLabel();
  const centre = memberCentreAvailable(snap);
  const openMember = (item: MemberItem) => {
    if (requireAccess(session, 'realAccount')) openDialog('memberCentre', { item });
  };
  // The pointer on a shortcut starts what it opens: the centre's chunk, the panel's, their first replies.
  const memberIntent = (item: MemberItem) => intentProps(() => preloadDialog('memberCentre', { item }));
  // A shortcut pressed whose panel is on its way says so until the centre opens (./dialog-opening).
  const opening = useSnapshot(dialogOpening).memberCentre;
  const shortcut = (item: MemberItem, primary: boolean) => ({
    className: `button${primary ? ' button--primary' : ''} account-block__shortcut${opening === item ? ' account-block__shortcut--pending' : ''}`,
    'aria-busy': opening === item || undefined,
  });
  useHeaderFit(i18n.language);
  return (
    <div className="account-block site-header__content">
      {/* First, so that its width, known only when the balance arrives, moves nothing else. */}
      <Balance />
      {centre && flags.deposit ? (
        <button type="button" {...shortcut('depositv2', true)} onClick={() => openMember('depositv2')} {...memberIntent('depositv2')}>
          {t('account.deposit')}
        </button>
      ) : null}
      {centre && flags.withdraw ? (
        <button type="button" {...shortcut('withdraw', false)} onClick={() => openMember('withdraw')} {...memberIntent('withdraw')}>
          {t('account.withdraw')}
        </button>
      ) : null}
      <Link to="/promotions" className="icon-link" aria-label={t('nav.promotions')} title={t('nav.promotions')}>
        <Icon name="gift" />
      </Link>
      <UserMenu onMember={openMember} memberIntent={memberIntent} />
      {centre ? (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <RealityCheck />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}

export function maskBalance(text: string): string {
  return '*'.repeat(Math.max(4, Math.min(8, text.length)));
}

function Balance() {
  const { t } = useTranslation();
  const ui = useSnapshot(shellUi);
  const balance = useGetWalletBalance(BALANCE_QUERY);
  const money = useMoney();
  const value = balance.data?.value;
  const formatted = value ? money(value.sumBalance) : '';
  const shown = balance.isPending
    ? t('common.loading')
    : balance.isError
      ? t('account.balance_unavailable')
      : ui.balanceHidden
        ? maskBalance(formatted)
        : formatted;
  return (
    <div className="balance">
      <button
        type="button"
        className="balance__value"
        onClick={() => void balance.refetch()}
        aria-label={t('account.balance_refresh', { balance: ui.balanceHidden ? t('account.balance_hidden') : shown })}
        aria-busy={balance.isFetching || undefined}
      >
        <span className="balance__label" aria-hidden="true">
          {t('account.balance')}
        </span>{' '}
        <span className={balance.isFetching ? 'balance__amount balance__amount--busy' : 'balance__amount'} aria-hidden="true">
          {shown}
        </span>
      </button>
      <button
        type="button"
        className="balance__toggle"
        onClick={toggleBalanceHidden}
        aria-pressed={ui.balanceHidden}
        aria-label={t('account.balance_hide')}
        title={t('account.balance_hide')}
      >
        <Icon name={ui.balanceHidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
    </div>
  );
}

function UserMenu({ onMember, memberIntent }: { onMember: (item: MemberItem) => void; memberIntent: (item: MemberItem) => ReturnType<typeof intentProps> }) {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const signOut = useSignOut();
  const menu = useMenuButton();
  const act = (fn: () => void) => () => {
    menu.close();
    fn();
  };
  return (
    <div className="user-menu" ref={menu.rootRef}>
      <button className="user-menu__button" {...menu.buttonProps}>
        <span className="user-menu__avatar" aria-hidden="true">
          {(snap.account ?? '?').slice(0, 1).toUpperCase()}
        </span>
        <span className="user-menu__name">{snap.account}</span>
        <UnreadBadge />
        <span aria-hidden="true">▾</span>
      </button>
      {menu.open ? (
        <ul {...menu.menuProps} aria-label={t('account.menu')} className="user-menu__list">
          <MenuItem onClick={act(() => onMember('securityCenter'))} intent={memberIntent('securityCenter')}>
            {t('account.member_centre')}
          </MenuItem>
          <MenuItem onClick={act(() => onMember('transactionHistory'))} intent={memberIntent('transactionHistory')}>
            {t('account.account_record')}
          </MenuItem>
          <MenuItem onClick={act(() => onMember('personalHistoryCopy'))} intent={memberIntent('personalHistoryCopy')}>
            {t('account.betting_record')}
          </MenuItem>
          {snap.isAgent ? (
            <MenuItem
              onClick={act(() => requireAccess(session, 'agent') && openDialog('agentCentre'))}
              intent={intentProps(() => preloadDialog('agentCentre'))}
            >
              {t('account.agent_centre')}
            </MenuItem>
          ) : null}
          <MenuItem onClick={act(() => void signOut())}>{t('auth.logout')}</MenuItem>
        </ul>
      ) : null}
    </div>
  );
}

/** The inbox's unread count beside the member's name, falling as messages are read. */
function UnreadBadge() {
  const { t } = useTranslation();
  const { memberType } = useSnapshot(session);
  const unread = useGetUnreadCount({ query: { enabled: memberType !== GUEST_TYPE } }).data?.value.count ?? 0;
  return unread > 0 ? (
    <span className="user-menu__badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{t('account.unread_badge', { count: unread })}</span>
    </span>
  ) : null;
}

function MenuItem({ onClick, intent, children }: { onClick: () => void; intent?: ReturnType<typeof intentProps>; children: string }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} onClick={onClick} {...intent}>
        {children}
      </button>
    </li>
  );
}

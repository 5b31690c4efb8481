import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasWithdrawalPassword } from '../../generated/wps/endpoints/member/member';
import { openDialog } from '../../state/dialogs';
import { LoadingView } from '../../ui/StatusView';
import { usePointMallTexts } from './texts';

/**
 * Redeeming and converting ask for the withdrawal password: a member without one is sent to
 * set it in the member centre (where withdrawals ask for it first) instead of seeing the form.
 * While that is not known, or the check fails, the form shows (the platform refuses anyway).
 */
export function PasswordGate({ children, onNavigate }: { children: ReactNode; onNavigate?: () => void }) {
  usePointMallTexts();
  const { t } = useTranslation();
  const has = useHasWithdrawalPassword({ query: { staleTime: 0 } });
  if (has.isPending) return <LoadingView />;
  if (has.data?.value.hasPassword === false) {
    return (
      <div className="pm-no-password">
        <p className="notice-line">{t('pointMall.no_password')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onNavigate?.();
            openDialog('memberCentre', { item: 'withdraw' });
          }}
        >
          {t('pointMall.set_password')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}

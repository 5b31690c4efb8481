import { useTranslation } from 'react-i18next';
import { NoticeView } from '../../ui/StatusView';

/**
 * The withdrawal confirmation dialog (spec section 4: received in full, partly, or not at all).
 * The contract has no call for it yet, so the dialog says so instead of pretending to send.
 */
export default function WithdrawalConfirmation() {
  const { t } = useTranslation();
  return <NoticeView id="withdrawal-confirm" title={t('withdrawal.confirm_title')} text={t('memberCentre.not_offered')} />;
}

import { useTranslation } from 'react-i18next';
import { NoticeView } from '../../ui/StatusView';

/** /login: where visitors without a session land while the loginedToHomePage guard is on. */
export function LoginRequiredView() {
  const { t } = useTranslation();
  return <NoticeView id="login-required-title" title={t('login_required.title')} text={t('login_required.text')} />;
}

import { useTranslation } from 'react-i18next';
import { NoticeView } from '../../ui/StatusView';

export default function MaintenanceView() {
  const { t } = useTranslation();
  return <NoticeView id="maintenance-title" title={t('status.maintenance_title')} text={t('status.maintenance_text')} />;
}

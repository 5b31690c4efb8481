import { useTranslation } from 'react-i18next';
import { NoticeView } from '../../ui/StatusView';

export default function RegionRestrictedView() {
  const { t } = useTranslation();
  return <NoticeView id="region-title" title={t('status.region_title')} text={t('status.region_text')} />;
}

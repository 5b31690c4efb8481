import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

export default function DownloadPage() {
  const { t } = useTranslation();
  return <AreaLayout title={t('area.download.title')} intro={t('area.download.intro')} />;
}

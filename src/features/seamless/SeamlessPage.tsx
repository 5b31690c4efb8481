import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

export default function SeamlessPage() {
  const { t } = useTranslation();
  return <AreaLayout title={t('area.seamless.title')} intro={t('area.seamless.intro')} />;
}

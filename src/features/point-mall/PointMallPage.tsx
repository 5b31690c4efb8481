import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

export default function PointMallPage() {
  const { t } = useTranslation();
  return <AreaLayout title={t('area.pointMall.title')} intro={t('area.pointMall.intro')} />;
}

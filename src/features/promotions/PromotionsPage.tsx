import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

export default function PromotionsPage() {
  const { t } = useTranslation();
  return <AreaLayout title={t('area.promotions.title')} intro={t('area.promotions.intro')} />;
}

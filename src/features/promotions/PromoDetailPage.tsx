import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

export default function PromoDetailPage() {
  const { t } = useTranslation();
  return <AreaLayout title={t('area.promoDetail.title')} intro={t('area.promoDetail.intro')} />;
}

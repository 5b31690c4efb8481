import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

export default function SportsPage() {
  const { t } = useTranslation();
  return <AreaLayout title={t('area.sports.title')} intro={t('area.sports.intro')} />;
}

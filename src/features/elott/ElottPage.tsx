import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

export default function ElottPage() {
  const { t } = useTranslation();
  return <AreaLayout title={t('area.elott.title')} intro={t('area.elott.intro')} />;
}

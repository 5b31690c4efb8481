import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

export default function JoinPage() {
  const { t } = useTranslation();
  return <AreaLayout title={t('area.join.title')} intro={t('area.join.intro')} />;
}

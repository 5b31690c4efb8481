import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

/** Help (/help, with the shell) and help content only (/helpmc, for the apps). */
export default function HelpPage() {
  const { t } = useTranslation();
  return <AreaLayout title={t('area.help.title')} intro={t('area.help.intro')} />;
}

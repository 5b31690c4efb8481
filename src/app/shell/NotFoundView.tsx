import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NoticeView } from '../../ui/StatusView';

export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <NoticeView id="not-found-title" title={t('notFound.title')} text={t('notFound.text')}>
      <Link to="/index" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </NoticeView>
  );
}

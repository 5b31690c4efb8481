import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <section className="status-view" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="status-view__title">
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.text')}</p>
      <Link to="/index" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

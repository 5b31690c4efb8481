import { useTranslation } from 'react-i18next';

const YEAR = new Date().getFullYear();

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{t('footer.copyright', { year: YEAR })}</p>
      </div>
    </footer>
  );
}

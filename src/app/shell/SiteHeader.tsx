import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { changeLanguage, LANGUAGES } from '../../i18n';
import { language } from '../../state/language';
import './shell.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useSnapshot(language);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/index" className="site-header__brand">
          {t('app.name')}
        </Link>
        <nav aria-label={t('nav.main')} className="site-header__nav">
          <Link to="/index" activeProps={{ 'aria-current': 'page' }}>
            {t('nav.home')}
          </Link>
        </nav>
        <label className="site-header__language">
          <span className="visually-hidden">{t('language.label')}</span>
          <select value={lang.code} onChange={(e) => void changeLanguage(e.target.value)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.html}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}

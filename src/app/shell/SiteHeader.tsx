import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { changeLanguage } from '../../i18n';
import { languageInfo } from '../../i18n/languages';
import { HEADER_LANGUAGES, language } from '../../state/language';
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
            {(HEADER_LANGUAGES.includes(lang.code as never) ? HEADER_LANGUAGES : [lang.code, ...HEADER_LANGUAGES]).map((code) => {
              const info = languageInfo(code)!;
              return (
                <option key={code} value={code} lang={info.html}>
                  {info.name}
                </option>
              );
            })}
          </select>
        </label>
      </div>
    </header>
  );
}

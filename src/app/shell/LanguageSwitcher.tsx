import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { languageInfo } from '../../i18n/languages';
import { HEADER_LANGUAGES, language } from '../../state/language';
import { useMenuButton } from '../../ui/useMenuButton';
import { flagUrl } from './flags';

/**
 * The header's language switcher (spec section 1): CN, EN, JA, TH, VI (and the current language
 * when it is another one), with flag images, as a menu button.
 */
export function LanguageSwitcher({ onChange }: { onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const lang = useSnapshot(language);
  const menu = useMenuButton();
  const codes: string[] = (HEADER_LANGUAGES as readonly string[]).includes(lang.code) ? [...HEADER_LANGUAGES] : [lang.code, ...HEADER_LANGUAGES];
  const current = languageInfo(lang.code);

  const choose = (code: string) => {
    menu.close();
    if (code !== lang.code) onChange(code);
  };

  return (
    <div className="lang-switcher" ref={menu.rootRef}>
      {/* Its name starts with what it shows (the code), as WCAG 2.5.3 asks, and says what it is. */}
      <button className="lang-switcher__button" aria-label={`${lang.code}, ${t('language.label')}: ${current?.name ?? lang.code}`} {...menu.buttonProps}>
        <Flag code={lang.code} />
        <span>{lang.code}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {menu.open ? (
        <ul {...menu.menuProps} aria-label={t('language.label')} className="lang-switcher__menu">
          {codes.map((code) => {
            const info = languageInfo(code);
            return (
              <li key={code} role="none">
                <button type="button" role="menuitemradio" aria-checked={code === lang.code} lang={info?.html} tabIndex={-1} onClick={() => choose(code)}>
                  <Flag code={code} />
                  <span>{info?.name ?? code}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function Flag({ code }: { code: string }) {
  const src = flagUrl(code);
  return src ? <img className="flag" src={src} alt="" width={20} height={15} /> : <span className="flag flag--none" aria-hidden="true" />;
}

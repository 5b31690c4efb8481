import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGameVendors, useHelpCenter } from '../../api/content';
import { useImageHost, useSiteSettings, useWhiteLabel } from '../../api/site';
import { openDialog } from '../../state/dialogs';
import { requireAccess } from '../../state/roles';
import { session } from '../../state/session';
import { RemoteImage } from '../../ui/RemoteImage';

const YEAR = new Date().getFullYear();

/** The footer (spec section 2): the banner of our game providers, the help menu and the copyright line. */
export default function SiteFooter() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <FooterBanner />
        <HelpMenu />
        <p className="site-footer__copyright">{settings?.copyright || t('footer.copyright', { year: YEAR })}</p>
        <p className="site-footer__responsible">{t('footer.responsible')}</p>
      </div>
    </footer>
  );
}

function FooterBanner() {
  const { t } = useTranslation();
  const imageHost = useImageHost();
  const vendors = useGameVendors();
  const seen = new Set<string>();
  const cards = (vendors.data?.value.data.lanes ?? []).flatMap((l) => l.cards).filter((c) => !seen.has(c.vassalage) && seen.add(c.vassalage));
  if (cards.length === 0) return null;
  return (
    <section className="footer-banner" aria-label={t('footer.partners')}>
      <ul>
        {cards.slice(0, 16).map((card) => (
          <li key={card.vassalage}>
            <RemoteImage
              src={card.icon}
              imageHost={imageHost}
              alt={card.displayName}
              width={96}
              height={48}
              fallback={<span className="footer-banner__name">{card.displayName}</span>}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HelpMenu() {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const flags = useWhiteLabel();
  const categories = [...(help.data?.value ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  return (
    <nav className="help-menu" aria-label={t('footer.help')}>
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <Link to="/help" search={{ category: c.id }}>
              {c.title}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/join">{t('footer.join')}</Link>
        </li>
        <li>
          <Link to="/down">{t('nav.download')}</Link>
        </li>
        {flags.feedback ? (
          <li>
            {/* The member centre's feedback; the login popup for visitors. */}
            <button
              type="button"
              className="link-button"
              onClick={() => requireAccess(session, 'realAccount') && openDialog('memberCentre', { item: 'feedback' })}
            >
              {t('footer.feedback')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

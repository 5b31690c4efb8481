import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { LanguageCode } from '../../generated/wps/model';
import { changeLanguage } from '../../i18n';
import { session } from '../../state/session';
import { shellUi, toggleHeaderNav } from '../../state/ui';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNav } from './MainNav';
import './shell.css';

// The login form (with its slider and captcha) and the logged-in block are each needed only in
// one state, so each is its own chunk.
const HeaderLogin = lazy(() => import('../../features/auth/HeaderLogin'));
const AccountBlock = lazy(() => import('./AccountBlock'));

/**
 * The header (spec section 2): language switcher; on /lottery the toggle of the header
 * navigation; the login block or the logged-in block; the main navigation.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const ui = useSnapshot(shellUi);
  const onLottery = useLocation({ select: (l) => l.pathname === '/lottery' });
  const navHidden = onLottery && ui.headerNavHidden;

  const onLanguage = async (code: string) => {
    await changeLanguage(code);
    // Saved on the account too when signed in; a failure leaves the local choice in place. The
    // member calls are not part of the first page: they load with the first change.
    if (session.loggedIn) {
      void import('../../generated/wps/endpoints/member/member')
        .then((member) => member.updateLanguage({ language: code as LanguageCode }))
        .catch(() => undefined);
    }
  };

  return (
    <header className="site-header">
      {/* Fitted to its languages by the login or logged-in block (src/ui/header-fit.ts). */}
      <div className="container site-header__bar">
        <Link to="/index" className="site-header__brand">
          {t('app.name')}
        </Link>
        {/*
          The language switcher and the toggle sit next to the brand, the login or logged-in block
          at the end: that block arrives in a chunk of its own and grows towards the start, so
          nothing a member may be about to click moves when it lands.
        */}
        <div className="site-header__start">
          <LanguageSwitcher onChange={(code) => void onLanguage(code)} />
          {onLottery ? (
            <button type="button" className="button site-header__nav-toggle" aria-expanded={!navHidden} aria-controls="main-nav" onClick={toggleHeaderNav}>
              {navHidden ? t('nav.show_nav') : t('nav.hide_nav')}
            </button>
          ) : null}
        </div>
        <div className="site-header__tools">
          <Suspense fallback={<span className="site-header__pending" />}>{snap.loggedIn ? <AccountBlock /> : <HeaderLogin />}</Suspense>
        </div>
      </div>
      <div id="main-nav" hidden={navHidden}>
        <MainNav />
      </div>
    </header>
  );
}

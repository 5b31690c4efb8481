import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTALL_CHANGE, install, installChanged } from '../../pwa/install';
import { type LiteInstall, liteInstallState } from './resources';

const STANDALONE = '(display-mode: standalone)';

/** iOS's own flag for a page started from the home screen. */
const isStandalone = () => window.matchMedia?.(STANDALONE).matches === true || (navigator as { standalone?: boolean }).standalone === true;

function subscribe(changed: () => void): () => void {
  const standalone = window.matchMedia?.(STANDALONE);
  addEventListener(INSTALL_CHANGE, changed);
  standalone?.addEventListener('change', changed);
  return () => {
    removeEventListener(INSTALL_CHANGE, changed);
    standalone?.removeEventListener('change', changed);
  };
}

/** Chromium tells a site whether it is installed here (the manifest's `related_applications`). */
type RelatedApps = () => Promise<unknown[]>;

/** The lite app's state for this visitor; follows the browser's offer, an installation and the display mode. */
export function useLiteInstall(): LiteInstall {
  const [related, setRelated] = useState(false);
  useEffect(() => {
    const installedApps = (navigator as { getInstalledRelatedApps?: RelatedApps }).getInstalledRelatedApps;
    let live = true;
    installedApps
      ?.call(navigator)
      .then((apps) => live && setRelated(apps.length > 0))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return useSyncExternalStore(subscribe, () =>
    liteInstallState({
      standalone: isStandalone(),
      installed: install.installed || related,
      prompt: install.prompt !== null,
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
    }),
  );
}

/** The browser's install dialog; the card then says it is installed (the browser's `appinstalled` says so too). */
async function promptInstall(): Promise<void> {
  const offer = install.prompt;
  if (!offer) return;
  const shown = offer.prompt();
  // An offer is good for one prompt: the button goes until the browser makes another.
  install.prompt = null;
  installChanged();
  await shown;
  if ((await offer.userChoice).outcome === 'accepted') {
    install.installed = true;
    installChanged();
  }
}

/** The Share icon of Safari's toolbar, as the steps name it. */
function ShareIcon() {
  return (
    <svg
      className="lite-install__share"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />
    </svg>
  );
}

/** What the iOS Lite card says about installing the site here: its state, the steps, or the browser's Install. */
export function LiteInstallNote({ state }: { state: LiteInstall }) {
  const { t } = useTranslation();
  const id = useId();
  if (state === 'standalone' || state === 'installed')
    return (
      <p className="lite-install__done" role="status">
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
        {t(state === 'standalone' ? 'pwa.install.standalone' : 'pwa.install.installed')}
      </p>
    );
  if (state === 'ios-safari')
    return (
      <section className="lite-install__steps" aria-labelledby={`${id}-steps`}>
        <h4 id={`${id}-steps`}>{t('pwa.install.ios_steps')}</h4>
        <ol>
          <li>
            {t('pwa.install.ios_share')} <ShareIcon />
          </li>
          <li>{t('pwa.install.ios_add')}</li>
          <li>{t('pwa.install.ios_confirm')}</li>
        </ol>
      </section>
    );
  if (state === 'ios-other') return <p className="lite-install__hint">{t('pwa.install.open_safari')}</p>;
  return null;
}

/** The browser's Install, where it offers one. */
export function LiteInstallButton({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button button--primary" aria-label={t('pwa.install.install_name', { name })} onClick={() => void promptInstall()}>
      {t('pwa.install.install')}
    </button>
  );
}

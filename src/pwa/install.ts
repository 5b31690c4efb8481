/**
 * The browser's offer to install the site (Chromium's `beforeinstallprompt`), kept from the page's
 * start (the entry listens, src/main.tsx: the offer may come before any screen is there) for the
 * download page's Install button, and whether the app was installed from this page.
 */

/** Chromium's event (not in the DOM's types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const install: { prompt: InstallPromptEvent | null; installed: boolean } = { prompt: null, installed: false };

/** Fired on window when `install` changes. */
export const INSTALL_CHANGE = 'pwa-install';

export const installChanged = () => dispatchEvent(new Event(INSTALL_CHANGE));

export function listenForInstall(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // The site offers it on the download page instead of the browser's own bar.
    event.preventDefault();
    install.prompt = event as InstallPromptEvent;
    installChanged();
  });
  addEventListener('appinstalled', () => {
    install.prompt = null;
    install.installed = true;
    installChanged();
  });
}

import { existsSync } from 'node:fs';

/** Where Debian's Chromium (or another the machine has) is; CHROMIUM_PATH first. */
export const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);

export function findChromium() {
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

/**
 * How the browser tests launch Chromium (playwright.config.ts, playwright.foreign.config.ts): as
 * root in a container, no GPU, and nothing of its own on the network while a test measures.
 */
export const chromiumLaunchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

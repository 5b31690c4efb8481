import { existsSync } from 'node:fs';

/** Where Debian's Chromium (or another the machine has) is; CHROMIUM_PATH first. */
export const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);

export function findChromium() {
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

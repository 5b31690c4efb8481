// Browser tests: Playwright drives Debian's Chromium (Playwright cannot download browsers here)
// against the production build served by the mock server. Finds Chromium, or installs it from
// the OS packages when running as root, and says what it does.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root, run, step } from './lib/proc.mjs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);

function findChromium() {
  return CANDIDATES.find((path) => existsSync(path));
}

function hasFont(lang) {
  try {
    return execFileSync('fc-list', [`:lang=${lang}`], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

let chromium = findChromium();
// Chinese, Burmese and Thai need fonts of their own, or screenshots show boxes.
const fonts = [!hasFont('zh') && 'fonts-wqy-zenhei', !hasFont('my') && 'fonts-sil-padauk', !hasFont('th') && 'fonts-thai-tlwg'].filter(Boolean);
if (!chromium || fonts.length) {
  const packages = [!chromium && 'chromium', ...fonts].filter(Boolean);
  if (process.getuid?.() === 0) {
    console.log(`[e2e] installing ${packages.join(' and ')} from the OS packages (apt-get)…`);
    await step('apt-get update', 'apt-get', ['update', '-qq']);
    await step(`apt-get install ${packages.join(' ')}`, 'apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
    chromium = findChromium();
  } else if (!chromium) {
    console.error('[e2e] Chromium is missing: install it with `sudo apt-get install chromium fonts-wqy-zenhei`, or set CHROMIUM_PATH.');
    process.exit(1);
  } else {
    console.warn(`[e2e] missing fonts: Chinese or Burmese text will show as boxes in screenshots (apt-get install ${fonts.join(' ')}).`);
  }
}
console.log(`[e2e] using Chromium at ${chromium}`);

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
if (!noBuild || !existsSync(join(root, 'dist', 'index.html'))) await step('build', 'node', ['scripts/build.mjs']);

const port = await new Promise((resolvePort) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolvePort(free));
  });
});

process.exit(
  await run('playwright', ['test', ...args.filter((a) => a !== '--no-build')], {
    env: { CHROMIUM_PATH: chromium, E2E_PORT: String(port) },
  }),
);

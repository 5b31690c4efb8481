// Browser tests: Playwright drives Debian's Chromium (Playwright cannot download browsers here)
// against the production build served by the mock server. Finds Chromium, or installs it from
// the OS packages when running as root, and says what it does.
//
//   node scripts/e2e.mjs [--no-build] [playwright args]     the suite once (npm run test:e2e)
//   node scripts/e2e.mjs --stress [--runs N] [--no-build]   the suite N times (default 3) while
//                                                            every core is kept busy, reporting
//                                                            failed and flaky tests (npm run
//                                                            test:e2e:stress)
//
// A test that fails and then passes on its retry is flaky, and fails the run either way
// (`failOnFlakyTests` in playwright.config.ts): a retry may not hide a race.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { startCpuLoad } from './lib/cpu-load.mjs';
import { root, run, step } from './lib/proc.mjs';

function hasFont(lang) {
  try {
    return execFileSync('fc-list', [`:lang=${lang}`], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

/** Our own options, and what is left for Playwright. */
function parseArgs(argv) {
  const options = { build: true, stress: false, runs: 3, playwright: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--stress') options.stress = true;
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else options.playwright.push(arg);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    console.error('[e2e] --runs takes a whole number of at least 1');
    process.exit(2);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));

let chromium = findChromium();
// Chinese, Burmese and Thai need fonts of their own, or screenshots show boxes.
const fonts = [!hasFont('zh') && 'fonts-wqy-zenhei', !hasFont('my') && 'fonts-sil-padauk', !hasFont('th') && 'fonts-thai-tlwg'].filter(Boolean);
// The delivery test serves the build through the production nginx configuration (deploy/nginx.conf).
const NGINX = '/usr/sbin/nginx';
const nginx = existsSync(NGINX) ? [] : ['nginx'];
if (!chromium || fonts.length || nginx.length) {
  const packages = [!chromium && 'chromium', ...fonts, ...nginx].filter(Boolean);
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
    console.warn(
      `[e2e] missing packages: ${packages.join(' ')} (fonts: boxes in screenshots; nginx: the delivery test cannot run). Install them with apt-get.`,
    );
  }
}
console.log(`[e2e] using Chromium at ${chromium}`);

if (options.build || !existsSync(join(root, 'dist', 'index.html'))) await step('build', 'node', ['scripts/build.mjs']);

function freePort() {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** One run of the suite; its outcome as Playwright's JSON report counts it. */
async function runSuite(extraEnv = {}) {
  const report = join(root, 'test-results', 'e2e-report.json');
  rmSync(report, { force: true });
  const code = await run('playwright', ['test', ...options.playwright], {
    env: { CHROMIUM_PATH: chromium, E2E_PORT: String(await freePort()), E2E_JSON_REPORT: report, ...extraEnv },
  });
  return { code, ...summarise(report) };
}

/** Failed and flaky tests of a Playwright JSON report, by title. */
function summarise(reportPath) {
  if (!existsSync(reportPath)) return { failed: [], flaky: [], passed: 0 };
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const failed = [];
  const flaky = [];
  let passed = 0;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      const title = `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`;
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') flaky.push(title);
        else if (test.status === 'unexpected') failed.push(title);
        else if (test.status === 'expected') passed += 1;
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return { failed, flaky, passed };
}

if (!options.stress) {
  const { code, flaky } = await runSuite();
  if (flaky.length) console.error(`[e2e] flaky (failed, then passed on the retry), which fails the run:\n  ${flaky.join('\n  ')}`);
  process.exit(code);
}

// Stress: every core spinning while the suite runs, with one retry so that a test which fails
// only sometimes shows as flaky instead of just failed.
console.log(`[e2e] stress: ${options.runs} run(s) of the suite with every core kept busy`);
let bad = 0;
for (let i = 1; i <= options.runs; i += 1) {
  const stopLoad = startCpuLoad();
  const started = Date.now();
  const result = await runSuite({ E2E_STRESS: '1' });
  await stopLoad();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const ok = result.code === 0 && result.failed.length === 0 && result.flaky.length === 0;
  if (!ok) bad += 1;
  console.log(
    `\n[e2e] stress run ${i}/${options.runs}: ${ok ? 'clean' : 'NOT clean'} in ${seconds}s: ${result.passed} passed, ${result.failed.length} failed, ${result.flaky.length} flaky`,
  );
  for (const title of result.failed) console.log(`  failed: ${title}`);
  for (const title of result.flaky) console.log(`  flaky:  ${title}`);
  if (result.code !== 0 && result.failed.length === 0 && result.flaky.length === 0) console.log(`  playwright exited ${result.code}`);
}
console.log(`\n[e2e] stress: ${options.runs - bad} of ${options.runs} run(s) clean`);
process.exit(bad === 0 ? 0 : 1);

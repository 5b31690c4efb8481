// `npm run test:foreign`: the site against a server that is not ours (issue 28). Stoplight Prism,
// in its dynamic mode, answers every call with random data its schema allows, one instance per
// surface over our own bundled contract; a small router (scripts/lib/foreign-router.mjs) puts
// them and the production build on one origin; Playwright (playwright.foreign.config.ts,
// tests/foreign/) browses every route and every member-centre and agent-centre panel, as a member
// and as an agent, twice.
//
//   node scripts/foreign.mjs [--no-build] [--as-declared] [--seed S] [playwright args]
//   node scripts/foreign.mjs --serve [--port N]      only the servers, to browse by hand
//
// --no-build      use dist/ as it is (built when missing)
// --as-declared   serve Prism the contract exactly as declared: an x-encrypted operation whose
//                 request schema is the plain body is refused by Prism (the site sends the
//                 encrypted wire form); by default such bodies are served as their wire form
// --seed S        Prism's seed, for replies that repeat from one run to the next (random by
//                 default, and printed)
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium } from './lib/chromium.mjs';
import { FOREIGN_DIR, prepareDocuments, startPrism } from './lib/foreign-prism.mjs';
import { PINS, startRouter } from './lib/foreign-router.mjs';
import { childEnv, root, step } from './lib/proc.mjs';

function parseArgs(argv) {
  const options = { build: true, serve: false, asDeclared: false, seed: undefined, port: 0, playwright: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--serve') options.serve = true;
    else if (arg === '--as-declared') options.asDeclared = true;
    else if (arg === '--seed') options.seed = argv[++i];
    else if (arg === '--port') options.port = Number(argv[++i]);
    else options.playwright.push(arg);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
// Random data each run, unless a seed is given: every run tries other replies, and a failure
// names the seed that made it (Prism's replies then repeat, as far as calls come in the same order).
options.seed ??= String(Math.floor(Math.random() * 1e9));
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;
const out = join(root, 'test-results', 'foreign');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const chromium = findChromium();
if (!options.serve && !chromium) {
  console.error('[foreign] Chromium is missing: run `npm run test:e2e` once as root (it installs it), or set CHROMIUM_PATH.');
  process.exit(1);
}
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

// The contract, bundled; encrypted bodies as they travel unless asked to serve it as declared.
const documents = await prepareDocuments({ asDeclared: options.asDeclared });
for (const [surface, doc] of Object.entries(documents)) {
  if (!doc.encrypted.length) continue;
  const declared = doc.encrypted.length - doc.rewritten.length;
  if (doc.rewritten.length && !options.asDeclared)
    console.warn(
      `[foreign] ${surface}: ${doc.rewritten.length} of ${doc.encrypted.length} x-encrypted operations describe only the plain body; Prism gets their wire form ({ value }) instead (issue 28; --as-declared serves them as declared, and Prism refuses them)`,
    );
  else
    console.log(
      `[foreign] ${surface}: ${declared} of ${doc.encrypted.length} x-encrypted operations declare their wire form${options.asDeclared ? ' (served as declared)' : ''}`,
    );
}

/**
 * Prism instances per surface. Prism answers one call at a time and takes up to a minute over the
 * largest replies the contract allows; the router sends each call to the least busy instance.
 */
const INSTANCES = { wps: 2, relay: 2, lgw: 1 };
const ports = {};
for (const [surface, count] of Object.entries(INSTANCES)) {
  ports[surface] = [];
  for (let i = 0; i < count; i += 1) ports[surface].push(await freePort());
}
/** The running Prism instances; one that dies is started again, and its death recorded. */
const prisms = {};
const crashes = [];
let stopping = false;
let router;
async function launch(surface, port) {
  prisms[port] = await startPrism({
    file: documents[surface].file,
    port,
    logFile: join(out, `prism-${surface}-${port}.log`),
    seed: options.seed,
    onExit: (code, tail) => {
      if (stopping) return;
      const reason = /heap out of memory/.test(tail) ? 'out of memory' : `exit ${code}`;
      const crash = { surface, reason, inFlight: router?.inFlight(port) ?? [], at: seconds() };
      crashes.push(crash);
      console.error(
        `[foreign] Prism ${surface} :${port} died (${reason}) at ${crash.at}, answering ${crash.inFlight.join(', ') || 'nothing'}; starting it again`,
      );
      launch(surface, port).catch((error) => console.error(`[foreign] Prism ${surface} :${port} did not start again: ${error.message}`));
    },
  });
}
const stopAll = async () => {
  stopping = true;
  await router?.close();
  await Promise.all(Object.values(prisms).map((p) => p.stop()));
};
/** Playwright, while it runs: stopped with the servers when this script is. */
let playwright;
const stop = async () => {
  playwright?.kill('SIGTERM');
  await stopAll();
  process.exit(130);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await Promise.all(Object.entries(ports).flatMap(([surface, list]) => list.map((port) => launch(surface, port))));
} catch (error) {
  console.error(`[foreign] ${error.message}`);
  await stopAll();
  process.exit(1);
}

const exchangesFile = join(out, 'exchanges.jsonl');
writeFileSync(exchangesFile, '');
const exchanges = [];
router = await startRouter({
  port: options.serve ? options.port : 0,
  dist: join(root, 'dist'),
  upstreams: ports,
  onExchange: (record) => {
    exchanges.push(record);
    appendFileSync(exchangesFile, `${JSON.stringify(record)}\n`);
  },
});
const listing = Object.entries(ports)
  .map(([surface, list]) => `${surface} :${list.join(', :')}`)
  .join('; ');
console.log(`[foreign] Prism (${listing}) behind ${router.url}, serving dist/ (${seconds()}); seed ${options.seed}`);
console.log('[foreign] the router sets these fields of these replies (everything else is Prism’s):');
for (const pin of PINS) console.log(`  ${pin.route}: ${pin.what}`);

if (options.serve) {
  console.log(
    `[foreign] open ${router.url}/index (sign in with any username and password; the cookie foreign_role=agent makes the account an agent). Ctrl-C stops.`,
  );
} else {
  const report = join(out, 'report.json');
  playwright = spawn('playwright', ['test', '-c', 'playwright.foreign.config.ts', ...options.playwright], {
    cwd: root,
    stdio: 'inherit',
    env: childEnv({ CHROMIUM_PATH: chromium, FOREIGN_URL: router.url, FOREIGN_JSON_REPORT: report }),
  });
  const code = await new Promise((resolveCode) => {
    playwright.on('error', (error) => {
      console.error(`[foreign] playwright: ${error.message}`);
      resolveCode(1);
    });
    playwright.on('exit', (exitCode, signal) => resolveCode(exitCode ?? (signal ? 1 : 0)));
  });
  playwright = undefined;
  await stopAll();
  summarise(report);
  summariseExchanges();
  if (crashes.length) {
    console.log(`\n[foreign] Prism died ${crashes.length} time(s) (started again each time):`);
    for (const c of crashes) console.log(`  ${c.surface} at ${c.at}: ${c.reason}, answering ${c.inFlight.join(', ') || 'nothing'}`);
  }
  console.log(`\n[foreign] done in ${seconds()}; exchanges in ${exchangesFile}, Prism's logs in ${out}, the contract served in ${FOREIGN_DIR}`);
  if (code !== 0) console.log(`[foreign] the same replies again: npm run test:foreign -- --seed ${options.seed}`);
  process.exit(code);
}

/** Screens passed and failed, by group, and each failure's first line. */
function summarise(reportPath) {
  if (!existsSync(reportPath)) return;
  const data = JSON.parse(readFileSync(reportPath, 'utf8'));
  const groups = new Map();
  const failures = [];
  const notes = new Map();
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        // The report lists a runtime annotation both on the test and on its result.
        const seen = new Set();
        for (const note of [...(test.annotations ?? []), ...(test.results?.at(-1)?.annotations ?? [])]) {
          if (seen.has(`${note.type}\n${note.description}`)) continue;
          seen.add(`${note.type}\n${note.description}`);
          const list = notes.get(note.type) ?? [];
          list.push(`${test.projectName} › ${spec.title}: ${note.description ?? ''}`);
          notes.set(note.type, list);
        }
        const group = `${test.projectName} › ${path.join(' › ') || spec.file}`;
        const counts = groups.get(group) ?? { passed: 0, failed: 0, skipped: 0 };
        if (test.status === 'expected') counts.passed += 1;
        else if (test.status === 'skipped') counts.skipped += 1;
        else {
          counts.failed += 1;
          const result = test.results?.at(-1);
          const message = stripVTControlCharacters(result?.errors?.[0]?.message ?? result?.error?.message ?? test.status);
          failures.push(`${test.projectName} › ${spec.title}: ${message.split('\n').filter(Boolean).slice(0, 3).join(' | ')}`);
        }
        groups.set(group, counts);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
  };
  for (const suite of data.suites ?? []) walk(suite, []);
  console.log('\n[foreign] screens:');
  for (const [group, c] of groups) console.log(`  ${group}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} did not run` : ''}`);
  if (failures.length) console.log(`\n[foreign] failed screens:\n  ${failures.join('\n  ')}`);
  // What passing screens met: an error view for a failed call is allowed, and worth knowing.
  for (const [type, list] of notes)
    console.log(`\n[foreign] ${type} (${list.length} screens):\n  ${list.slice(0, 20).join('\n  ')}${list.length > 20 ? '\n  …' : ''}`);
}

/** What Prism refused, and its slowest and largest replies. */
function summariseExchanges() {
  const refused = new Map();
  for (const e of exchanges) {
    if (e.status < 400) continue;
    const key = `${e.status} ${e.method} ${e.path}`;
    const entry = refused.get(key) ?? { count: 0, violation: '' };
    entry.count += 1;
    if (!entry.violation && e.violations) {
      try {
        entry.violation = JSON.parse(e.violations)
          .map((v) => `${v.location?.join('.')}: ${v.message}`)
          .slice(0, 2)
          .join('; ');
      } catch {
        entry.violation = e.violations.slice(0, 200);
      }
    }
    refused.set(key, entry);
  }
  console.log(`\n[foreign] ${exchanges.length} calls; ${[...refused.values()].reduce((n, e) => n + e.count, 0)} answered with an error status`);
  for (const [key, e] of [...refused].sort()) console.log(`  ${key} ×${e.count}${e.violation ? `: ${e.violation}` : ''}`);
  const slow = exchanges.filter((e) => e.ms > 2000).sort((a, b) => b.ms - a.ms);
  const seen = new Set();
  const slowest = slow.filter((e) => !seen.has(e.path) && seen.add(e.path)).slice(0, 10);
  if (slowest.length) {
    console.log('[foreign] replies slower than 2 s (slowest per call):');
    for (const e of slowest)
      console.log(
        `  ${e.method} ${e.path}: ${(e.ms / 1000).toFixed(1)} s, ${(e.bytes / 1e6).toFixed(1)} MB (${slow.filter((s) => s.path === e.path).length}×)`,
      );
  }
}

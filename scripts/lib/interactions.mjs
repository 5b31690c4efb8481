// The interaction part of `npm run perf` (issue 29, "A measure of our own"): how long the site takes
// from a click to the new content's ready state, in Chromium, on the production build served by
// the mock server, at the CPU as it is and slowed down (CDP Emulation.setCPUThrottlingRate), each
// interaction cold (the first time, in a fresh browser context: empty cache, nothing loaded) and
// warm (the same again, after closing or leaving what it opened), against a floor: a bare React
// page built with the same toolchain whose buttons open a lazily imported dialog (perf/interaction/),
// at once behind Suspense's spinner as the site's dialogs do, and in a transition.
//
// Each measure: the pointer rests on the target for 150 ms (a hand does; the site may preload on
// that intent), then a click. The time is the page's own: from the click event's time stamp to the
// end of the first frame painted once the ready element is there (in the page, visible, not
// inert, on the expected path) and nothing in its scope is a loading view (no `.spinner`, no
// `[aria-busy="true"]`); a frame's own load counts where the ready element is a frame. The ready
// element must not be there before the click. Playwright's own round trips are not in it, nor the
// tasks that ran after that frame (its end: its long animation frame entry's, or a user-blocking
// task of scheduler.postTask queued in it, 50 ms at most after its animation callbacks).
// A run's line notes when the ready element was there 50 ms or more before that frame ended (its
// scope was still loading, or the frame itself was long).
//
// The arithmetic (medians, limits, the table) is pure and unit-tested (interactions.test.ts);
// the browser part is `measureInteractions`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';
import { median } from './perf.mjs';

/** The name `--report-only` takes for the interaction limits. */
export const INTERACTION_LIMIT = 'interactions';

/** How long the pointer rests on a target before the click. */
export const HOVER_MS = 150;

/** How long a measure waits for the ready state before it counts as never reached. */
export const READY_TIMEOUT_MS = 20_000;

/** The site's demo accounts (README: Demo accounts). */
const ACCOUNTS = {
  member01: 'Member123',
  agent01: 'Agent123',
};

// ---- Options ----------------------------------------------------------------------------------

/**
 * Which parts of `npm run perf` run: both by default, `--interactions` the interaction part alone,
 * `--no-interactions` the Lighthouse part alone. An error (a sentence) for both flags at once.
 */
export function perfParts(args) {
  const only = args.includes('--interactions');
  const none = args.includes('--no-interactions');
  if (only && none) return { error: '--interactions (the interaction part alone) and --no-interactions (the Lighthouse part alone) exclude each other' };
  return { lighthouse: !only, interactions: !none };
}

// ---- Arithmetic -------------------------------------------------------------------------------

/** "CPU as is" or "CPU 4× slower". */
export const cpuLabel = (cpu) => (cpu === 1 ? 'CPU as is' : `CPU ${cpu}× slower`);

/**
 * The medians of the samples, by CPU setting then interaction, in the order first seen. A sample:
 * `{ id, label, floor?, cpu, phase: 'cold' | 'warm', ms }`, `ms` a number, Infinity for a ready
 * state never reached, or null for a run that could not be made (an error). `missed` counts the
 * runs without a number (Infinity or null) for each phase; a median takes the numbers and the
 * Infinities, so an interaction that never settles in most runs has an infinite median.
 */
export function summarize(samples) {
  const byCpu = new Map();
  for (const sample of samples) {
    if (!byCpu.has(sample.cpu)) byCpu.set(sample.cpu, new Map());
    const rows = byCpu.get(sample.cpu);
    if (!rows.has(sample.id)) rows.set(sample.id, { id: sample.id, label: sample.label, floor: Boolean(sample.floor), cold: [], warm: [] });
    rows.get(sample.id)[sample.phase].push(sample.ms);
  }
  return [...byCpu].map(([cpu, rows]) => ({
    cpu,
    rows: [...rows.values()].map((row) => {
      const counted = (list) => list.filter((ms) => ms !== null && !Number.isNaN(ms));
      return {
        id: row.id,
        label: row.label,
        floor: row.floor,
        cold: median(counted(row.cold)),
        warm: median(counted(row.warm)),
        runs: Math.max(row.cold.length, row.warm.length),
        missed: {
          cold: row.cold.filter((ms) => !Number.isFinite(ms)).length,
          warm: row.warm.filter((ms) => !Number.isFinite(ms)).length,
        },
      };
    }),
  }));
}

/** The limits of perf-budget.json's `interactions` for a CPU setting: the slow ones at the slow CPU. */
export function limitsFor(budget, cpu) {
  const limits = budget.interactions ?? {};
  return cpu === 1 ? { cold: limits.coldMs, warm: limits.warmMs } : { cold: limits.coldMsSlow, warm: limits.warmMsSlow };
}

/** A duration as the table prints it. */
export function showMs(ms) {
  if (ms === Number.POSITIVE_INFINITY) return 'never';
  if (!Number.isFinite(ms)) return '–';
  return `${Math.round(ms)} ms`;
}

/**
 * The limits the site's interactions pass, each as a sentence (none: within them). The floor (the
 * bare page) is not limited; a median that is not a number is "not measured".
 */
export function interactionFailures(summary, budget) {
  const failures = [];
  for (const { cpu, rows } of summary) {
    const limits = limitsFor(budget, cpu);
    for (const row of rows) {
      if (row.floor) continue;
      for (const phase of ['cold', 'warm']) {
        const ms = row[phase];
        const limit = limits[phase];
        if (Number.isNaN(ms)) failures.push(`${row.label}, ${phase}, ${cpuLabel(cpu)}: not measured`);
        else if (Number.isFinite(limit) && ms > limit)
          failures.push(`${row.label}, ${phase}, ${cpuLabel(cpu)}: ${ms === Number.POSITIVE_INFINITY ? 'never ready' : showMs(ms)} > ${limit} ms`);
      }
    }
  }
  return failures;
}

/** One CPU setting's medians as a table: interaction, cold, warm, limit (as perf.mjs prints Lighthouse's). */
export function interactionTable({ cpu, rows }, budget, hoverMs = HOVER_MS) {
  const limits = limitsFor(budget, cpu);
  const missed = (row, phase) => (row.missed[phase] ? ` (${row.missed[phase]} of ${row.runs} not ready)` : '');
  const table = [
    ['', 'cold', 'warm', 'limit (cold / warm)'],
    ...rows.map((row) => [
      row.label,
      `${showMs(row.cold)}${missed(row, 'cold')}`,
      `${showMs(row.warm)}${missed(row, 'warm')}`,
      row.floor ? '–' : `${limits.cold ?? '–'} / ${limits.warm ?? '–'} ms`,
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const runs = Math.max(0, ...rows.map((row) => row.runs));
  return [
    `Interactions, ${cpuLabel(cpu)}: medians of ${runs} runs, from the click (after ${hoverMs} ms of hover) to the first frame painted with the new content ready:`,
    ...table.map(line),
  ].join('\n');
}

// ---- In the page ------------------------------------------------------------------------------
// These two run in the browser (page.evaluate): self-contained, no imports.

/**
 * Arms the measure of the next click: returns a sentence when the ready state is already there
 * (it would measure nothing), else null, and leaves `window.__interaction`, a promise of
 * `{ ms, seenMs, busy, error }`: `ms` from the click event's time stamp to the end of the first
 * frame painted with the ready state (null if never), `seenMs` when the ready element was first
 * there, `busy` the loading views seen in `spec.watch` after the click.
 */
export function armInPage(spec) {
  const BUSY = '.spinner, [aria-busy="true"]';
  const shown = (el) =>
    el.isConnected && !el.closest('[inert]') && el.getClientRects().length > 0 && (!el.checkVisibility || el.checkVisibility({ visibilityProperty: true }));
  const find = () => {
    if (spec.path && location.pathname !== spec.path) return null;
    for (const el of document.querySelectorAll(spec.selector)) if (shown(el)) return el;
    return null;
  };
  const describe = (el) => {
    const region = el.closest('[aria-label], [aria-labelledby], section, [role="dialog"]');
    const name =
      region?.getAttribute('aria-label') ??
      (region?.getAttribute('aria-labelledby') ? document.getElementById(region.getAttribute('aria-labelledby'))?.textContent : null);
    const what = el.matches('.spinner') ? 'spinner' : `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} aria-busy`;
    return name ? `${what} in “${name.trim().slice(0, 40)}”` : what;
  };
  if (find()) return `the ready state (${spec.selector}) is there before the click`;
  const loaded = new WeakSet();
  // The page is looked at again only after something changed in it (an element, an attribute, a
  // text, a load, an animation's end): reading its layout every frame for nothing would be the
  // measure's own work, counted in the page's time (about a tenth of it at 4× slower CPU).
  let dirty = true;
  const touch = () => {
    dirty = true;
  };
  const observer = new MutationObserver(touch);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const onLoad = (event) => {
    if (event.target instanceof Element) loaded.add(event.target);
    dirty = true;
  };
  document.addEventListener('load', onLoad, true);
  for (const type of ['animationstart', 'animationend', 'transitionend']) document.addEventListener(type, touch, true);
  // Long animation frames (over 50 ms): where the frame that draws the ready state ends.
  const frames = [];
  const frameObserver = PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')
    ? new PerformanceObserver((list) => frames.push(...list.getEntries()))
    : null;
  frameObserver?.observe({ type: 'long-animation-frame' });
  let t0 = null;
  let seen = null;
  let done = false;
  const busySeen = new Map();
  window.__interaction = new Promise((resolve) => {
    const finish = (result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      document.removeEventListener('load', onLoad, true);
      for (const type of ['animationstart', 'animationend', 'transitionend']) document.removeEventListener(type, touch, true);
      observer.disconnect();
      frameObserver?.disconnect();
      removeEventListener('click', onClick, true);
      resolve({ ...result, seenMs: seen, busy: [...busySeen].map(([what, [from, to]]) => `${what} (${Math.round(from)}–${Math.round(to)} ms)`) });
    };
    const timer = setTimeout(() => finish({ ms: null, error: t0 === null ? 'the click did not reach the page' : 'never ready' }), spec.timeoutMs);
    const check = () => {
      if (done) return;
      if (!dirty) {
        requestAnimationFrame(check);
        return;
      }
      dirty = false;
      const now = performance.now() - t0;
      // A loading view seen runs from the check that first saw it to the one that no longer does.
      const busyNow = new Set();
      for (const root of document.querySelectorAll(spec.watch ?? 'body')) {
        for (const el of root.querySelectorAll(BUSY)) {
          if (shown(el)) busyNow.add(describe(el));
        }
      }
      for (const [what, span] of busySeen) if (!busyNow.has(what) && span[2]) busySeen.set(what, [span[0], now, false]);
      for (const what of busyNow) busySeen.set(what, [busySeen.get(what)?.[0] ?? now, now, true]);
      const el = find();
      if (el) {
        seen ??= now;
        const scope = (spec.scope && el.closest(spec.scope)) || document.body;
        const busy = [...scope.querySelectorAll(BUSY)].some(shown) || scope.matches('[aria-busy="true"]');
        if (!busy && (!spec.frameLoaded || loaded.has(el))) {
          // This frame draws it: a task queued now runs once the frame is painted. It is queued
          // ahead of the page's own (scheduler.postTask's user-blocking priority): work the page
          // queued for after the frame (React's effects, the next slice of a render) is not the
          // frame's, and waiting behind it would count it. The browser's own tasks (an image's
          // bytes arriving) may still come first: the frame's end is then read from its long
          // animation frame entry, or is at most 50 ms after this callback (a shorter frame has none).
          const inFrame = performance.now();
          const painted = () => {
            const now = performance.now();
            const frame = [...frames, ...(frameObserver?.takeRecords() ?? [])].find((f) => f.startTime <= inFrame && inFrame <= f.startTime + f.duration);
            finish({ ms: (frame ? frame.startTime + frame.duration : Math.min(now, inFrame + 50)) - t0 });
          };
          if (globalThis.scheduler?.postTask) globalThis.scheduler.postTask(painted, { priority: 'user-blocking' });
          else {
            const channel = new MessageChannel();
            channel.port1.onmessage = painted;
            channel.port2.postMessage(null);
          }
          return;
        }
      }
      requestAnimationFrame(check);
    };
    const onClick = (event) => {
      if (t0 !== null) return;
      t0 = event.timeStamp;
      requestAnimationFrame(check);
    };
    addEventListener('click', onClick, true);
  });
  return null;
}

/**
 * Resolves once the page is quiet: a quarter second in which no resource was fetched and no task
 * held the main thread for long (5 s at most), so that a measure does not share the CPU with the
 * end of a page load or of the step before it.
 */
export async function quietInPage() {
  const workers = navigator.serviceWorker;
  const registration = await workers?.getRegistration();
  if (registration && !registration.active) await Promise.race([workers.ready, new Promise((r) => setTimeout(r, 5_000))]);
  return new Promise((resolve) => {
    const deadline = performance.now() + 5_000;
    let count = performance.getEntriesByType('resource').length;
    const tick = () => {
      const start = performance.now();
      setTimeout(() => {
        const late = performance.now() - start > 300;
        const now = performance.getEntriesByType('resource').length;
        const quiet = !late && now === count;
        count = now;
        if (quiet || performance.now() > deadline) resolve();
        else tick();
      }, 250);
    };
    tick();
  });
}

// ---- The interactions -------------------------------------------------------------------------

const header = (page) => page.getByRole('banner');
const mainNav = (page) => page.getByRole('navigation', { name: 'Main navigation' });
const dialogNamed = (page, name) => page.getByRole('dialog', { name });
const sideItem = (page, dialog, name) =>
  dialogNamed(page, dialog)
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(`^${name}( \\d+)?$`) });

/** Waits until nothing in the open dialogs is loading (their first panel drawn). */
async function dialogSettled(page) {
  await page.waitForFunction(() => {
    const dialogs = [...document.querySelectorAll('.dialog-layer[data-state="open"] [role="dialog"]')];
    return dialogs.length > 0 && dialogs.every((d) => !d.querySelector('.spinner, [aria-busy="true"]') && d.querySelector('.side-menu-layout__panel > *'));
  });
}

/** Closes the open dialog with Escape and waits until it is gone (it fades out, then unmounts). */
async function closeDialog(page) {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.dialog-layer'));
}

/** Opens a centre from the user menu and waits for its first panel. */
async function openCentre(page, account, item, dialog) {
  await header(page)
    .getByRole('button', { name: new RegExp(account) })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
  await dialogNamed(page, dialog).waitFor();
  await dialogSettled(page);
}

/**
 * The home page drawn whole: its first view and the sections below it, which come after the first
 * paint in a chunk of their own, with their replies. A measure that started before them timed
 * their arrival too (a cold Sports click in CI: the home page's sections mounted during it).
 */
async function homeDrawn(page) {
  await page.waitForFunction(
    () =>
      location.pathname === '/index' &&
      document.querySelector('main .home .jackpot:not([aria-busy="true"])') &&
      !document.querySelector('main :is(.home__later, .spinner)'),
  );
}

/** Back to the home page by the main navigation, and drawn whole. */
async function goHome(page) {
  await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
  await homeDrawn(page);
}

/**
 * Where the header's and the centres' interactions start: /game with no game open, the shell and
 * a notice. The header is the same on every page; behind a dialog the home page's carousel and
 * jackpot keep a third of a core busy (tests/agent-centre.spec.ts), which would add their noise to
 * the measure and a second to each page load. The navigation's interactions start on the home page.
 */
const QUIET_PAGE = '/game';

/**
 * The site's interactions. `start`: the page it starts on, signed in as `account`; `prepare`: the
 * steps before the click (not timed); `target`: what the pointer rests on and clicks; `ready`: the
 * state the click makes (armInPage); `reset`: back to the state before the click, for the warm run.
 */
export const SITE_INTERACTIONS = [
  {
    id: 'deposit',
    label: 'Header Deposit → deposit form',
    account: 'member01',
    start: QUIET_PAGE,
    target: (page) => header(page).getByRole('button', { name: 'Deposit', exact: true }),
    ready: { selector: '[role="dialog"] form[aria-label="Deposit"] input', scope: '[role="dialog"]', watch: '[role="dialog"]' },
    reset: closeDialog,
  },
  {
    id: 'withdraw',
    label: 'Header Withdraw → withdraw panel',
    account: 'member01',
    start: QUIET_PAGE,
    target: (page) => header(page).getByRole('button', { name: 'Withdraw', exact: true }),
    ready: { selector: '[role="dialog"] form[aria-label="Withdraw to a card"] input', scope: '[role="dialog"]', watch: '[role="dialog"]' },
    reset: closeDialog,
  },
  {
    id: 'bet-record',
    label: 'Member centre: Betting record → records',
    account: 'member01',
    start: QUIET_PAGE,
    prepare: (page) => openCentre(page, 'member01', 'Member centre', 'Member centre'),
    target: (page) => sideItem(page, 'Member centre', 'Betting record'),
    ready: {
      selector: '[role="dialog"] [aria-label="Betting record"] .records-panel :is(table, .status-view)',
      scope: '[role="dialog"]',
      watch: '[role="dialog"]',
    },
    reset: async (page) => {
      await sideItem(page, 'Member centre', 'My account').click();
      await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-label="Betting record"]'));
      await dialogSettled(page);
    },
  },
  {
    id: 'team',
    label: 'Agent centre: Team management → table',
    account: 'agent01',
    start: QUIET_PAGE,
    prepare: (page) => openCentre(page, 'agent01', 'Agent centre', 'Agent centre'),
    target: (page) => sideItem(page, 'Agent centre', 'Team management'),
    ready: { selector: '[role="dialog"] [aria-label="Team management"] table.agent-table', scope: '[role="dialog"]', watch: '[role="dialog"]' },
    reset: async (page) => {
      await sideItem(page, 'Agent centre', 'Team overview').click();
      await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-label="Team management"]'));
      await dialogSettled(page);
    },
  },
  {
    id: 'slots',
    label: 'Main nav Slots → lobby tiles',
    account: 'member01',
    start: '/index',
    prepare: homeDrawn,
    target: (page) => mainNav(page).getByRole('link', { name: 'Slots', exact: true }),
    ready: { path: '/rng', selector: 'main ul.game-grid[aria-label="Games"] > li.game-tile', scope: 'section', watch: 'main' },
    reset: goHome,
  },
  {
    id: 'sports',
    label: 'Home → Sports → match board',
    account: 'member01',
    start: '/index',
    prepare: homeDrawn,
    target: (page) => mainNav(page).getByRole('link', { name: 'Sports', exact: true }),
    ready: { path: '/sports', selector: 'main .match-board [role="tabpanel"] :is(article.match, .status-view)', scope: '.match-board', watch: 'main' },
    reset: goHome,
  },
  {
    id: 'launch',
    label: 'Game tile Play → game frame',
    account: 'member01',
    start: '/rng?vassalage=PG',
    target: (page) => page.getByRole('button', { name: 'Play Lucky Neko', exact: true }),
    ready: { path: '/game', selector: 'main iframe.game-frame[src^="http"]', scope: 'main', watch: 'main', frameLoaded: true },
    reset: async (page) => {
      await page.goBack();
      await page.waitForFunction(() => location.pathname === '/rng' && document.querySelector('main ul.game-grid[aria-label="Games"] > li.game-tile'));
    },
  },
];

/**
 * The floor: the bare page's lazily imported dialog (perf/interaction/), opened at once with
 * Suspense's spinner until its chunk is here (React then shows the body no sooner than 300 ms
 * after the spinner: its fallback throttle), and opened in a transition (the page stays until the
 * chunk is here). Each has a chunk of its own: both are measured in one context, one after the other.
 */
const floorInteraction = (id, label, button) => ({
  id,
  label,
  floor: true,
  start: '/',
  target: (page) => page.getByRole('button', { name: button, exact: true }),
  ready: { selector: '[role="dialog"] form input', scope: '[role="dialog"]', watch: 'body' },
  reset: async (page) => {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  },
});
export const FLOOR_INTERACTIONS = [
  floorInteraction('bare', 'Bare React: lazy dialog (floor)', 'Open the dialog'),
  floorInteraction('bare-transition', 'Bare React: lazy dialog in a transition', 'Open the dialog in a transition'),
];

// ---- The browser part -------------------------------------------------------------------------

/**
 * Signs in through the platform's login call, as tests/helpers.ts's apiLogin does, and returns
 * what the site keeps in sessionStorage after a login (src/features/auth/sign-in.ts): a page
 * that starts with it starts signed in, without the after-login pop-ups.
 */
async function signIn(baseUrl, username, password) {
  const { encryptBody } = await import('../../src/api/crypto.ts');
  const headers = { Merchant: 'DEMO', Language: 'EN' };
  const key = await fetch(`${baseUrl}/wps/session/key/rsa`, { headers });
  if (!key.ok) throw new Error(`sign-in of ${username}: no RSA key (${key.status})`);
  const encrypted = encryptBody(JSON.stringify({ username, password, type: 'username' }), (await key.text()).trim());
  const login = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { ...headers, Encryption: encrypted.encryption, 'Content-Type': 'application/json' },
    body: encrypted.body,
  });
  const outcome = await login.json();
  if (!outcome.success || !outcome.value) throw new Error(`sign-in of ${username} refused: ${JSON.stringify(outcome)}`);
  const { token } = outcome.value;
  const member = (await (await fetch(`${baseUrl}/wps/member/info`, { headers: { ...headers, Authorization: token } })).json()).value;
  const status = await (await fetch(`${baseUrl}/wps/system/status?host=${new URL(baseUrl).hostname}`, { headers })).json();
  const { storedSessionOf } = await import('../../tests/stored-session.ts');
  return storedSessionOf(token, member, status.value?.settings?.vipService);
}

/** What a `--trace` records: the main thread's tasks, style, layout, paint and their JavaScript. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

/**
 * One measure: the pointer moves onto the target's middle and rests there 150 ms, then presses
 * and lets go where it rests; the page's own measure is read after. The CPU is slowed from the
 * pointer's arrival (the site may start work on that intent) to the ready state.
 */
async function measureClick(page, cdp, interaction, cpu, profile, trace) {
  const target = interaction.target(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on the screen');
  const early = await page.evaluate(armInPage, { ...interaction.ready, timeoutMs: READY_TIMEOUT_MS });
  if (early) throw new Error(early);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (trace) await page.context().browser().startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
  try {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(HOVER_MS);
    await page.mouse.down();
    await page.mouse.up();
    const result = await page.evaluate(() => window.__interaction);
    return { ...result, ms: result.ms ?? Number.POSITIVE_INFINITY };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    if (trace) await page.context().browser().stopTracing();
  }
}

/**
 * A fresh browser context for measures: the desktop window, English, a resource timing buffer
 * that never fills, and (`session`: what the site keeps after a login) signed in from its start.
 */
async function measureContext(browser, url, session) {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  context.setDefaultTimeout(30_000);
  await context.addInitScript((stored) => {
    localStorage.setItem('hisLang', 'EN');
    performance.setResourceTimingBufferSize(100_000);
    if (stored && sessionStorage.getItem('merchant') === null) for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
  }, session ?? null);
  return context;
}

/**
 * Interactions measured one after the other in one fresh context (a site interaction alone; the
 * floor's two, whose chunks are their own), each cold then warm. What was measured before a step
 * failed is kept, with that failure.
 */
async function runInContext(browser, interactions, cpu, { url, sessions, profileDir, traceDir, run }) {
  const [first] = interactions;
  const context = await measureContext(browser, url, sessions[first.account]);
  const measured = interactions.map((interaction) => ({ interaction, cold: null, warm: null, error: null }));
  let current = measured[0];
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(first.start);
    for (current of measured) {
      const { interaction } = current;
      await interaction.prepare?.(page);
      await interaction.target(page).waitFor();
      await page.evaluate(quietInPage);
      const file = (dir, phase, ext) => dir && join(dir, `${interaction.id}-cpu${cpu}-${phase}-run${run + 1}.${ext}`);
      const profile = (phase) => file(profileDir, phase, 'cpuprofile');
      const trace = (phase) => file(traceDir, phase, 'json');
      current.cold = await measureClick(page, cdp, interaction, cpu, profile('cold'), trace('cold'));
      await interaction.reset(page);
      await page.evaluate(quietInPage);
      current.warm = await measureClick(page, cdp, interaction, cpu, profile('warm'), trace('warm'));
      if (current !== measured.at(-1)) await interaction.reset(page);
    }
  } catch (error) {
    current.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await context.close();
  }
  return measured;
}

const note = (result) => {
  const parts = [];
  if (result.error) parts.push(result.error);
  if (result.busy?.length) parts.push(`loading seen: ${result.busy.join(', ')}`);
  // The ready element was there a while before the frame that counted ended (its scope still loading, or a long frame).
  if (result.ms !== null && result.seenMs !== null && result.seenMs !== undefined && result.ms - result.seenMs > 50)
    parts.push(`there at ${Math.round(result.seenMs)} ms`);
  return parts.length ? ` [${parts.join('; ')}]` : '';
};

/** What `measureTyping` types, a key at a time, as a hand does (a key every 120 ms). */
export const TYPED = 'fortune';
const KEY_GAP_MS = 120;

/**
 * Typing in the lobby's search (issue 29: "typing in a search box never blocks a frame for more
 * than 50 ms at 4× slower CPU"): member01 on the slots lobby, the CPU slowed `cpu` times, types
 * TYPED into the search field, then waits for the answer's list; the page's long animation frames
 * (Chromium's Long Animation Frames API: a frame whose work took over 50 ms) begun from the first
 * key to the last key's frame are read (the answer's list, drawn after, is not the typing's). Returns the longest frame's duration (0: none over 50 ms) and
 * how many there were, per run.
 */
export async function measureTyping({ siteUrl, runs, cpu, traceDir, log = console.log }) {
  const { chromium } = await import('@playwright/test');
  const session = await signIn(siteUrl, 'member01', ACCOUNTS.member01);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const longest = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await measureContext(browser, siteUrl, session);
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto('/rng');
        const field = page.getByRole('searchbox', { name: 'Search games' });
        await field.waitFor();
        await page.locator('main ul.game-grid[aria-label="Games"] > li.game-tile').first().waitFor();
        await page.evaluate(quietInPage);
        await page.evaluate(() => {
          window.__frames = [];
          window.__lastKey = 0;
          addEventListener('keydown', (event) => (window.__lastKey = event.timeStamp), true);
          new PerformanceObserver((list) => window.__frames.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({
            type: 'long-animation-frame',
          });
        });
        await field.focus();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        if (traceDir) await browser.startTracing(page, { path: join(traceDir, `typing-cpu${cpu}-run${run + 1}.json`), categories: TRACE_CATEGORIES });
        try {
          await field.pressSequentially(TYPED, { delay: KEY_GAP_MS });
          // The last key's frame, and the frames of the list that follows it.
          await page.waitForFunction(
            () => !document.querySelector('main [role="status"]') && document.querySelector('main ul.game-grid[aria-label="Games"] > li'),
            null,
            { timeout: 20_000 },
          );
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
        } finally {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          if (traceDir) await browser.stopTracing();
        }
        // The typing's frames: those begun by the last key's frame (the answer's list drawn after is not typing).
        const frames = await page.evaluate(() => window.__frames.filter((f) => f.start <= window.__lastKey + 20).map((f) => f.duration));
        longest.push(Math.max(0, ...frames));
        log(
          `  Typing “${TYPED}” in the lobby's search, ${cpuLabel(cpu)}, run ${run + 1}: ${frames.length ? `${frames.length} frames over 50 ms, the longest ${Math.round(Math.max(...frames))} ms` : 'no frame over 50 ms'}`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return longest;
}

/**
 * Measures every interaction `runs` times (a cold and a warm measure a run) at each CPU setting:
 * one browser, one fresh context a run (the floor's two share theirs), the interactions and the
 * settings taken in turn so that a machine's changing load falls on all alike (`only`: those ids
 * alone; `profileDir`: a CPU profile of each click written there). Returns the samples
 * (summarize them); `log` gets a line a measure.
 */
export async function measureInteractions({ siteUrl, floorUrl, runs, cpus, only, profileDir, traceDir, log = console.log }) {
  const { chromium } = await import('@playwright/test');
  const sessions = {};
  for (const [account, password] of Object.entries(ACCOUNTS)) sessions[account] = await signIn(siteUrl, account, password);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const samples = [];
  try {
    // A first browser context reads the browser's files from disk: a load of each page, not counted.
    for (const url of [siteUrl, floorUrl]) {
      const context = await browser.newContext();
      await (await context.newPage()).goto(url);
      await context.close();
    }
    const groups = [
      { url: floorUrl, interactions: FLOOR_INTERACTIONS },
      ...SITE_INTERACTIONS.filter((i) => !only || only.includes(i.id)).map((interaction) => ({ url: siteUrl, interactions: [interaction] })),
    ];
    for (let run = 0; run < runs; run += 1) {
      for (const group of groups) {
        for (const cpu of cpus) {
          for (const { interaction, cold, warm, error } of await runInContext(browser, group.interactions, cpu, {
            url: group.url,
            sessions,
            profileDir,
            traceDir,
            run,
          })) {
            const base = { id: interaction.id, label: interaction.label, floor: Boolean(interaction.floor), cpu };
            samples.push({ ...base, phase: 'cold', ms: cold?.ms ?? null }, { ...base, phase: 'warm', ms: warm?.ms ?? null });
            const shown = (result) => (result ? `${showMs(result.ms)}${note(result)}` : 'not measured');
            log(`  ${interaction.label}, ${cpuLabel(cpu)}, run ${run + 1}: cold ${shown(cold)}, warm ${shown(warm)}${error ? ` (failed: ${error})` : ''}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return samples;
}

import { expect, type Page, type Request, test } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { type MemberReply, storedSessionOf } from './stored-session';

/**
 * English, and a mock platform of the test's own (cookie `mock_state`), so tests that change
 * passwords or balances can run in parallel and be retried.
 */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page
    .context()
    .addCookies([{ name: 'mock_state', value: `t${test.info().testId}-${test.info().retry}`.replace(/[^\w-]/g, ''), domain: url.hostname, path: '/' }]);
}

/** Passes the slider check with the keyboard, as a keyboard user would. */
export async function passSlider(page: Page): Promise<void> {
  const slider = page.getByRole('dialog', { name: 'Security check' }).getByRole('slider');
  await expect(slider).toBeFocused();
  await page.keyboard.press('End');
}

/** Logs in from the header form. */
export async function headerLogin(page: Page, username: string, password: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('textbox', { name: 'Username' }).fill(username);
  await header.getByLabel('Password').fill(password);
  await header.getByRole('button', { name: 'Log in' }).click();
  await passSlider(page);
}

/**
 * Closes the after-login modal. Every sign-in on the mock platform ends with it (the pop-up
 * announcements are never empty there outside the `empty` scenario), so this waits for it to
 * open rather than guessing how long it may take on a busy machine.
 */
export async function dismissPopups(page: Page): Promise<void> {
  const popups = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popups.getByRole('tab', { name: /Pop-ups/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(popups).toBeHidden();
}

/**
 * The site's own request encryption (src/api/crypto.ts), loaded once a worker through tsx as the
 * mock server loads it: its crypto-js imports name no file extension, which Node's ESM refuses.
 */
let siteCryptoModule: Promise<typeof import('../src/api/crypto')> | undefined;
const siteCrypto = () => {
  siteCryptoModule ??= tsImport('../src/api/crypto.ts', import.meta.url) as Promise<typeof import('../src/api/crypto')>;
  return siteCryptoModule;
};

/**
 * Signs in through the platform's login call instead of the form, for tests of what a member sees
 * rather than of the login (which auth.spec.ts tests): the session is stored where a login in the
 * page stores it (sessionStorage, as src/features/auth/sign-in.ts writes it), so the site starts
 * signed in at the next page load, as it does after any reload. No after-login pop-ups follow
 * (they follow a login in the page). Call it after inEnglish (the test's own mock platform).
 */
export async function apiLogin(page: Page, username: string, password: string): Promise<void> {
  const { encryptBody } = await siteCrypto();
  const headers = { Merchant: 'DEMO', Language: 'EN' };
  const key = await page.request.get('/wps/session/key/rsa', { headers });
  // A failure scenario (the `mock_scenario` cookie) fails these calls as well.
  if (!key.ok()) throw new Error(`apiLogin: no RSA key: ${key.status()} ${await key.text()}`);
  const modulus = (await key.text()).trim();
  const encrypted = encryptBody(JSON.stringify({ username, password, type: 'username' }), modulus);
  const login = await page.request.post('/wps/session/login', {
    headers: { ...headers, Encryption: encrypted.encryption, 'Content-Type': 'application/json' },
    data: encrypted.body,
  });
  const outcome = (await login.json()) as { success: boolean; value?: { token: string; firstTimeLogin?: boolean; passwordExpired?: boolean } };
  if (!outcome.success || !outcome.value) throw new Error(`apiLogin: ${username} was refused: ${JSON.stringify(outcome)}`);
  const { token, firstTimeLogin, passwordExpired } = outcome.value;
  // These take the page's own steps after the login (a first-login call, a forced password change).
  if (firstTimeLogin || passwordExpired) throw new Error(`apiLogin: ${username} must log in through the page (first login or expired password)`);
  const info = await page.request.get('/wps/member/info', { headers: { ...headers, Authorization: token } });
  const member = ((await info.json()) as { value: MemberReply }).value;
  const host = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').hostname;
  const status = (await (await page.request.get(`/wps/system/status?host=${host}`, { headers })).json()) as { value?: { settings?: { vipService?: boolean } } };
  const stored = storedSessionOf(token, member, status.value?.settings?.vipService);

  // A tab the site runs in (a visitor's page) keeps the session from now on; a new tab gets it
  // before the site starts. The site writes its merchant keys when it starts: a tab without them
  // is new, and a tab with them keeps what the site made of its session since (a logout).
  if (page.url().startsWith('http')) {
    await page.evaluate((session) => {
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    }, stored);
  }
  await page.addInitScript((session) => {
    if (sessionStorage.getItem('merchant') !== null) return;
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  }, stored);
}

/** The agent centre's menu items, in order, without their counts (agent01's: the contract flags add the records last). */
export const AGENT_CENTRE_ITEMS = [
  'Announcement',
  'Team overview',
  'Account opening',
  'Team management',
  'Team betting',
  'Downline profit and loss',
  'My income',
  'Downline transaction details',
  'My contracts',
  'Dividend record',
  'Daily wages',
  'Hourly salary',
  'Real-time salary',
];

/**
 * Follows the page's requests from now on; the returned wait ends once every request started
 * since has finished and none has started for 300 ms: what a hover fetched has all arrived.
 */
export function trackRequests(page: Page, only: (request: Request) => boolean = () => true) {
  // Requests started before now may end after: only those started since count.
  const inflight = new Set<Request>();
  let last = Date.now();
  const started = (request: Request) => {
    if (!only(request)) return;
    inflight.add(request);
    last = Date.now();
  };
  const ended = (request: Request) => {
    if (!inflight.delete(request)) return;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    await expect.poll(() => inflight.size === 0 && Date.now() - last > 300, { timeout: 15_000 }).toBe(true);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/** Holds the replies to requests matching `url` until the returned function is called. */
export async function holdReplies(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

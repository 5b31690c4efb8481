import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const advance = (page: Page, advanceMs: number) => page.request.post('/__mock/clock', { data: { advanceMs } });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** An image that has loaded (a broken one has no natural width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('app download', () => {
  test('/down shows the three apps with QR codes, download buttons and install guides', async ({ page }) => {
    await page.goto('/down');
    await expect(page.getByRole('heading', { level: 1, name: 'Take the games with you' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(['Android', 'iOS', 'iOS Lite']);

    const android = card(page, 'Android');
    await expect(android.getByText('3.8.2')).toBeVisible();
    await expect(android.getByText('48.6 MB')).toBeVisible();
    await expect(android.getByText('Android 8.0 or later')).toBeVisible();
    await expectLoaded(android.getByRole('img', { name: 'QR code to get the Android app' }));
    await expect(android.getByRole('link', { name: 'Download Android' })).toHaveAttribute('href', /\/down\/app-demo\.apk$/);
    const ios = card(page, 'iOS');
    await expect(ios.getByText('62.1 MB')).toBeVisible();
    await expectLoaded(ios.getByRole('img', { name: 'QR code to get the iOS app' }));
    await expect(ios.getByRole('link', { name: 'Install iOS', exact: true })).toHaveAttribute('href', /\/down\/app-demo\.ipa$/);
    const lite = card(page, 'iOS Lite');
    await expect(lite.getByText('No download')).toBeVisible();
    await expectLoaded(lite.getByRole('img', { name: 'QR code to get the iOS Lite app' }));
    await expect(lite.getByRole('link', { name: 'Install iOS Lite' })).toHaveAttribute('href', /\/down\/lite$/);

    // The QR codes are real: the mock CDN draws the address of each app.
    const qr = await android.getByRole('img', { name: 'QR code to get the Android app' }).getAttribute('src');
    expect(new URL(qr!).searchParams.get('data')).toMatch(/\/down\/app-demo\.apk$/);

    // The guides: four illustrated steps for each app; "How to install" opens the app's guide.
    const guides = page.getByRole('region', { name: 'Install guides' });
    await expect(guides.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    await expect(guides.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
    // A short window, so the guides can be scrolled to its top.
    await page.setViewportSize({ width: 1366, height: 420 });
    await lite.getByRole('button', { name: 'How to install iOS Lite' }).click();
    const liteTab = guides.getByRole('tab', { name: 'iOS Lite' });
    await expect(liteTab).toHaveAttribute('aria-selected', 'true');
    await expect(liteTab).toBeFocused();
    // Scrolled into view, the guides stop below the sticky header, not under it.
    const settled = async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(150);
      return before > 0 && before === (await page.evaluate(() => window.scrollY));
    };
    await expect.poll(settled).toBe(true);
    const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
    expect((await guides.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);
    const steps = guides.getByRole('tabpanel').getByRole('listitem');
    await expect(steps.getByRole('heading')).toHaveText(['Step 1 Open in Safari', 'Step 2 Share', 'Step 3 Add to Home Screen', 'Step 4 Log in']);
    await expect(steps.nth(2)).toContainText('Tap Add to Home Screen.');
    for (let i = 0; i < 4; i += 1) await expectLoaded(steps.nth(i).locator('img'));
    // The tabs follow the arrow keys.
    await liteTab.press('ArrowLeft');
    await expect(guides.getByRole('tab', { name: 'iOS', exact: true })).toBeFocused();
    await expect(steps.nth(2)).toContainText('VPN & Device Management');
    await expect(page.locator('.download')).not.toContainText(/undefined|NaN|download\.[a-z]|\[object/);
  });

  test.describe('on an iPhone', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });

    test('iOS comes first and the QR codes wait behind "Show QR code"', async ({ page }) => {
      await page.goto('/down');
      await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(['iOS', 'iOS Lite', 'Android']);
      await expect(page.getByRole('region', { name: 'Install guides' }).getByRole('tab', { name: 'iOS', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const ios = card(page, 'iOS');
      const qr = ios.getByRole('img', { name: 'QR code to get the iOS app' });
      await expect(qr).toBeHidden();
      await ios.getByRole('button', { name: 'Show QR code' }).click();
      await expect(ios.getByRole('button', { name: 'Hide QR code' })).toHaveAttribute('aria-expanded', 'true');
      await expectLoaded(qr);
      await expect(ios.getByRole('link', { name: 'Install iOS', exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });

  test('says the apps are coming soon when there are none (empty scenario)', async ({ page }) => {
    await page.goto('/down?scenario=empty');
    const soon = page.getByRole('region', { name: 'The apps are coming soon' });
    await expect(soon).toBeVisible();
    await expect(soon.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('shows the failure with a retry when the platform fails (server-error scenario)', async ({ page }) => {
    await page.goto('/down?scenario=server-error');
    await expect(page.getByRole('alert')).toContainText('System error');
    await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('join us', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Apply to be an agent' });

  async function fillApplication(page: Page, message = 'I run a football fan group of 300 people in Da Nang.') {
    const f = form(page);
    await f.getByRole('textbox', { name: 'Your name' }).fill('Nguyen Van An');
    await f.getByRole('textbox', { name: 'Mobile number' }).fill('0912345678');
    await f.getByRole('combobox', { name: 'Contact by' }).selectOption({ label: 'Telegram' });
    await f.getByRole('textbox', { name: 'Contact', exact: true }).fill('@lucky_an88');
    await f.getByRole('spinbutton', { name: 'Players you expect in the first month' }).fill('30');
    await f.getByRole('radio', { name: 'Yes' }).check();
    await f.getByRole('textbox', { name: 'Message (optional)' }).fill(message);
  }

  test('shows what the programme offers and takes a visitor’s contact request', async ({ page }) => {
    await page.goto('/join');
    await expect(page.getByRole('heading', { level: 1, name: 'Become our agent' })).toBeVisible();
    await expect(page.getByText('1,280 agents already earn with us')).toBeVisible();

    // Commission, with the starting rebate rates by product.
    const commission = page.getByRole('article', { name: 'Commission' });
    await expect(commission).toContainText('paid daily at 02:00');
    const rates = commission.getByRole('table', { name: 'Your starting rebate rates' });
    await expect(rates.locator('tbody tr')).toHaveCount(8);
    await expect(rates.getByRole('row', { name: 'Live casino 1%', exact: true })).toBeVisible();
    await expect(rates.getByRole('row', { name: 'Lottery 1.5%', exact: true })).toBeVisible();
    // The four contract kinds.
    const contracts: [string, string, string][] = [
      ['Dividend', 'up to 50%', 'weekly, semimonthly, or monthly'],
      ['Daily salary', 'up to 2%', 'daily'],
      ['Hourly salary', 'up to 1%', 'every hour'],
      ['Real-time salary', 'up to 5%', 'every 5 minutes'],
    ];
    for (const [name, rate, paid] of contracts) {
      const contract = page.getByRole('article', { name, exact: true });
      await expect(contract.getByText(rate, { exact: true })).toBeVisible();
      await expect(contract.getByRole('definition')).toHaveText(paid);
    }
    await expect(page.getByRole('article', { name: 'Real-time salary' })).toContainText('up to 5% of their round loss');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();

    // Apply now leads to the form.
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(form(page).getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await form(page).getByRole('button', { name: 'Send application' }).click();
    await expect(form(page).getByText('Enter your name (2 to 50 characters).')).toBeVisible();
    await expect(form(page).getByText('Enter a mobile number of 6 to 15 digits.')).toBeVisible();
    await expect(form(page).getByText('Choose yes or no.')).toBeVisible();
    await fillApplication(page);
    await expect(form(page).getByText('52/500 characters')).toBeVisible();
    await form(page).getByRole('button', { name: 'Send application' }).click();
    await expect(form(page).getByRole('status')).toHaveText('Thank you! Our agent team will contact you soon.');
    await expect(form(page).getByRole('textbox', { name: 'Your name' })).toHaveValue('');

    // Visitors may register first.
    await page.getByRole('button', { name: 'Register first' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  });

  test('a member applies, sees the application under review and then approved', async ({ page }) => {
    await apiLogin(page, 'member01', 'Member123');
    await page.goto('/join');
    await fillApplication(page);
    await form(page).getByRole('button', { name: 'Send application' }).click();
    const status = page.getByRole('region', { name: 'Apply to be an agent' }).getByRole('status');
    await expect(status).toContainText(/We are reviewing your application \(sent .+\)\./);
    await expect(form(page)).toBeHidden();

    expect((await advance(page, 2 * 60_000)).ok()).toBe(true);
    await page.reload();
    await expect(status).toContainText('Your application was approved.');
    await expect(status).toContainText('Welcome aboard! Your agent manager will contact you on Telegram within 24 hours.');
    await expect(form(page)).toBeHidden();
  });

  test('a rejected application shows the reason and the form again', async ({ page }) => {
    await apiLogin(page, 'member01', 'Member123');
    await page.goto('/join');
    await fillApplication(page, 'Please REJECT this one');
    await form(page).getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText(/We are reviewing your application/)).toBeVisible();
    expect((await advance(page, 2 * 60_000)).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('Your application was not approved.')).toBeVisible();
    await expect(page.getByText(/could not verify your contact details/)).toBeVisible();
    await expect(form(page)).toBeVisible();
  });

  test('an agent is sent to the agent centre', async ({ page }) => {
    await apiLogin(page, 'agent01', 'Agent123');
    await page.goto('/join');
    await expect(page.getByRole('heading', { name: 'You are already an agent' })).toBeVisible();
    await expect(form(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open agent centre' }).click();
    await expect(page.getByRole('dialog', { name: 'Agent centre' })).toBeVisible();
  });

  test('says the terms are being updated when the programme lists none (empty scenario)', async ({ page }) => {
    await page.goto('/join?scenario=empty');
    await expect(page.getByRole('status').filter({ hasText: "The programme's terms are being updated." })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Commission' })).toHaveCount(0);
    await expect(form(page)).toBeVisible();
  });

  test('shows the programme’s failure with a retry (server-error scenario)', async ({ page, baseURL }) => {
    await page.goto('/index');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Join us' })).toBeVisible();
    await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Join us' }).click();
    const earn = page.getByRole('region', { name: 'What you earn' });
    await expect(earn.getByRole('alert')).toContainText('System error');
    await page.context().addCookies([{ name: 'mock_scenario', value: 'default', url: baseURL! }]);
    await earn.getByRole('button', { name: 'Try again' }).click();
    await expect(earn.getByRole('article', { name: 'Dividend' })).toBeVisible();
  });
});

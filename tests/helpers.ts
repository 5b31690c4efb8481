import { expect, type Page, test } from '@playwright/test';

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

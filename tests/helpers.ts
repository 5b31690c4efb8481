import { expect, type Page } from '@playwright/test';

export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
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

/** Closes the after-login pop-up announcements when they show. */
export async function dismissPopups(page: Page): Promise<void> {
  const popups = page.getByRole('dialog', { name: 'Announcements' });
  await popups.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
  if (await popups.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(popups).toBeHidden();
  }
}

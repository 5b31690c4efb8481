import { expect, test } from '@playwright/test';
import { dismissPopups, inEnglish, passSlider } from './helpers';

// Every member's device (issue 19): a phone's header keeps Deposit and Withdraw on the screen.
test.beforeEach(async ({ page }) => inEnglish(page));

test('on a 360 px phone a member signs in and opens Deposit from the header', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/index');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  // The login dialog starts on its first field.
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Username' }).fill('member01');
  await dialog.getByLabel('Password').fill('Member123');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await passSlider(page);
  await dismissPopups(page);
  // Everything of the account block is inside the screen: the balance, Deposit, Withdraw, the menu.
  const deposit = header.getByRole('button', { name: 'Deposit', exact: true });
  const withdraw = header.getByRole('button', { name: 'Withdraw', exact: true });
  const menu = header.getByRole('button', { name: /member01/ });
  for (const control of [deposit, withdraw, menu, header.getByRole('button', { name: 'Hide balance' })]) {
    const box = await control.boundingBox();
    expect(box, 'a header control without a box').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    // A touch target of at least 24 px.
    expect(box!.height).toBeGreaterThanOrEqual(24);
  }
  await deposit.click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('navigation').getByRole('button', { name: /^Deposit/ })).toHaveAttribute('aria-current', 'page');
});

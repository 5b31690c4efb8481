import { expect, type Page, test } from '@playwright/test';
import { apiLogin, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const panel = (page: Page) => centre(page).getByRole('region', { name: 'Feedback', exact: true });
const advance = (page: Page, advanceMs: number) => page.request.post('/__mock/clock', { data: { advanceMs } });
/** A 1×1 PNG, as a file to pick. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Opens Feedback as member01, signed in (the login is auth.spec.ts's). */
async function openFeedback(page: Page, path = '/index') {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: /member01/ })).toBeVisible();
  // The footer's help menu opens the member centre on its Feedback item.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback', exact: true }).click();
  await expect(panel(page).getByRole('heading', { name: 'Feedback', exact: true })).toBeVisible();
  await expect(centre(page).getByRole('navigation').getByRole('button', { name: 'Feedback', exact: true })).toHaveAttribute('aria-current', 'page');
}

/** The feedback cards of My feedback, once the list shows the latest answer. */
async function cards(page: Page) {
  const list = panel(page).locator('.feedback-list__items');
  await expect(list).toBeVisible();
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  return list.getByRole('article');
}

test('the send form checks the question type, the words and the images before sending', async ({ page }) => {
  await openFeedback(page);
  const item = panel(page);
  await expect(item.getByRole('tab', { name: 'Send feedback' })).toHaveAttribute('aria-selected', 'true');
  const form = item.getByRole('form', { name: 'Send feedback' });

  // Nothing chosen or written: each field says what it needs.
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Choose a question type.')).toBeVisible();
  await expect(form.getByText('Please write between 5 and 300 words.')).toBeVisible();

  const content = form.getByRole('textbox', { name: 'Your feedback' });
  await content.fill('Too short here');
  await expect(form.getByText('3 words · 5–300')).toBeVisible();
  await content.fill(Array.from({ length: 301 }, () => 'word').join(' '));
  await expect(form.getByText('301 words · 5–300')).toBeVisible();
  await expect(form.getByText('Please write between 5 and 300 words.')).toBeVisible();
  // Each Chinese character is a word.
  await content.fill('提现两个小时还没到账');
  await expect(form.getByText('10 words · 5–300')).toBeVisible();
  await expect(form.getByText('Please write between 5 and 300 words.')).toBeHidden();
  await form.getByRole('textbox', { name: 'Remark (optional)' }).fill('ACB card');
  await expect(form.getByText('8/140 characters')).toBeVisible();
  const images = form.getByLabel('Images (optional)');
  await images.setInputFiles({ name: 'wheel.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(form.getByText('wheel.gif is not a PNG or JPG image.')).toBeVisible();
  await images.setInputFiles([0, 1, 2, 3].map((i) => ({ name: `shot-${i}.png`, mimeType: 'image/png', buffer: PNG })));
  await expect(form.getByText('shot-3.png was not added: at most 3 images.')).toBeVisible();
  await expect(form.getByRole('img', { name: /^shot-\d\.png$/ })).toHaveCount(3);
  await expect(images).toBeDisabled();
});

test('feedback with an image is sent, listed on top and answered by customer service', async ({ page }) => {
  await openFeedback(page);
  const item = panel(page);
  const form = item.getByRole('form', { name: 'Send feedback' });
  const content = form.getByRole('textbox', { name: 'Your feedback' });
  const images = form.getByLabel('Images (optional)');
  const text = 'My withdrawal of 2,000,000 to my ACB card has been pending for two hours.';
  await form.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Withdrawal' });
  await content.fill(text);
  await expect(form.getByText('14 words · 5–300')).toBeVisible();
  await form.getByRole('textbox', { name: 'Remark (optional)' }).fill('ACB card');
  await images.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Send' }).click();

  // Sent: My feedback opens with the new one on top, waiting for an answer.
  await expect(item.getByRole('tab', { name: 'My feedback' })).toHaveAttribute('aria-selected', 'true');
  await expect(item.getByRole('status').filter({ hasText: 'Your feedback was sent' })).toBeVisible();
  const first = (await cards(page)).first();
  await expect(first.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  await expect(first.getByText('Pending', { exact: true })).toBeVisible();
  await expect(first.getByText(text)).toBeVisible();
  await expect(first.getByText('Remark: ACB card')).toBeVisible();
  await expect(first.getByText('Waiting for a reply from customer service.')).toBeVisible();
  // The image sent opens in full size.
  await first.getByRole('button', { name: 'Open image 1 in full size' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Image 1' });
  await expect(lightbox.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // The form was cleared.
  await item.getByRole('tab', { name: 'Send feedback' }).click();
  await expect(form.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');

  // Customer service answers 2 minutes later.
  expect((await advance(page, 2 * 60_000)).ok()).toBe(true);
  await item.getByRole('tab', { name: 'My feedback' }).click();
  await item.getByRole('button', { name: 'Replied', exact: true }).click();
  await expect(item.getByRole('button', { name: 'Replied', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const answered = (await cards(page)).first();
  await expect(answered.getByText(text)).toBeVisible();
  await expect(answered.getByRole('region', { name: 'Conversation' })).toContainText(/Customer service, .*checking your withdrawal/);
  await expect(centre(page)).not.toContainText(/undefined|NaN|feedback\.|\[object/);
});

test('My feedback lists the conversations newest first and filters them by status', async ({ page }) => {
  await openFeedback(page);
  const item = panel(page);
  await item.getByRole('tab', { name: 'My feedback' }).click();
  const all = await cards(page);
  await expect(all).toHaveCount(3);
  await expect(all.getByRole('heading')).toHaveText(['Game', 'Deposit', 'Suggestion']);
  const deposit = all.nth(1);
  await expect(deposit.getByText('Replied', { exact: true })).toBeVisible();
  await expect(deposit.getByText('Remark: Vietcombank, 14:05')).toBeVisible();
  await expect(deposit.getByRole('button', { name: 'Open image 1 in full size' })).toBeVisible();
  const bubbles = deposit.getByRole('region', { name: 'Conversation' }).getByRole('listitem');
  await expect(bubbles).toHaveCount(2);
  await expect(bubbles.first()).toContainText('we found your transfer');
  await expect(bubbles.first()).toHaveClass(/feedback-bubble--operator/);
  await expect(bubbles.last()).toContainText(/^You, .*Received, thank you!$/);
  await expect(bubbles.last()).toHaveClass(/feedback-bubble--member/);

  await item.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect((await cards(page)).getByRole('heading')).toHaveText(['Suggestion']);
  await item.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect((await cards(page)).getByRole('heading')).toHaveText(['Game']);
});

test('a visitor asking for feedback is asked to log in', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(centre(page)).toBeHidden();
});

test('My feedback is empty in the empty scenario', async ({ page }) => {
  await openFeedback(page, '/index?scenario=empty');
  await panel(page).getByRole('tab', { name: 'My feedback' }).click();
  const empty = panel(page).getByRole('status').filter({ hasText: 'No feedback yet' });
  await expect(empty).toBeVisible();
  await empty.getByRole('button', { name: 'Send your first feedback' }).click();
  await expect(panel(page).getByRole('tab', { name: 'Send feedback' })).toHaveAttribute('aria-selected', 'true');
});

test('My feedback shows a failure with a retry (server-error scenario)', async ({ page, baseURL }) => {
  await openFeedback(page);
  await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
  await panel(page).getByRole('tab', { name: 'My feedback' }).click();
  await expect(panel(page).getByRole('alert')).toContainText('System error');
  await page.context().addCookies([{ name: 'mock_scenario', value: 'default', url: baseURL! }]);
  await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(await cards(page)).toHaveCount(3);
});

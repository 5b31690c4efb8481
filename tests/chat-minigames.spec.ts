import { expect, type Page, test } from '@playwright/test';
import { apiLogin, dismissPopups, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const rightBar = (page: Page) => page.getByRole('complementary', { name: 'Shortcuts' });
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Chat room' });
const rooms = (page: Page) => chatDialog(page).getByRole('list', { name: 'Live chat rooms' });
const widgetButton = (page: Page) => page.getByRole('button', { name: 'Mini games', exact: true });
const tray = (page: Page) => page.getByRole('region', { name: 'Mini games' });
/** The game popup, named by the game it shows. */
const gamePopup = (page: Page, game: string) => page.getByRole('dialog', { name: game, exact: true });

/** Opens a page signed in (the login is auth.spec.ts's). */
async function loginAsMember(page: Page, path = '/index', username = 'member01', password = 'Member123') {
  await apiLogin(page, username, password);
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();
}

async function openRooms(page: Page) {
  await rightBar(page).getByRole('button', { name: 'Chat room' }).click();
  await expect(chatDialog(page)).toBeVisible();
}

test('visitors see the chat rooms and are asked to log in to enter one', async ({ page }) => {
  await page.goto('/index');
  await openRooms(page);
  const list = rooms(page);
  await expect(list.getByRole('listitem')).toHaveCount(6);
  await expect(list.getByRole('article').first().getByRole('heading')).toHaveText('Community lounge');
  const lottery = list.getByRole('article', { name: 'Xổ số miền Bắc · soi cầu' });
  await expect(lottery).toContainText('LIVE');
  await expect(lottery).toContainText('1,284 watching');
  await expect(lottery).toContainText('Host: MC Linh · Lottery');
  await expect(list.getByRole('article', { name: 'VIP lounge' })).toContainText('VIP 5+');
  // The offline room cannot be entered.
  const south = list.getByRole('article', { name: 'Xổ số miền Nam' });
  await expect(south).toContainText('Offline');
  await expect(south.getByRole('button', { name: 'Host offline' })).toBeDisabled();
  await lottery.getByRole('button', { name: 'Enter Xổ số miền Bắc · soi cầu' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member enters a chat room, chats, and goes back to every room; the VIP 5 room refuses member01', async ({ page }) => {
  await loginAsMember(page);
  await openRooms(page);
  await rooms(page).getByRole('button', { name: 'Enter Xổ số miền Bắc · soi cầu' }).click();
  const dialog = chatDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Xổ số miền Bắc · soi cầu' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'All rooms' })).toBeFocused();
  const frame = dialog.frameLocator('iframe[title="Xổ số miền Bắc · soi cầu"]');
  await expect(frame.locator('#room-title')).toHaveText('Xổ số miền Bắc · soi cầu');
  await expect(frame.locator('#room-viewers')).toHaveText('1,284 watching');
  await expect(frame.locator('#messages li')).toHaveCount(12);
  // The frame is sandboxed and only ever an http(s) page of the platform.
  const iframe = dialog.locator('iframe');
  await expect(iframe).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(iframe).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/mock-chat\/\?room=R101&ticket=CT[0-9A-F]{8}&nick=Lucky\+An$/);
  await frame.getByRole('textbox', { name: 'Message' }).fill('Chào MC, tối nay đánh con gì?');
  await frame.getByRole('button', { name: 'Send' }).click();
  await expect(frame.locator('#messages li.me').last()).toContainText('Lucky AnChào MC, tối nay đánh con gì?');
  await expect(frame.locator('#messages li.host').last()).toContainText(/Lucky An/);

  await dialog.getByRole('button', { name: 'All rooms' }).click();
  await expect(rooms(page)).toBeVisible();
  await expect(rooms(page).getByRole('button', { name: 'Enter Xổ số miền Bắc · soi cầu' })).toBeFocused();
  const vip = rooms(page).getByRole('article', { name: 'VIP lounge' });
  await vip.getByRole('button', { name: 'Enter VIP lounge' }).click();
  await expect(vip.getByRole('alert')).toHaveText('This room is for VIP 5 and above.');
  await expect(dialog.locator('iframe')).toHaveCount(0);
});

test('agent01 (VIP 5) enters the VIP lounge', async ({ page }) => {
  await loginAsMember(page, '/index', 'agent01', 'Agent123');
  await openRooms(page);
  await rooms(page).getByRole('button', { name: 'Enter VIP lounge' }).click();
  await expect(chatDialog(page).frameLocator('iframe').locator('#room-host')).toHaveText('MC Vy');
});

test('the mini-game widget lists the mini games; visitors are asked to log in first', async ({ page }) => {
  await page.goto('/index');
  await expect(widgetButton(page)).toHaveAttribute('aria-expanded', 'false');
  await widgetButton(page).click();
  await expect(widgetButton(page)).toHaveAttribute('aria-expanded', 'true');
  const games = tray(page).getByRole('listitem');
  await expect(games).toHaveCount(6);
  await expect(games.first()).toContainText('Tài Xỉu');
  await expect(games.first()).toContainText('HOT');
  await expect(games.first()).toContainText('60 s rounds');
  await expect(games.nth(2)).not.toContainText('HOT');
  // Escape closes the tray and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(tray(page)).toHaveCount(0);
  await expect(widgetButton(page)).toBeFocused();
  await widgetButton(page).click();
  await tray(page)
    .getByRole('button', { name: /Tài Xỉu/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(gamePopup(page, 'Tài Xỉu')).toHaveCount(0);
});

test('a member opens a mini game in the game popup, which offers full screen', async ({ page }) => {
  await loginAsMember(page);
  await widgetButton(page).click();
  await tray(page)
    .getByRole('button', { name: /Bầu Cua/ })
    .click();
  const popup = gamePopup(page, 'Bầu Cua');
  await expect(popup.getByRole('heading', { name: 'Bầu Cua' })).toBeVisible();
  await expect(tray(page)).toHaveCount(0);
  const frame = popup.frameLocator('iframe[title="Bầu Cua"]');
  await expect(frame.locator('#game-name')).toHaveText('Bầu Cua');
  await expect(frame.locator('[data-field="vendor"]')).toHaveText('Mini games');
  await expect(frame.locator('#game-mode')).toHaveText('REAL MONEY');
  await expect(popup.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(popup.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
  // Portrait on a desktop.
  const box = await popup.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(422);
  expect(box!.height).toBeGreaterThan(box!.width);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('the game popup fills a phone screen', async ({ page }) => {
  await loginAsMember(page);
  // A phone (the header's login form is a button there, so log in first).
  await page.setViewportSize({ width: 390, height: 844 });
  await widgetButton(page).click();
  await tray(page)
    .getByRole('button', { name: /Lucky Wheel/ })
    .click();
  const popup = gamePopup(page, 'Lucky Wheel');
  await expect(popup.frameLocator('iframe').locator('#game-name')).toHaveText('Lucky Wheel');
  const box = await popup.boundingBox();
  expect(box!.width).toBe(390);
  expect(box!.height).toBeGreaterThan(800);
});

test('a guest (free demo) is told mini games need a real account', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
  await dismissPopups(page);
  await widgetButton(page).click();
  await tray(page)
    .getByRole('button', { name: /Xóc Đĩa/ })
    .click();
  const warning = page.getByRole('dialog', { name: 'Notice' });
  await expect(warning).toContainText('This needs a real account');
  await expect(gamePopup(page, 'Xóc Đĩa')).toHaveCount(0);
});

test('a launch that fails shows why in the game popup, with a retry', async ({ page, baseURL }) => {
  await loginAsMember(page);
  await page.context().addCookies([{ name: 'mock_scenario', value: 'launch-busy', url: baseURL! }]);
  await widgetButton(page).click();
  await tray(page)
    .getByRole('button', { name: /Mini Poker/ })
    .click();
  const popup = gamePopup(page, 'Mini Poker');
  await expect(popup.getByRole('alert')).toContainText(/busy/i);
  await page.context().addCookies([{ name: 'mock_scenario', value: 'default', url: baseURL! }]);
  await popup.getByRole('button', { name: 'Try again' }).click();
  await expect(popup.frameLocator('iframe').locator('#game-name')).toHaveText('Mini Poker');
});

test('the ip-blocked scenario shows the IP-blocked view with the client IP on every route', async ({ page, context, baseURL }) => {
  await context.route('https://chat.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
  await page.goto('/index?scenario=ip-blocked');
  await expect(page.getByRole('heading', { level: 1, name: 'Access from your IP address is blocked' })).toBeVisible();
  await expect(page.getByText('Your IP: 203.0.113.45')).toBeVisible();
  // A distinct view, in the bare layout: no header, right bar or widget.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(rightBar(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toHaveCount(0);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Access from your IP address is blocked' })).toBeVisible();
  // Customer service opens without a session.
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Contact customer service' }).click();
  await expect.poll(async () => (await opened).url()).toContain('https://chat.example.com/');
  // Once the address is no longer blocked, Try again brings the site back.
  await context.addCookies([{ name: 'mock_scenario', value: 'default', url: baseURL! }]);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access from your IP address is blocked' })).toHaveCount(0);
});

test('the empty scenario: no rooms, and no mini-game widget', async ({ page }) => {
  const miniGames = page.waitForResponse(/GCSGAME_getMiniGames/);
  await page.goto('/index?scenario=empty');
  await miniGames;
  await openRooms(page);
  await expect(chatDialog(page).getByText('There are no chat rooms right now.')).toBeVisible();
  await expect(widgetButton(page)).toHaveCount(0);
});

test('the server-error scenario: the room list fails with a retry, and the widget stays away', async ({ page, baseURL }) => {
  const miniGames = page.waitForResponse(/GCSGAME_getMiniGames/);
  await page.goto('/index');
  await miniGames;
  await expect(widgetButton(page)).toBeVisible();
  await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
  await openRooms(page);
  const failure = chatDialog(page).getByRole('alert');
  await expect(failure).toContainText('System error');
  await page.context().addCookies([{ name: 'mock_scenario', value: 'default', url: baseURL! }]);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(rooms(page).getByRole('listitem')).toHaveCount(6);

  // A fresh page whose mini games fail shows no widget; the permission gate shows the failure.
  await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
  await page.goto('/index');
  await expect(page.getByRole('alert').first()).toContainText(/System error|error/i);
  await expect(widgetButton(page)).toHaveCount(0);
  await page.context().addCookies([{ name: 'mock_scenario', value: 'default', url: baseURL! }]);
});

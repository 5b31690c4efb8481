import { checkScreen, closeDialogs, navigate, test } from './visit';

// Every route of src/routes (src/routeTree.gen.ts) but `/`, which sends to /index; the promotion
// page with an id. In one signed-in page, in this order.
const ROUTES = [
  '/index',
  '/lottery',
  '/vnlottery',
  '/elott',
  '/live',
  '/sports',
  '/rng',
  '/fish',
  '/pvp',
  '/seamless',
  '/promotions',
  '/promoDetail?id=8801',
  '/pointMall',
  '/down',
  '/download',
  '/join',
  '/help',
  '/helpmc',
  '/game',
  '/login',
  '/register',
  '/register.html',
];

for (const path of ROUTES) {
  test(path, async ({ visit }) => {
    await closeDialogs(visit.page);
    await navigate(visit.page, path);
    await checkScreen(visit, visit.page.getByRole('main'), path);
    // Routes that open a dialog over the page (/register): it has content too.
    const dialog = visit.page.locator('[role="dialog"]:visible').first();
    if (await dialog.count()) await checkScreen(visit, dialog, `${path}'s dialog`);
  });
}

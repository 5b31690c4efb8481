import { AGENT_CENTRE, AGENT_ITEMS, closeDialogs, navigate, test, visitPanel } from './visit';

// Every agent-centre panel (agent projects only: playwright.foreign.config.ts). In one signed-in
// page, over the home page.
test.beforeAll(async ({ signedIn }) => {
  await closeDialogs(signedIn.page);
  await navigate(signedIn.page, '/index');
});

for (const [id, label] of AGENT_ITEMS) {
  test(id, async ({ visit }) => {
    await visitPanel(visit, AGENT_CENTRE, label);
  });
}

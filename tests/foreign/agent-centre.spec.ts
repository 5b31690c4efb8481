import { AGENT_CENTRE, AGENT_ITEMS, test, visitPanel } from './visit';

// Every agent-centre panel (agent projects only: playwright.foreign.config.ts). In one signed-in
// page, over the home page.
for (const [id, label] of AGENT_ITEMS) {
  test(id, async ({ visit }) => {
    await visitPanel(visit, AGENT_CENTRE, label);
  });
}

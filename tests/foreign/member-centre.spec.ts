import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, MEMBER_CENTRE, test, visitPanel } from './visit';

// Every member-centre panel, as the project's role sees the menu (an agent's transfer item is
// named for downlines too). In one signed-in page, over the home page, where the sign-in leaves it.
const labels = (JSON.parse(readFileSync(join(LOCALES, 'records', 'en.json'), 'utf8')) as { memberCentre: { item: Record<string, string> } }).memberCentre.item;

/** src/features/member-centre/MemberCentre.tsx MEMBER_CENTRE_ITEMS, in its order. */
const ITEMS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'feedback',
  'responsibleGaming',
];

for (const id of ITEMS) {
  test(id, async ({ visit, role }) => {
    await visitPanel(visit, MEMBER_CENTRE, labels[id === 'transferUpline' && role === 'agent' ? 'transferUpline_agent' : id]!);
  });
}

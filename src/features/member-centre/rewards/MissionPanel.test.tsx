import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { useScenario } from '../../../../mocks/node';
import { claimMissionRewards, getMissionSummary } from '../../../generated/relay/endpoints/rewards/rewards';
import { login } from '../../../generated/wps/endpoints/session/session';
import { useGetWalletBalance } from '../../../generated/wps/endpoints/wallet/wallet';
import { changeLanguage, initI18n } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { setSessionToken } from '../../../state/session';
import { createQueryClient } from '../../../test/query-client';
import MissionPanel from './MissionPanel';
import { useAvailableMissions } from './missions';

/** What the menu shows beside the panel: the badge count and the balance of the header. */
function Beside() {
  const count = useAvailableMissions();
  const balance = useGetWalletBalance().data?.value.sumBalance;
  return (
    <>
      <output aria-label="badge">{count ?? ''}</output>
      <output aria-label="balance">{balance ?? ''}</output>
    </>
  );
}

async function renderMissions({ signIn = true } = {}) {
  await initI18n();
  await changeLanguage('EN');
  // The panels' texts, loaded before the first render (a component that suspends inside an
  // act() that is not awaited is not retried).
  await Promise.all([loadLocalePart('rewards', 'EN'), loadLocalePart('records', 'EN')]);
  if (signIn) {
    const { value } = await login({ username: 'member01', password: 'Member123', type: 'username' });
    setSessionToken(value.token);
  }
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={<p>loading texts</p>}>
        <Beside />
        <MissionPanel />
      </Suspense>
    </QueryClientProvider>,
  );
}

const badge = () => screen.getByRole('status', { name: 'badge' });
const balance = () => Number(screen.getByRole('status', { name: 'balance' }).textContent);

describe('MissionPanel', () => {
  it('claims a reached mission: the money arrives, the badge and the list follow', async () => {
    await renderMissions();
    expect(await screen.findByRole('heading', { level: 3, name: 'Mission activity' })).toBeInTheDocument();
    const open = await screen.findByRole('list', { name: 'Open missions' });
    const claims = await within(open).findAllByRole('button', { name: 'Claim reward' });
    expect(claims).toHaveLength(2);
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(screen.getByText('Rewards to claim: 2')).toBeInTheDocument();
    await waitFor(() => expect(balance()).toBeGreaterThan(0));
    const before = balance();

    // Every mission shows its progress as a labelled progress bar within its target.
    for (const bar of within(open).getAllByRole('progressbar')) {
      expect(bar).toHaveAccessibleName();
      expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(Number(bar.getAttribute('aria-valuemax')));
    }

    const card = claims[0]!.closest('article')!;
    const title = within(card).getByRole('heading', { level: 4 }).textContent!;
    await userEvent.click(claims[0]!);
    const done = await screen.findByText(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .+ is in your main wallet\\.$`));
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(await screen.findByText('Rewards to claim: 1')).toBeInTheDocument();
    await waitFor(() => expect(within(open).getAllByRole('button', { name: 'Claim reward' })).toHaveLength(1));
    await waitFor(() => expect(balance()).toBeGreaterThan(before));
  });

  it('says why a claim is refused, and shows the list as it now is', async () => {
    await renderMissions();
    const open = await screen.findByRole('list', { name: 'Open missions' });
    const [first] = await within(open).findAllByRole('button', { name: 'Claim reward' });
    const card = first!.closest('article')!;
    const title = within(card).getByRole('heading', { level: 4 }).textContent!;
    // Claimed meanwhile elsewhere (another tab): the panel still offers the claim.
    const mission = (await getMissionSummary({ status: 'O' })).value.list.find((m) => m.title === title)!;
    await claimMissionRewards({ missionId: mission.missionId });
    await userEvent.click(first!);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${title}: This mission's reward cannot be claimed now. The list is up to date again.`);
    await waitFor(() => expect(within(open).getAllByRole('button', { name: 'Claim reward' })).toHaveLength(1));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows the top 20 of the leaderboard and the member’s own line in the footer', async () => {
    await renderMissions();
    const board = await screen.findByRole('table', { name: /Leaderboard/ });
    const [head, body, foot] = within(board).getAllByRole('rowgroup');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Rank', 'Player', 'Reached', 'Reward']);
    const rows = await within(body!).findAllByRole('row');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(foot!).getByRole('rowheader', { name: 'You' })).toBeInTheDocument();

    // Another mission's board, its figures in its own unit (login days: at most 7 a week).
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Leaderboard of' }), 'Log in 5 days');
    await waitFor(() => {
      const table = screen.getByRole('table', { name: /Leaderboard/ });
      const reached = within(within(table).getAllByRole('rowgroup')[1]!)
        .getAllByRole('row')
        .map((r) => within(r).getAllByRole('cell')[2]!.textContent);
      expect(reached.every((v) => /^[1-7]$/.test(v ?? ''))).toBe(true);
    });
  });

  it('says so when there are no missions', async () => {
    useScenario('empty');
    await renderMissions();
    expect(await screen.findByText('There are no open missions right now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Closed missions' }));
    expect(await screen.findByText('No closed missions yet.')).toBeInTheDocument();
  });

  it('shows a translated message with a retry when the platform fails', async () => {
    await renderMissions();
    await screen.findByRole('list', { name: 'Open missions' });
    useScenario('server-error');
    await userEvent.click(screen.getByRole('button', { name: 'Closed missions' }));
    // Server errors are retried twice before the panel gives up and says so.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    expect(retry.closest('[role="alert"]')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/rewards\.|errorCode\.|system\.error|undefined|\[object/);
  });
});

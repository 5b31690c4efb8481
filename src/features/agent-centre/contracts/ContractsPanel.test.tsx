import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockStore, now } from '../../../../mocks/node';
import { getContractHourSalaryInfo } from '../../../generated/relay/endpoints/contract/contract';
import { login } from '../../../generated/wps/endpoints/session/session';
import { changeLanguage, initI18n } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { clearSession, setSessionToken, setSignedIn } from '../../../state/session';
import { createQueryClient } from '../../../test/query-client';
import AgentCentre from '../AgentCentre';
import ContractsPanel from './ContractsPanel';

/** The announcements' list, which the app gives the centre (src/app/shell/DialogHost.tsx): not opened here. */
const NoAnnouncements = () => null;

async function signIn(username: string) {
  await initI18n();
  await changeLanguage('EN');
  // The texts, loaded before the first render (a component that suspends inside an act() that
  // is not awaited is not retried).
  for (const part of ['agent', 'records', 'contracts', 'reports']) await loadLocalePart(part, 'EN');
  const { value } = await login({ username, password: 'Agent123', type: 'username' });
  setSessionToken(value.token);
  setSignedIn({ account: username, type: 1 });
}

/** Rendered inside an awaited act(), so a lazy panel that suspends is retried when its chunk comes. */
async function renderIn(node: ReactNode) {
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback={<p>loading texts</p>}>{node}</Suspense>
      </QueryClientProvider>,
    );
  });
}

const section = (name: string) => screen.findByRole('region', { name });

describe('My contracts', () => {
  afterEach(() => clearSession());

  it('as thu_agent: accepts the lower hourly offer after confirming that it ends son_agent’s contract', async () => {
    const user = userEvent.setup();
    await signIn('thu_agent');
    await renderIn(<ContractsPanel />);

    const dividend = await screen.findByRole('tab', { name: 'Dividend' });
    expect(dividend).toHaveAttribute('aria-selected', 'true');
    // Arrow keys move along the tabs.
    dividend.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const hourly = screen.getByRole('tab', { name: /^Hourly salary/ });
    expect(hourly).toHaveFocus();
    expect(hourly).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /^Hourly salary/ })).toBeInTheDocument();

    const upline = await section('From my upline');
    const offer = await within(upline).findByRole('article', { name: 'Offer from agent01' });
    expect(within(offer).getByText('Waiting for your answer')).toBeInTheDocument();
    expect(within(offer).getByRole('table', { name: 'Terms of contract HS000000000204' })).toBeInTheDocument();
    expect(within(offer).getByText('It replaces your current contract HS000000000203: top rate 0.04% → 0.02%.')).toBeInTheDocument();
    expect(within(offer).getByText('Accepting ends your contract with son_agent (0.03%)')).toBeInTheDocument();
    expect(within(upline).getByRole('article', { name: 'Contract with agent01' })).toBeInTheDocument();

    // Before: son_agent has a 0.03% hourly contract from thu_agent.
    const downlines = await section('With my downlines');
    const sonRow = within(downlines).getByRole('row', { name: /son_agent/ });
    expect(within(sonRow).getByText('0.03%')).toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept the offer from agent01?' });
    expect(within(confirm).getByText('son_agent (0.03%), contract HS000000000303')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Accept and end them' }));

    expect(
      await screen.findByText('You accepted the hourly salary contract from agent01 (top rate 0.02%). Your contract with son_agent (0.03%) has ended.'),
    ).toBeInTheDocument();
    // After: the offer is gone, the new contract is in force, son_agent has none any more.
    expect(await within(upline).findByRole('article', { name: 'Contract with agent01' })).toHaveTextContent('0.02%');
    expect(within(upline).queryByRole('article', { name: 'Offer from agent01' })).not.toBeInTheDocument();
    const after = within(await section('With my downlines')).getByRole('row', { name: /son_agent/ });
    expect(within(after).getByText('None')).toBeInTheDocument();
    expect(within(after).getByRole('button', { name: 'Offer a contract to son_agent' })).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Terminate the contract with son_agent' })).not.toBeInTheDocument();
    const history = await section('History');
    expect(await within(history).findByText('Ended: a lower rate was accepted above')).toBeInTheDocument();

    const { value } = await getContractHourSalaryInfo();
    expect(value.ceiling.rate).toBe(0.02);
    expect(value.downlines).toEqual([expect.not.objectContaining({ contractId: expect.anything() })]);
  });

  it('as thu_agent: rejects the offer only after confirming, and the current contract stays', async () => {
    const user = userEvent.setup();
    await signIn('thu_agent');
    await renderIn(<ContractsPanel kind="HOURLY" />);
    const upline = await section('From my upline');
    const offer = await within(upline).findByRole('article', { name: 'Offer from agent01' });
    await user.click(within(offer).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject the offer?' });
    expect(confirm).toHaveTextContent('Reject the hourly salary offer from agent01 (top rate 0.02%)? Your current contract stays in force.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(upline).getByRole('article', { name: 'Offer from agent01' })).toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reject the offer?' })).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('You rejected the hourly salary offer from agent01.')).toBeInTheDocument();
    expect(await within(upline).findByRole('article', { name: 'Contract with agent01' })).toHaveTextContent('0.04%');
  });

  it('as agent01: changes hung_agent’s daily terms through the form, refused at the field first, then pending', async () => {
    const user = userEvent.setup();
    await signIn('agent01');
    await renderIn(<ContractsPanel kind="DAILY" />);
    const downlines = await section('With my downlines');
    expect(within(downlines).getByText('You may offer at most 2%.')).toBeInTheDocument();
    const row = within(downlines).getByRole('row', { name: /hung_agent/ });
    await user.click(within(row).getByRole('button', { name: 'Change terms with hung_agent' }));

    const form = await screen.findByRole('dialog', { name: 'Change the daily salary terms with hung_agent' });
    const tier2 = within(form).getByRole('group', { name: 'Tier 2' });
    // Prefilled with the terms in force.
    expect(within(within(form).getByRole('group', { name: 'Tier 1' })).getByRole('textbox', { name: "Share of the team's valid bets (%)" })).toHaveValue('0.3');
    expect(within(tier2).getByRole('textbox', { name: 'Team valid bets in a day, at least' })).toHaveValue('20000000');
    expect(within(tier2).getByText(/^At .*20,000,000(\.00)? valid bets a day the downline earns at least .*80,000(\.00)?\.$/)).toBeInTheDocument();

    const rate2 = within(tier2).getByRole('textbox', { name: "Share of the team's valid bets (%)" });
    await user.clear(rate2);
    await user.type(rate2, '0.2');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(within(tier2).getByText("Must be at least tier 1's 0.3%.")).toBeInTheDocument();
    expect(rate2).toHaveAttribute('aria-invalid', 'true');

    await user.clear(rate2);
    await user.type(rate2, '0.5');
    expect(within(tier2).getByText(/earns at least .*100,000(\.00)?\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('Offer sent to hung_agent: daily salary, top rate 0.5%. It waits for their answer.')).toBeInTheDocument();
    // The form closes (it fades out first).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change the daily salary terms with hung_agent' })).not.toBeInTheDocument());

    const pending = within(await section('With my downlines')).getByRole('row', { name: /hung_agent/ });
    expect(await within(pending).findByText('0.5% offered')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Withdraw the offer to hung_agent' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Change terms with hung_agent' })).not.toBeInTheDocument();
  });

  it('as agent01: a refused offer keeps the form with the translated reason', async () => {
    const user = userEvent.setup();
    await signIn('agent01');
    await renderIn(<ContractsPanel kind="REALTIME" />);
    const downlines = await section('With my downlines');
    const row = within(downlines).getByRole('row', { name: /thu_agent/ });
    // The platform freezes agent01 meanwhile (not for a dividend: the screen does not know yet).
    mockStore.state.accounts.agent01!.status = 'FROZEN';
    await user.click(within(row).getByRole('button', { name: 'Offer a contract to thu_agent' }));
    const form = await screen.findByRole('dialog', { name: 'New real-time salary offer' });
    const tier = within(form).getByRole('group', { name: 'Tier 1' });
    await user.type(within(tier).getByRole('textbox', { name: 'Profit wage rate (%)' }), '0.4');
    await user.type(within(tier).getByRole('textbox', { name: 'Loss wage rate (%)' }), '0.2');
    expect(
      within(tier).getByText(/^A player who wins .*100,000(\.00)? in a round earns the downline .*400(\.00)?; one who loses .*100,000(\.00)?, .*200(\.00)?\.$/),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your account is frozen: it cannot offer contracts until the freeze ends.');
    expect(within(tier).getByRole('textbox', { name: 'Profit wage rate (%)' })).toHaveValue('0.4');
  });
});

describe('the agent centre and contracts', () => {
  afterEach(() => clearSession());

  it('prompts thu_agent to review the hourly offer, and opens My contracts on that tab', async () => {
    const user = userEvent.setup();
    await signIn('thu_agent');
    await renderIn(<AgentCentre announcementList={NoAnnouncements} />);
    const prompt = await screen.findByText('Your upline offered you an hourly salary contract.');
    expect(prompt.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: /^My contracts/ })).toHaveTextContent('1');
    // The centre switches panels in a transition: the panel's chunk loads within act's scope, so
    // React's retry of the transition is not left outside it (as it would be in a browser's event loop).
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Review it' }));
      await import('./ContractsPanel');
    });
    expect(await screen.findByRole('tab', { name: /^Hourly salary/ }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Offer from agent01' })).toBeInTheDocument();
  });

  it('shows agent01 frozen for an unpaid dividend, until when, on every panel', async () => {
    await signIn('agent01');
    const until = now(mockStore.state) + 20 * 3_600_000;
    Object.assign(mockStore.state.accounts.agent01!, { status: 'FROZEN', frozenReason: 'DIVIDEND_UNPAID', frozenUntil: until });
    await renderIn(<AgentCentre announcementList={NoAnnouncements} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Your account is frozen until .+: a dividend was not paid in time\. Until then you cannot offer contracts\.$/);
    expect(screen.queryByText(/offered you/)).not.toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceMockClock, MAIN_WALLET, mainBalance, mockStore, post } from '../../../../mocks/node';
import { login } from '../../../generated/wps/endpoints/session/session';
import { changeLanguage, i18n, initI18n } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { clearSession, setSessionToken, setSignedIn } from '../../../state/session';
import { createQueryClient } from '../../../test/query-client';
import SettlementPanel from './SettlementPanel';

/**
 * Tuesday 1 December 2026, 00:30 Vietnam time: the half month 16–30 November ended half an hour
 * ago, and agent01 owes thu_agent its dividend (thu_agent's branch lost), due by 10:00.
 */
const T = Date.UTC(2026, 10, 30, 17, 30);

async function renderDividends() {
  await initI18n();
  await changeLanguage('EN');
  await loadLocalePart('agent', 'EN');
  await loadLocalePart('records', 'EN');
  await loadLocalePart('reports', 'EN');
  const { value } = await login({ username: 'agent01', password: 'Agent123', type: 'username' });
  setSessionToken(value.token);
  setSignedIn({ account: 'agent01', type: 1 });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={<p>loading texts</p>}>
        <SettlementPanel kind="dividend" />
      </Suspense>
    </QueryClientProvider>,
  );
  return screen.findByRole('table', { name: 'Dividend record' });
}

/** A moment as the site writes it (src/lib/dates.ts: Nov 24, 2026, 12:05 PM). */
const moment = (time: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }).format(time);
const DUE_AT = Date.UTC(2026, 11, 1, 3);
/**
 * agent01's due dividend to thu_agent for 16–30 November: the seed's (the branch lost), else
 * (should the seeded play change) that period's record made due here, as the platform would.
 */
function dueDividend() {
  const dividends = mockStore.state.agency.settlements.filter(
    (s) => s.kind === 'DIVIDEND' && s.upline === 'agent01' && s.downline === 'thu_agent' && s.periodEnd === DUE_AT - 10 * 3_600_000 - 1,
  );
  const due = dividends.find((s) => s.status === 'DUE');
  if (due) return due;
  const record = dividends[0]!;
  return Object.assign(record, { status: 'DUE' as const, amount: 250_000, rate: 30, profitLoss: -833_333.33, paidAt: null, dueAt: DUE_AT });
}

describe('the dividend record: paying a due dividend', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T, toFake: ['Date'] });
    mockStore.reset();
    advanceMockClock(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it('shows a due dividend with its deadline and a Pay action for the upline, and explains the statuses', async () => {
    const due = dueDividend();
    expect(due.dueAt).toBe(DUE_AT);
    const table = await renderDividends();
    const pay = within(table).getByRole('button', { name: /^Pay .+ to thu_agent$/ });
    const row = pay.closest('tr')!;
    expect(within(row).getByText('Due')).toHaveClass('status-badge');
    expect(row).toHaveTextContent(`due by ${moment(due.dueAt!)}`);
    // Only the dividends agent01 owes have it: not the paid ones, not the running period.
    expect(within(table).getAllByRole('button', { name: /^Pay / })).toHaveLength(1);
    expect(screen.getByText('Forced').closest('div')).toHaveTextContent("Not paid in time: the platform paid it and froze the upline's account.");
  });

  it('pays after the confirmation: the records and the balances asked again, the payment announced', async () => {
    const user = userEvent.setup();
    const due = dueDividend();
    const before = mainBalance(mockStore.state.accounts.agent01!);
    const table = await renderDividends();
    const pay = within(table).getByRole('button', { name: /^Pay .+ to thu_agent$/ });
    const amount = /^Pay (.+) to thu_agent$/.exec(pay.getAttribute('aria-label')!)![1]!;
    // The amount as a text query reads it: its no-break space (symbol, number) made an ordinary one.
    const shown = amount.replace(/\s/g, ' ');

    // Cancel changes nothing.
    await user.click(pay);
    let dialog = await screen.findByRole('dialog', { name: 'Pay the dividend to thu_agent' });
    expect(dialog).toHaveTextContent(shown);
    expect(dialog).toHaveTextContent(`Pay before ${moment(due.dueAt!)}, or the platform takes it and freezes your account.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(due.status).toBe('DUE');

    await user.click(pay);
    dialog = await screen.findByRole('dialog', { name: 'Pay the dividend to thu_agent' });
    await user.click(within(dialog).getByRole('button', { name: `Pay ${amount}` }));
    expect(await screen.findByText(`Dividend of ${shown} paid to thu_agent.`)).toHaveAttribute('role', 'status');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(due.status).toBe('PAID');
    expect(mainBalance(mockStore.state.accounts.agent01!)).toBeCloseTo(before - due.amount, 2);
    // The records are asked again: the row is paid, its Pay gone.
    await vi.waitFor(() => expect(within(table).queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument());
    const paid = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('thu_agent') && row.textContent.includes(moment(T)));
    expect(within(paid!).getByText('Paid', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(table).queryByText('Due')).not.toBeInTheDocument();
  });

  it('shows the refusal in the dialog and keeps it open: not enough in the main wallet', async () => {
    const user = userEvent.setup();
    const due = dueDividend();
    // agent01 spends all but less than the dividend.
    const agent01 = mockStore.state.accounts.agent01!;
    const left = Math.round((due.amount - 100) * 100) / 100;
    post(mockStore.state, 'agent01', {
      time: T,
      type: 'WITHDRAWAL',
      amount: -(mainBalance(agent01) - left),
      accountTypeId: MAIN_WALLET,
      reference: 'WDTESTPAY',
      remark: 'test',
    });
    const table = await renderDividends();
    await user.click(within(table).getByRole('button', { name: /^Pay .+ to thu_agent$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the dividend to thu_agent' });
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your balance is not enough for this amount.');
    expect(screen.getByRole('dialog', { name: 'Pay the dividend to thu_agent' })).toBeInTheDocument();
    expect(due.status).toBe('DUE');

    // Paid meanwhile (another tab): no longer due.
    post(mockStore.state, 'agent01', { time: T, type: 'DEPOSIT', amount: 1_000_000, accountTypeId: MAIN_WALLET, reference: 'DPTESTPAY', remark: 'test' });
    due.status = 'PAID';
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('This dividend is no longer due: it has been paid, or the platform has taken it.'),
    );
  });
});

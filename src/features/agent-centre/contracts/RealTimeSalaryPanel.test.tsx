import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceMockClock, MINUTE, mockStore } from '../../../../mocks/node';
import { login } from '../../../generated/wps/endpoints/session/session';
import { changeLanguage, i18n, initI18n } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { clearSession, setSessionToken, setSignedIn } from '../../../state/session';
import { createQueryClient } from '../../../test/query-client';
import RealTimeSalaryPanel from './RealTimeSalaryPanel';

/** Tuesday 24 November 2026, 12:02 Vietnam time (05:02 UTC, the tests' own day): the next settlement at 12:05. */
const T = Date.UTC(2026, 10, 24, 5, 2);

async function renderPanel() {
  await initI18n();
  await changeLanguage('EN');
  // The panel's texts, loaded before the first render (the agent centre wraps it in the reports part).
  await loadLocalePart('agent', 'EN');
  await loadLocalePart('records', 'EN');
  await loadLocalePart('reports', 'EN');
  const { value } = await login({ username: 'hung_agent', password: 'Agent123', type: 'username' });
  setSessionToken(value.token);
  setSignedIn({ account: 'hung_agent', type: 2 });
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>loading texts</p>}>
        <RealTimeSalaryPanel />
      </Suspense>
    </QueryClientProvider>,
  );
  return client;
}

/** A time as the panel shows it (the member's time zone, short). */
/** A moment as the site writes it (src/lib/dates.ts: Nov 24, 2026, 12:05 PM). */
const moment = (time: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }).format(time);
const at = (hh: number, mm: number) => Date.UTC(2026, 10, 24, hh - 7, mm);

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const markedRows = (table: HTMLElement) => bodyRows(table).filter((row) => row.querySelector('.rt-new'));

describe('RealTimeSalaryPanel', () => {
  beforeEach(() => {
    // A known time of day: today's period holds the last hours of simulated play. Only Date is
    // faked (the mock platform's clock and the period's days); timers run as usual.
    vi.useFakeTimers({ now: T, toFake: ['Date'] });
    mockStore.reset();
    // The tests' platform moves real-time salary on only when its clock is moved: up to now, the
    // seeded play of the last hours.
    advanceMockClock(0);
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
    clearSession();
  });

  it('shows today’s wages paid to hung_agent, then marks and announces the wages of the next settlement', async () => {
    const client = await renderPanel();
    const table = await screen.findByRole('table', { name: 'Real-time salary' });
    expect(screen.getByRole('heading', { name: 'Real-time salary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    // The columns, and a wage of agent01's real-time contract with hung_agent.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Settled', 'Game', 'Round', 'Player', 'Upline → downline', 'Stake', 'Player profit/loss', 'Wage type', 'Rate', 'Wage', 'Status']);
    const first = bodyRows(table)[0]!;
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Keno 5 phút');
    expect(cells[3]).toHaveTextContent('agent01 → hung_agent');
    expect(cells[6]!.textContent).toMatch(/^(Profit|Loss) wage$/);
    expect(cells[7]!.textContent).toMatch(/^(0\.5|0\.8|0\.3)%$/);
    // A profit pays a profit wage (shown as a gain), a loss a loss wage (shown as a loss).
    for (const row of bodyRows(table)) {
      const [, , , , , profitLoss, type] = within(row).getAllByRole('cell');
      expect(profitLoss!.className).toContain(type!.textContent === 'Profit wage' ? 'amount--up' : 'amount--down');
    }

    // The settlement clock (Vietnam times): the last at 12:00, the next at 12:05, in 3 minutes.
    expect(screen.getByText('Last settlement').nextElementSibling).toHaveTextContent(moment(at(12, 0)));
    expect(screen.getByText('Next settlement').nextElementSibling).toHaveTextContent(`${moment(at(12, 5))} (in 3 min.)`);
    // The totals of the filter.
    const totals = screen.getByLabelText('Totals');
    for (const label of ['Profit wages', 'Loss wages', 'Total paid', 'Rounds']) expect(within(totals).getByText(label)).toBeInTheDocument();
    const rounds = Number(within(totals).getByText('Rounds').nextElementSibling!.textContent);
    expect(rounds).toBeGreaterThan(10);

    // The first answer marks nothing and announces nothing.
    expect(markedRows(table)).toEqual([]);
    expect(within(table).queryByText(/\(new\)/)).not.toBeInTheDocument();
    const live = screen.getByText((_, el) => el?.getAttribute('aria-live') === 'polite' && el.tagName === 'P');
    expect(live).toHaveTextContent('');

    // The mock clock moves 5 minutes: the 12:05 settlement pays the round drawn then; the screens
    // are refreshed as the mock panel does (it invalidates every query).
    const before = bodyRows(table).map((row) => row.textContent);
    advanceMockClock(5 * MINUTE);
    await act(() => client.invalidateQueries());
    await vi.waitFor(() => expect(markedRows(table).length).toBeGreaterThan(0));
    const marked = markedRows(table);
    for (const row of marked) {
      expect(within(row).getByRole('rowheader')).toHaveTextContent(`${moment(at(12, 5))} (new)`);
      expect(before).not.toContain(row.textContent);
    }
    // Newest first: the marked rows lead; the others were there before.
    expect(bodyRows(table).slice(0, marked.length)).toEqual(marked);
    expect(live).toHaveTextContent(`New wages: ${marked.length}`);
    expect(screen.getByText('Last settlement').nextElementSibling).toHaveTextContent(moment(at(12, 5)));
    expect(screen.getByText('Next settlement').nextElementSibling).toHaveTextContent(`${moment(at(12, 10))} (in 5 min.)`);
  });

  it('filters by who pays: hung_agent pays no real-time salary of its own', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await screen.findByRole('table', { name: 'Real-time salary' });
    await user.click(screen.getByRole('button', { name: 'Paid by me' }));
    expect(await screen.findByText('No real-time salary in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The settlement clock stays.
    expect(screen.getByText('Next settlement')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paid to me' }));
    expect(await screen.findByRole('table', { name: 'Real-time salary' })).toBeInTheDocument();
    // Another filter is not an arrival.
    const table = screen.getByRole('table');
    expect(markedRows(table)).toEqual([]);

    // The window gets the focus back after the clock moved: asked again, the new wages marked.
    advanceMockClock(5 * MINUTE);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await vi.waitFor(() => expect(markedRows(table).length).toBeGreaterThan(0));
    expect(screen.getByText(/^New wages: \d+$/)).toBeInTheDocument();
  });
});

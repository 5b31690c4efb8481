import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { useScenario } from '../../../../mocks/node';
import { login } from '../../../generated/wps/endpoints/session/session';
import { changeLanguage, initI18n, LANGUAGES } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { setSessionToken } from '../../../state/session';
import { createQueryClient } from '../../../test/query-client';
import ResponsiblePanel, { breakEnd } from './ResponsiblePanel';

const PASSWORDS: Record<string, string> = { member01: 'Member123', limited01: 'Limited123' };

async function renderPanel(username = 'limited01', code = 'EN') {
  await initI18n();
  await changeLanguage(code);
  // The panel's texts, loaded before the first render (a component that suspends inside an act()
  // that is not awaited is not retried).
  await Promise.all(['responsible', 'money', 'records'].map((part) => loadLocalePart(part, code)));
  const { value } = await login({ username, password: PASSWORDS[username]!, type: 'username' });
  setSessionToken(value.token);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={<p>loading texts</p>}>
        <ResponsiblePanel />
      </Suspense>
    </QueryClientProvider>,
  );
}

const card = (section: string, title: string) => within(screen.getByRole('region', { name: section })).getByRole('article', { name: title });

describe('ResponsiblePanel', () => {
  it('shows each limit with what is used of it, a bar where there is a limit', async () => {
    await renderPanel();
    const loss = await waitFor(() => card('Loss limits', 'Daily limit'));
    expect(within(loss).getByText('1,000,000', { exact: true })).toBeInTheDocument();
    const bar = within(loss).getByRole('progressbar', { name: 'Daily limit used' });
    expect(bar).toHaveAttribute('aria-valuenow', '95');
    expect(bar).toHaveAttribute('aria-valuetext', 'Used today: 950,000 of 1,000,000');
    expect(within(loss).getByText(/^Resets /)).toBeInTheDocument();
    const weekly = card('Deposit limits', 'Weekly limit');
    expect(within(weekly).getByText('No limit', { exact: true })).toBeInTheDocument();
    expect(within(weekly).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reality check' })).toHaveValue('30');
    expect(screen.getByRole('combobox', { name: 'Session-length limit' })).toHaveValue('');
  });

  it('lowers at once, raises after 24 hours, refuses a second raise and keeps what was typed', async () => {
    await renderPanel();
    const loss = await waitFor(() => card('Loss limits', 'Daily limit'));
    const amount = within(loss).getByRole('textbox', { name: 'New daily limit' });
    await userEvent.type(amount, '800000');
    await userEvent.click(within(loss).getByRole('button', { name: 'Set limit' }));
    expect(await within(loss).findByRole('status')).toHaveTextContent('Your new limit holds now.');
    await waitFor(() => expect(within(loss).getByText('800,000', { exact: true })).toBeInTheDocument());

    await userEvent.type(amount, '2000000');
    await userEvent.click(within(loss).getByRole('button', { name: 'Set limit' }));
    expect(await within(loss).findByRole('status')).toHaveTextContent(/^Your change takes effect on .+\.$/);
    expect(await within(loss).findByText(/^Pending: 2,000,000 from /)).toBeInTheDocument();

    await userEvent.click(within(loss).getByRole('button', { name: 'Remove limit' }));
    expect(await within(loss).findByRole('alert')).toHaveTextContent(/^A change of this limit already waits until .+\. Lower the limit, or wait\.$/);

    await userEvent.type(amount, '12.345');
    await userEvent.click(within(loss).getByRole('button', { name: 'Set limit' }));
    expect(within(loss).getByRole('textbox', { name: 'New daily limit' })).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('12.345');
  });

  it('asks a second time before a time-out and says what it does; Cancel goes back', async () => {
    await renderPanel('member01');
    const region = await screen.findByRole('region', { name: 'Take a break' });
    const timeout = within(region).getByRole('heading', { name: 'Time-out' }).closest('.rg-card') as HTMLElement;
    await userEvent.click(within(timeout).getByRole('radio', { name: '7 days' }));
    await userEvent.click(within(timeout).getByRole('button', { name: 'Take a time-out' }));
    const confirm = within(timeout).getByRole('region', { name: 'Confirm your time-out' });
    expect(confirm).toHaveTextContent(
      /You will be signed out now and cannot sign in, deposit or play until .+ \(7 days\)\. It cannot be undone or shortened from the site\./,
    );
    expect(within(confirm).getByRole('heading', { name: 'Confirm your time-out' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(timeout).queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows its loading, empty and error states', async () => {
    useScenario('empty');
    await renderPanel('member01');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const deposit = await screen.findByRole('region', { name: 'Deposit limits' });
    expect(within(deposit).getByText('No limits of this kind can be set on this site yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Loss limits' })).getByText('No limits of this kind can be set on this site yet.')).toBeInTheDocument();
  });

  it('says when its limits cannot be read, with a retry', async () => {
    await renderPanel('member01');
    await screen.findByRole('region', { name: 'Deposit limits' });
    useScenario('server-error');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ResponsiblePanel />
      </QueryClientProvider>,
    );
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is written in every language, with no text key or placeholder left', async () => {
    for (const language of LANGUAGES) {
      const view = await renderPanel('limited01', language.code);
      await waitFor(() => expect(document.querySelectorAll('.rg-card').length).toBeGreaterThan(6));
      const text = document.body.textContent ?? '';
      expect(text, language.code).not.toMatch(/responsible\.|memberCentre\.|errorCode\.|{{|undefined|NaN/);
      view.unmount();
    }
  }, 120_000);
});

describe('breakEnd', () => {
  it('counts days, and months and years on the calendar', () => {
    const from = new Date(2026, 7, 31, 12).getTime();
    expect(breakEnd(from, 'H24') - from).toBe(86_400_000);
    expect(breakEnd(from, 'W6') - from).toBe(42 * 86_400_000);
    expect(new Date(breakEnd(from, 'Y1')).getFullYear()).toBe(2027);
    expect(new Date(breakEnd(from, 'Y5')).getFullYear()).toBe(2031);
    expect(new Date(breakEnd(from, 'M6')).getMonth()).toBe(2);
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getSubordinates } from '../../../generated/relay/endpoints/agent/agent';
import { login } from '../../../generated/wps/endpoints/session/session';
import { changeLanguage, initI18n } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { setSessionToken } from '../../../state/session';
import { createQueryClient } from '../../../test/query-client';
import RegisterCentrePanel from './RegisterCentrePanel';

async function renderRegisterCentre(onOpen = vi.fn()) {
  await initI18n();
  await changeLanguage('EN');
  // The panel's texts, loaded before the first render (a component that suspends inside an
  // act() that is not awaited is not retried).
  await loadLocalePart('agent', 'EN');
  await loadLocalePart('records', 'EN');
  const { value } = await login({ username: 'agent01', password: 'Agent123', type: 'username' });
  setSessionToken(value.token);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={<p>loading texts</p>}>
        <RegisterCentrePanel onOpen={onOpen} />
      </Suspense>
    </QueryClientProvider>,
  );
  return onOpen;
}

describe('RegisterCentrePanel', () => {
  it('opens an account: the username checked on leaving the field, errors kept with the input, then the new downline', async () => {
    const user = userEvent.setup();
    const onOpen = await renderRegisterCentre();
    const form = await screen.findByRole('form', { name: 'Open an account' });
    const username = within(form).getByRole('textbox', { name: 'Username' });

    await user.type(username, 'member01');
    await user.tab();
    expect(await within(form).findByText('member01 is already taken. Please choose another.')).toBeInTheDocument();

    await user.clear(username);
    await user.type(username, 'fresh_one');
    await user.tab();
    expect(await within(form).findByText('fresh_one is available.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.type(within(form).getByLabelText('Confirm password'), 'short');
    expect(within(form).getByRole('radio', { name: 'Member' })).toBeChecked();
    const live = within(form).getByRole('spinbutton', { name: 'Live casino rate (%)' });
    await user.clear(live);
    await user.type(live, '0.25');
    await user.click(within(form).getByRole('button', { name: 'Open the account' }));
    expect(within(form).getByText('The password needs 6 to 20 characters.')).toBeInTheDocument();
    expect(within(form).getByText('Use a number with at most one decimal.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'Fresh2026');
    await user.clear(within(form).getByLabelText('Confirm password'));
    await user.type(within(form).getByLabelText('Confirm password'), 'Fresh2026');
    await user.clear(live);
    await user.type(live, '0.5');
    await user.click(within(form).getByRole('button', { name: 'Open the account' }));
    expect(await within(form).findByText('The account fresh_one is open.')).toBeInTheDocument();
    expect(username).toHaveValue('');

    const { value } = await getSubordinates({ keyword: 'fresh_one' });
    expect(value.list).toEqual([expect.objectContaining({ username: 'fresh_one', level: 1, type: 0, status: 'ACTIVE' })]);
    expect(value.list[0]!.rebates).toContainEqual({ productType: 'LIVE', rate: 0.5 });

    await user.click(within(form).getByRole('button', { name: 'View it in team management' }));
    expect(onOpen).toHaveBeenCalledWith('downlineManagement', 'fresh_one');
  });

  it('moves between its tabs with the arrow keys and lists the promotion links', async () => {
    const user = userEvent.setup();
    await renderRegisterCentre();
    const open = await screen.findByRole('tab', { name: 'Open an account' });
    await screen.findByRole('form', { name: 'Open an account' });
    open.focus();
    await user.keyboard('{ArrowRight}');
    const links = screen.getByRole('tab', { name: 'Promotion links' });
    expect(links).toHaveFocus();
    expect(links).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Promotion links' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'New promotion link' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-selected', 'true');
  });
});

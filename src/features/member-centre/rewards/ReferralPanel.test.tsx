import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { login } from '../../../generated/wps/endpoints/session/session';
import { changeLanguage, initI18n } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { setSessionToken } from '../../../state/session';
import { createQueryClient } from '../../../test/query-client';
import ReferralPanel from './ReferralPanel';

async function renderReferral() {
  await initI18n();
  await changeLanguage('EN');
  // The panels' texts, loaded before the first render (a component that suspends inside an
  // act() that is not awaited is not retried).
  await Promise.all([loadLocalePart('rewards', 'EN'), loadLocalePart('records', 'EN')]);
  const { value } = await login({ username: 'member01', password: 'Member123', type: 'username' });
  setSessionToken(value.token);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={<p>loading texts</p>}>
        <ReferralPanel />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('ReferralPanel', () => {
  it('shows the code and link to copy, share and scan, the totals, the friends and the tiers', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderReferral();
    expect(await screen.findByRole('heading', { level: 3, name: 'Invite friends' })).toBeInTheDocument();
    expect(await screen.findByText('LUCKY-AN88')).toBeInTheDocument();
    expect(screen.getByText(/\/register\?affiliateCode=LUCKY-AN88$/)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code of the invitation link for code LUCKY-AN88' });
    expect(qr.querySelectorAll('rect').length).toBeGreaterThan(50);

    await userEvent.click(screen.getByRole('button', { name: 'Copy invitation code' }));
    expect(writeText).toHaveBeenLastCalledWith('LUCKY-AN88');
    // No share sheet in jsdom: the link is copied instead.
    await userEvent.click(screen.getByRole('button', { name: 'Share invitation' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/affiliateCode=LUCKY-AN88$/));
    expect(await screen.findByText('Invitation link copied. Paste it to your friends.')).toBeInTheDocument();

    expect(screen.getByText('Friends invited')).toBeInTheDocument();
    const friends = await screen.findByRole('region', { name: 'Invited friends' });
    const rows = await within(friends).findAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    expect(within(friends).getAllByText(/^(Registered|Deposited|Qualified)$/, { selector: '.status-badge' }).length).toBe(rows.length - 1);

    const rules = await screen.findByRole('region', { name: 'Rules and rewards' });
    expect(await within(rules).findByRole('table', { name: 'Reward for each number of qualified friends' })).toBeInTheDocument();
  });
});

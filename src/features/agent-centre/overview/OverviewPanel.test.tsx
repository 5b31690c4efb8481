import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../../../generated/wps/endpoints/session/session';
import { changeLanguage, initI18n } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { clearSession, setSessionToken, setSignedIn } from '../../../state/session';
import { createQueryClient } from '../../../test/query-client';
import AgentCentre from '../AgentCentre';

/** The announcements' list, which the app gives the centre (src/app/shell/DialogHost.tsx): not opened here. */
const NoAnnouncements = () => null;

async function renderCentre(username: string, password: string, type: number) {
  await initI18n();
  await changeLanguage('EN');
  // The centre's texts, loaded before the first render (a component that suspends inside an
  // act() that is not awaited is not retried).
  await loadLocalePart('agent', 'EN');
  await loadLocalePart('records', 'EN');
  const { value } = await login({ username, password, type: 'username' });
  setSessionToken(value.token);
  setSignedIn({ account: username, type });
  // Inside an awaited act(), so the lazy panel that suspends is retried when its chunk comes.
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback={<p>loading</p>}>
          <AgentCentre announcementList={NoAnnouncements} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

describe('the agent centre', () => {
  afterEach(() => clearSession());

  it('opens on the team overview: figures with their change and the trend of a measure', async () => {
    await renderCentre('agent01', 'Agent123', 1);
    const overview = await screen.findByRole('region', { name: 'Team overview' });
    const size = await within(overview).findByText('Team size');
    const card = size.closest('div')!;
    expect(Number(within(card).getAllByRole('definition')[0]!.textContent)).toBeGreaterThan(20);
    // Each figure says in words how it moved against the previous period.
    expect(within(card).getByText(/^(Up|Down) .*on the previous period|^The same as the previous period$/)).toBeInTheDocument();
    expect(within(overview).getByRole('img', { name: /^Valid bets over [78] days: .* in all; highest .*, lowest .*\.$/ })).toBeInTheDocument();
    expect(within(overview).getByRole('button', { name: 'Valid bets' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a session that is not an agent’s (in_need_true_account)', async () => {
    await renderCentre('member01', 'Member123', 0);
    expect(screen.getByText('This needs a real account. Please register or log in with your member account.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

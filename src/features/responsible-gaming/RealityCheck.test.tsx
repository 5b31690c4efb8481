import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { advanceMockClock, MAIN_WALLET, mockStore, now, post } from '../../../mocks/node';
import { setRealityCheck } from '../../generated/relay/endpoints/responsible/responsible';
import { login } from '../../generated/wps/endpoints/session/session';
import { changeLanguage, initI18n } from '../../i18n';
import { loadLocalePart } from '../../i18n/parts';
import { setSessionToken } from '../../state/session';
import { createQueryClient } from '../../test/query-client';
import RealityCheck, { untilNextCheck } from './RealityCheck';

const MINUTE = 60_000;

describe('untilNextCheck', () => {
  it('counts by the platform’s clock from when the reply came, never below zero', () => {
    const check = { serverTime: 1_000_000, nextCheckAt: 1_000_000 + 15 * MINUTE, due: false };
    expect(untilNextCheck(check, 5_000, 5_000)).toBe(15 * MINUTE);
    expect(untilNextCheck(check, 5_000, 5_000 + MINUTE)).toBe(14 * MINUTE);
    expect(untilNextCheck(check, 5_000, 5_000 + 20 * MINUTE)).toBe(0);
    expect(untilNextCheck({ ...check, due: true }, 5_000)).toBeNull();
    expect(untilNextCheck({ serverTime: 1_000_000, due: false }, 5_000)).toBeNull();
  });
});

describe('RealityCheck', () => {
  it('shows nothing until a check is due, then the session’s length and result; Continue counts anew', async () => {
    await initI18n();
    await changeLanguage('EN');
    await loadLocalePart('responsible', 'EN');
    const { value } = await login({ username: 'member01', password: 'Member123', type: 'username' });
    setSessionToken(value.token);
    await setRealityCheck({ intervalMinutes: 15 });
    const client = createQueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryState(['/wps/relay/MCSFE_getRealityCheck'])?.status).toBe('success'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    // A bet and its payout in the session, then 15 minutes of the platform's time.
    const time = now(mockStore.state);
    post(mockStore.state, 'member01', { time, type: 'BET', amount: -50_000, accountTypeId: MAIN_WALLET, reference: 'BTRC1', remark: 'Keno' });
    post(mockStore.state, 'member01', { time, type: 'PAYOUT', amount: 20_000, accountTypeId: MAIN_WALLET, reference: 'BTRC1', remark: 'Keno' });
    advanceMockClock(15 * MINUTE);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been signed in for 15 minutes.');
    expect(dialog).toHaveTextContent('You are 30,000 down.');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

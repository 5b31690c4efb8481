import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../../generated/wps/endpoints/session/session';
import { useGetWalletBalance } from '../../../generated/wps/endpoints/wallet/wallet';
import { changeLanguage, initI18n } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { setSessionToken } from '../../../state/session';
import { createQueryClient } from '../../../test/query-client';
import RewardCentrePanel from './RewardCentrePanel';

// A 1×1 PNG: the platform checks that applications carry real PNG or JPEG images.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

beforeEach(() => {
  // jsdom has no object URLs; the upload's previews only need an address.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});

function Balance() {
  const balance = useGetWalletBalance().data?.value.sumBalance;
  return <output aria-label="balance">{balance ?? ''}</output>;
}
const balance = () => Number(screen.getByRole('status', { name: 'balance' }).textContent);

/**
 * Waits for an outcome: said in its card, then (once the filtered list is asked again and the
 * card has left it, its status having moved on) above the list.
 */
async function expectOutcome(text: string | RegExp, title: string) {
  await waitFor(() => expect(screen.queryByRole('heading', { level: 4, name: title })).not.toBeInTheDocument());
  expect(screen.getByText(text)).toHaveAttribute('role', 'status');
}

async function renderRewards() {
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
        <Balance />
        <RewardCentrePanel />
      </Suspense>
    </QueryClientProvider>,
  );
}

/** Shows only the activities in a status (by its English name) and gives their cards. */
async function showOnly(status: string) {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), status);
  return waitFor(() => {
    const cards = within(screen.getByRole('list', { name: 'Activities' })).getAllByRole('article');
    expect(cards.every((card) => within(card).queryByText(status, { selector: '.status-badge' }))).toBe(true);
    return cards;
  });
}

describe('RewardCentrePanel', () => {
  it('lists activities in each of the ten statuses, with rules sanitised and the rejection reason', async () => {
    await renderRewards();
    expect(await screen.findByRole('heading', { level: 3, name: 'Reward centre' })).toBeInTheDocument();
    for (const status of [
      'Open to join',
      'Ready to claim',
      'Under review',
      'Closed',
      'Rejected',
      'Issued',
      'Claimed',
      'In progress',
      'Joined',
      'Coming soon',
    ]) {
      expect((await showOnly(status)).length, status).toBeGreaterThan(0);
    }
    const [rejected] = await showOnly('Rejected');
    expect(within(rejected!).getByText('Reason for rejection:')).toBeInTheDocument();
    expect(within(rejected!).getByRole('button', { name: 'Apply again' })).toBeInTheDocument();
    // Operator HTML: no handlers, no javascript: links.
    const html = document.body.innerHTML;
    expect(html).not.toMatch(/onerror|javascript:/i);
  });

  it('claims a reward into the main wallet', async () => {
    await renderRewards();
    const cards = await showOnly('Ready to claim');
    const card = cards.find((c) => within(c).queryByRole('button', { name: 'Claim' }))!;
    const title = within(card).getByRole('heading', { level: 4 }).textContent!;
    await waitFor(() => expect(balance()).toBeGreaterThan(0));
    const before = balance();
    await userEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    await expectOutcome(/^Claimed: .+ is in your main wallet\.$/, title);
    await waitFor(() => expect(balance()).toBeGreaterThan(before));
  });

  it('draws and claims a raffle', async () => {
    await renderRewards();
    const cards = await showOnly('Ready to claim');
    const raffle = cards.find((c) => within(c).queryByRole('button', { name: 'Draw and claim' }))!;
    const title = within(raffle).getByRole('heading', { level: 4 }).textContent!;
    await userEvent.click(within(raffle).getByRole('button', { name: 'Draw and claim' }));
    await expectOutcome(/^You won .+ It is in your main wallet\.$/, title);
  });

  it('applies with an image and a remark; without an image it says what is missing', async () => {
    await renderRewards();
    const cards = await showOnly('Open to join');
    const card = cards.find((c) => within(c).queryByRole('button', { name: 'Apply' }))!;
    const title = within(card).getByRole('heading', { level: 4 }).textContent!;
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    const form = within(card).getByRole('form', { name: `Apply for ${title}` });
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByText('Add at least one image.')).toBeInTheDocument();

    await userEvent.upload(within(form).getByLabelText('Images (at least one)'), new File([PNG], 'receipt.png', { type: 'image/png' }));
    const remark = within(form).getByRole('textbox', { name: 'Remark (optional)' });
    await userEvent.type(remark, 'Won on table 7');
    expect(within(form).getByText('Characters: 14 / 140')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    await expectOutcome(`Your application for ${title} was sent. It will be reviewed soon.`, title);
  });

  it('joins an activity', async () => {
    await renderRewards();
    const cards = await showOnly('Open to join');
    const card = cards.find((c) => within(c).queryByRole('button', { name: 'Join' }))!;
    const title = within(card).getByRole('heading', { level: 4 }).textContent!;
    await userEvent.click(within(card).getByRole('button', { name: 'Join' }));
    await expectOutcome(`You joined ${title}.`, title);
  });
});

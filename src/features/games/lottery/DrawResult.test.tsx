import { act, render, screen, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VnDrawResult } from '../../../generated/lgw/model';
import { changeLanguage, initI18n } from '../../../i18n';
import { LottoDraw, VnDraw } from './DrawResult';

/** A text key on screen instead of its text (`lottery.prize.first`). */
const RAW_KEY = /\b(lottery|common)\.[a-z_.]+\b/;

const DRAW: VnDrawResult = {
  gameCode: 'MB',
  numero: '20261124',
  openTime: Date.UTC(2026, 10, 24, 11, 15),
  prizes: {
    special: ['12345'],
    first: ['67890'],
    second: ['11111', '22222'],
    third: ['33333'],
    fourth: ['4444'],
    fifth: ['5555'],
    sixth: ['666'],
    seventh: ['77'],
  },
};

/**
 * Renders a draw alone, as another page could show it, with no locale part loaded beforehand (a
 * fresh i18next drops them all): it must load the lottery's texts by itself.
 */
async function renderAlone(draw: ReactNode) {
  await initI18n();
  await changeLanguage('EN');
  // Awaited, so that a render suspended on the locale part is tried again when the part is there.
  await act(async () => {
    render(<Suspense fallback={<p>loading texts</p>}>{draw}</Suspense>);
  });
}

describe('a draw result', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it("shows the lottery's texts, not their keys, wherever it is drawn", async () => {
    await renderAlone(
      <LottoDraw
        draw={{
          gameCode: 'TXFFC',
          numero: '202611240001',
          openTime: DRAW.openTime,
          numbers: ['3', '7', '1'],
          nextNumero: '202611240002',
          nextOpenTime: DRAW.openTime + 60_000,
        }}
      />,
    );
    expect(await screen.findByRole('list', { name: 'Winning numbers' })).toBeInTheDocument();
    expect(screen.getByText(/^Next round 202611240002 at /)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('shows a prize tier whose numbers it cannot read as a line saying so, and the other tiers', async () => {
    // A server's value past the contract: a number where the contract promises a list of them.
    await renderAlone(<VnDraw draw={{ ...DRAW, prizes: { ...DRAW.prizes, second: 42 as unknown as string[] } }} />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Special prize12345',
      'First prize67890',
      'This row could not be shown.',
      'Third prize33333',
      'Fourth prize4444',
      'Fifth prize5555',
      'Sixth prize666',
      'Seventh prize77',
    ]);
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});

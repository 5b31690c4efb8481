import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../../generated/relay/model';
import { changeLanguage, initI18n } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { MatchRow } from './MatchBoard';
import { derby } from './test-match';

const match = derby;

beforeAll(async () => {
  await initI18n();
  await changeLanguage('EN');
  await loadLocalePart('sports', 'EN');
});

describe('a match row', () => {
  it('names each price by its pick and odds, and marks a move up or down until the match changes again', () => {
    const open = vi.fn();
    const { rerender } = render(<MatchRow match={match} open={open} />);
    expect(screen.getByRole('button', { name: 'Hà Nội FC to win, odds 2.10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Handicap Hà Nội FC −0.25, odds 1.90' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Over 2.5, odds 1.85' })).toBeInTheDocument();
    expect(screen.getByText("30'")).toBeInTheDocument();
    expect(screen.getByText('Half 1')).toBeInTheDocument();

    const moved: Match = { ...match, minute: 31, homeScore: 1, markets: { ...match.markets, winner: { home: 1.7, draw: 3.6, away: 3.4 } } };
    rerender(<MatchRow match={moved} open={open} />);
    expect(screen.getByRole('button', { name: 'Hà Nội FC to win, odds 1.70 down' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw, odds 3.60 up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Công An Hà Nội to win, odds 3.40' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Hà Nội FC 1 Công An Hà Nội 0 Score changed\. Open in the sportsbook$/ })).toBeInTheDocument();

    // The same match again (an unchanged reply): the marks stay.
    rerender(<MatchRow match={moved} open={open} />);
    expect(screen.getByRole('button', { name: 'Draw, odds 3.60 up' })).toBeInTheDocument();

    // The next change without a move of these prices: the marks go.
    rerender(<MatchRow match={{ ...moved, minute: 32 }} open={open} />);
    expect(screen.getByRole('button', { name: 'Draw, odds 3.60' })).toBeInTheDocument();
    expect(screen.queryByText('▲')).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Draw, odds 3.60' }).click();
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ matchId: 'SABA-1-0', minute: 32 }));
  });

  it('shows a match to come with its start time and no score', () => {
    render(
      <MatchRow
        match={{
          ...match,
          status: 'UPCOMING',
          startTime: Date.now() + 3_600_000,
          homeScore: undefined,
          awayScore: undefined,
          minute: undefined,
          period: undefined,
        }}
        open={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /^Hà Nội FC Công An Hà Nội Open in the sportsbook$/ })).toBeInTheDocument();
    expect(document.querySelector('time')?.textContent).toMatch(/\d\d:\d\d/);
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  // Prism sent a start past JavaScript's dates (the contract's bare int64): the row shows a dash, not RangeError.
  it('shows a start time no date can hold as a dash', () => {
    render(<MatchRow match={{ ...match, status: 'UPCOMING', startTime: 9_000_000_000_000_000_000, minute: undefined, period: undefined }} open={vi.fn()} />);
    const time = document.querySelector('time');
    expect(time?.textContent).toBe('—');
    expect(time).not.toHaveAttribute('datetime');
    expect(screen.getByRole('button', { name: /^Hà Nội FC Công An Hà Nội Open in the sportsbook$/ })).toBeInTheDocument();
  });
});

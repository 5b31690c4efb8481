import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../i18n';
import { RowBoundary } from './ErrorBoundary';
import { QueryView } from './StatusView';

interface Item {
  id: string;
  name: string;
  /** A server's value past what the contract promised: a list where it promised one. */
  tags: string[];
}

const items: Item[] = [
  { id: 'a', name: 'Fortune Tiger', tags: ['hot'] },
  { id: 'b', name: 'Broken', tags: null as unknown as string[] },
  { id: 'c', name: 'Mahjong Ways', tags: [] },
];

/** A list whose rows read `tags` as the contract says they may. */
function List({ rows }: { rows: readonly Item[] }) {
  return (
    <ul aria-label="Games">
      {rows.map((item) => (
        <RowBoundary key={item.id} row={item} as="li">
          {() => (
            <li>
              {item.name} ({item.tags.join(', ')})
            </li>
          )}
        </RowBoundary>
      ))}
    </ul>
  );
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('EN');
});

// React reports each caught error on the console.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('RowBoundary', () => {
  it('shows a row whose data makes it throw as a line saying so, and the other rows', () => {
    render(<List rows={items} />);
    const rows = within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Fortune Tiger (hot)', 'This row could not be shown.', 'Mahjong Ways ()']);
  });

  it('draws the row again when its data changes', () => {
    const { rerender } = render(<List rows={items} />);
    expect(screen.getByText('This row could not be shown.')).toBeInTheDocument();
    rerender(<List rows={items.map((item) => (item.id === 'b' ? { ...item, tags: ['new'] } : item))} />);
    expect(screen.getByText('Broken (new)')).toBeInTheDocument();
    expect(screen.queryByText('This row could not be shown.')).not.toBeInTheDocument();
  });

  it('takes the place of a table row with one cell across the table', () => {
    render(
      <table>
        <tbody>
          <RowBoundary row={1} as="tr" cells={4}>
            {() => {
              throw new RangeError('Invalid time value');
            }}
          </RowBoundary>
        </tbody>
      </table>,
    );
    expect(screen.getByRole('cell', { name: 'This row could not be shown.' })).toHaveAttribute('colspan', '4');
  });
});

describe('QueryView', () => {
  it('keeps a reply it cannot draw to its own section, with a retry that asks again', async () => {
    const refetch = vi.fn();
    const query = { isPending: false, isError: false, error: null, data: { list: null as unknown as string[] }, refetch };
    render(
      <>
        <section aria-label="Winners">
          <QueryView query={query} isEmpty={() => false} empty="none">
            {(data) => <WinnerCount list={data.list} />}
          </QueryView>
        </section>
        <section aria-label="Hot games">
          <p>Fortune Tiger</p>
        </section>
      </>,
    );
    const winners = screen.getByRole('region', { name: 'Winners' });
    expect(within(winners).getByRole('alert')).toHaveTextContent('Unknown error. Please try again.');
    expect(within(screen.getByRole('region', { name: 'Hot games' })).getByText('Fortune Tiger')).toBeInTheDocument();
    await userEvent.click(within(winners).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});

/** Draws what the reply holds: a component of the section, which throws on a list that is not there. */
function WinnerCount({ list }: { list: string[] }) {
  return <p>{list.length} winners</p>;
}

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n';
import { loadLocalePart } from '../../../i18n/parts';
import { type Column, nextSort, ReportTable, reportCsv } from './ReportTable';
import type { SortState } from './report';

interface Row {
  username: string;
  validBet: number;
  note: string;
}

const ROWS: Row[] = [
  { username: 'hung_agent', validBet: 1500.5, note: 'a, "b"' },
  { username: 'thu_agent', validBet: -20, note: '=cmd' },
];

const columns: Column<Row>[] = [
  { id: 'username', header: 'Member', sort: 'username', cell: (r) => r.username, csv: (r) => r.username },
  { id: 'note', header: 'Remark', cell: (r) => r.note, csv: (r) => r.note },
  {
    id: 'validBet',
    header: 'Valid bets',
    numeric: true,
    sort: 'validBet',
    cell: (r) => r.validBet.toFixed(2),
    csv: (r) => r.validBet,
    total: { view: '1480.50', csv: 1480.5 },
  },
];

/** The table as a panel holds it: the order in its state, every change reported. */
function Harness({ onSort }: { onSort: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState>({ sort: 'validBet', order: 'desc' });
  return (
    <ReportTable
      caption="Downline profit and loss"
      columns={columns}
      rows={ROWS}
      rowKey={(r) => r.username}
      totalsLabel="Total"
      sort={sort}
      onSort={(next) => {
        onSort(next);
        setSort(next);
      }}
      page={1}
      pageCount={3}
      onPage={() => {}}
      fileName="downline-profit_2026-11-01_2026-11-24.csv"
    />
  );
}

async function renderTable() {
  await initI18n();
  await changeLanguage('EN');
  await loadLocalePart('reports', 'EN');
  const onSort = vi.fn();
  render(<Harness onSort={onSort} />);
  return onSort;
}

describe('nextSort', () => {
  it('turns the current column round, and starts another its first way', () => {
    expect(nextSort({ sort: 'validBet', order: 'desc' }, 'validBet')).toEqual({ sort: 'validBet', order: 'asc' });
    expect(nextSort({ sort: 'validBet', order: 'asc' }, 'validBet')).toEqual({ sort: 'validBet', order: 'desc' });
    expect(nextSort({ sort: 'validBet', order: 'asc' }, 'username', 'asc')).toEqual({ sort: 'username', order: 'asc' });
    expect(nextSort(undefined, 'profit')).toEqual({ sort: 'profit', order: 'desc' });
  });
});

describe('reportCsv', () => {
  it('holds the headers, the rows and the totals row', () => {
    expect(reportCsv(columns, ROWS, 'Total')).toEqual([
      ['Member', 'Remark', 'Valid bets'],
      ['hung_agent', 'a, "b"', 1500.5],
      ['thu_agent', '=cmd', -20],
      ['Total', '', 1480.5],
    ]);
  });
});

describe('ReportTable', () => {
  it('sorts by its headers: aria-sort follows and the panel is told', async () => {
    const onSort = await renderTable();
    const table = screen.getByRole('table', { name: 'Downline profit and loss' });
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Valid bets')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Member')).toHaveAttribute('aria-sort', 'none');
    expect(header('Remark')).not.toHaveAttribute('aria-sort');
    expect(within(header('Remark')).queryByRole('button')).toBeNull();

    await userEvent.click(within(header('Valid bets')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'validBet', order: 'asc' });
    expect(header('Valid bets')).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(header('Member')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'username', order: 'asc' });
    expect(header('Member')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Valid bets')).toHaveAttribute('aria-sort', 'none');
  });

  it('shows the totals in the footer, scrolls in a named region and pages', async () => {
    await renderTable();
    const table = screen.getByRole('table', { name: 'Downline profit and loss' });
    const [head, body, foot] = within(table).getAllByRole('rowgroup');
    expect(within(head!).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(body!).getAllByRole('row')).toHaveLength(2);
    expect(within(foot!).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(foot!).getByText('1480.50')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Downline profit and loss table' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('navigation', { name: 'Downline profit and loss' })).toBeInTheDocument();
  });

  it('exports the rows shown, with the totals, to a CSV file', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: vi.fn(),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderTable();

    await userEvent.click(screen.getByRole('button', { name: /^Export CSV ?\(Downline profit and loss\)$/ }));

    expect(names).toEqual(['downline-profit_2026-11-01_2026-11-24.csv']);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Member,Remark,Valid bets\r\nhung_agent,"a, ""b""",1500.5\r\nthu_agent,\'=cmd,-20\r\nTotal,,1480.5\r\n',
    );
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    vi.useRealTimers();
  });

  // A server's value past what the contract promised (here a missing figure) fails its own row only.
  it('shows a row it cannot draw as a line saying so, and every other row', async () => {
    await initI18n();
    await changeLanguage('EN');
    await loadLocalePart('reports', 'EN');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows = [...ROWS, { username: 'son_agent', validBet: null as unknown as number, note: '' }, { username: 'le_hoa', validBet: 7, note: '' }];
    render(
      <ReportTable
        caption="Downline profit and loss"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.username}
        page={1}
        pageCount={1}
        onPage={() => {}}
        fileName="x.csv"
      />,
    );
    const body = within(screen.getByRole('table', { name: 'Downline profit and loss' })).getAllByRole('rowgroup')[1]!;
    const shown = within(body).getAllByRole('row');
    expect(shown).toHaveLength(4);
    expect(within(shown[0]!).getByRole('rowheader', { name: 'hung_agent' })).toBeInTheDocument();
    expect(within(shown[1]!).getByRole('rowheader', { name: 'thu_agent' })).toBeInTheDocument();
    expect(shown[2]).toHaveTextContent(/^This row could not be shown\.$/);
    expect(within(shown[2]!).getByRole('cell')).toHaveAttribute('colspan', '3');
    expect(within(shown[3]!).getByRole('rowheader', { name: 'le_hoa' })).toBeInTheDocument();
    expect(within(shown[3]!).getByText('7.00')).toBeInTheDocument();
  });
});

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCsv, type CsvCell, downloadCsv } from '../../../lib/csv';
import { Pagination } from '../../../ui/Pagination';
import type { SortOrder, SortState } from './report';
import './reports.css';
import { useLocalePart } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { TableScroll } from '../../../ui/TableScroll';

/** One column of a report: its header, its cell on screen and in the CSV file, its total. */
export interface Column<Row> {
  id: string;
  /** The translated header (on screen and in the file). */
  header: string;
  cell: (row: Row) => ReactNode;
  csv: (row: Row) => CsvCell;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** The cell's class (a win green, a loss red). */
  cellClass?: (row: Row) => string;
  /** The server's `sort` value: the header becomes a sort button. */
  sort?: string;
  /** The column's figure in the totals row (the whole filter's, from the server). */
  total?: { view: ReactNode; csv: CsvCell; className?: string };
}

export interface ReportTableProps<Row> {
  /** The table's name (its caption, and in the names of its scrolling region and its pages). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The label of the totals row (in its first cell); no totals row when absent. */
  totalsLabel?: string;
  sort?: SortState | undefined;
  onSort?: ((sort: SortState) => void) | undefined;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The CSV file's name (`team-betting_2026-11-01_2026-11-24.csv`). */
  fileName: string;
  /** The rows are a previous answer's while the next one comes (paging, sorting). */
  busy?: boolean;
}

/** The next sort of a click on a header: the other way round on the current column, else its first way. */
export function nextSort(current: SortState | undefined, key: string, firstOrder: SortOrder = 'desc'): SortState {
  if (current?.sort === key) return { sort: key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: key, order: firstOrder };
}

/** The CSV lines of what the table shows: the headers, the rows, then the totals row. */
export function reportCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[], totalsLabel?: string): CsvCell[][] {
  const lines: CsvCell[][] = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.csv(row)))];
  if (totalsLabel !== undefined) lines.push(columns.map((c, i) => (c.total ? c.total.csv : i === 0 ? totalsLabel : '')));
  return lines;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A report's table: sortable headers (the server sorts; `aria-sort` tells which way), the
 * whole filter's totals in the footer, sideways scrolling on narrow screens, the pages, and an
 * export of the rows shown (this page, as filtered and sorted, with the totals) to a CSV file.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totalsLabel,
  sort,
  onSort,
  page,
  pageCount,
  onPage,
  fileName,
  busy,
}: ReportTableProps<Row>) {
  useLocalePart('reports');
  const { t } = useTranslation();
  const exportCsv = () => downloadCsv(fileName, buildCsv(reportCsv(columns, rows, totalsLabel)));
  return (
    <div className="report">
      <div className="report__tools">
        {/* Its name starts with what it shows (WCAG 2.5.3), then says which table. */}
        <button type="button" className="button button--small" onClick={exportCsv}>
          {t('reports.export_csv')}
          <span className="visually-hidden"> ({caption})</span>
        </button>
      </div>
      <TableScroll label={t('reports.table_named', { name: caption })} busy={busy}>
        <table className="data-table report-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const sorted = c.sort !== undefined && sort?.sort === c.sort ? sort.order : undefined;
                return (
                  <th
                    key={c.id}
                    scope="col"
                    className={c.numeric ? 'num' : undefined}
                    aria-sort={c.sort !== undefined ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  >
                    {c.sort !== undefined && onSort ? (
                      <button type="button" className="report-sort" onClick={() => onSort(nextSort(sort, c.sort!, c.id === 'username' ? 'asc' : 'desc'))}>
                        {c.header}
                        <span className="report-sort__mark" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <RowBoundary key={rowKey(row)} row={row} as="tr" cells={columns.length}>
                {() => (
                  <tr>
                    {columns.map((c, i) => {
                      const className = [c.numeric ? 'num' : '', c.cellClass?.(row) ?? ''].filter(Boolean).join(' ') || undefined;
                      return i === 0 ? (
                        <th key={c.id} scope="row" className={className}>
                          {c.cell(row)}
                        </th>
                      ) : (
                        <td key={c.id} className={className}>
                          {c.cell(row)}
                        </td>
                      );
                    })}
                  </tr>
                )}
              </RowBoundary>
            ))}
          </tbody>
          {totalsLabel !== undefined ? (
            <tfoot>
              <tr className="report-table__totals">
                {columns.map((c, i) => {
                  const className = [c.numeric ? 'num' : '', c.total?.className ?? ''].filter(Boolean).join(' ') || undefined;
                  return i === 0 ? (
                    <th key={c.id} scope="row" className={className}>
                      {c.total ? c.total.view : totalsLabel}
                    </th>
                  ) : (
                    <td key={c.id} className={className}>
                      {c.total?.view}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </TableScroll>
      <Pagination page={page} pageCount={pageCount} onPage={onPage} label={caption} />
    </div>
  );
}

/** The whole filter's totals as a row of labelled figures, like the records' summaries. */
export function ReportTotals({
  label,
  items,
}: {
  label: string;
  items: readonly { id: string; label: string; value: ReactNode; className?: string; main?: boolean }[];
}) {
  return (
    <dl className="records-totals" aria-label={label}>
      {items.map((item) => (
        <div key={item.id} className={item.main ? 'records-totals__main' : undefined}>
          <dt>{item.label}</dt>
          <dd className={item.className || undefined}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

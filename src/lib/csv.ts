/**
 * CSV files of the report tables (RFC 4180): fields quoted when they hold a comma, a quote or a
 * line break (quotes doubled), lines ended by CRLF, and a UTF-8 byte-order mark first so that
 * Excel reads Vietnamese (and every other non-Latin text) right.
 *
 * Against formula injection (a cell such as `=HYPERLINK(...)` run by the spreadsheet), a text
 * beginning with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`; plain
 * numbers (negative ones too) stay numbers.
 */
export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field as it goes into the file: guarded against formulas, quoted when needed. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let text = typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : String(cell);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The text of a CSV file (with its BOM): a line per row, the header row first. */
export function buildCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${BOM}${rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('')}`;
}

/** A file name safe on every system: letters, digits, `-`, `_` and `.` only. */
export function csvFileName(...parts: readonly string[]): string {
  const name = parts
    .filter(Boolean)
    .join('_')
    .replace(/[^\w.-]+/g, '-');
  return `${name}.csv`;
}

/** Saves CSV text as a file (a Blob behind a temporary link), then frees the Blob. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCsv, csvField, csvFileName, downloadCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('agent01')).toBe('agent01');
    expect(csvField(1234.5)).toBe('1234.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('guards cells that a spreadsheet would run as formulas', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+84 123')).toBe("'+84 123");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe('"\'\rcmd"');
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('keeps negative numbers numbers', () => {
    expect(csvField(-1500)).toBe('-1500');
    expect(csvField(-0.25)).toBe('-0.25');
    expect(csvField('-1500.75')).toBe('-1500.75');
  });
});

describe('buildCsv', () => {
  it('starts with a UTF-8 BOM and ends every line with CRLF', () => {
    const text = buildCsv([
      ['Tên', 'Số tiền'],
      ['hùng', -12.5],
      ['Tổng', 100],
    ]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Tên,Số tiền\r\nhùng,-12.5\r\nTổng,100\r\n');
  });
});

describe('csvFileName', () => {
  it('joins the parts with underscores and keeps only safe characters', () => {
    expect(csvFileName('team-betting', '2026-11-01', '2026-11-24')).toBe('team-betting_2026-11-01_2026-11-24.csv');
    expect(csvFileName('a/b c', '')).toBe('a-b-c.csv');
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clicks a download link to a Blob and revokes its address afterwards', async () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    downloadCsv('report.csv', buildCsv([['a', 1]]));

    expect(click).toHaveBeenCalledOnce();
    expect(clicks[0]!.download).toBe('report.csv');
    expect(clicks[0]!.getAttribute('href')).toBe('blob:report');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    // The file's bytes: the UTF-8 byte-order mark (EF BB BF), then the text.
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('a,1\r\n');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:report');
  });
});

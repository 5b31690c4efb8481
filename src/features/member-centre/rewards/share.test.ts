import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

const data = { title: 'Join me', text: 'Code LUCKY-AN88', url: 'https://vnd88.example/register?affiliateCode=LUCKY-AN88' };
const clipboard = (writeText = vi.fn(async () => {})) => ({ writeText }) as unknown as Clipboard;

describe('sharing the invitation link', () => {
  it('uses the share sheet when the browser has one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, clipboard: clipboard(writeText) })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without one, or when sharing is refused', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { clipboard: clipboard(writeText) })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const refused = vi.fn(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    expect(await shareLink(data, { share: refused, clipboard: clipboard() })).toBe('copied');
  });

  it('says when the member closed the sheet, and when nothing worked', async () => {
    const aborted = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    expect(await shareLink(data, { share: aborted, clipboard: clipboard() })).toBe('cancelled');
    const broken = vi.fn(async () => {
      throw new Error('denied');
    });
    expect(await shareLink(data, { clipboard: clipboard(broken) })).toBe('failed');
  });
});

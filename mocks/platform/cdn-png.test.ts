import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initials, pngPicture } from './cdn-png';

/** The PNG's chunks, by type. */
function chunks(png: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(png.buffer, png.byteOffset);
  const found = new Map<string, Uint8Array>();
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    found.set(new TextDecoder().decode(png.subarray(at + 4, at + 8)), png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return found;
}

describe('the mock CDN’s PNG pictures', () => {
  it('takes up to two initials of a label, accents dropped, and a diamond for another script', () => {
    expect(initials('Lucky Neko')).toBe('LN');
    expect(initials('JILI')).toBe('JI');
    expect(initials('Tài Xỉu')).toBe('TX');
    expect(initials('Đá gà')).toBe('DG');
    expect(initials('百家乐')).toBe('◆');
  });

  it('is a valid RGB PNG of the size asked, with the initials drawn in white on the colours of the seed', async () => {
    const png = await pngPicture(120, 60, 200, 'Play n Go');
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const parts = chunks(png);
    const header = new DataView(parts.get('IHDR')!.buffer, parts.get('IHDR')!.byteOffset);
    expect([header.getUint32(0), header.getUint32(4), header.getUint8(8), header.getUint8(9)]).toEqual([120, 60, 8, 2]);
    const raw = inflateSync(parts.get('IDAT')!);
    expect(raw.length).toBe((120 * 3 + 1) * 60);
    const pixels = [];
    for (let y = 0; y < 60; y += 1) for (let x = 0; x < 120; x += 1) pixels.push(raw.subarray(y * 361 + 1 + x * 3, y * 361 + 4 + x * 3).join());
    expect(pixels.filter((p) => p === '255,255,255').length).toBeGreaterThan(20);
    expect(new Set(pixels).size).toBeGreaterThan(50);
    expect(parts.has('IEND')).toBe(true);
  });
});

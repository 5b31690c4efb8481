import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrRuns } from './qr';

describe('QR runs', () => {
  it('join neighbouring dark modules of a row and skip light ones', () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrRuns(matrix)).toEqual([
      { x: 0, y: 0, width: 2 },
      { x: 3, y: 0, width: 1 },
      { x: 1, y: 2, width: 3 },
    ]);
  });

  it('cover exactly the dark modules of a real code', () => {
    const { data } = encode('https://vnd88.example/register?affiliateCode=LUCKY-AN88', { ecc: 'M', border: 2 });
    const drawn = data.map((row) => row.map(() => false));
    for (const r of qrRuns(data)) for (let x = r.x; x < r.x + r.width; x += 1) drawn[r.y]![x] = true;
    expect(drawn).toEqual(data);
  });
});

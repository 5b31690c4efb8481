import { describe, expect, it } from 'vitest';
import { acceptImages, UPLOAD_MAX_BYTES } from './ImageUpload';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('acceptImages', () => {
  it('takes png and jpg images of at most 5 MB, at most 3 in all', () => {
    const current = [file('a.png', 'image/png', 10)];
    const { accepted, problems } = acceptImages(current, [
      file('b.jpg', 'image/jpeg', UPLOAD_MAX_BYTES),
      file('c.gif', 'image/gif', 10),
      file('d.png', 'image/png', UPLOAD_MAX_BYTES + 1),
      file('e.png', 'image/png', 10),
      file('f.png', 'image/png', 10),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['b.jpg', 'e.png']);
    expect(problems).toEqual([
      { name: 'c.gif', problem: 'type' },
      { name: 'd.png', problem: 'size' },
      { name: 'f.png', problem: 'count' },
    ]);
  });
});

/**
 * Draws a captcha as a real PNG (RGB, stored deflate blocks) with no canvas, so the mock
 * platform can serve `/wps/captcha` in the browser and in Node alike.
 */
const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function u32(n: number): number[] {
  return [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...Array.from(type, (c) => c.charCodeAt(0)), ...data]);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let i = 0; i < raw.length; i += 65535) {
    const block = raw.subarray(i, i + 65535);
    const final = i + 65535 >= raw.length ? 1 : 0;
    out.push(final, block.length & 255, block.length >>> 8, ~block.length & 255, (~block.length >>> 8) & 255, ...block);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  out.push(...u32(((b << 16) | a) >>> 0));
  return new Uint8Array(out);
}

/** A PNG of the digits in `text`, as Base64 (no `data:` prefix, as the platform sends it). */
export function captchaPngBase64(text: string, seed = 7): string {
  const scale = 4;
  const width = text.length * 6 * scale + 16;
  const height = 7 * scale + 16;
  let r = seed;
  const rand = () => {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    return (r % 1000) / 1000;
  };
  const pixels = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, rgb: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    pixels.set(rgb, (y * width + x) * 3);
  };
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) set(x, y, [236 + ((x * y) % 12), 240, 228 + (x % 20)]);
  for (let line = 0; line < 5; line += 1) {
    const y0 = rand() * height;
    const slope = (rand() - 0.5) * 0.6;
    for (let x = 0; x < width; x += 1) set(x, Math.round(y0 + slope * x), [160, 170, 190]);
  }
  Array.from(text).forEach((char, i) => {
    const glyph = FONT[char] ?? FONT['0']!;
    const dy = Math.round(rand() * 6) - 3;
    const colour: [number, number, number] = [20 + Math.round(rand() * 80), 40, 110 + Math.round(rand() * 100)];
    glyph.forEach((row, gy) => {
      Array.from(row).forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let sy = 0; sy < scale; sy += 1) for (let sx = 0; sx < scale; sx += 1) set(8 + i * 6 * scale + gx * scale + sx, 8 + dy + gy * scale + sy, colour);
      });
    });
  });
  const raw = new Uint8Array(height * (width * 3 + 1));
  for (let y = 0; y < height; y += 1) raw.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  const png = new Uint8Array([
    137,
    80,
    78,
    71,
    13,
    10,
    26,
    10,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return btoa(binary);
}

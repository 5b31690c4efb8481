/**
 * The mock CDN's raster pictures (`.png` addresses): a game's, a vendor's or a mini game's icon as
 * the platform's CDN serves it, a PNG, drawn from its address (the same colours as its SVG would
 * have, and its label's initials). A page of a lobby shows dozens of them: an SVG picture is a
 * document of its own in the browser (parsed, styled, laid out and painted on the page's main
 * thread, about 5 ms each here), a PNG is decoded off it, so the site is measured with the
 * pictures it really gets (issue 29).
 */

/** 5×7 pixel letters and digits (each row 5 bits, the left one first). */
const GLYPHS: Record<string, readonly number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [30, 1, 1, 14, 1, 1, 30],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  // A label without a letter of these (another script): a diamond.
  '◆': [4, 14, 31, 31, 31, 14, 4],
};

/** Up to two initials of a label, in the letters above (accents dropped). */
export function initials(label: string): string {
  const words = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'D')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '')].slice(0, 2);
  return letters.length ? letters.join('') : '◆';
}

/** An HSL colour (hue 0-359, saturation and lightness 0-1) as RGB bytes. */
function rgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A `width` × `height` PNG of `seed`'s hue: a diagonal gradient, a lighter disc, and `text`'s
 * initials in the middle (white, a third of the picture's height).
 */
export async function pngPicture(width: number, height: number, seed: number, text: string): Promise<Uint8Array> {
  const from = rgb(seed, 0.7, 0.42);
  const to = rgb((seed + 60) % 360, 0.75, 0.22);
  const disc = rgb((seed + 180) % 360, 0.8, 0.6);
  const [cx, cy, r] = [width * 0.82, height * 0.25, height * 0.42];
  const letters = [...initials(text)];
  const scale = Math.max(1, Math.floor(Math.min(height / 3 / 7, (width * 0.8) / (letters.length * 6))));
  const textWidth = (letters.length * 6 - 1) * scale;
  const [left, top] = [Math.floor((width - textWidth) / 2), Math.floor((height - 7 * scale) / 2)];
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      let color = [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t);
      if ((x - cx) ** 2 + (y - cy) ** 2 < r * r) color = color.map((c, i) => c * 0.82 + disc[i]! * 0.18);
      const gx = Math.floor((x - left) / scale);
      const gy = Math.floor((y - top) / scale);
      const glyph = gx >= 0 && gy >= 0 && gy < 7 && gx % 6 < 5 ? GLYPHS[letters[Math.floor(gx / 6)] ?? ''] : undefined;
      if (glyph && (glyph[gy]! >> (4 - (gx % 6))) & 1) color = [255, 255, 255];
      raw.set(color.map(Math.round), row + 1 + x * 3);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const parts = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', await deflate(raw)), chunk('IEND', new Uint8Array())];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}

/**
 * The mock CDN's raster pictures (`.png` addresses): a game's, a vendor's or a mini game's icon as
 * the platform's CDN serves it, a PNG, drawn from its address (the same colours as its SVG would
 * have, and its label's initials). A page of a lobby shows dozens of them: an SVG picture is a
 * document of its own in the browser (parsed, styled, laid out and painted on the page's main
 * thread, about 5 ms each here), a PNG is decoded off it, so the site is measured with the
 * pictures it really gets (issue 29).
 */
import { FONT, rgbPng } from './png';

/** Up to two initials of a label, in the letters of the font (./png.ts; accents dropped). */
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
      const glyph = gx >= 0 && gy >= 0 && gy < 7 && gx % 6 < 5 ? FONT[letters[Math.floor(gx / 6)] ?? ''] : undefined;
      if (glyph?.[gy]?.[gx % 6] === '1') color = [255, 255, 255];
      raw.set(color.map(Math.round), row + 1 + x * 3);
    }
  }
  return rgbPng(width, height, await deflate(raw));
}

/**
 * Draws a captcha as a real PNG (RGB, stored deflate blocks, ./png.ts) with no canvas, so the mock
 * platform can serve `/wps/captcha` in the browser and in Node alike.
 */
import { FONT, rgbPng, zlibStored } from './png';

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
  const png = rgbPng(width, height, zlibStored(raw));
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The mock image CDN: every address under /mock-cdn/ answers with a picture drawn from the address
 * itself (its own colour and label), so each image is distinct and the site looks like itself
 * with no network: an SVG, or for a `.png` address (the icons a page shows dozens of: games,
 * vendors, mini games, lottery games) a PNG with the label's initials (cdn-png.ts). Each folder has its pictures' shape (docs/design/issue15.md, Look); `qr/`
 * answers a real, scannable QR code of its `data` parameter and `guides/` a phone showing an
 * install step.
 */
import { encode } from 'uqr';
import { pngPicture } from './cdn-png';

/** A hue (0-359) drawn from a text: the same text, the same colour. */
export function hue(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The size of a folder's pictures (width × height); `chat/` has hosts' avatars and rooms' covers. */
export function folderSize(folder: string, name: string): [number, number] {
  switch (folder) {
    case 'banners':
      return [1200, 360];
    case 'games':
      return [300, 300];
    case 'promotions':
      return [720, 300];
    case 'pointmall':
      return [300, 300];
    case 'minigames':
      return [200, 200];
    case 'chat':
      return name.startsWith('host-') ? [160, 160] : [640, 360];
    case 'feedback':
      return [320, 240];
    case 'guides':
      return [360, 640];
    default:
      return [240, 120];
  }
}

const svgResponse = (svg: string) => new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });

/** A real QR code of `data`: black modules on white, a 4-module quiet zone, 256 px. */
export function qrSvg(data: string): string {
  const qr = encode(data, { ecc: 'M', border: 4 });
  const rects: string[] = [];
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) rects.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    });
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges">
<rect width="${qr.size}" height="${qr.size}" fill="#fff"/>
<g fill="#000">${rects.join('')}</g>
</svg>`;
}

/** Splits a label into lines of about `width` characters (at spaces). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Words longer than a line (scripts written without spaces) are cut into pieces.
  const words = text.split(/\s+/).flatMap((w) => Array.from({ length: Math.ceil(w.length / width) }, (_, i) => w.slice(i * width, (i + 1) * width)));
  for (const word of words) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 6);
}

/** A phone (360 × 640) showing one install step: its number, from the name, and its label. */
function guideSvg(path: string, name: string, label: string): string {
  const base = hue(name.replace(/-\d+$/, ''));
  const step = /-(\d+)$/.exec(name)?.[1];
  // Wide (CJK) characters take about twice the room of Latin ones.
  const lines = wrap(label, /[\u2E80-\u9FFF\uAC00-\uD7AF]/.test(label) ? 9 : 16);
  const text = lines
    .map(
      (l, i) =>
        `<text x="180" y="${(step ? 380 : 330) + i * 32}" text-anchor="middle" font-family="sans-serif" font-weight="600" font-size="24" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  const badge = step
    ? `<circle cx="180" cy="250" r="56" fill="hsl(${(base + 40) % 360},85%,58%)"/><text x="180" y="271" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="60" fill="#111">${escapeXml(step)}</text>`
    : `<rect x="120" y="170" width="120" height="120" rx="28" fill="hsl(${(base + 40) % 360},85%,58%)"/><path d="M160 200v60l50-30z" fill="#111"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640" viewBox="0 0 360 640">
<title>${escapeXml(label)}</title>
<rect width="360" height="640" fill="hsl(${base},35%,14%)"/>
<rect x="40" y="30" width="280" height="580" rx="40" fill="#0b0d12" stroke="hsl(${base},30%,45%)" stroke-width="4"/>
<rect x="56" y="76" width="248" height="488" rx="14" fill="hsl(${base},65%,34%)"/>
<rect x="150" y="46" width="60" height="10" rx="5" fill="hsl(${base},20%,30%)"/>
<circle cx="180" cy="588" r="12" fill="none" stroke="hsl(${base},20%,40%)" stroke-width="3"/>
${badge}
${text}
<text x="180" y="540" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#ffffffa0">${escapeXml(path.split('/')[0]!.toUpperCase())}</text>
</svg>`;
}

/** The PNG pictures drawn so far, by address (a lobby asks for the same ones again and again). */
const drawn = new Map<string, Promise<Uint8Array>>();

export function cdnImage(url: URL): Response | Promise<Response> {
  const path = decodeURIComponent(url.pathname.replace(/^.*\/mock-cdn\//, ''));
  const name =
    path
      .split('/')
      .pop()
      ?.replace(/\.[a-z]+$/i, '') ?? 'image';
  const folder = path.split('/')[0] ?? '';
  const label = url.searchParams.get('label') ?? name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  // A QR code of the `data` parameter (the app downloads); other `qr/` pictures (a deposit's) stay drawings.
  const data = url.searchParams.get('data');
  if (folder === 'qr' && data) return svgResponse(qrSvg(data));
  if (folder === 'guides') return svgResponse(guideSvg(path, name, label));
  const caption = url.searchParams.get('sub') ?? folder.toUpperCase();
  const wide = folder === 'banners';
  const [w, h] = folderSize(folder, name);
  const base = hue(path);
  if (/\.png$/i.test(path)) {
    let png = drawn.get(url.href);
    if (!png) {
      if (drawn.size >= 1000) drawn.clear();
      png = pngPicture(w, h, base, label);
      drawn.set(url.href, png);
    }
    return png.then((bytes) => new Response(bytes as BodyInit, { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' } }));
  }
  const largest = wide ? 64 : folder === 'promotions' || h >= 300 ? 44 : 30;
  const size = Math.min(largest, Math.floor((w * 0.88) / (label.length * 0.58)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${base},70%,42%)"/><stop offset="1" stop-color="hsl(${(base + 60) % 360},75%,22%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.82}" cy="${h * 0.25}" r="${h * 0.42}" fill="hsl(${(base + 180) % 360},80%,60%)" opacity="0.18"/>
<text x="50%" y="${wide ? '54%' : '56%'}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(label)}</text>
<text x="50%" y="${wide ? '72%' : '78%'}" text-anchor="middle" font-family="sans-serif" font-size="${wide ? 26 : 14}" fill="#ffffffb0">${escapeXml(caption)}</text>
</svg>`;
  return svgResponse(svg);
}

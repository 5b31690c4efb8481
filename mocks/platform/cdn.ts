/**
 * The mock image CDN: every address under /mock-cdn/ answers with an SVG drawn from the address
 * itself (its own colour and label), so each image is distinct and the site looks like itself
 * with no network.
 */
/** A hue (0-359) drawn from a text: the same text, the same colour. */
export function hue(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function cdnImage(url: URL): Response {
  const path = decodeURIComponent(url.pathname.replace(/^.*\/mock-cdn\//, ''));
  const name = path.split('/').pop()?.replace(/\.[a-z]+$/i, '') ?? 'image';
  const folder = path.split('/')[0] ?? '';
  const label = url.searchParams.get('label') ?? name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const caption = url.searchParams.get('sub') ?? folder.toUpperCase();
  const wide = folder === 'banners';
  const [w, h] = wide ? [1200, 360] : folder === 'games' ? [300, 300] : folder === 'promotions' ? [720, 300] : [240, 120];
  const base = hue(path);
  const size = Math.min(wide ? 64 : folder === 'promotions' ? 44 : 30, Math.floor((w * 0.88) / (label.length * 0.58)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${base},70%,42%)"/><stop offset="1" stop-color="hsl(${(base + 60) % 360},75%,22%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.82}" cy="${h * 0.25}" r="${h * 0.42}" fill="hsl(${(base + 180) % 360},80%,60%)" opacity="0.18"/>
<text x="50%" y="${wide ? '54%' : '56%'}" text-anchor="middle" font-family="Segoe UI, Noto Sans, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(label)}</text>
<text x="50%" y="${wide ? '72%' : '78%'}" text-anchor="middle" font-family="Segoe UI, Noto Sans, sans-serif" font-size="${wide ? 26 : 14}" fill="#ffffffb0">${escapeXml(caption)}</text>
</svg>`;
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { DEFAULT_LANGUAGE as SITE_DEFAULT } from '../../src/state/language-code';
import {
  DEFAULT_LANGUAGE,
  ICONS,
  iconFile,
  iconSvgFor,
  jpegSize,
  offlineHtml,
  offlineTexts,
  pwaSettings,
  renderIcon,
  staticClosure,
  themeTokens,
  webManifest,
  withTokens,
} from './pwa';

const theme = readFileSync('src/ui/theme.css', 'utf8');

describe('the lite app at build time', () => {
  it('reads the theme tokens and fills them into an SVG', () => {
    const tokens = themeTokens(theme);
    expect(tokens['--color-bg']).toBe('#0e1116');
    expect(tokens['--color-brand']).toBe('#f5b301');
    expect(withTokens('<rect fill="var(--color-brand)" stroke="var(--no-such)"/>', tokens)).toBe('<rect fill="#f5b301" stroke="var(--no-such)"/>');
  });

  it('writes the manifest in the default language from the merchant’s settings and the tokens', () => {
    expect(DEFAULT_LANGUAGE).toBe(SITE_DEFAULT);
    const settings = pwaSettings({ VITE_APP_NAME: 'Lucky Star', VITE_APP_SHORT_NAME: 'Lucky' });
    const manifest = webManifest(settings);
    expect(manifest).toMatchObject({
      name: 'Lucky Star',
      short_name: 'Lucky',
      lang: 'my',
      dir: 'ltr',
      display: 'standalone',
      start_url: '/index',
      scope: '/',
      background_color: '#0e1116',
      theme_color: '#171b22',
    });
    expect(manifest.icons?.map((icon) => `${icon.purpose} ${icon.sizes}`)).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
    // The icons' names follow what they are drawn from: another icon, another name.
    const other = { ...settings, iconSvg: settings.iconSvg.replace('#f5b301', '#00aa00') };
    expect(iconFile(other, ICONS[0]!)).not.toBe(iconFile(settings, ICONS[0]!));
    expect(pwaSettings({}).name).toBe('WPS Gaming');
  });

  it('draws the maskable and the Apple icon on the ground colour, the maskable one inside the safe zone', async () => {
    const settings = pwaSettings({});
    const maskable = iconSvgFor(settings.iconSvg, { name: 'm', size: 512, purpose: 'maskable' }, '#f5b301');
    expect(maskable).toContain('<rect width="512" height="512" fill="#f5b301"/>');
    expect(maskable).toContain('scale(0.78)');
    expect(iconSvgFor(settings.iconSvg, { name: 'a', size: 512, purpose: 'any' }, '#f5b301')).toBe(settings.iconSvg);
    const png = Buffer.from(await renderIcon(settings, { name: 'apple', size: 180, purpose: 'apple' }));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it('reads a JPEG’s size', () => {
    const shot = readFileSync('src/pwa/screenshots/wide.jpg');
    expect(jpegSize(shot)).toEqual({ width: 1280, height: 720 });
    expect(() => jpegSize(new Uint8Array([1, 2, 3, 4]))).toThrow();
  });

  it('gives the offline view its texts in every language, with the direction', () => {
    const offline = offlineTexts();
    expect(offline.languageKey).toBe('hisLang');
    expect(Object.keys(offline.languages)).toEqual(LANGUAGES.map((l) => l.code));
    expect(offline.languages.AR).toMatchObject({ html: 'ar', dir: 'rtl', retry: 'حاول مرة أخرى' });
    expect(offline.languages.EN).toMatchObject({ title: "You're offline", retry: 'Try again' });
  });

  it('writes the offline view with the site’s CSS and its script, and no inline script', () => {
    const html = offlineHtml({ ...pwaSettings({}), name: 'A & B <Gaming>' }, { css: ['assets/index-x.css'], script: 'assets/offline-y.js' });
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-x.css" />');
    expect(html).toContain('<script type="module" src="/assets/offline-y.js"></script>');
    expect(html.match(/<script\b[^>]*>/g)).toHaveLength(1);
    expect(html).toContain('A &amp; B &lt;Gaming&gt;');
    expect(html).toContain('<html lang="my" dir="ltr" data-lang="MY">');
  });

  it('lists what an entry loads at once', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_shared.js'], css: ['assets/index.css'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
      'lazy.tsx': { file: 'assets/lazy.js' },
    };
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual(['assets/index.css', 'assets/index.js', 'assets/shared.js']);
  });
});

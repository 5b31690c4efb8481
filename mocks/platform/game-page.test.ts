// @vitest-environment jsdom
// The page is parsed as a browser would (DOMParser).
/**
 * The mock game screen (`/mock-game/`): it names the launched game from the catalogue or the
 * lottery, shows how it was opened and whether for real money, escapes every value and loads
 * nothing from elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { hue } from './cdn';
import { gamePage, MOCK_GAME_PATH } from './game-page';

const page = (query: Record<string, string>) => {
  const html = gamePage(new URL(`http://localhost${MOCK_GAME_PATH}?${new URLSearchParams(query)}`));
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
};

const field = (doc: Document, name: string) => doc.querySelector(`dd[data-field="${name}"]`)?.textContent ?? null;

describe('the mock game page', () => {
  it('names a catalogue game by its node, with its vendor and the play type', () => {
    const { doc } = page({ vendor: 'PG', game: 'mahjong-ways2', node: '30500', playType: 'LO2', language: 'VI', mode: 'real' });
    expect(doc.querySelector('h1#game-name')?.textContent).toBe('Mahjong Ways 2');
    expect(doc.title).toBe('Mahjong Ways 2 (mock game)');
    expect(field(doc, 'vendor')).toBe('PG Soft');
    expect(field(doc, 'playType')).toBe('LO2');
    expect(field(doc, 'language')).toBe('VI');
    expect(field(doc, 'room')).toBeNull();
    expect(field(doc, 'lottoView')).toBeNull();
    expect(doc.querySelector('#game-mode')?.textContent).toBe('REAL MONEY');
  });

  it('shows DEMO for a trial launch', () => {
    const { doc } = page({ vendor: 'PG', game: 'mahjong-ways2', mode: 'trial' });
    expect(doc.querySelector('#game-mode')?.textContent).toBe('DEMO');
    expect(doc.querySelector('#game-mode')?.getAttribute('data-mode')).toBe('trial');
  });

  it('names a lottery game by its remark and shows the lottery view and prize mode', () => {
    const { doc } = page({ vendor: 'VNL', game: 'HUE', lottoView: 'betting', prizeMode: 'LOTT' });
    expect(doc.querySelector('#game-name')?.textContent).toBe('Thừa Thiên Huế');
    expect(field(doc, 'vendor')).toBe('VN Lottery');
    expect(field(doc, 'lottoView')).toBe('betting');
    expect(field(doc, 'prizeMode')).toBe('LOTT');
  });

  it('shows the room of a player-versus-player game by name', () => {
    const { doc } = page({ vendor: 'V8', game: 'tien-len', node: '30516', room: 'R305161' });
    expect(field(doc, 'room')).toBe('Tiến Lên Miền Nam - Phòng Sơ cấp');
  });

  it('falls back on the given name, then the code', () => {
    expect(page({ game: 'unknown-game', name: 'Some Game' }).doc.querySelector('#game-name')?.textContent).toBe('Some Game');
    expect(page({ game: 'unknown-game' }).doc.querySelector('#game-name')?.textContent).toBe('unknown-game');
  });

  it('escapes every value', () => {
    const evil = '<script>alert("x")</script>';
    const { html, doc } = page({ name: evil, vendor: `"><img src=x onerror=alert(1)>`, playType: `<b>LO2</b>&'`, room: '<i>r</i>' });
    expect(html).not.toMatch(/<script|<img|<b>|<i>/);
    expect(doc.querySelector('#game-name')?.textContent).toBe(evil);
    expect(field(doc, 'vendor')).toBe(`"><img src=x onerror=alert(1)>`);
    expect(field(doc, 'playType')).toBe(`<b>LO2</b>&'`);
    expect(doc.querySelectorAll('img, script, b, i')).toHaveLength(0);
  });

  it('is self-contained, coloured by the game code', () => {
    const { html, doc } = page({ vendor: 'PP', game: 'vs20olympgate', node: '30504' });
    expect(doc.querySelectorAll('script, link, img, iframe, [src], [href]')).toHaveLength(0);
    expect(html).not.toMatch(/url\(|@import|https?:\/\//);
    expect(html).toContain(`hsl(${hue('vs20olympgate')} `);
  });
});

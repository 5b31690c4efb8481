/**
 * The mock platform's game screen (`/mock-game/`), where every launch of the mock platform
 * leads (mocks/platform/routes/games.ts): the game's name, its vendor, the room, play type or
 * lottery view it was opened with, and whether it is played for real money or as a demo. Served
 * by the mock HTTP server and by the dev server; self-contained (inline CSS, no scripts, nothing
 * loaded from elsewhere), so it works in the /game frame with no network.
 *
 * Query: vendor, game (code), name, node, room, event (a sportsbook's match), playType, lottoView,
 * prizeMode, language, mode (real or trial).
 */
import { hue } from './cdn';
import { gameByCode, gameByNode, lotteryGame, MINI_VASSALAGE, pvpRooms, VENDORS } from './core/catalog';

export const MOCK_GAME_PATH = '/mock-game/';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function gamePage(url: URL): string {
  const param = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const code = param('game');
  const vendor = param('vendor');
  const node = Number(param('node'));
  const game = (param('node') ? gameByNode(node) : undefined) ?? (code ? gameByCode(code, vendor) : undefined);
  const lottery = code ? lotteryGame(code) : undefined;
  const name = game?.gameName ?? lottery?.game.remark ?? (param('name') || code || 'Game');
  const vendorName = game?.vendorName ?? VENDORS.find((v) => v.vassalage === vendor)?.displayName ?? (vendor === MINI_VASSALAGE ? 'Mini games' : vendor);
  const roomId = param('room');
  const room = roomId ? (pvpRooms(vendor, game?.nodeId).find((r) => r.roomId === roomId)?.name ?? roomId) : '';
  const trial = param('mode') === 'trial';
  const base = hue(code || name);

  const lines: [field: string, label: string, value: string][] = [
    ['vendor', 'Vendor', vendorName],
    ['room', 'Room', room],
    ['event', 'Event', param('event')],
    ['playType', 'Play type', param('playType')],
    ['lottoView', 'View', param('lottoView')],
    ['prizeMode', 'Prize mode', param('prizeMode')],
    ['language', 'Language', param('language')],
  ];
  const rows = lines
    .filter(([, , value]) => value)
    .map(([field, label, value]) => `<dt>${label}</dt><dd data-field="${field}">${escapeHtml(value)}</dd>`)
    .join('');

  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} (mock game)</title>
<style>html,body{height:100%;margin:0}
body{font-family:system-ui,sans-serif;color:#fff;display:grid;place-items:center;
background:radial-gradient(circle at 80% 15%,hsl(${(base + 180) % 360} 80% 60% / .3),transparent 45%),linear-gradient(135deg,hsl(${base} 70% 42%),hsl(${(base + 60) % 360} 75% 16%))}
main{text-align:center;padding:32px;max-width:760px}
h1{font-size:clamp(2.2rem,7vw,4.5rem);line-height:1.1;margin:.2em 0 .4em;text-shadow:0 4px 24px #0008}
.badge{display:inline-block;padding:6px 16px;border-radius:999px;font-weight:800;letter-spacing:.12em}
.badge[data-mode=trial]{background:#ffd54a;color:#3a2a00}.badge[data-mode=real]{background:#22c55e;color:#03210e}
dl{display:grid;grid-template-columns:auto auto;gap:8px 18px;justify-content:center;margin:28px auto 0;padding:16px 28px;border-radius:14px;background:#0004}
dt{opacity:.75;text-align:right}dd{margin:0;text-align:left;font-weight:600}
.reels{display:flex;gap:12px;justify-content:center;margin-top:28px}
.reels span{width:72px;height:72px;border-radius:12px;background:#fff2;border:2px solid #fff5;display:grid;place-items:center;font-size:2rem;font-weight:800}
footer{margin-top:28px;opacity:.6;font-size:.85rem}</style></head>
<body><main>
<h1 id="game-name">${escapeHtml(name)}</h1>
<p id="game-mode" class="badge" data-mode="${trial ? 'trial' : 'real'}">${trial ? 'DEMO' : 'REAL MONEY'}</p>
<dl>${rows}</dl>
<div class="reels" aria-hidden="true"><span>7</span><span>★</span><span>7</span></div>
<footer>A game screen of the mock platform.</footer>
</main></body></html>`;
}

/**
 * The mock merchant's game catalogue and home content: real-looking vendors, games, banners,
 * announcements and winners. Images point at the mock image CDN (`/mock-cdn/...`), which draws a
 * distinct labelled picture for each address.
 */
export interface CatalogGame {
  nodeId: number;
  gameName: string;
  gameCode: string;
  vassalage: string;
  vendorName: string;
  gameType: 'LIVE' | 'SPORTS' | 'RNG' | 'FISH' | 'PVP' | 'LOTT' | 'ELOTT' | 'ESPORTS';
  freeplay: 0 | 1;
  isHot: 0 | 1;
}

const games: [string, string, string, string, CatalogGame['gameType'], 0 | 1, 0 | 1][] = [
  ['Mahjong Ways 2', 'mahjong-ways2', 'PG', 'PG Soft', 'RNG', 1, 1],
  ['Fortune Tiger', 'fortune-tiger', 'PG', 'PG Soft', 'RNG', 1, 1],
  ['Lucky Neko', 'lucky-neko', 'PG', 'PG Soft', 'RNG', 1, 0],
  ['Treasures of Aztec', 'treasures-aztec', 'PG', 'PG Soft', 'RNG', 1, 1],
  ['Gates of Olympus', 'vs20olympgate', 'PP', 'Pragmatic Play', 'RNG', 1, 1],
  ['Sweet Bonanza', 'vs20fruitsw', 'PP', 'Pragmatic Play', 'RNG', 1, 1],
  ['Starlight Princess', 'vs20starlight', 'PP', 'Pragmatic Play', 'RNG', 1, 0],
  ['Super Ace', 'super-ace', 'JL', 'JILI', 'RNG', 1, 1],
  ['Money Coming', 'money-coming', 'JL', 'JILI', 'RNG', 1, 0],
  ['Jackpot Fishing', 'jackpot-fishing', 'JL', 'JILI', 'FISH', 1, 1],
  ['Ocean King 3', 'ocean-king-3', 'KA', 'KA Gaming', 'FISH', 0, 0],
  ['Lightning Roulette', 'lightning-roulette', 'EVO', 'Evolution', 'LIVE', 0, 1],
  ['Speed Baccarat A', 'speed-baccarat-a', 'EVO', 'Evolution', 'LIVE', 0, 1],
  ['Crazy Time', 'crazy-time', 'EVO', 'Evolution', 'LIVE', 0, 1],
  ['Sexy Baccarat', 'sexy-baccarat', 'AE', 'AE Sexy', 'LIVE', 0, 0],
  ['SABA Sportsbook', 'saba-sports', 'SABA', 'SABA Sports', 'SPORTS', 0, 1],
  ['Tiến Lên Miền Nam', 'tien-len', 'V8', 'V8 Poker', 'PVP', 0, 1],
  ['Texas Hold’em', 'texas-holdem', 'V8', 'V8 Poker', 'PVP', 0, 0],
  ['Xổ Số Miền Bắc', 'XSMB', 'VNL', 'VN Lottery', 'LOTT', 0, 1],
  ['Keno 5 phút', 'KENO5', 'TCG', 'TCG Lottery', 'ELOTT', 0, 0],
];

export const CATALOG: readonly CatalogGame[] = games.map(([gameName, gameCode, vassalage, vendorName, gameType, freeplay, isHot], i) => ({
  nodeId: 30_500 + i,
  gameName,
  gameCode,
  vassalage,
  vendorName,
  gameType,
  freeplay,
  isHot,
}));

export const cdnUrl = (origin: string, path: string) => `${origin}/mock-cdn/${path}`;

export function gameItem(origin: string, game: CatalogGame, favorites: readonly string[] = []) {
  return {
    nodeId: game.nodeId,
    gameName: game.gameName,
    gameCode: game.gameCode,
    icon: cdnUrl(origin, `games/${game.vassalage}/${game.gameCode}.svg?${new URLSearchParams({ label: game.gameName, sub: game.vendorName })}`),
    vassalage: game.vassalage,
    gameType: game.gameType,
    freeplay: game.freeplay,
    isHot: game.isHot,
    isFavorite: favorites.includes(String(game.nodeId)),
  };
}

const DAY = 86_400_000;
/** A fixed "now" for content, so the same data shows on every run. */
const CONTENT_TIME = Date.UTC(2026, 10, 20, 9, 0);

export function announcements(origin: string) {
  const announcement = (id: number, title: string, content: string, daysAgo: number) => ({ id, title, content, timestamp: CONTENT_TIME - daysAgo * DAY });
  return {
    banners: [
      { bannerId: 501, title: 'Nạp lần đầu thưởng 100%', url: cdnUrl(origin, 'banners/first-deposit.svg'), linkageType: 'P', linkage: '8801' },
      { bannerId: 502, title: 'Gates of Olympus — x5000', url: cdnUrl(origin, 'banners/olympus.svg'), linkageType: 'G', linkage: 'vs20olympgate', nodeId: 30_504, vendor: 'PP' },
      { bannerId: 503, title: 'Download our app', url: cdnUrl(origin, 'banners/app.svg'), linkageType: 'URL', linkage: `${origin}/down` },
    ],
    player: [
      announcement(9001, 'SABA Sports maintenance on 21/11 from 02:00 to 04:00', '<p>SABA Sports will be under maintenance from <b>02:00</b> to <b>04:00</b> on 21/11.</p>', 1),
      announcement(9002, 'New PG Soft games: Lucky Neko and Treasures of Aztec', '<p>Two new PG Soft slots are live. <a href="https://www.example.com/promo">See the promotion</a>.</p>', 3),
      announcement(9003, 'Daily rebate up to 1.2% on live casino', '<p>Rebates are paid every day at 12:00.</p>', 6),
      announcement(9004, 'Weekend lucky draw: win an iPhone 17', '<p>Deposit 1,000,000 ₫ over the weekend to join the draw.</p>', 8),
    ],
    popup: [announcement(9101, 'Welcome to WPS Gaming', '<p>Claim your <b>welcome bonus</b> in the promotions hall.</p>', 0)],
    promotion: [announcement(9201, 'First deposit bonus 100%', '<p>Up to 5,000,000 ₫ on your first deposit.</p>', 2)],
  };
}

export function winners() {
  const rows: [string, number, string, string, number][] = [
    ['ng***89', 125_800_000, 'Gates of Olympus', 'Pragmatic Play', 2],
    ['tr***21', 48_250_000, 'Mahjong Ways 2', 'PG Soft', 5],
    ['le***07', 36_900_000, 'Lightning Roulette', 'Evolution', 9],
    ['ph***55', 22_400_000, 'Super Ace', 'JILI', 14],
    ['vo***13', 18_750_000, 'Jackpot Fishing', 'JILI', 21],
    ['da***68', 12_300_000, 'Xổ Số Miền Bắc', 'VN Lottery', 33],
  ];
  return {
    list: rows.map(([username, winAmount, gameName, vendor, minutesAgo]) => ({ vo: { username, winAmount, gameName, vendor, time: CONTENT_TIME - minutesAgo * 60_000 } })),
  };
}

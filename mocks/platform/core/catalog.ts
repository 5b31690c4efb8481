/**
 * The mock merchant's game catalogue and home content: real-looking vendors, games, lottery
 * menus, draw results, banners, announcements, winners and the help centre. Images point at the
 * mock image CDN (`/mock-cdn/...`), which draws a distinct labelled picture for each address.
 *
 * Everything here is deterministic: lists are written out or drawn from a generator seeded by a
 * fixed text (a vendor code, a game code and round), never from `Math.random` or the clock, so
 * the same data shows on every run and in every test.
 */
export type GameType = 'LIVE' | 'SPORTS' | 'RNG' | 'FISH' | 'PVP' | 'LOTT' | 'ELOTT' | 'ESPORTS';

export interface CatalogGame {
  nodeId: number;
  gameName: string;
  gameCode: string;
  vassalage: string;
  vendorName: string;
  gameType: GameType;
  freeplay: 0 | 1;
  isHot: 0 | 1;
  /** The sub-type of the game (`gameClassify` key, `getVassGameType` value): SLOT, JP, TG, AC, FISH, BAC, ... */
  subType: string;
  /** Lottery games only: the play type opened first. */
  defaultPlayType?: string;
}

export interface CatalogVendor {
  /** The card id. */
  id: number;
  vassalage: string;
  displayName: string;
  gameType: GameType;
  accountTypeId: number;
  accountTypeName: string;
  freeplay: 0 | 1;
  isHot: 0 | 1;
  /** A card that launches one game directly (sportsbooks, live lobbies, lotteries). */
  gameCode?: string;
  defaultPlayType?: string;
}

/* ------------------------------------------------------------------ deterministic helpers */

/** FNV-1a hash of a text. */
export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A pseudo-random generator (mulberry32) seeded by a text: the same text gives the same sequence. */
export function seededRandom(seed: string): () => number {
  let a = hashText(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const intBetween = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Lower case without Vietnamese (or other) diacritics, for keyword search. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();

export const cdnUrl = (origin: string, path: string) => `${origin}/mock-cdn/${path}`;

const labelled = (label: string, sub: string) => new URLSearchParams({ label, sub }).toString();

/* ------------------------------------------------------------------ vendors */

/**
 * Vendor codes (vassalage) of the e-sports vendors. The platform sends their cards in the SPORTS
 * lane (card and game `gameType` SPORTS); the client splits them out by vassalage into the
 * e-sports tab. `getGameList?gameType=ESPORTS` answers with these vendors' games.
 */
export const ESPORTS_VASSALAGES: readonly string[] = ['TF', 'IMES'];

type VendorRow = [
  vassalage: string,
  displayName: string,
  gameType: GameType,
  freeplay: 0 | 1,
  isHot: 0 | 1,
  single?: { gameCode?: string; defaultPlayType?: string },
];

const vendorRows: VendorRow[] = [
  // Lottery: the lottery cards launch one game (the lottery page).
  ['VNL', 'VN Lottery', 'LOTT', 0, 1, { gameCode: 'HANOI', defaultPlayType: 'LO2' }],
  ['TCG', 'TCG Lottery', 'LOTT', 0, 1, { gameCode: 'HN1F', defaultPlayType: 'LO2' }],
  ['TCG', 'TCG Lottery', 'ELOTT', 0, 0, { gameCode: 'KENO5', defaultPlayType: 'DX' }],
  ['SEA', 'SEA Lottery', 'ELOTT', 0, 1, { gameCode: 'LAO', defaultPlayType: 'D4' }],
  ['GPI', 'GPI Lottery', 'ELOTT', 0, 0],
  // Live casino.
  ['EVO', 'Evolution', 'LIVE', 0, 1, { gameCode: 'lobby' }],
  ['AE', 'AE Sexy', 'LIVE', 0, 1],
  ['DG', 'DreamGaming', 'LIVE', 0, 0],
  ['WM', 'WM Casino', 'LIVE', 0, 1],
  ['SA', 'SA Gaming', 'LIVE', 0, 0],
  ['PPL', 'Pragmatic Live', 'LIVE', 0, 0, { gameCode: 'lobby' }],
  ['EZ', 'Ezugi', 'LIVE', 0, 0],
  ['PTL', 'Playtech Live', 'LIVE', 0, 0],
  // Sports, with the e-sports vendors (ESPORTS_VASSALAGES) in the same lane.
  ['SABA', 'SABA Sports', 'SPORTS', 0, 1, { gameCode: 'saba-sports' }],
  ['BTI', 'BTi Sports', 'SPORTS', 0, 0, { gameCode: 'bti-sportsbook' }],
  ['CMD', 'CMD368', 'SPORTS', 0, 1, { gameCode: 'cmd368-sportsbook' }],
  ['UG', 'United Gaming', 'SPORTS', 0, 0, { gameCode: 'ug-sportsbook' }],
  ['SBO', 'SBOBET', 'SPORTS', 0, 0, { gameCode: 'sbobet-sportsbook' }],
  ['TF', 'TF Gaming', 'SPORTS', 0, 1, { gameCode: 'tf-esports' }],
  ['IMES', 'IM Esports', 'SPORTS', 0, 0, { gameCode: 'im-esports' }],
  // Slots.
  ['PG', 'PG Soft', 'RNG', 1, 1],
  ['PP', 'Pragmatic Play', 'RNG', 1, 1],
  ['JL', 'JILI', 'RNG', 1, 1],
  ['HB', 'Habanero', 'RNG', 1, 0],
  ['CQ9', 'CQ9', 'RNG', 1, 0],
  ['JOKER', 'Joker', 'RNG', 0, 0],
  ['SG', 'Spadegaming', 'RNG', 1, 0],
  ['RT', 'Red Tiger', 'RNG', 1, 0],
  ['NE', 'NetEnt', 'RNG', 1, 1],
  ['MG', 'Microgaming', 'RNG', 0, 0],
  ['PNG', "Play'n GO", 'RNG', 1, 0],
  ['NLC', 'Nolimit City', 'RNG', 0, 1],
  ['HS', 'Hacksaw Gaming', 'RNG', 1, 0],
  ['RLX', 'Relax Gaming', 'RNG', 0, 0],
  // Fish.
  ['JL', 'JILI', 'FISH', 1, 1],
  ['KA', 'KA Gaming', 'FISH', 1, 0],
  ['CQ9', 'CQ9', 'FISH', 1, 0],
  ['SG', 'Spadegaming', 'FISH', 1, 0],
  ['JDB', 'JDB', 'FISH', 1, 1],
  // Player versus player (card rooms).
  ['V8', 'V8 Poker', 'PVP', 0, 1],
  ['KY', 'Kaiyuan', 'PVP', 0, 0],
  ['TP', 'TP Gaming', 'PVP', 0, 0],
  ['RG', 'Royal Game', 'PVP', 0, 0],
];

/** The wallet of each vendor: one account type per vendor code (lotteries play from the main wallet). */
const walletIds = new Map<string, number>();
function walletOf(vassalage: string, gameType: GameType): [number, string] {
  if (gameType === 'LOTT' || gameType === 'ELOTT') return [1, 'Main wallet'];
  if (!walletIds.has(vassalage)) walletIds.set(vassalage, 5 + walletIds.size * 2);
  return [walletIds.get(vassalage)!, ''];
}

export const VENDORS: readonly CatalogVendor[] = vendorRows.map(([vassalage, displayName, gameType, freeplay, isHot, single], i) => {
  const [accountTypeId, walletName] = walletOf(vassalage, gameType);
  return {
    id: 11 + i,
    vassalage,
    displayName,
    gameType,
    accountTypeId,
    accountTypeName: walletName || displayName,
    freeplay,
    isHot,
    ...(single?.gameCode ? { gameCode: single.gameCode } : {}),
    ...(single?.defaultPlayType ? { defaultPlayType: single.defaultPlayType } : {}),
  };
});

/* ------------------------------------------------------------------ games */

/** The first games of the catalogue (node ids 30500-30519), kept as they were. */
const firstGames: [string, string, string, string, GameType, 0 | 1, 0 | 1][] = [
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

/**
 * Each vendor's well-known titles, most popular first (the first `hot` of them are hot). Slot
 * titles marked `JP:`, `TG:` or `AC:` are jackpot, table and arcade games; `CODE|name` gives the
 * game code (lotteries use the lottery service's codes).
 */
const titles: Record<string, { hot: number; names: string[] }> = {
  'RNG:PG': {
    hot: 3,
    names: [
      'Mahjong Ways',
      'Fortune Ox',
      'Fortune Rabbit',
      'Fortune Mouse',
      'Wild Bandito',
      'Ganesha Gold',
      'Dragon Hatch',
      'Caishen Wins',
      'Ways of the Qilin',
      'Leprechaun Riches',
      'Dream of Macau',
      'Wild Bounty Showdown',
      'Queen of Bounty',
      'Candy Bonanza',
      'Medusa II',
      'Jungle Delight',
      'Double Fortune',
      'Prosperity Fortune Tree',
      'Cocktail Nights',
      'Shaolin Soccer',
      'Phoenix Rises',
      "Genie's 3 Wishes",
      'JP:Fortune Gods Jackpot',
    ],
  },
  'RNG:PP': {
    hot: 3,
    names: [
      'The Dog House',
      'Big Bass Bonanza',
      'Sugar Rush',
      'Gates of Olympus 1000',
      'Sweet Bonanza 1000',
      'Wild West Gold',
      'Wolf Gold',
      'Great Rhino Megaways',
      'Aztec Gems',
      'Fruit Party',
      'Gems Bonanza',
      'Madame Destiny Megaways',
      'Buffalo King Megaways',
      'Power of Thor Megaways',
      '5 Lions Megaways',
      'Zeus vs Hades',
      'Wisdom of Athena',
      "Joker's Jewels",
      'Mustang Gold',
      'Release the Kraken',
      'JP:Wolf Gold Power Jackpot',
      'TG:Blackjack Pro',
      'TG:Roulette Royale',
    ],
  },
  'RNG:JL': {
    hot: 3,
    names: [
      'Fortune Gems',
      'Fortune Gems 2',
      'Golden Empire',
      'Boxing King',
      'Charge Buffalo',
      'Crazy777',
      'Mega Ace',
      'Pharaoh Treasure',
      'Jungle King',
      'Wild Ace',
      'Golden Queen',
      'Agent Ace',
      'Ali Baba',
      'Hot Chilli',
      'Bubble Beauty',
      'Fortune Tree',
      'Crazy Hunter',
      'AC:Color Game',
      'AC:Lucky Ball',
      'TG:Mini Flush',
      'TG:Blackjack Lucky Ladies',
      'TG:Sic Bo',
    ],
  },
  'RNG:HB': {
    hot: 1,
    names: [
      'Hot Hot Fruit',
      'Koi Gate',
      'Fa Cai Shen Deluxe',
      'Nine Tails',
      'Lucky Lucky',
      'Wealth Inn',
      'Hey Sushi',
      'Pumpkin Patch',
      'Happiest Christmas Tree',
      'Mystic Fortune Deluxe',
      'Colossal Gems',
      'Fortune Dogs',
      'Egyptian Dreams Deluxe',
      'Sojourn',
      'JP:Jump!',
      'TG:American Baccarat Zero Commission',
    ],
  },
  'RNG:CQ9': {
    hot: 2,
    names: [
      'Jump High',
      'God of War',
      'Zeus',
      'Muay Thai',
      'Good Fortune',
      'Jumping Mobile',
      'Lucky Bats',
      'Thor 2',
      'Gu Gu Gu',
      'Jewel Luxury',
      "Dragon's Treasure",
      'Rave Jump',
      'Wonderland',
      'AC:Fire Chibi',
    ],
  },
  'RNG:JOKER': {
    hot: 1,
    names: [
      'Roma',
      'Lucky God Progressive',
      'Fortune Festival',
      'Dragon Power Flame',
      'Thai Paradise',
      'Wild Fairies',
      'Horus Eye',
      'Golden Dragon',
      'Burning Pearl',
      'Lions Dance',
      'Sparta',
      'Highway Kings',
      'Bonus Bears',
      'Aztec Temple',
    ],
  },
  'RNG:SG': {
    hot: 1,
    names: [
      'Gold Panther',
      'Fafafa',
      'Lucky Koi',
      'Brothers Kingdom',
      'Royale House',
      'Caishen Riches',
      'Dragon Gold SA',
      'Golden Lotus SE',
      'Candy Pop',
      '5 Fortune SA',
      'Lucky Meow',
      'Prosperity Gods',
      'Mr Chu Tycoon',
    ],
  },
  'RNG:RT': {
    hot: 1,
    names: [
      "Dragon's Luck",
      "Gonzo's Quest Megaways",
      "Pirates' Plenty",
      'Mystery Reels',
      'Dynamite Riches',
      'Piggy Riches Megaways',
      'Rainbow Jackpots',
      'Reel King Mega',
      'Lucky Fortune Cat',
      'Gems Gone Wild',
      'Primate King',
      'Treasure Mine',
      'JP:Mystery Reels Daily Drop',
    ],
  },
  'RNG:NE': {
    hot: 3,
    names: [
      'Starburst',
      "Gonzo's Quest",
      'Dead or Alive 2',
      'Twin Spin',
      'Divine Fortune',
      'Mega Fortune',
      'Blood Suckers',
      'Jack Hammer',
      'Finn and the Swirly Spin',
      'Vikings',
      'Hall of Gods',
      'Twin Spin Megaways',
      'Starburst XXXtreme',
      'Dazzle Me',
      'Fruit Shop',
      'JP:Mega Fortune Dreams',
      'TG:Blackjack Classic',
    ],
  },
  'RNG:MG': {
    hot: 2,
    names: [
      'Immortal Romance',
      'Thunderstruck II',
      'Avalon',
      'Break da Bank Again',
      '9 Masks of Fire',
      'Book of Oz',
      'Lucky Twins',
      'Mermaids Millions',
      'Ancient Fortunes: Zeus',
      'Wheel of Wishes',
      'Basketball Star',
      'JP:Mega Moolah',
      'JP:Major Millions',
    ],
  },
  'RNG:PNG': {
    hot: 2,
    names: [
      'Book of Dead',
      'Reactoonz',
      'Moon Princess',
      'Rise of Olympus',
      'Legacy of Dead',
      'Fire Joker',
      'Gemix',
      'Tome of Madness',
      'Sweet Alchemy',
      'Honey Rush',
      'Viking Runecraft',
      'Hugo 2',
      'Big Win Cat',
      'Golden Ticket 2',
      'Wild Frames',
    ],
  },
  'RNG:NLC': {
    hot: 3,
    names: [
      'Mental',
      'San Quentin xWays',
      'Tombstone RIP',
      'Fire in the Hole xBomb',
      'Deadwood',
      'East Coast vs West Coast',
      'Punk Rocker',
      'Das xBoot',
      'Misery Mining',
      'Book of Shadows',
      'Poison Eve',
      'Dungeon Quest',
      'Pixies vs Pirates',
      'Barbarian Fury',
    ],
  },
  'RNG:HS': {
    hot: 2,
    names: [
      'Wanted Dead or a Wild',
      'Chaos Crew',
      'Hand of Anubis',
      'Le Bandit',
      'RIP City',
      'Dork Unit',
      'Itero',
      "Stack 'Em",
      "Stick 'Em",
      'Cubes 2',
      'Joker Bombs',
      'Gladiator Legends',
      'Frutz',
      'Miami Multiplier',
      'Aztec Twist',
    ],
  },
  'RNG:RLX': {
    hot: 1,
    names: [
      'Money Train 2',
      'Money Train 3',
      'Money Train 4',
      'Temple Tumble Megaways',
      'Iron Bank',
      "Dead Man's Trail",
      'Beast Mode',
      'Snake Arena',
      'TNT Tumble',
      'Hellcatraz',
      'Marching Legions',
      'Tower Tumble',
      "Dragon's Fire",
    ],
  },
  'FISH:JL': {
    hot: 2,
    names: [
      'Mega Fishing',
      'Dinosaur Tycoon',
      'Dinosaur Tycoon II',
      'Boom Legend',
      'Happy Fishing',
      'All-star Fishing',
      'Dragon Fortune',
      'Bombing Fishing',
      'Royal Fishing',
      'Ocean King Jackpot',
    ],
  },
  'FISH:KA': { hot: 1, names: ['Fishing Legend', 'Fish Hunter', 'Ocean Emperor', 'Kraken Hunter', 'Golden Toad', 'Dragon Reef'] },
  'FISH:CQ9': { hot: 1, names: ['Paradise', 'Fish King Treasures', 'Lucky Fishing', 'Ocean Fortune', 'Hero Fishing', 'Oneshot Fishing'] },
  'FISH:SG': { hot: 1, names: ['Fishing God', 'Alien Hunter', 'Zombie Party', 'Fishing War', 'Royal Fishing', 'Cai Shen Fishing'] },
  'FISH:JDB': {
    hot: 2,
    names: [
      'Fishing YiLuFa',
      'Dragon Fishing',
      'Dragon Fishing II',
      'Cai Shen Fishing',
      'Fishing Disco',
      'Five Dragons Fishing',
      'Mega Fishing',
      'Bombing Fishing',
    ],
  },
  'LIVE:EVO': {
    hot: 2,
    names: [
      'Speed Baccarat B',
      'Lightning Baccarat',
      'Baccarat Squeeze',
      'No Commission Baccarat',
      'Dragon Tiger',
      'Super Sic Bo',
      'Monopoly Live',
      'Immersive Roulette',
      'Auto-Roulette',
      'XXXtreme Lightning Roulette',
      'Infinite Blackjack',
      'Lightning Dice',
      'Funky Time',
      'Dream Catcher',
    ],
  },
  'LIVE:AE': {
    hot: 1,
    names: ['Sexy Baccarat Classic', 'Sexy Baccarat Insurance', 'Dragon Tiger', 'Roulette', 'Sic Bo', 'Thai Hi-Lo', 'Fish Prawn Crab', 'Extra Sic Bo'],
  },
  'LIVE:DG': {
    hot: 1,
    names: ['Baccarat C01', 'Baccarat C02', 'Bid Baccarat', 'Insurance Baccarat', 'Dragon Tiger', 'Sic Bo', 'Roulette', 'Fan Tan', 'Bull Bull'],
  },
  'LIVE:WM': {
    hot: 1,
    names: ['WM Baccarat', 'Squeeze Baccarat', 'Dragon Tiger', 'Roulette', 'Sic Bo', 'Fan Tan', 'Niu Niu', 'Three Cards', 'Fish Prawn Crab'],
  },
  'LIVE:SA': { hot: 1, names: ['Speed Baccarat', 'VIP Baccarat', 'Dragon Tiger', 'Roulette', 'Sic Bo', 'Fish Prawn Crab', 'Pok Deng', 'Andar Bahar'] },
  'LIVE:PPL': {
    hot: 2,
    names: ['Mega Wheel', 'Sweet Bonanza CandyLand', 'PowerUP Roulette', 'Speed Baccarat 1', 'Mega Roulette', 'ONE Blackjack', 'Dragon Tiger', 'Mega Sic Bo'],
  },
  'LIVE:EZ': {
    hot: 1,
    names: ['Ultimate Roulette', 'Andar Bahar', 'Teen Patti', 'Unlimited Blackjack', 'Lucky 7', 'Bet on Numbers', 'Baccarat Knock Out', "Casino Hold'em"],
  },
  'LIVE:PTL': {
    hot: 1,
    names: [
      'Quantum Roulette',
      'Adventures Beyond Wonderland',
      'Spin a Win',
      'Age of the Gods Bonus Roulette',
      'Buffalo Blitz Live',
      'Baccarat',
      'Dragon Tiger',
      'Quantum Blackjack',
    ],
  },
  'SPORTS:SABA': { hot: 0, names: ['SABA Virtual Sports'] },
  'SPORTS:BTI': { hot: 0, names: ['BTi Sportsbook'] },
  'SPORTS:CMD': { hot: 1, names: ['CMD368 Sportsbook'] },
  'SPORTS:UG': { hot: 0, names: ['United Gaming Sportsbook'] },
  'SPORTS:SBO': { hot: 0, names: ['SBOBET Sportsbook', 'SBOBET Virtual Sports'] },
  'SPORTS:TF': { hot: 1, names: ['TF Esports'] },
  'SPORTS:IMES': { hot: 0, names: ['IM Esports'] },
  'PVP:V8': { hot: 2, names: ['Mậu Binh', 'Phỏm', 'Xì Dách', 'Sâm Lốc', 'Bài Cào', 'Xóc Đĩa', 'Niu Niu', 'Blackjack'] },
  'PVP:KY': {
    hot: 1,
    names: ['Zha Jin Hua', 'Qiang Zhuang Niu Niu', 'Dou Di Zhu', 'Er Ren Ma Jiang', 'Sangong', 'Tong Bi Niu Niu', 'Red Black War', "Texas Hold'em"],
  },
  'PVP:TP': { hot: 1, names: ['Tiến Lên', 'Mậu Binh', 'Xì Tố', 'Liêng', 'Sâm', 'Poker'] },
  'PVP:RG': { hot: 0, names: ['Royal Texas Poker', 'Pai Gow', 'Blackjack', 'Mahjong', 'Baccarat Squeeze', 'Omaha'] },
  'LOTT:VNL': { hot: 2, names: ['XSMN|Xổ Số Miền Nam', 'XSMT|Xổ Số Miền Trung', 'XSST|Xổ Số Siêu Tốc'] },
  'LOTT:TCG': { hot: 1, names: ['HN1F|Hà Nội 1 phút', 'HN5F|Hà Nội 5 phút', 'HCM1F|TP.HCM 1 phút'] },
  'ELOTT:TCG': { hot: 1, names: ['KENO1F|Keno 1 phút', 'PK101F|Đua xe PK10 1 phút', 'K31F|Xúc Xắc 1 phút', 'G11X51F|11 chọn 5'] },
  'ELOTT:SEA': { hot: 1, names: ['LAO|Xổ số Lào', 'MAGNUM4D|Magnum 4D', 'TOTO4D|Sports Toto 4D', 'DAMACAI|Da Ma Cai 4D', 'SG4D|Singapore 4D'] },
  'ELOTT:GPI': { hot: 0, names: ['GPI Keno', 'GPI Thai Lottery', 'GPI Lucky 5', 'GPI Fast 3'] },
};

/** Word lists the slot vendors' further titles are drawn from (seeded by the vendor code). */
const SLOT_WORDS = {
  first: [
    'Golden',
    'Lucky',
    'Mystic',
    'Wild',
    'Dragon',
    'Royal',
    'Mega',
    'Super',
    'Jade',
    'Crystal',
    'Lotus',
    'Thunder',
    'Phoenix',
    'Emperor',
    'Sakura',
    'Aztec',
    'Pharaoh',
    'Neon',
    'Candy',
    'Samurai',
    'Viking',
    'Tiger',
    'Panda',
    'Koi',
  ],
  second: [
    'Treasure',
    'Riches',
    'Gems',
    'Empire',
    'Fortune',
    'Bonanza',
    'Reels',
    'Temple',
    'Kingdom',
    'Jackpot',
    'Festival',
    'Quest',
    'Legends',
    'Spins',
    'Harvest',
    'Blossom',
    'Palace',
    'Nights',
    'Rush',
    'Megaways',
  ],
};

/** How many slots each slot vendor has (15-40). */
const slotCount = (vassalage: string) => intBetween(seededRandom(`count:${vassalage}`), 15, 40);

const LIVE_SUBTYPES: [RegExp, string][] = [
  [/baccarat/i, 'BAC'],
  [/roulette|spin a win/i, 'ROU'],
  [/sic bo|dice|hi-lo|fish prawn|fan tan/i, 'SIC'],
  [/dragon tiger/i, 'DT'],
  [/blackjack|hold'em|teen patti|andar|pok deng|three cards|niu niu|bull|lucky 7|numbers/i, 'CARD'],
];

function subTypeOf(gameType: GameType, name: string): string {
  if (gameType === 'LIVE') return LIVE_SUBTYPES.find(([re]) => re.test(name))?.[1] ?? 'SHOW';
  if (gameType === 'RNG') return /jackpot|moolah|millions/i.test(name) ? 'JP' : 'SLOT';
  if (gameType === 'PVP') return /mahjong|ma jiang/i.test(name) ? 'MJ' : 'CARD';
  return gameType;
}

function buildCatalog(): CatalogGame[] {
  const games: CatalogGame[] = firstGames.map(([gameName, gameCode, vassalage, vendorName, gameType, freeplay, isHot], i) => ({
    nodeId: 30_500 + i,
    gameName,
    gameCode,
    vassalage,
    vendorName,
    gameType,
    freeplay,
    isHot,
    subType: subTypeOf(gameType, gameName),
    ...(gameType === 'LOTT' ? { defaultPlayType: 'LO2' } : gameType === 'ELOTT' ? { defaultPlayType: 'DX' } : {}),
  }));
  let nextNode = 31_000;
  for (const vendor of VENDORS) {
    const key = `${vendor.gameType}:${vendor.vassalage}`;
    const list = titles[key] ?? { hot: 0, names: [] };
    const taken = new Set(games.filter((g) => g.vassalage === vendor.vassalage && g.gameType === vendor.gameType).map((g) => g.gameName));
    const rows: { name: string; code?: string; subType: string; hot: boolean }[] = list.names.map((entry, i) => {
      const marked = /^(?:(JP|TG|AC):)?(?:([A-Z0-9]+)\|)?(.*)$/.exec(entry)!;
      const name = marked[3]!;
      return { name, ...(marked[2] ? { code: marked[2] } : {}), subType: marked[1] ?? subTypeOf(vendor.gameType, name), hot: i < list.hot };
    });
    if (vendor.gameType === 'RNG') {
      const target = slotCount(vendor.vassalage);
      const rand = seededRandom(`titles:${vendor.vassalage}`);
      for (let guard = 0; taken.size + rows.length < target && guard < 500; guard += 1) {
        const first = SLOT_WORDS.first[Math.floor(rand() * SLOT_WORDS.first.length)]!;
        const second = SLOT_WORDS.second[Math.floor(rand() * SLOT_WORDS.second.length)]!;
        const name = `${first} ${second}`;
        if (!rows.some((r) => r.name === name)) rows.push({ name, subType: 'SLOT', hot: false });
      }
    }
    const codes = new Set(games.filter((g) => g.vassalage === vendor.vassalage).map((g) => g.gameCode));
    for (const row of rows) {
      if (taken.has(row.name)) continue;
      taken.add(row.name);
      let code = row.code ?? (vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT' ? `${slug(vendor.vassalage)}-${slug(row.name)}` : slug(row.name));
      while (codes.has(code)) code = `${code}-${vendor.gameType.toLowerCase()}`;
      codes.add(code);
      games.push({
        nodeId: nextNode++,
        gameName: row.name,
        gameCode: code,
        vassalage: vendor.vassalage,
        vendorName: vendor.displayName,
        gameType: vendor.gameType,
        freeplay: vendor.freeplay,
        isHot: row.hot ? 1 : 0,
        subType: row.subType,
        ...(vendor.gameType === 'LOTT' ? { defaultPlayType: 'LO2' } : vendor.gameType === 'ELOTT' ? { defaultPlayType: 'DX' } : {}),
      });
    }
  }
  // Single-game cards must launch a game of the catalogue: add the sportsbooks and lobbies.
  for (const vendor of VENDORS) {
    if (!vendor.gameCode || games.some((g) => g.vassalage === vendor.vassalage && g.gameCode === vendor.gameCode)) continue;
    const name = vendor.gameCode === 'lobby' ? `${vendor.displayName} Lobby` : vendor.displayName;
    games.push({
      nodeId: nextNode++,
      gameName: name,
      gameCode: vendor.gameCode,
      vassalage: vendor.vassalage,
      vendorName: vendor.displayName,
      gameType: vendor.gameType,
      freeplay: 0,
      isHot: vendor.isHot,
      subType: vendor.gameCode === 'lobby' ? 'LOBBY' : subTypeOf(vendor.gameType, name),
      ...(vendor.defaultPlayType ? { defaultPlayType: vendor.defaultPlayType } : {}),
    });
  }
  return games;
}

/** Every game of the merchant, in catalogue order. */
export const CATALOG: readonly CatalogGame[] = buildCatalog();

const byNode = new Map(CATALOG.map((g) => [g.nodeId, g]));
export const gameByNode = (nodeId: number): CatalogGame | undefined => byNode.get(nodeId);
/** A game by its code, the given vendor's first (codes such as `lobby` repeat across vendors). */
export const gameByCode = (gameCode: string, vassalage?: string): CatalogGame | undefined =>
  CATALOG.find((g) => g.gameCode === gameCode && (!vassalage || g.vassalage === vassalage)) ?? CATALOG.find((g) => g.gameCode === gameCode);

export function gameItem(origin: string, game: CatalogGame, favorites: readonly string[] = []) {
  return {
    nodeId: game.nodeId,
    gameName: game.gameName,
    gameCode: game.gameCode,
    icon: cdnUrl(origin, `games/${game.vassalage}/${game.gameCode}.png?${labelled(game.gameName, game.vendorName)}`),
    vassalage: game.vassalage,
    gameType: game.gameType,
    freeplay: game.freeplay,
    isHot: game.isHot,
    isFavorite: favorites.includes(String(game.nodeId)),
    ...(game.defaultPlayType ? { defaultPlayType: game.defaultPlayType } : {}),
  };
}

/** The hot games for the home page and HOT strips: the first hot games, then the rest of them (at most 40). */
export const HOT_GAMES: readonly CatalogGame[] = CATALOG.filter((g) => g.isHot === 1 && g.gameType !== 'LOTT' && g.gameType !== 'ELOTT').slice(0, 40);

export interface GameQuery {
  gameType?: string;
  vassalage?: string;
  keyword?: string;
}

/** The games matching a game list query (`gameType` ESPORTS means the e-sports vendors' games). */
export function findGames(games: readonly CatalogGame[], query: GameQuery): CatalogGame[] {
  const keyword = foldText(query.keyword?.trim() ?? '');
  return games.filter((g) => {
    if (query.gameType === 'ESPORTS' ? !ESPORTS_VASSALAGES.includes(g.vassalage) : query.gameType && g.gameType !== query.gameType) return false;
    if (query.vassalage && g.vassalage !== query.vassalage) return false;
    return !keyword || foldText(g.gameName).includes(keyword) || g.gameCode.toLowerCase().includes(keyword);
  });
}

const CLASSIFY_NAMES: Record<string, string> = {
  SLOT: 'Slots',
  JP: 'Jackpot',
  TG: 'Table games',
  AC: 'Arcade',
  FISH: 'Fishing',
  BAC: 'Baccarat',
  ROU: 'Roulette',
  SIC: 'Sic Bo & dice',
  DT: 'Dragon Tiger',
  CARD: 'Card games',
  SHOW: 'Game shows',
  LOBBY: 'Lobby',
  MJ: 'Mahjong',
  SPORTS: 'Sportsbook',
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
};

/** The lanes of the navigation: one per game type, in the platform's order. */
const LANE_ORDER: readonly GameType[] = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP'];

export function vendorLanes(origin: string) {
  return LANE_ORDER.map((title) => {
    const cards = VENDORS.filter((v) => v.gameType === title).map((v) => ({
      id: v.id,
      vassalage: v.vassalage,
      gameType: v.gameType,
      displayName: v.displayName,
      icon: cdnUrl(origin, `vendors/${v.vassalage}.png?${labelled(v.displayName, title)}`),
      accountTypeId: v.accountTypeId,
      accountTypeName: v.accountTypeName,
      freeplay: v.freeplay,
      isGame: Boolean(v.gameCode),
      ...(v.gameCode ? { gameCode: v.gameCode } : {}),
      isHot: v.isHot,
      ...(v.defaultPlayType ? { defaultPlayType: v.defaultPlayType } : {}),
    }));
    const counts = new Map<string, number>();
    for (const g of CATALOG) if (g.gameType === title && g.subType !== 'LOBBY') counts.set(g.subType, (counts.get(g.subType) ?? 0) + 1);
    const gameClassify =
      title === 'RNG' || title === 'LIVE' || title === 'FISH' || title === 'PVP'
        ? [...counts].map(([key, gameCount]) => ({ key, displayName: CLASSIFY_NAMES[key] ?? key, gameCount }))
        : [];
    return { title, cards, gameClassify };
  });
}

/** Per game type, per vendor, the sub-types of its games (`getVassGameType`). */
export function vassGameTypes(): Partial<Record<GameType, Record<string, string[]>>> {
  const content: Partial<Record<GameType, Record<string, string[]>>> = {};
  for (const g of CATALOG) {
    const lane = content[g.gameType] ?? {};
    const subTypes = lane[g.vassalage] ?? [];
    if (!subTypes.includes(g.subType)) subTypes.push(g.subType);
    lane[g.vassalage] = subTypes;
    content[g.gameType] = lane;
  }
  return content;
}

/* ------------------------------------------------------------------ player-versus-player rooms */

const ROOM_TIERS: [string, number][] = [
  ['Phòng Sơ cấp', 1_000],
  ['Phòng Trung cấp', 10_000],
  ['Phòng Cao cấp', 100_000],
  ['Phòng VIP', 500_000],
];

/** The rooms of a player-versus-player vendor (optionally of one game): four stake tiers per game. */
export function pvpRooms(vassalage: string, nodeId?: number) {
  return CATALOG.filter((g) => g.gameType === 'PVP' && g.vassalage === vassalage && (nodeId === undefined || g.nodeId === nodeId)).flatMap((g) => {
    const seats = /tiến lên|tien len|phỏm|sâm|dou di zhu|mahjong|ma jiang/i.test(g.gameName) ? 4 : /hold|poker|omaha/i.test(g.gameName) ? 9 : 6;
    const rand = seededRandom(`rooms:${g.nodeId}`);
    return ROOM_TIERS.map(([tier, minBet], i) => {
      const players = intBetween(rand, i === 3 ? 0 : 1, seats);
      const closed = i === 3 && rand() < 0.25;
      return {
        roomId: `R${g.nodeId}${i + 1}`,
        nodeId: g.nodeId,
        name: `${g.gameName} - ${tier}`,
        minBet,
        players: closed ? 0 : players,
        maxPlayers: seats,
        status: closed ? 'CLOSED' : players >= seats ? 'FULL' : 'OPEN',
      };
    });
  });
}

/* ------------------------------------------------------------------ lottery */

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** How a game's draws look: Vietnamese prize tiers (north, or central/south), or a row of numbers. */
type DrawKind = 'vn-north' | 'vn-south' | 'ssc' | 'keno' | 'pk10' | 'k3' | '11x5' | 'mega645' | 'power655' | 'digits4' | 'digits6';

export interface LotteryGame {
  code: string;
  remark: string;
  /**
   * Draw weekdays, Vietnamese numbering: 1 Sunday (Chủ nhật), 2 Monday (Thứ 2) ... 7 Saturday
   * (Thứ 7), comma-separated in ascending order (the contract's `drawDayOfWeek`).
   */
  drawDayOfWeek: string;
  defaultPlayType: string;
  kind: DrawKind;
  /** Daily games: the draw time, minutes after midnight Vietnam time. */
  drawMinute?: number;
  /** Fast games: seconds between draws, all day. */
  intervalSec?: number;
}

export interface LotteryGroup {
  tag: string;
  labelName: string;
  gameGroupCode: string;
  /** The prize modes whose menus show the group. */
  prizeModes: readonly PrizeMode[];
  games: readonly LotteryGame[];
}

export const EVERY_DAY = '1,2,3,4,5,6,7';
const ALL_MODES: readonly PrizeMode[] = PRIZE_MODES;
const VN_MODES: readonly PrizeMode[] = ['LOTT', 'ZY', 'SEA'];

const vn =
  (kind: 'vn-north' | 'vn-south', drawMinute: number) =>
  (rows: [string, string, string][]): LotteryGame[] =>
    rows.map(([code, remark, drawDayOfWeek]) => ({ code, remark, drawDayOfWeek, defaultPlayType: 'LO2', kind, drawMinute }));

const fast =
  (kind: DrawKind, defaultPlayType: string) =>
  (rows: [string, string, number][]): LotteryGame[] =>
    rows.map(([code, remark, intervalSec]) => ({ code, remark, drawDayOfWeek: EVERY_DAY, defaultPlayType, kind, intervalSec }));

export const LOTTERY_GROUPS: readonly LotteryGroup[] = [
  {
    tag: 'vietnam_northern',
    labelName: 'Miền Bắc',
    gameGroupCode: 'VN',
    prizeModes: VN_MODES,
    games: vn('vn-north', 18 * 60 + 15)([['HANOI', 'Xổ số Miền Bắc', EVERY_DAY]]),
  },
  {
    tag: 'vietnam_central',
    labelName: 'Miền Trung',
    gameGroupCode: 'VN',
    prizeModes: VN_MODES,
    games: vn(
      'vn-south',
      17 * 60 + 15,
    )([
      ['HUE', 'Thừa Thiên Huế', '1,2'],
      ['PHUYEN', 'Phú Yên', '2'],
      ['DAKLAK', 'Đắk Lắk', '3'],
      ['QUANGNAM', 'Quảng Nam', '3'],
      ['DANANG', 'Đà Nẵng', '4,7'],
      ['KHANHHOA', 'Khánh Hòa', '1,4'],
      ['BINHDINH', 'Bình Định', '5'],
      ['QUANGTRI', 'Quảng Trị', '5'],
      ['QUANGBINH', 'Quảng Bình', '5'],
      ['GIALAI', 'Gia Lai', '6'],
      ['NINHTHUAN', 'Ninh Thuận', '6'],
      ['QUANGNGAI', 'Quảng Ngãi', '7'],
      ['DAKNONG', 'Đắk Nông', '7'],
      ['KONTUM', 'Kon Tum', '1'],
    ]),
  },
  {
    tag: 'vietnam_southern',
    labelName: 'Miền Nam',
    gameGroupCode: 'VN',
    prizeModes: VN_MODES,
    games: vn(
      'vn-south',
      16 * 60 + 15,
    )([
      ['TPHCM', 'TP. Hồ Chí Minh', '2,7'],
      ['DONGTHAP', 'Đồng Tháp', '2'],
      ['CAMAU', 'Cà Mau', '2'],
      ['BENTRE', 'Bến Tre', '3'],
      ['VUNGTAU', 'Vũng Tàu', '3'],
      ['BACLIEU', 'Bạc Liêu', '3'],
      ['DONGNAI', 'Đồng Nai', '4'],
      ['CANTHO', 'Cần Thơ', '4'],
      ['SOCTRANG', 'Sóc Trăng', '4'],
      ['TAYNINH', 'Tây Ninh', '5'],
      ['ANGIANG', 'An Giang', '5'],
      ['BINHTHUAN', 'Bình Thuận', '5'],
      ['VINHLONG', 'Vĩnh Long', '6'],
      ['BINHDUONG', 'Bình Dương', '6'],
      ['TRAVINH', 'Trà Vinh', '6'],
      ['LONGAN', 'Long An', '7'],
      ['BINHPHUOC', 'Bình Phước', '7'],
      ['HAUGIANG', 'Hậu Giang', '7'],
      ['TIENGIANG', 'Tiền Giang', '1'],
      ['KIENGIANG', 'Kiên Giang', '1'],
      ['DALAT', 'Đà Lạt', '1'],
    ]),
  },
  {
    tag: 'vietlott',
    labelName: 'Vietlott',
    gameGroupCode: 'VIETLOTT',
    prizeModes: VN_MODES,
    games: [
      { code: 'MEGA645', remark: 'Mega 6/45', drawDayOfWeek: '1,4,6', defaultPlayType: 'BASIC', kind: 'mega645', drawMinute: 18 * 60 + 30 },
      { code: 'POWER655', remark: 'Power 6/55', drawDayOfWeek: '3,5,7', defaultPlayType: 'BASIC', kind: 'power655', drawMinute: 18 * 60 + 30 },
      { code: 'KENOVL', remark: 'Keno Vietlott', drawDayOfWeek: EVERY_DAY, defaultPlayType: 'BASIC', kind: 'keno', intervalSec: 600 },
    ],
  },
  {
    tag: 'fast',
    labelName: 'Xổ số nhanh',
    gameGroupCode: 'SSC',
    prizeModes: ALL_MODES,
    games: fast(
      'ssc',
      'DX',
    )([
      ['ST45S', 'Siêu tốc 45 giây', 45],
      ['ST75S', 'Siêu tốc 75 giây', 75],
      ['HN1F', 'Hà Nội 1 phút', 60],
      ['HN3F', 'Hà Nội 3 phút', 180],
      ['HN5F', 'Hà Nội 5 phút', 300],
      ['HCM1F', 'TP.HCM 1 phút', 60],
      ['HCM3F', 'TP.HCM 3 phút', 180],
      ['HCM5F', 'TP.HCM 5 phút', 300],
    ]),
  },
  {
    tag: 'keno',
    labelName: 'Keno',
    gameGroupCode: 'KENO',
    prizeModes: ALL_MODES,
    games: fast(
      'keno',
      'DX',
    )([
      ['KENO1F', 'Keno 1 phút', 60],
      ['KENO3F', 'Keno 3 phút', 180],
      ['KENO5', 'Keno 5 phút', 300],
      ['KENO10F', 'Keno 10 phút', 600],
    ]),
  },
  {
    tag: 'pk10',
    labelName: 'Đua xe PK10',
    gameGroupCode: 'PK10',
    prizeModes: ALL_MODES,
    games: fast(
      'pk10',
      'GYH',
    )([
      ['PK101F', 'Đua xe 1 phút', 60],
      ['PK103F', 'Đua xe 3 phút', 180],
      ['PK105F', 'Đua xe 5 phút', 300],
      ['XYFT', 'Phi thuyền may mắn', 300],
    ]),
  },
  {
    tag: 'fast3',
    labelName: 'Xúc xắc nhanh',
    gameGroupCode: 'K3',
    prizeModes: ALL_MODES,
    games: fast(
      'k3',
      'HZ',
    )([
      ['K31F', 'Xúc xắc 1 phút', 60],
      ['K33F', 'Xúc xắc 3 phút', 180],
      ['K35F', 'Xúc xắc 5 phút', 300],
    ]),
  },
  {
    tag: 'lucky11x5',
    labelName: '11 chọn 5',
    gameGroupCode: '11X5',
    prizeModes: ALL_MODES,
    games: fast(
      '11x5',
      'RX5',
    )([
      ['G11X51F', '11 chọn 5 - 1 phút', 60],
      ['G11X53F', '11 chọn 5 - 3 phút', 180],
      ['G11X55F', '11 chọn 5 - 5 phút', 300],
    ]),
  },
  {
    tag: 'sea',
    labelName: 'Đông Nam Á',
    gameGroupCode: 'SEA',
    prizeModes: ['SEA'],
    games: [
      { code: 'LAO', remark: 'Xổ số Lào', drawDayOfWeek: '2,4,6', defaultPlayType: 'D4', kind: 'digits6', drawMinute: 20 * 60 + 30 },
      { code: 'MAGNUM4D', remark: 'Magnum 4D', drawDayOfWeek: '1,4,7', defaultPlayType: 'D4', kind: 'digits4', drawMinute: 18 * 60 + 30 },
      { code: 'TOTO4D', remark: 'Sports Toto 4D', drawDayOfWeek: '1,4,7', defaultPlayType: 'D4', kind: 'digits4', drawMinute: 18 * 60 + 30 },
      { code: 'DAMACAI', remark: 'Da Ma Cai 4D', drawDayOfWeek: '1,4,7', defaultPlayType: 'D4', kind: 'digits4', drawMinute: 18 * 60 + 30 },
      { code: 'SG4D', remark: 'Singapore 4D', drawDayOfWeek: '1,4,7', defaultPlayType: 'D4', kind: 'digits4', drawMinute: 17 * 60 + 30 },
    ],
  },
];

/** The tags of the Vietnamese regional groups (`getVnGameMenu`, `getVnOpenedNumbers`). */
export const VN_GROUP_TAGS: readonly string[] = ['vietnam_northern', 'vietnam_central', 'vietnam_southern'];

export const isPrizeMode = (value: unknown): value is PrizeMode => typeof value === 'string' && (PRIZE_MODES as readonly string[]).includes(value);

const ALL_LOTTERY = LOTTERY_GROUPS.flatMap((g) => g.games.map((game) => ({ game, group: g })));
export const lotteryGame = (code: string) => ALL_LOTTERY.find((e) => e.game.code === code);
export const isVnRegional = (code: string) => VN_GROUP_TAGS.includes(lotteryGame(code)?.group.tag ?? '');

function menuGroup(origin: string, group: LotteryGroup) {
  return {
    tag: group.tag,
    labelName: group.labelName,
    gameGroupCode: group.gameGroupCode,
    gameMenus: group.games.map((game) => menuItem(origin, game, group.labelName)),
  };
}

function menuItem(origin: string, game: LotteryGame, groupLabel = lotteryGame(game.code)?.group.labelName ?? '') {
  return {
    code: game.code,
    remark: game.remark,
    drawDayOfWeek: game.drawDayOfWeek,
    defaultPlayType: game.defaultPlayType,
    icon: cdnUrl(origin, `lottery/${game.code}.png?${labelled(game.remark, groupLabel)}`),
  };
}

/** The lottery menu groups of a prize mode (`getLotteryGameMenus`); ELOTT has only the fast games. */
export function lotteryMenus(origin: string, prizeMode: PrizeMode) {
  return LOTTERY_GROUPS.filter((g) => g.prizeModes.includes(prizeMode)).map((g) => menuGroup(origin, g));
}

/** The Vietnamese regional groups (`getVnGameMenu`). */
export function vnMenus(origin: string) {
  return LOTTERY_GROUPS.filter((g) => VN_GROUP_TAGS.includes(g.tag)).map((g) => menuGroup(origin, g));
}

/** Menu entries of lottery games by code, in the given order (recent games). */
export function lotteryMenuItems(origin: string, codes: readonly string[]) {
  return codes.flatMap((code) => {
    const found = lotteryGame(code);
    return found ? [menuItem(origin, found.game, found.group.labelName)] : [];
  });
}

/** The 20 popular lottery games of the HOT strip, most popular first. */
export const POPULAR_LOTTERY_CODES: readonly string[] = [
  'HANOI',
  'TPHCM',
  'HN1F',
  'KENO5',
  'DANANG',
  'KHANHHOA',
  'MEGA645',
  'POWER655',
  'HN5F',
  'PK101F',
  'K31F',
  'ST45S',
  'CANTHO',
  'DONGNAI',
  'VUNGTAU',
  'BENTRE',
  'KENO1F',
  'HCM1F',
  'BINHDUONG',
  'HUE',
];

export function popularLottery(origin: string) {
  return POPULAR_LOTTERY_CODES.map((code) => {
    const { game, group } = lotteryGame(code)!;
    return { gameCode: code, webIconUrl: cdnUrl(origin, `lottery/popular/${code}.png?${labelled(game.remark, group.labelName)}`), remark: game.remark };
  });
}

/* ------------------------------------------------------------------ draw results */

const DAY = 86_400_000;
/** A fixed "now" for content, so the same data shows on every run (Friday 20 Nov 2026, 16:00 in Vietnam). */
export const CONTENT_TIME = Date.UTC(2026, 10, 20, 9, 0);
/** Vietnam time is UTC+7. */
const ICT = 7 * 3_600_000;

const ictMidnight = (time: number) => Math.floor((time + ICT) / DAY) * DAY - ICT;
/** The Vietnamese weekday number of a time: 1 Sunday ... 7 Saturday. */
export const vnWeekday = (time: number) => new Date(time + ICT).getUTCDay() + 1;
const ymd = (time: number) => new Date(time + ICT).toISOString().slice(0, 10).replace(/-/g, '');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function digits(rand: () => number, width: number): string {
  let text = '';
  for (let i = 0; i < width; i += 1) text += String(Math.floor(rand() * 10));
  return text;
}

/** `count` distinct numbers from `from` to `to`, sorted unless `keepOrder`. */
function pick(rand: () => number, count: number, from: number, to: number, keepOrder = false): number[] {
  const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const chosen: number[] = [];
  for (let i = 0; i < count; i += 1) chosen.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return keepOrder ? chosen : chosen.sort((a, b) => a - b);
}

/** The draws of a daily game at or before `time`, newest first. */
function dailyDrawTimes(game: LotteryGame, time: number, count: number): number[] {
  const days = game.drawDayOfWeek.split(',').map(Number);
  const times: number[] = [];
  for (let day = ictMidnight(time); times.length < count; day -= DAY) {
    const at = day + (game.drawMinute ?? 0) * 60_000;
    if (at <= time && days.includes(vnWeekday(at))) times.push(at);
  }
  return times;
}

function nextDailyDraw(game: LotteryGame, time: number): number {
  const days = game.drawDayOfWeek.split(',').map(Number);
  for (let day = ictMidnight(time); ; day += DAY) {
    const at = day + (game.drawMinute ?? 0) * 60_000;
    if (at > time && days.includes(vnWeekday(at))) return at;
  }
}

function vnPrizes(game: LotteryGame, numero: string) {
  const rand = seededRandom(`${game.code}:${numero}`);
  const tier = (count: number, width: number) => Array.from({ length: count }, () => digits(rand, width));
  if (game.kind === 'vn-north') {
    return {
      special: tier(1, 5),
      first: tier(1, 5),
      second: tier(2, 5),
      third: tier(6, 5),
      fourth: tier(4, 4),
      fifth: tier(6, 4),
      sixth: tier(3, 3),
      seventh: tier(4, 2),
    };
  }
  return {
    special: tier(1, 6),
    first: tier(1, 5),
    second: tier(1, 5),
    third: tier(2, 5),
    fourth: tier(7, 5),
    fifth: tier(1, 4),
    sixth: tier(3, 4),
    seventh: tier(1, 3),
    eighth: tier(1, 2),
  };
}

/** The latest draw of a Vietnamese regional game at `time` (`getVnOpenedNumbers`). */
export function vnDrawResult(code: string, time = CONTENT_TIME) {
  const { game } = lotteryGame(code)!;
  const [openTime] = dailyDrawTimes(game, time, 1);
  const numero = ymd(openTime!);
  return { gameCode: code, remark: game.remark, numero, openTime: openTime!, prizes: vnPrizes(game, numero) };
}

/** The Vietnamese regional games' codes, in menu order. */
export const VN_GAME_CODES: readonly string[] = LOTTERY_GROUPS.filter((g) => VN_GROUP_TAGS.includes(g.tag)).flatMap((g) => g.games.map((game) => game.code));
/** The lottery service's games (every game but the Vietnamese regional ones), in menu order. */
export const LOTTO_GAME_CODES: readonly string[] = ALL_LOTTERY.filter((e) => !VN_GROUP_TAGS.includes(e.group.tag)).map((e) => e.game.code);

function drawNumbers(game: LotteryGame, numero: string): string[] {
  const rand = seededRandom(`${game.code}:${numero}`);
  const two = (n: number) => pad(n, 2);
  switch (game.kind) {
    case 'ssc':
      return digits(rand, 5).split('');
    case 'keno':
      return pick(rand, 20, 1, 80).map(two);
    case 'pk10':
      return pick(rand, 10, 1, 10, true).map(two);
    case 'k3':
      return Array.from({ length: 3 }, () => String(intBetween(rand, 1, 6)));
    case '11x5':
      return pick(rand, 5, 1, 11, true).map(two);
    case 'mega645':
      return pick(rand, 6, 1, 45).map(two);
    case 'power655':
      return pick(rand, 7, 1, 55).map(two);
    case 'digits4':
      return digits(rand, 4).split('');
    default:
      return digits(rand, 6).split('');
  }
}

/** The latest `count` draws of a lottery service game at `time`, newest first; the newest names the next draw. */
export function lottoDraws(code: string, count = 1, time = CONTENT_TIME) {
  const { game } = lotteryGame(code)!;
  let rounds: { numero: string; openTime: number }[];
  let next: { numero: string; openTime: number };
  if (game.intervalSec) {
    const step = game.intervalSec * 1000;
    const midnight = ictMidnight(time);
    const latest = Math.floor((time - midnight) / step);
    const round = (n: number) => {
      const openTime = midnight + n * step;
      // Rounds count from 1 each day (every interval divides a day); a draw at midnight is the day's last round.
      const day = ictMidnight(openTime - 1);
      return { numero: `${ymd(day)}-${pad(Math.round((openTime - day) / step), 4)}`, openTime };
    };
    rounds = Array.from({ length: count }, (_, i) => round(latest - i));
    next = round(latest + 1);
  } else {
    rounds = dailyDrawTimes(game, time, count).map((openTime) => ({ numero: ymd(openTime), openTime }));
    const nextTime = nextDailyDraw(game, time);
    next = { numero: ymd(nextTime), openTime: nextTime };
  }
  return rounds.map((r, i) => ({
    gameCode: code,
    remark: game.remark,
    numero: r.numero,
    openTime: r.openTime,
    numbers: drawNumbers(game, r.numero),
    ...(i === 0 ? { nextNumero: next.numero, nextOpenTime: next.openTime } : {}),
  }));
}

/* ------------------------------------------------------------------ home content */

export function announcements(origin: string) {
  const announcement = (id: number, title: string, content: string, daysAgo: number) => ({ id, title, content, timestamp: CONTENT_TIME - daysAgo * DAY });
  return {
    banners: [
      { bannerId: 501, title: 'Nạp lần đầu thưởng 100%', url: cdnUrl(origin, 'banners/first-deposit.svg'), linkageType: 'P', linkage: '8801' },
      {
        bannerId: 502,
        title: 'Gates of Olympus — x5000',
        url: cdnUrl(origin, 'banners/olympus.svg'),
        linkageType: 'G',
        linkage: 'vs20olympgate',
        nodeId: 30_504,
        vendor: 'PP',
      },
      { bannerId: 503, title: 'Download our app', url: cdnUrl(origin, 'banners/app.svg'), linkageType: 'URL', linkage: `${origin}/down` },
    ],
    player: [
      announcement(
        9001,
        'SABA Sports maintenance on 21/11 from 02:00 to 04:00',
        '<p>SABA Sports will be under maintenance from <b>02:00</b> to <b>04:00</b> on 21/11.</p>',
        1,
      ),
      announcement(
        9002,
        'New PG Soft games: Lucky Neko and Treasures of Aztec',
        '<p>Two new PG Soft slots are live. <a href="https://www.example.com/promo">See the promotion</a>.</p>',
        3,
      ),
      announcement(9003, 'Daily rebate up to 1.2% on live casino', '<p>Rebates are paid every day at 12:00.</p>', 6),
      announcement(9004, 'Weekend lucky draw: win an iPhone 17', '<p>Deposit 1,000,000 ₫ over the weekend to join the draw.</p>', 8),
    ],
    popup: [announcement(9101, 'Welcome to WPS Gaming', '<p>Claim your <b>welcome bonus</b> in the promotions hall.</p>', 0)],
    // Linkage type P: the announcements dialog's button opens the promotion (/promoDetail?id=8801).
    promotion: [{ ...announcement(9201, 'First deposit bonus 100%', '<p>Up to 5,000,000 ₫ on your first deposit.</p>', 2), linkageType: 'P', linkage: '8801' }],
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
    list: rows.map(([username, winAmount, gameName, vendor, minutesAgo]) => ({
      vo: { username, winAmount, gameName, vendor, time: CONTENT_TIME - minutesAgo * 60_000 },
    })),
  };
}

/* ------------------------------------------------------------------ help centre */

/**
 * The help centre: categories in display order with their articles. Article content is operator
 * HTML; one article (id 33) carries a harmless `<script>` and an `onerror` attribute on purpose,
 * so the client's sanitiser is exercised.
 */
export function helpCenter() {
  const article = (id: number, sort: number, title: string, content: string) => ({ id, sort, title, content });
  return [
    {
      id: 1,
      sort: 1,
      title: 'Account',
      articles: [
        article(
          11,
          1,
          'How do I register an account?',
          '<p>Click <b>Register</b> at the top of the page, choose a username and password, and fill in the required fields.</p><ul><li>Usernames are 6 to 16 letters and digits.</li><li>Passwords need at least one letter and one digit.</li></ul>',
        ),
        article(12, 2, 'I forgot my password', '<p>Open the login dialog and choose <b>Forgot password</b>. You can reset it by SMS code or by email.</p>'),
        article(
          13,
          3,
          'How do I change my mobile number?',
          '<p>Contact <a href="https://www.example.com/support">customer service</a> with your username and the new number; we verify it by SMS.</p>',
        ),
      ],
    },
    {
      id: 2,
      sort: 2,
      title: 'Deposit & withdrawal',
      articles: [
        article(
          21,
          1,
          'How do I deposit?',
          '<p>Open <b>Member centre → Deposit</b>, choose a bank or e-wallet and enter the amount (minimum 100,000 ₫).</p><ul><li>Bank transfer: 1–5 minutes</li><li>E-wallet (MoMo, ZaloPay): instant</li></ul>',
        ),
        article(22, 2, 'How long does a withdrawal take?', '<p>Most withdrawals arrive within <b>15 minutes</b>. Large amounts may take up to 24 hours.</p>'),
        article(
          23,
          3,
          'Why was my withdrawal refused?',
          '<p>The bank account name must match your real name, and bonus turnover must be complete. See the <a href="https://www.example.com/terms">terms</a>.</p>',
        ),
        article(
          24,
          4,
          'Confirming that a withdrawal arrived',
          '<p>After a withdrawal, confirm in the dialog whether you received it in full, in part, or not at all (upload proof). No answer in time counts as received.</p>',
        ),
      ],
    },
    {
      id: 3,
      sort: 3,
      title: 'Games',
      articles: [
        article(
          31,
          1,
          'How do I play the Vietnamese lottery?',
          '<p>Choose <b>Xổ số</b> in the menu, pick a region (Miền Bắc, Miền Trung or Miền Nam) and a province. Southern draws are at 16:15, central at 17:15 and northern at 18:15.</p>',
        ),
        article(32, 2, 'Can I try games for free?', '<p>Games with a <b>Free</b> button can be played in demo mode without a deposit.</p>'),
        article(
          33,
          3,
          'A game does not load',
          '<p>Refresh the page or try another browser.</p><script>window.__helpInjected = true;</script><img src="x" onerror="window.__helpInjected = true" alt="broken image"><p>Still stuck? <a href="https://www.example.com/support">Contact us</a>.</p>',
        ),
      ],
    },
    {
      id: 4,
      sort: 4,
      title: 'Promotions',
      articles: [
        article(41, 1, 'How do I claim a bonus?', '<p>Open <b>Promotions</b>, read the conditions, then press <b>Join</b> or <b>Claim</b>.</p>'),
        article(
          42,
          2,
          'What is turnover?',
          '<p>Turnover is the total of your valid bets. A bonus is withdrawable after the turnover it requires.</p><ul><li>Slots count 100%</li><li>Live casino counts 50%</li></ul>',
        ),
      ],
    },
    {
      id: 5,
      sort: 5,
      title: 'Responsible gaming',
      articles: [
        article(51, 1, 'Setting limits', '<p>You can ask customer service for deposit and loss limits, or a cooling-off period.</p>'),
        article(
          52,
          2,
          'Getting help',
          '<p>If gaming stops being fun, talk to someone. Free, confidential help: <a href="https://www.begambleaware.org">BeGambleAware</a>.</p>',
        ),
      ],
    },
  ];
}

/* ------------------------------------------------------------------ mini games */

/**
 * The mini games of the shell's widget (docs/design/issue15.md, part 6): vendor `MINI`, launched
 * in the game popup. Kept out of `CATALOG`, so the game lists and their tests do not change.
 */
export interface MiniGameRow {
  nodeId: number;
  gameCode: string;
  gameName: string;
  category: 'DICE' | 'CARD' | 'WHEEL' | 'LOTTERY';
  roundSeconds: number;
  hot: boolean;
  description: string;
}

export const MINI_VASSALAGE = 'MINI';

/** Hot first, then by node. */
export const MINI_GAMES: readonly MiniGameRow[] = [
  {
    nodeId: 39001,
    gameCode: 'MINI-TAIXIU',
    gameName: 'Tài Xỉu',
    category: 'DICE',
    roundSeconds: 60,
    hot: true,
    description: 'Three dice: bet on big (11–17) or small (4–10).',
  },
  {
    nodeId: 39002,
    gameCode: 'MINI-BAUCUA',
    gameName: 'Bầu Cua',
    category: 'DICE',
    roundSeconds: 45,
    hot: true,
    description: 'The gourd, crab and fish dice of Tết.',
  },
  {
    nodeId: 39003,
    gameCode: 'MINI-XOCDIA',
    gameName: 'Xóc Đĩa',
    category: 'DICE',
    roundSeconds: 45,
    hot: false,
    description: 'Four coins under the bowl: odd or even.',
  },
  {
    nodeId: 39004,
    gameCode: 'MINI-POKER',
    gameName: 'Mini Poker',
    category: 'CARD',
    roundSeconds: 30,
    hot: false,
    description: 'Five cards, one deal: pairs and better pay.',
  },
  {
    nodeId: 39005,
    gameCode: 'MINI-WHEEL',
    gameName: 'Lucky Wheel',
    category: 'WHEEL',
    roundSeconds: 20,
    hot: false,
    description: 'Spin for up to 50× your stake.',
  },
  {
    nodeId: 39006,
    gameCode: 'MINI-KENO1',
    gameName: 'Keno 1 phút',
    category: 'LOTTERY',
    roundSeconds: 60,
    hot: false,
    description: 'Twenty numbers of eighty drawn every minute.',
  },
];

/** A mini game by node id (39001–39006) or by code. */
export const miniGame = (key: { nodeId?: number | undefined; gameCode?: string | undefined }): MiniGameRow | undefined =>
  MINI_GAMES.find((g) => (key.nodeId !== undefined && g.nodeId === key.nodeId) || (key.gameCode !== undefined && g.gameCode === key.gameCode));

/** A mini game as `getMiniGames` lists it. */
export function miniGameItem(origin: string, game: MiniGameRow) {
  return {
    gameCode: game.gameCode,
    gameName: game.gameName,
    icon: cdnUrl(origin, `minigames/${slug(game.gameCode.replace(/^MINI-/, ''))}.png?${labelled(game.gameName, 'MINI GAME')}`),
    vassalage: MINI_VASSALAGE,
    nodeId: game.nodeId,
    category: game.category,
    roundSeconds: game.roundSeconds,
    hot: game.hot,
    description: game.description,
  };
}

/**
 * The sportsbooks' match feeds (docs/design/sports.md): fixtures and their play, a pure function
 * of the state's anchor, the vendor and the time, so nothing is stored and moving the mock clock
 * (`POST /__mock/clock`) moves scores, minutes and odds the same way in every test.
 *
 * The days are cut into 15-minute slots counted from the anchor; each slot holds a seeded number
 * of matches of the vendor. Football runs 47 minutes of first half, 15 of half-time and 49 of
 * second half, with goals seeded per match minute; basketball four 12-minute quarters over 145
 * minutes with points seeded per game minute; tennis and e-sports best of three sets or maps.
 * Odds follow the match (score, time left, strength) with a margin and a small seeded wobble each
 * minute (each hour before kick-off), so rolling odds move minute by minute.
 */
import { hashText, seededRandom, VENDORS } from './core/catalog';
import { HOUR, MINUTE } from './core/clock';

export type SportCode = 'FOOTBALL' | 'BASKETBALL' | 'TENNIS' | 'CS2' | 'DOTA2' | 'LOL' | 'VALORANT' | 'AOV';
export type MatchGameType = 'SPORTS' | 'ESPORTS';
export type MatchListType = 'ROLLING' | 'TODAY';

export const SPORTS_OF: Record<MatchGameType, readonly SportCode[]> = {
  SPORTS: ['FOOTBALL', 'BASKETBALL', 'TENNIS'],
  ESPORTS: ['CS2', 'DOTA2', 'LOL', 'VALORANT', 'AOV'],
};

export interface League {
  id: string;
  name: string;
  sport: SportCode;
  teams: readonly string[];
}

const league = (id: string, name: string, sport: SportCode, teams: string): League => ({ id, name, sport, teams: teams.split(', ') });

/** The leagues in the order the lists show them (by sport, then as listed). */
export const LEAGUES: readonly League[] = [
  league(
    'EPL',
    'Premier League',
    'FOOTBALL',
    'Arsenal, Chelsea, Liverpool, Manchester City, Manchester United, Tottenham Hotspur, Newcastle United, Aston Villa, Brighton, West Ham United',
  ),
  league('LALIGA', 'La Liga', 'FOOTBALL', 'Real Madrid, Barcelona, Atlético Madrid, Sevilla, Real Sociedad, Villarreal, Athletic Club, Valencia'),
  league('SERIEA', 'Serie A', 'FOOTBALL', 'Inter, AC Milan, Juventus, Napoli, Roma, Lazio, Atalanta, Fiorentina'),
  league(
    'BUNDES',
    'Bundesliga',
    'FOOTBALL',
    'Bayern Munich, Borussia Dortmund, RB Leipzig, Bayer Leverkusen, Eintracht Frankfurt, VfB Stuttgart, Wolfsburg, Freiburg',
  ),
  league(
    'VLEAGUE',
    'V.League 1',
    'FOOTBALL',
    'Hà Nội FC, Công an Hà Nội, Thép Xanh Nam Định, Hoàng Anh Gia Lai, Becamex Bình Dương, Đông Á Thanh Hóa, Hải Phòng, SHB Đà Nẵng, Thể Công Viettel, Sông Lam Nghệ An',
  ),
  league(
    'AFCCL',
    'AFC Champions League Elite',
    'FOOTBALL',
    'Al Hilal, Al Nassr, Ulsan HD, Yokohama F. Marinos, Shanghai Port, Buriram United, Johor Darul Ta’zim, Kawasaki Frontale',
  ),
  league('J1', 'J1 League', 'FOOTBALL', 'Vissel Kobe, Sanfrecce Hiroshima, Urawa Reds, Kashima Antlers, Gamba Osaka, FC Tokyo, Cerezo Osaka, Nagoya Grampus'),
  league('KL1', 'K League 1', 'FOOTBALL', 'Ulsan HD FC, Jeonbuk Hyundai, Pohang Steelers, FC Seoul, Gangwon FC, Suwon FC, Incheon United, Daegu FC'),
  league(
    'NBA',
    'NBA',
    'BASKETBALL',
    'Boston Celtics, Los Angeles Lakers, Golden State Warriors, Denver Nuggets, Milwaukee Bucks, Miami Heat, Phoenix Suns, Dallas Mavericks, New York Knicks, Oklahoma City Thunder',
  ),
  league(
    'EUROLEAGUE',
    'EuroLeague',
    'BASKETBALL',
    'Real Madrid Baloncesto, FC Barcelona Bàsquet, Olympiacos, Panathinaikos, Fenerbahçe Beko, Anadolu Efes, AS Monaco, Partizan',
  ),
  league(
    'VBA',
    'VBA',
    'BASKETBALL',
    'Saigon Heat, Hanoi Buffaloes, Danang Dragons, Cantho Catfish, Nha Trang Dolphins, Thang Long Warriors, Hochiminh City Wings, Hanoi Basketball',
  ),
  league(
    'CBA',
    'CBA',
    'BASKETBALL',
    'Guangdong Southern Tigers, Liaoning Flying Leopards, Zhejiang Lions, Shanghai Sharks, Beijing Ducks, Shenzhen Leopards, Xinjiang Flying Tigers, Shandong Heroes',
  ),
  league(
    'ATP',
    'ATP Tour',
    'TENNIS',
    'Jannik Sinner, Carlos Alcaraz, Novak Djokovic, Alexander Zverev, Daniil Medvedev, Taylor Fritz, Casper Ruud, Holger Rune, Alex de Minaur, Ben Shelton',
  ),
  league(
    'WTA',
    'WTA Tour',
    'TENNIS',
    'Aryna Sabalenka, Iga Świątek, Coco Gauff, Elena Rybakina, Jessica Pegula, Zheng Qinwen, Jasmine Paolini, Mirra Andreeva, Madison Keys, Emma Navarro',
  ),
  league(
    'ITF',
    'ITF World Tennis Tour',
    'TENNIS',
    'Lý Hoàng Nam, Nguyễn Văn Phương, Kasidit Samrej, Yuta Shimizu, Kaichi Uchida, Yunchaokete Bu, Christopher Rungkat, Francis Casey Alcantara',
  ),
  league('IEM', 'IEM Katowice', 'CS2', 'Natus Vincere, FaZe Clan, Team Vitality, G2 Esports, MOUZ, Team Spirit, Heroic, The MongolZ'),
  league('BLAST', 'BLAST Premier', 'CS2', 'Astralis, FURIA, Complexity, Eternal Fire, Virtus.pro, 3DMAX, paiN Gaming, Liquid'),
  league(
    'DREAMLEAGUE',
    'DreamLeague',
    'DOTA2',
    'Team Liquid, Gaimin Gladiators, Team Falcons, Tundra Esports, Xtreme Gaming, BetBoom Team, Team Spirit Dota, Aurora',
  ),
  league('LCK', 'LCK', 'LOL', 'T1, Gen.G, Hanwha Life Esports, Dplus KIA, KT Rolster, Nongshim RedForce, DRX, BNK FearX'),
  league('LPL', 'LPL', 'LOL', 'Bilibili Gaming, Top Esports, JD Gaming, Weibo Gaming, LNG Esports, Anyone’s Legend, Invictus Gaming, FunPlus Phoenix'),
  league('VCS', 'VCS', 'LOL', 'GAM Esports, Team Secret Whales, Vikings Esports, MGN Vikings, Team Flash, CERBERUS Esports, Saigon Buffalo, Gen Esports'),
  league(
    'VCTPAC',
    'VCT Pacific',
    'VALORANT',
    'Paper Rex, DRX Valorant, Gen.G Valorant, T1 Valorant, Talon Esports, Rex Regum Qeon, ZETA DIVISION, Team Secret Valorant',
  ),
  league('AOG', 'Đấu Trường Danh Vọng', 'AOV', 'Saigon Phantom, Team Flash AOV, V Gaming, FPT X Flash, Box Gaming, Heavy, One Star Esports, Hanoi Gaming'),
];

/** A vendor with a match feed: its type, whether it opens at a match, and how busy its feed is. */
export interface Feed {
  vassalage: string;
  gameType: MatchGameType;
  eventLaunch: boolean;
  /** `large`: 3–5 matches every slot (a few hundred a day), for long lists. */
  size: 'normal' | 'large';
}

/** The vendors with a match feed, each type's default first. */
export const FEEDS: readonly Feed[] = [
  { vassalage: 'SABA', gameType: 'SPORTS', eventLaunch: true, size: 'normal' },
  { vassalage: 'BTI', gameType: 'SPORTS', eventLaunch: false, size: 'normal' },
  { vassalage: 'CMD', gameType: 'SPORTS', eventLaunch: true, size: 'normal' },
  { vassalage: 'UG', gameType: 'SPORTS', eventLaunch: false, size: 'normal' },
  { vassalage: 'SBO', gameType: 'SPORTS', eventLaunch: true, size: 'large' },
  { vassalage: 'TF', gameType: 'ESPORTS', eventLaunch: true, size: 'normal' },
  { vassalage: 'IMES', gameType: 'ESPORTS', eventLaunch: false, size: 'normal' },
];

export const feedOf = (gameType: MatchGameType, vassalage?: string): Feed | undefined =>
  FEEDS.find((f) => f.gameType === gameType && (vassalage === undefined || f.vassalage === vassalage));

/** The vendor's name and sportsbook game (the card's game) from the catalogue. */
export function feedVendor(feed: Feed): { vendorName: string; gameCode: string } {
  const vendor = VENDORS.find((v) => v.vassalage === feed.vassalage && v.gameType === 'SPORTS');
  return { vendorName: vendor?.displayName ?? feed.vassalage, gameCode: vendor?.gameCode ?? feed.vassalage.toLowerCase() };
}

export const SLOT = 15 * MINUTE;
/** Longer than any match lasts (three long tennis sets), so every rolling match is found. */
const LONGEST = 3 * HOUR;
/** TODAY: the matches starting within this time. */
export const TODAY_SPAN = 24 * HOUR;

export interface Fixture {
  matchId: string;
  vassalage: string;
  sport: SportCode;
  league: League;
  homeTeam: string;
  awayTeam: string;
  startTime: number;
  /** The home side's strength, 0.2–0.8 (0.5 even). */
  strength: number;
  seed: string;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;
const leaguesOf = (sport: SportCode) => LEAGUES.filter((l) => l.sport === sport);
/**
 * A number in [0, 1) from a seed and a few parts (the same parts, the same number). FNV-1a alone
 * keeps texts that differ in their last character close; murmur3's finaliser spreads them.
 */
function unit(...parts: (string | number)[]): number {
  let h = hashText(parts.join(':'));
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The matches of a vendor starting in slot `slot` (counted from the anchor). */
export function slotFixtures(feed: Feed, anchor: number, slot: number): Fixture[] {
  const rand = seededRandom(`${feed.vassalage}:${anchor}:${slot}`);
  const sports = SPORTS_OF[feed.gameType];
  const picks: { sport: SportCode; league?: League }[] = [];
  if (feed.size === 'large') {
    const count = 3 + Math.floor(rand() * 3);
    for (let i = 0; i < count; i += 1) picks.push({ sport: weighted(feed.gameType, rand()) });
  } else {
    // The backbone: a match every other slot, leagues in turn, so every league plays every day
    // (sports: football every hour, basketball and tennis every two hours; e-sports: titles in turn).
    if (mod(slot, 2) === 0) {
      const sport =
        feed.gameType === 'SPORTS' ? (mod(slot, 4) === 0 ? 'FOOTBALL' : mod(slot, 8) === 2 ? 'BASKETBALL' : 'TENNIS') : sports[mod(slot / 2, sports.length)]!;
      const leagues = leaguesOf(sport);
      const turn = feed.gameType === 'SPORTS' ? (sport === 'FOOTBALL' ? slot / 4 : Math.floor(slot / 8)) : Math.floor(slot / (2 * sports.length));
      picks.push({ sport, league: leagues[mod(turn, leagues.length)]! });
    }
    if (rand() < 0.2) picks.push({ sport: weighted(feed.gameType, rand()) });
  }
  return picks.map((pick, k) => {
    const leagues = leaguesOf(pick.sport);
    const chosen = pick.league ?? leagues[Math.floor(rand() * leagues.length)]!;
    const home = Math.floor(rand() * chosen.teams.length);
    const away = mod(home + 1 + Math.floor(rand() * (chosen.teams.length - 1)), chosen.teams.length);
    const matchId = `${feed.vassalage}-${slot < 0 ? `n${-slot}` : slot}-${k}`;
    return {
      matchId,
      vassalage: feed.vassalage,
      sport: pick.sport,
      league: chosen,
      homeTeam: chosen.teams[home]!,
      awayTeam: chosen.teams[away]!,
      startTime: anchor + slot * SLOT,
      strength: 0.2 + 0.6 * rand(),
      seed: `${matchId}:${anchor}`,
    };
  });
}

function weighted(gameType: MatchGameType, u: number): SportCode {
  if (gameType === 'SPORTS') return u < 0.5 ? 'FOOTBALL' : u < 0.75 ? 'BASKETBALL' : 'TENNIS';
  const titles = SPORTS_OF.ESPORTS;
  return titles[Math.min(titles.length - 1, Math.floor(u * titles.length))]!;
}

/** The fixture of a match id, or undefined. */
export function fixtureById(anchor: number, matchId: string): Fixture | undefined {
  const match = /^([A-Z0-9]+)-(n?)(\d+)-(\d+)$/.exec(matchId);
  if (!match) return undefined;
  const feed = FEEDS.find((f) => f.vassalage === match[1]);
  if (!feed) return undefined;
  const slot = (match[2] ? -1 : 1) * Number(match[3]);
  return slotFixtures(feed, anchor, slot).find((f) => f.matchId === matchId);
}

/* ------------------------------------------------------------------ play */

export interface Play {
  homeScore: number;
  awayScore: number;
  minute: number;
  period: number;
  breakTime: boolean;
}

export interface Markets {
  winner: { home: number; draw?: number; away: number };
  handicap?: { line: number; home: number; away: number };
  overUnder?: { line: number; over: number; under: number };
}

/** Where a match is at `time`: not started, in play (score, clock, odds) or over. */
export type MatchState = { status: 'UPCOMING'; markets: Markets } | { status: 'ROLLING'; play: Play; markets: Markets } | { status: 'FINISHED' };

/** Football: the match minute's goal, seeded (λ goals a match per side). */
function footballGoals(f: Fixture): { home: number[]; away: number[]; lh: number; la: number } {
  const total = 2.2 + unit(f.seed, 'lambda') * 1;
  const share = 0.3 + 0.4 * f.strength;
  const lh = total * share;
  const la = total * (1 - share);
  const home: number[] = [];
  const away: number[] = [];
  for (let m = 1; m <= 90; m += 1) {
    const u = unit(f.seed, 'goal', m);
    if (u < lh / 90) home.push(m);
    else if (u < (lh + la) / 90) away.push(m);
  }
  return { home, away, lh, la };
}

const poisson = (mu: number, max = 12): number[] => {
  const p: number[] = [Math.exp(-mu)];
  for (let k = 1; k <= max; k += 1) p.push((p[k - 1]! * mu) / k);
  return p;
};

/** The chances of the final goal difference and total beyond the score now (Poisson each side). */
function footballChances(d: number, total: number, muH: number, muA: number) {
  const ph = poisson(muH);
  const pa = poisson(muA);
  const diff = new Map<number, number>();
  const sum = new Map<number, number>();
  for (let x = 0; x < ph.length; x += 1) {
    for (let y = 0; y < pa.length; y += 1) {
      const p = ph[x]! * pa[y]!;
      diff.set(d + x - y, (diff.get(d + x - y) ?? 0) + p);
      sum.set(total + x + y, (sum.get(total + x + y) ?? 0) + p);
    }
  }
  const pDiff = (test: (v: number) => boolean) => [...diff].reduce((a, [v, p]) => (test(v) ? a + p : a), 0);
  const pSum = (test: (v: number) => boolean) => [...sum].reduce((a, [v, p]) => (test(v) ? a + p : a), 0);
  return { pDiff, pSum };
}

/**
 * Asian lines in quarters: the chance a bet on the line wins, a push (a whole line met exactly)
 * refunded and a quarter line split between its two neighbours. `above(x)` and `exactly(n)` are
 * the chances the value ends above `x` and at `n`.
 */
export function lineChance(line: number, above: (x: number) => number, exactly: (n: number) => number): number {
  const quarter = Math.abs((line * 4) % 2) === 1;
  if (quarter) return (lineChance(line - 0.25, above, exactly) + lineChance(line + 0.25, above, exactly)) / 2;
  if (Number.isInteger(line)) {
    const push = exactly(line);
    return push >= 1 ? 0.5 : above(line) / (1 - push);
  }
  return above(line);
}

/** The quarter line (at least `min`) whose chance is nearest to even money. */
function evenLine(center: number, chance: (line: number) => number, min = -Infinity): number {
  let best = Number.NaN;
  for (let line = Math.floor(center) - 3; line <= Math.ceil(center) + 3; line += 0.25) {
    if (line < min) continue;
    if (Number.isNaN(best) || Math.abs(chance(line) - 0.5) < Math.abs(chance(best) - 0.5)) best = line;
  }
  return best;
}

const MARGIN = 1.06;

/**
 * Decimal odds of a chance, with the margin and the market's wobble of the minute (or hour):
 * 0.8–2 % up in even minutes and down in odd ones, so odds that the match leaves alone still
 * move from one minute to the next (by at least 1.6 %, which rounding to cents never hides).
 */
function odds(p: number, f: Fixture, pick: string, bucket: number): number {
  const wobble = 1 + (bucket % 2 === 0 ? 1 : -1) * (0.008 + 0.012 * unit(f.seed, pick, bucket));
  const raw = wobble / (Math.max(p, 0.0001) * MARGIN);
  return Math.min(51, Math.max(1.01, Math.round(raw * 100) / 100));
}

const phi = (x: number) => {
  // The standard normal's distribution function (Abramowitz and Stegun 7.1.26).
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
};

function football(f: Fixture, elapsed: number, bucket: number): MatchState {
  const { home, away, lh, la } = footballGoals(f);
  let played: number;
  let period = 1;
  let breakTime = false;
  if (elapsed >= 111) return { status: 'FINISHED' };
  if (elapsed < 0) played = 0;
  else if (elapsed < 47) played = Math.min(elapsed, 45);
  else if (elapsed < 62) {
    played = 45;
    breakTime = true;
  } else {
    played = 45 + Math.min(elapsed - 62, 45);
    period = 2;
  }
  const done = Math.floor(played);
  const hs = home.filter((m) => m <= done).length;
  const as = away.filter((m) => m <= done).length;
  const left = (90 - played) / 90;
  const { pDiff, pSum } = footballChances(hs - as, hs + as, lh * left, la * left);
  // The home side covers the line when the final difference plus the line is above 0.
  const cover = (line: number) =>
    lineChance(
      line,
      (x) => pDiff((v) => v + x > 0),
      (n) => pDiff((v) => v + n === 0),
    );
  const over = (line: number) =>
    lineChance(
      line,
      (x) => pSum((v) => v > x),
      (n) => pSum((v) => v === n),
    );
  const ahLine = evenLine(-(hs - as + (lh - la) * left), cover);
  const ouLine = evenLine(hs + as + (lh + la) * left, over, hs + as + 0.5);
  const markets: Markets = {
    winner: {
      home: odds(
        pDiff((v) => v > 0),
        f,
        'h',
        bucket,
      ),
      draw: odds(
        pDiff((v) => v === 0),
        f,
        'd',
        bucket,
      ),
      away: odds(
        pDiff((v) => v < 0),
        f,
        'a',
        bucket,
      ),
    },
    handicap: { line: ahLine, home: odds(cover(ahLine), f, 'ahh', bucket), away: odds(1 - cover(ahLine), f, 'aha', bucket) },
    overUnder: { line: ouLine, over: odds(over(ouLine), f, 'o', bucket), under: odds(1 - over(ouLine), f, 'u', bucket) },
  };
  if (elapsed < 0) return { status: 'UPCOMING', markets };
  return {
    status: 'ROLLING',
    markets,
    play: { homeScore: hs, awayScore: as, minute: breakTime ? 45 : Math.min(done + 1, period === 1 ? 45 : 90), period, breakTime },
  };
}

/** Basketball quarters in real minutes from tip-off: [start, end). */
const QUARTERS: readonly [number, number][] = [
  [0, 30],
  [35, 65],
  [80, 110],
  [115, 145],
];

function basketball(f: Fixture, elapsed: number, bucket: number): MatchState {
  if (elapsed >= 145) return { status: 'FINISHED' };
  const bh = 2 + 0.6 * f.strength;
  const ba = 2 + 0.6 * (1 - f.strength);
  let gameMinutes = 0;
  let period = 1;
  let breakTime = false;
  for (const [i, [start, end]] of QUARTERS.entries()) {
    if (elapsed >= end) {
      // A break after the quarter: the quarter just played, at its end.
      gameMinutes = 12 * (i + 1);
      period = i + 1;
      breakTime = true;
    } else if (elapsed >= start) {
      gameMinutes = 12 * i + ((elapsed - start) / 30) * 12;
      period = i + 1;
      breakTime = false;
      break;
    } else break;
  }
  if (elapsed < 0) gameMinutes = 0;
  const done = Math.floor(gameMinutes);
  let hs = 0;
  let as = 0;
  for (let m = 1; m <= done; m += 1) {
    hs += Math.floor(unit(f.seed, 'ph', m) * (2 * bh + 1));
    as += Math.floor(unit(f.seed, 'pa', m) * (2 * ba + 1));
  }
  const left = 48 - gameMinutes;
  const mean = hs - as + (bh - ba) * left;
  const sigma = Math.sqrt(left * 4.6) + 0.5;
  const total = hs + as + (bh + ba) * left;
  const ahLine = -(Math.floor(mean) + 0.5);
  const ouLine = Math.floor(total) + 0.5;
  const pHome = phi(mean / sigma);
  const pCover = phi((mean + ahLine) / sigma);
  const pOver = phi((total - ouLine) / sigma);
  const markets: Markets = {
    winner: { home: odds(pHome, f, 'h', bucket), away: odds(1 - pHome, f, 'a', bucket) },
    handicap: { line: ahLine, home: odds(pCover, f, 'ahh', bucket), away: odds(1 - pCover, f, 'aha', bucket) },
    overUnder: { line: ouLine, over: odds(pOver, f, 'o', bucket), under: odds(1 - pOver, f, 'u', bucket) },
  };
  if (elapsed < 0) return { status: 'UPCOMING', markets };
  return { status: 'ROLLING', markets, play: { homeScore: hs, awayScore: as, minute: Math.floor(gameMinutes), period, breakTime } };
}

/** The chances of each final score of a best of three from `a`–`b`, the set now won with `q`, later ones with `p`. */
export function bestOfThree(a: number, b: number, q: number, p: number): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (x: number, y: number, chance: number, first: boolean) => {
    if (x === 2 || y === 2) {
      out.set(`${x}-${y}`, (out.get(`${x}-${y}`) ?? 0) + chance);
      return;
    }
    const w = first ? q : p;
    walk(x + 1, y, chance * w, false);
    walk(x, y + 1, chance * (1 - w), false);
  };
  walk(a, b, 1, true);
  return out;
}

/** Tennis sets or e-sports maps: best of three, each of a seeded length, with breaks between. */
function bestOfThreeMatch(f: Fixture, elapsed: number, bucket: number, lengths: [number, number], gap: number): MatchState {
  const pSet = 0.3 + 0.4 * f.strength;
  const sets: { start: number; end: number; home: boolean }[] = [];
  let at = 0;
  let won = [0, 0];
  for (let i = 1; won[0]! < 2 && won[1]! < 2; i += 1) {
    const length = lengths[0] + Math.floor(unit(f.seed, 'len', i) * (lengths[1] - lengths[0] + 1));
    const home = unit(f.seed, 'set', i) < pSet;
    sets.push({ start: at, end: at + length, home });
    won = home ? [won[0]! + 1, won[1]!] : [won[0]!, won[1]! + 1];
    at += length + gap;
  }
  const end = sets.at(-1)!.end;
  if (elapsed >= end) return { status: 'FINISHED' };
  let hs = 0;
  let as = 0;
  let period = 1;
  let breakTime = false;
  let q = pSet;
  let minute = 0;
  if (elapsed >= 0) {
    for (const [i, set] of sets.entries()) {
      if (elapsed >= set.end) {
        if (set.home) hs += 1;
        else as += 1;
        // A break after the set: the set just played.
        period = i + 1;
        breakTime = true;
        minute = 0;
        q = pSet;
      } else {
        if (elapsed >= set.start) {
          const progress = (elapsed - set.start) / (set.end - set.start);
          // The set's chance drifts towards how it ends as it is played.
          q = pSet + ((set.home ? 1 : 0) - pSet) * progress * progress;
          period = i + 1;
          breakTime = false;
          minute = Math.floor(elapsed - set.start);
        }
        break;
      }
    }
  }
  const finals = bestOfThree(hs, as, q, pSet);
  const chance = (...scores: string[]) => scores.reduce((s, k) => s + (finals.get(k) ?? 0), 0);
  const pHome = chance('2-0', '2-1');
  // The handicap gives the underdog a set (or map) and a half.
  const favourite = pSet >= 0.5;
  const line = favourite ? -1.5 : 1.5;
  const pCover = favourite ? chance('2-0') : 1 - chance('0-2');
  const pThree = chance('2-1', '1-2');
  // A market the sets (or maps) played have settled is closed: a decider leaves only the winner.
  const open = (p: number) => p > 0.001 && p < 0.999;
  const markets: Markets = {
    winner: { home: odds(pHome, f, 'h', bucket), away: odds(1 - pHome, f, 'a', bucket) },
    ...(open(pCover) ? { handicap: { line, home: odds(pCover, f, 'ahh', bucket), away: odds(1 - pCover, f, 'aha', bucket) } } : {}),
    ...(open(pThree) ? { overUnder: { line: 2.5, over: odds(pThree, f, 'o', bucket), under: odds(1 - pThree, f, 'u', bucket) } } : {}),
  };
  if (elapsed < 0) return { status: 'UPCOMING', markets };
  return { status: 'ROLLING', markets, play: { homeScore: hs, awayScore: as, minute, period, breakTime } };
}

/** The state of a match at `time`. */
export function matchState(f: Fixture, time: number): MatchState {
  const elapsed = (time - f.startTime) / MINUTE;
  // Odds move each minute in play and each hour before it.
  const bucket = elapsed < 0 ? Math.floor(time / HOUR) : Math.floor(time / MINUTE);
  switch (f.sport) {
    case 'FOOTBALL':
      return football(f, elapsed, bucket);
    case 'BASKETBALL':
      return basketball(f, elapsed, bucket);
    case 'TENNIS':
      return bestOfThreeMatch(f, elapsed, bucket, [35, 55], 3);
    default:
      return bestOfThreeMatch(f, elapsed, bucket, [30, 45], 5);
  }
}

/* ------------------------------------------------------------------ lists */

export interface ListedMatch {
  fixture: Fixture;
  state: Exclude<MatchState, { status: 'FINISHED' }>;
}

/** A vendor's rolling matches and those starting within 24 hours, at `time`. */
export function feedAt(feed: Feed, anchor: number, time: number): { rolling: ListedMatch[]; today: ListedMatch[] } {
  const rolling: ListedMatch[] = [];
  const today: ListedMatch[] = [];
  const first = Math.floor((time - LONGEST - anchor) / SLOT);
  const last = Math.floor((time + TODAY_SPAN - anchor) / SLOT);
  for (let slot = first; slot <= last; slot += 1) {
    for (const fixture of slotFixtures(feed, anchor, slot)) {
      if (fixture.startTime >= time + TODAY_SPAN) continue;
      const state = matchState(fixture, time);
      if (state.status === 'ROLLING') rolling.push({ fixture, state });
      else if (state.status === 'UPCOMING') today.push({ fixture, state });
    }
  }
  return { rolling, today };
}

/** A match as the contract gives it. */
export function matchItem({ fixture, state }: ListedMatch) {
  return {
    matchId: fixture.matchId,
    sport: fixture.sport,
    startTime: fixture.startTime,
    status: state.status,
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    ...(state.status === 'ROLLING' ? state.play : {}),
    markets: state.markets,
  };
}

/** The matches by league, in the leagues' order, each league's by start time. */
export function byLeague(matches: readonly ListedMatch[]) {
  return LEAGUES.flatMap((l) => {
    const list = matches
      .filter((m) => m.fixture.league.id === l.id)
      .sort((a, b) => a.fixture.startTime - b.fixture.startTime || a.fixture.matchId.localeCompare(b.fixture.matchId));
    return list.length ? [{ leagueId: l.id, leagueName: l.name, sport: l.sport, matchList: list.map(matchItem) }] : [];
  });
}

/**
 * The records of a member, read from the ledger (ledger.ts) so every panel agrees with the
 * account record and the balances:
 *
 * - the betting record: one bet per BET entry (its game from the entry's `nodeId`), paid by the
 *   PAYOUT entries of the same reference. A BET entry PENDING is a bet still UNSETTLED (winLoss
 *   0); one CANCELLED is a void bet, its stake refunded by a PAYOUT (valid bet 0, winLoss 0).
 *   A few live and sports bets were hedged (valid bet 80 % of the stake); lottery bets carry
 *   their round, play type, numbers and, once drawn, the result. All of it is drawn from the
 *   bet's place in the member's history, never from a clock;
 * - personal profit and loss: the sums of those bets per day and per game type, with the BONUS
 *   and REBATE entries of the range;
 * - bonus details: the BONUS and REBATE entries, each with its turnover requirement (× 3 for a
 *   promotion, × 1 otherwise) and the valid bets played towards it in the week after it.
 */
import { CATALOG, type CatalogGame, ESPORTS_VASSALAGES, type GameType, gameByNode, hashText, seededRandom } from './core/catalog';
import { DAY, dayStart, ICT_OFFSET, MINUTE, now } from './core/clock';
import { round2 } from './core/ledger';
import type { BonusType, LedgerEntry, PlatformState } from './core/state';

/* ------------------------------------------------------------------ betting record */

export const GAME_TYPES: readonly GameType[] = ['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'ESPORTS'];
export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export interface LotteryDetails {
  roundNo: string;
  playType: string;
  numbers: string;
  drawResult?: string;
}

export interface BetRecord {
  betId: string;
  betTime: number;
  gameType: GameType;
  vassalage: string;
  vendorName: string;
  gameName: string;
  stake: number;
  validBet: number;
  payout: number;
  winLoss: number;
  status: BetStatus;
  settledAt?: number;
  lottery?: LotteryDetails;
}

/** The game type a bet shows under: the e-sports vendors' games are ESPORTS (their cards sit in the SPORTS lane). */
export const recordGameType = (game: CatalogGame): GameType => (ESPORTS_VASSALAGES.includes(game.vassalage) ? 'ESPORTS' : game.gameType);

const isLottery = (game: CatalogGame) => game.gameType === 'LOTT' || game.gameType === 'ELOTT';
/** Hedged bets (both sides of a baccarat round, a covered match): their valid bet is 80 % of the stake. */
const hedgeable = (type: GameType) => type === 'LIVE' || type === 'SPORTS' || type === 'ESPORTS';
export const HEDGED_SHARE = 0.8;

/** The game of a BET entry: its `nodeId`, else the game its remark names. */
function gameOf(entry: LedgerEntry): CatalogGame | undefined {
  if (entry.nodeId !== undefined) return gameByNode(entry.nodeId);
  return CATALOG.find((g) => `${g.vendorName} - ${g.gameName}` === entry.remark.replace(/ \(void, stake refunded\)$/, ''));
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const vnDate = (time: number) => new Date(time + ICT_OFFSET).toISOString().slice(0, 10);
const compactDate = (time: number) => vnDate(time).replace(/-/g, '');

/** Minutes between the draws of a lottery game; 0 for the daily draws (18:15 Vietnam time). */
function drawPeriod(game: CatalogGame): number {
  if (/1F$/.test(game.gameCode)) return 1;
  if (/5F$|^KENO5$/.test(game.gameCode) || game.vassalage === 'GPI') return 5;
  if (game.gameCode === 'XSST') return 3;
  return 0;
}

const DAILY_DRAW_MINUTE = 18 * 60 + 15;

/** The round a ticket bought at `time` plays in. */
function roundOf(game: CatalogGame, time: number): string {
  const period = drawPeriod(game);
  const minute = Math.floor((time - dayStart(time)) / MINUTE);
  if (period === 0) return compactDate(minute < DAILY_DRAW_MINUTE ? time : time + DAY);
  return `${compactDate(time)}-${pad(Math.floor(minute / period) + 1, 4)}`;
}

function distinctNumbers(rand: () => number, count: number, digits: number): string[] {
  const picked = new Set<string>();
  while (picked.size < count) picked.add(pad(Math.floor(rand() * 10 ** digits), digits));
  return [...picked];
}

/** Numbers of a draw: `count` of them, the ticket's `picked` among them when it won, in drawn order. */
function drawNumbers(rand: () => number, count: number, digits: number, picked: readonly string[], won: boolean): string[] {
  const others = distinctNumbers(rand, count + picked.length, digits).filter((n) => !picked.includes(n));
  const draw = won ? [...others.slice(0, count - picked.length), ...picked] : others.slice(0, count);
  for (let i = draw.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [draw[i], draw[j]] = [draw[j]!, draw[i]!];
  }
  return draw;
}

/**
 * What a lottery ticket was bought on and, once drawn, what was drawn: numbers for the
 * Vietnamese and 4D lotteries (a winning ticket's numbers are among those drawn), ten of 80 for
 * keno, big/small or odd/even on three dice for the other quick games.
 */
function lotteryDetails(game: CatalogGame, seed: string, betTime: number, won: boolean, drawn: boolean): LotteryDetails {
  const rand = seededRandom(seed);
  const roundNo = roundOf(game, betTime);
  const result = (numbers: readonly (string | number)[]) => (drawn ? { drawResult: numbers.join(', ') } : {});
  if (game.gameType === 'LOTT' || game.vassalage === 'SEA') {
    const plays: [name: string, digits: number, count: number][] =
      game.vassalage === 'SEA'
        ? [
            ['4D Big', 4, 1],
            ['4D Small', 4, 1],
          ]
        : [
            ['Lô 2 số', 2, 3],
            ['Đề đặc biệt', 2, 1],
            ['Xiên 2', 2, 2],
            ['3 càng', 3, 1],
          ];
    const [playType, digits, count] = plays[Math.floor(rand() * plays.length)]!;
    const numbers = distinctNumbers(rand, count, digits);
    return { roundNo, playType, numbers: numbers.join(', '), ...result(drawNumbers(rand, digits === 4 ? 3 : 5, digits, numbers, won)) };
  }
  if (/keno/i.test(`${game.gameCode} ${game.gameName}`)) {
    const pick = (count: number, exclude: readonly number[]) => {
      const set = new Set<number>();
      while (set.size < count) {
        const n = 1 + Math.floor(rand() * 80);
        if (!exclude.includes(n)) set.add(n);
      }
      return [...set].sort((x, y) => x - y);
    };
    const numbers = pick(10, []);
    const draw = won ? [...pick(15, numbers), ...numbers.slice(0, 5)] : pick(20, []);
    return { roundNo, playType: 'Keno 10 số', numbers: numbers.join(', '), ...result(draw.sort((x, y) => x - y)) };
  }
  const dice = [1, 2, 3].map(() => 1 + Math.floor(rand() * 6));
  const sum = dice.reduce((a, b) => a + b, 0);
  const bigSmall = rand() < 0.5;
  const [playType, actual, other] = bigSmall
    ? ['Lớn/Nhỏ', sum >= 11 ? 'Lớn' : 'Nhỏ', sum >= 11 ? 'Nhỏ' : 'Lớn']
    : ['Chẵn/Lẻ', sum % 2 === 0 ? 'Chẵn' : 'Lẻ', sum % 2 === 0 ? 'Lẻ' : 'Chẵn'];
  // An open ticket's side is drawn too (the dice are not shown until the round is drawn).
  return { roundNo, playType, numbers: won || (!drawn && rand() < 0.5) ? actual : other, ...result(dice) };
}

/** When a quick lottery's round holding `time` is drawn (its end); undefined for other games and the daily draws. */
function drawTime(game: CatalogGame, time: number): number | undefined {
  const period = isLottery(game) ? drawPeriod(game) : 0;
  if (period === 0) return undefined;
  const day = dayStart(time);
  return day + (Math.floor((time - day) / MINUTE / period) + 1) * period * MINUTE;
}

/** A member's bets, oldest first, from the ledger. */
export function betsOf(state: PlatformState, username: string): BetRecord[] {
  const entries = state.ledger[username] ?? [];
  const payouts = new Map<string, { amount: number; time: number }>();
  for (const e of entries) {
    if (e.type !== 'PAYOUT') continue;
    const paid = payouts.get(e.reference);
    payouts.set(e.reference, { amount: round2((paid?.amount ?? 0) + e.amount), time: Math.max(paid?.time ?? 0, e.time) });
  }
  const bets: BetRecord[] = [];
  for (const e of entries) {
    if (e.type !== 'BET') continue;
    const game = gameOf(e);
    if (!game) continue;
    const ordinal = bets.length;
    const gameType = recordGameType(game);
    const stake = round2(-e.amount);
    const status: BetStatus = e.status === 'PENDING' ? 'UNSETTLED' : e.status === 'CANCELLED' ? 'CANCELLED' : 'SETTLED';
    const paid = status === 'UNSETTLED' ? undefined : payouts.get(e.reference);
    const payout = paid?.amount ?? 0;
    const hedged = status === 'SETTLED' && hedgeable(gameType) && hashText(`hedge:${username}:${ordinal}`) % 9 === 0;
    bets.push({
      betId: e.reference,
      betTime: e.time,
      gameType,
      vassalage: game.vassalage,
      vendorName: game.vendorName,
      gameName: game.gameName,
      stake,
      validBet: status === 'CANCELLED' ? 0 : hedged ? round2(stake * HEDGED_SHARE) : stake,
      payout,
      winLoss: status === 'UNSETTLED' ? 0 : round2(payout - stake),
      status,
      ...(status === 'UNSETTLED' ? {} : { settledAt: paid?.time ?? drawTime(game, e.time) ?? e.time + 20_000 }),
      ...(isLottery(game)
        ? { lottery: lotteryDetails(game, `lottery:${username}:${ordinal}`, e.time, payout > 0 && status === 'SETTLED', status === 'SETTLED') }
        : {}),
    });
  }
  return bets;
}

export interface BetFilter {
  start: number;
  end: number;
  gameType?: GameType;
  vassalage?: string;
  status?: BetStatus;
}

/** The bets of a filter (bet time within the range, both ends inclusive), newest first. */
export function filterBets(bets: readonly BetRecord[], f: BetFilter): BetRecord[] {
  return bets
    .filter(
      (b) =>
        b.betTime >= f.start &&
        b.betTime <= f.end &&
        (!f.gameType || b.gameType === f.gameType) &&
        (!f.vassalage || b.vassalage === f.vassalage) &&
        (!f.status || b.status === f.status),
    )
    .sort((a, b) => b.betTime - a.betTime);
}

export interface BetTotals {
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  winLoss: number;
}

export function betTotals(bets: readonly BetRecord[]): BetTotals {
  const sum = (pick: (b: BetRecord) => number) => round2(bets.reduce((total, b) => total + pick(b), 0));
  return { betCount: bets.length, stake: sum((b) => b.stake), validBet: sum((b) => b.validBet), payout: sum((b) => b.payout), winLoss: sum((b) => b.winLoss) };
}

/* ------------------------------------------------------------------ personal profit and loss */

export interface ProfitFigures extends BetTotals {
  bonus: number;
  rebate: number;
  profit: number;
}

export interface PersonalProfit {
  summary: ProfitFigures;
  byGameType: (ProfitFigures & { gameType: GameType })[];
  daily: { date: string; winLoss: number; bonus: number; rebate: number; profit: number }[];
}

const figures = (totals: BetTotals, bonus: number, rebate: number): ProfitFigures => ({
  ...totals,
  bonus,
  rebate,
  profit: round2(totals.winLoss + bonus + rebate),
});

/**
 * The profit and loss of a range: the bets (of one game type when given) summed, with the
 * bonuses and rebates of the range (those of every game type; per game type they are 0).
 */
export function personalProfit(state: PlatformState, username: string, start: number, end: number, gameType?: GameType): PersonalProfit {
  const bets = filterBets(betsOf(state, username), { start, end, ...(gameType ? { gameType } : {}) });
  const credits = (state.ledger[username] ?? []).filter((e) => (e.type === 'BONUS' || e.type === 'REBATE') && e.time >= start && e.time <= end);
  const sumOf = (rows: readonly LedgerEntry[], type: 'BONUS' | 'REBATE') =>
    round2(rows.filter((e) => e.type === type).reduce((total, e) => total + e.amount, 0));
  const byGameType = GAME_TYPES.map((type) => ({ type, rows: bets.filter((b) => b.gameType === type) }))
    .filter((g) => g.rows.length > 0)
    .map((g) => ({ gameType: g.type, ...figures(betTotals(g.rows), 0, 0) }));
  const daily: PersonalProfit['daily'] = [];
  // One row a day of the range, up to today: a range that ends later has no days still to come.
  const last = Math.min(end, now(state));
  for (let day = dayStart(start); day <= last; day += DAY) {
    const inDay = (time: number) => time >= day && time < day + DAY;
    const winLoss = round2(bets.filter((b) => inDay(b.betTime)).reduce((total, b) => total + b.winLoss, 0));
    const dayCredits = credits.filter((e) => inDay(e.time));
    const bonus = sumOf(dayCredits, 'BONUS');
    const rebate = sumOf(dayCredits, 'REBATE');
    daily.push({ date: vnDate(day), winLoss, bonus, rebate, profit: round2(winLoss + bonus + rebate) });
  }
  return { summary: figures(betTotals(bets), sumOf(credits, 'BONUS'), sumOf(credits, 'REBATE')), byGameType, daily };
}

/* ------------------------------------------------------------------ bonus details */

export const BONUS_KINDS = ['PROMOTION', 'REBATE', 'VIP', 'MISSION', 'REFERRAL'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
export type BonusStatus = 'IN_PROGRESS' | 'COMPLETED' | 'EXPIRED';

export interface BonusRecord {
  bonusId: string;
  type: BonusKind;
  name: string;
  amount: number;
  time: number;
  turnoverRequired: number;
  turnoverPlayed: number;
  status: BonusStatus;
}

/** A bonus's turnover must be played within this long after it, or it expires. */
export const BONUS_TURNOVER_DAYS = 7;
/** The turnover a bonus asks: its amount times this. */
export const TURNOVER_MULTIPLE: Record<BonusKind, number> = { PROMOTION: 3, REBATE: 1, VIP: 1, MISSION: 1, REFERRAL: 1 };

const kindOf = (entry: LedgerEntry): BonusKind => (entry.type === 'REBATE' ? 'REBATE' : (entry.bonusType ?? ('PROMOTION' satisfies BonusType)));

/** A member's bonuses and rebates, oldest first, with their turnover as it stands at `time`. */
export function bonusesOf(state: PlatformState, username: string, time: number): BonusRecord[] {
  const valid = betsOf(state, username).filter((b) => b.validBet > 0);
  return (state.ledger[username] ?? [])
    .filter((e) => (e.type === 'BONUS' || e.type === 'REBATE') && e.amount > 0)
    .map((e) => {
      const type = kindOf(e);
      const required = round2(e.amount * TURNOVER_MULTIPLE[type]);
      const deadline = e.time + BONUS_TURNOVER_DAYS * DAY;
      const played = round2(valid.filter((b) => b.betTime > e.time && b.betTime <= Math.min(deadline, time)).reduce((total, b) => total + b.validBet, 0));
      const status: BonusStatus = played >= required ? 'COMPLETED' : time > deadline ? 'EXPIRED' : 'IN_PROGRESS';
      return {
        bonusId: e.reference,
        type,
        name: e.remark,
        amount: e.amount,
        time: e.time,
        turnoverRequired: required,
        turnoverPlayed: Math.min(played, required),
        status,
      };
    });
}

/**
 * Game launch (`/wps/game/launchGame`), in the two shapes of spec section 7: the generic launch
 * (`launchMode=GLS`) and the Vietnamese lottery (`launchMode=LOTT`). A launch answers with the
 * address of the mock game page (mocks/platform/game-page.ts) and is kept in the member's recent
 * games (mini games, vendor MINI, are not). `getMiniGames` lists the shell widget's mini games.
 */
import { LanguageCode } from '../../../src/generated/wps/model';
import {
  CATALOG,
  type CatalogGame,
  gameByCode,
  gameByNode,
  isPrizeMode,
  lotteryGame,
  MINI_GAMES,
  MINI_VASSALAGE,
  miniGame,
  miniGameItem,
  pvpRooms,
} from '../core/catalog';
import { now } from '../core/clock';
import { badParam, type Failure, fail, isFailure, needAccount, ok, type RouteContext, type Routes, str } from '../core/context';
import { MOCK_GAME_PATH } from '../game-page';
import { playRefusal } from '../responsible';
import { FEEDS, fixtureById, matchState } from '../sports';

const noGame = () => fail(400, 'game.not.exist', 'This game does not exist');

/** How many recent games an account keeps. */
const RECENT_MAX = 50;
/** The Vietnamese lottery's vendor code (the front end's default VITE_VN_LOTTERY_VASSALAGES). */
const VN_LOTTERY_VENDOR = 'VNL';
const LANGUAGES: readonly string[] = Object.values(LanguageCode);

type Check = [name: string, valid: (value: string) => boolean];

const is = (expected: string) => (value: string) => value === expected;
const given = (value: string) => value !== '';
const isLanguage = (value: string) => LANGUAGES.includes(value);
const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** The generic launch's query (the game is `gameId` or `roomId`, checked apart). */
const GENERIC: Check[] = [
  ['nodeId', (v) => v === '' || /^\d{1,18}$/.test(v)],
  ['accountType', is('1')],
  ['confirmTrans', is('0')],
  ['platform', is('html5-desktop')],
  ['clientType', is('3')],
  ['username', given],
  ['merchantCode', given],
  ['language', isLanguage],
  ['playType', (v) => v.length <= 32],
  ['eventId', (v) => v.length <= 64],
];

/** The Vietnamese lottery launch's query. */
const VN_LOTTERY: Check[] = [
  ['lottoArea', is('VN')],
  ['prizeMode', isPrizeMode],
  ['lottoView', (v) => v === 'betting' || v === 'lobby'],
  ['device', is('WEB')],
  ['backUrl', isHttpUrl],
  ['language', isLanguage],
];

function invalidParam(ctx: RouteContext, checks: readonly Check[]): Failure | null {
  const bad = checks.find(([name, valid]) => !valid(str(ctx.query[name])));
  return bad ? badParam(bad[0]) : null;
}

/** What a launch opens. `nodeId` only for games of the catalogue and mini games. */
interface Target {
  vendor: string;
  code: string;
  name: string;
  nodeId?: number;
  freeplay: number;
  /** Mini games are not kept in the recent games. */
  recent?: false;
}

const fromCatalogue = (g: CatalogGame): Target => ({ vendor: g.vassalage, code: g.gameCode, name: g.gameName, nodeId: g.nodeId, freeplay: g.freeplay });

/** The generic launch's game: the room's, else the node's, else a catalogue or lottery code in `gameId`. */
function genericTarget(ctx: RouteContext): Target | null {
  const vassalage = str(ctx.query.vassalage);
  const nodeId = str(ctx.query.nodeId) ? Number(ctx.query.nodeId) : undefined;
  const roomId = str(ctx.query.roomId);
  if (roomId) {
    const room = pvpRooms(vassalage, nodeId).find((r) => r.roomId === roomId);
    const game = room ? gameByNode(room.nodeId) : undefined;
    return game ? fromCatalogue(game) : null;
  }
  const gameId = str(ctx.query.gameId);
  // A mini game (the shell's widget): by its node, or by its code with the vendor MINI.
  const mini = miniGame({ nodeId }) ?? (vassalage === MINI_VASSALAGE ? miniGame({ gameCode: gameId }) : undefined);
  if (mini) return { vendor: MINI_VASSALAGE, code: mini.gameCode, name: mini.gameName, nodeId: mini.nodeId, freeplay: 0, recent: false };
  const game = nodeId === undefined ? undefined : gameByNode(nodeId);
  if (game) return fromCatalogue(game);
  // A lottery code (from /lottery) opens that lottery game, under its own name.
  const lottery = lotteryGame(gameId);
  if (lottery) return { vendor: vassalage, code: gameId, name: lottery.game.remark, freeplay: 0 };
  const byCode = gameByCode(gameId, vassalage);
  return byCode ? fromCatalogue(byCode) : null;
}

/** The Vietnamese lottery launch's game: a lottery code, or the code of a lottery game of the catalogue. */
function vnLotteryTarget(ctx: RouteContext): Target | null {
  const code = str(ctx.query.gameCode);
  if (!code) return { vendor: VN_LOTTERY_VENDOR, code: '', name: 'Xổ số Việt Nam', freeplay: 0 };
  const game = CATALOG.find((g) => g.gameCode === code && g.gameType === 'LOTT');
  const lottery = lotteryGame(code);
  if (!game && !lottery) return null;
  return { vendor: game?.vassalage ?? VN_LOTTERY_VENDOR, code, name: lottery?.game.remark ?? game!.gameName, freeplay: game?.freeplay ?? 0 };
}

/**
 * The match a sportsbook opens at (`eventId`): only vendors that open at a match, and only a
 * match the vendor still lists (in play or to come); otherwise the sportsbook's home page.
 */
function sportsEvent(ctx: RouteContext, vendor: string): string | undefined {
  const eventId = str(ctx.query.eventId);
  if (!eventId || !FEEDS.some((f) => f.vassalage === vendor && f.eventLaunch)) return undefined;
  const fixture = fixtureById(ctx.state.ledgerAnchor, eventId);
  if (!fixture || matchState(fixture, now(ctx.state)).status === 'FINISHED') return undefined;
  return `${fixture.homeTeam} v ${fixture.awayTeam} · ${fixture.league.name}`;
}

/** A list of recent items with `item` first: no repeats, at most RECENT_MAX. */
const remember = (list: readonly string[] | undefined, item: string) => [item, ...(list ?? []).filter((x) => x !== item)].slice(0, RECENT_MAX);

function gameUrl(origin: string, fields: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') query.set(name, String(value));
  return `${origin}${MOCK_GAME_PATH}?${query}`;
}

export const gameRoutes: Routes = {
  /** The shell's mini games (session optional): the same list for visitors and members. */
  getMiniGames: (ctx) => ok({ list: MINI_GAMES.map((g) => miniGameItem(ctx.url.origin, g)) }),
  launchGame(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const launchMode = str(ctx.query.launchMode);
    const lottery = launchMode === 'LOTT';
    if (launchMode !== 'GLS' && !lottery) return badParam('launchMode');
    if (!lottery && !str(ctx.query.gameId) && !str(ctx.query.roomId)) return badParam('gameId');
    const invalid = invalidParam(ctx, lottery ? VN_LOTTERY : GENERIC);
    if (invalid) return invalid;
    if (!lottery && str(ctx.query.username) !== a.username) return badParam('username');
    // The vendor may be left out only for a lottery game (launched from /lottery by its code).
    if (!lottery && !str(ctx.query.vassalage) && !lotteryGame(str(ctx.query.gameId))) return badParam('vassalage');
    // The Vietnamese lottery opens its lobby without a game, the betting view of one.
    if (lottery && !str(ctx.query.gameCode) && str(ctx.query.lottoView) !== 'lobby') return badParam('gameCode');

    const target = lottery ? vnLotteryTarget(ctx) : genericTarget(ctx);
    if (!target) return noGame();
    const trial = a.type === 4;
    if (trial && target.freeplay !== 1) return fail(403, 'member.trial.not.allowed', 'Trial accounts cannot play this game for real money');
    // The member's own limits (responsible.ts): a loss limit reached, a session limit's break.
    const limited = trial ? null : playRefusal(ctx.state, a.username, ctx.token ? (ctx.state.sessions[ctx.token] ?? null) : null);
    if (limited) return limited;
    if (ctx.scenario === 'launch-busy') return fail(500, '#727', 'System busy, please try again later');
    if (ctx.scenario === 'launch-round-open') return fail(500, '#734', 'A round of this game is still open');

    if (lottery && target.code) a.recentVnLottery = remember(a.recentVnLottery, target.code);
    else if (target.nodeId !== undefined && target.recent !== false) a.recentGames = remember(a.recentGames, String(target.nodeId));
    const game_url = gameUrl(ctx.url.origin, {
      vendor: target.vendor,
      game: target.code,
      name: target.name,
      node: target.nodeId,
      room: lottery ? undefined : str(ctx.query.roomId),
      playType: lottery ? undefined : str(ctx.query.playType),
      event: lottery ? undefined : sportsEvent(ctx, target.vendor),
      lottoView: lottery ? str(ctx.query.lottoView) : undefined,
      prizeMode: lottery ? str(ctx.query.prizeMode) : undefined,
      language: str(ctx.query.language),
      mode: trial ? 'trial' : 'real',
    });
    return ok({ content: { game_url } });
  },
};

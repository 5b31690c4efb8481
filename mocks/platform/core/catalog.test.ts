/**
 * What the front end relies on in the mock platform's game data: every lane has vendors, the
 * slot dropdown is wide, hot vendors exist, game names do not repeat within a vendor, the
 * Vietnamese weekday selector always finds games, the HOT strip has 20 games, the lottery list
 * stays within 100, paging adds up and favourites keep what a member changes. Calls go through
 * the real client transport, so every reply is also checked against the contract.
 */
import { describe, expect, it } from 'vitest';
import { getLotteryGameMenus, getPopularLotteryGames, getVnGameMenu } from '../../../src/generated/lgw/endpoints/lottery/lottery';
import {
  addFavoriteGame,
  getFavoriteGames,
  getFavoriteGamesList,
  getGameList,
  getRecentGames,
  removeFavoriteGame,
} from '../../../src/generated/relay/endpoints/games/games';
import { getGameVendors, getHotGames } from '../../../src/generated/relay/endpoints/home/home';
import { login } from '../../../src/generated/wps/endpoints/session/session';
import { getHelpCenter } from '../../../src/generated/wps/endpoints/system/system';
import { setSessionToken } from '../../../src/state/session';
import { useScenario } from '../../node';
import { CATALOG, ESPORTS_VASSALAGES, EVERY_DAY, PRIZE_MODES, VENDORS } from './catalog';

const MERCHANT = { merchant: 'vnd88', platform: 'html5-desktop' } as const;

async function asMember() {
  const { value } = await login({ username: 'member01', password: 'Member123', type: 'username' });
  setSessionToken(value.token);
}

async function lanes() {
  return (await getGameVendors(MERCHANT)).value.data.lanes;
}

describe('the vendor lanes', () => {
  it('give every game type vendors, with the e-sports vendors in the SPORTS lane', async () => {
    const all = await lanes();
    for (const title of ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP'] as const) {
      expect(all.find((l) => l.title === title)?.cards.length, title).toBeGreaterThan(0);
    }
    const sports = all.find((l) => l.title === 'SPORTS')!.cards.map((c) => c.vassalage);
    expect(sports).toEqual(expect.arrayContaining([...ESPORTS_VASSALAGES]));
    expect(sports.filter((v) => !ESPORTS_VASSALAGES.includes(v)).length).toBeGreaterThan(0);
  });

  it('give slots more than 6 vendors (the wide dropdown) and mark some vendors hot', async () => {
    const all = await lanes();
    expect(all.find((l) => l.title === 'RNG')!.cards.length).toBeGreaterThan(6);
    const cards = all.flatMap((l) => l.cards);
    expect(cards.some((c) => c.isHot === 1)).toBe(true);
    expect(cards.some((c) => c.isHot === 0)).toBe(true);
    expect(cards.some((c) => c.freeplay === 1)).toBe(true);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });

  it('launch single-game cards into games of the catalogue', () => {
    for (const v of VENDORS.filter((x) => x.gameCode)) {
      expect(
        CATALOG.some((g) => g.vassalage === v.vassalage && g.gameCode === v.gameCode),
        `${v.vassalage} ${v.gameCode}`,
      ).toBe(true);
    }
  });
});

describe('the games', () => {
  it('are hundreds, with unique node ids and names unique per vendor', () => {
    expect(CATALOG.length).toBeGreaterThan(300);
    expect(new Set(CATALOG.map((g) => g.nodeId)).size).toBe(CATALOG.length);
    const names = new Map<string, Set<string>>();
    for (const g of CATALOG) {
      const seen = names.get(g.vassalage) ?? new Set<string>();
      expect(seen.has(g.gameName), `${g.vassalage} ${g.gameName}`).toBe(false);
      seen.add(g.gameName);
      names.set(g.vassalage, seen);
    }
  });

  it('give each slot vendor 15 to 40 games', () => {
    for (const v of VENDORS.filter((x) => x.gameType === 'RNG')) {
      const count = CATALOG.filter((g) => g.gameType === 'RNG' && g.vassalage === v.vassalage).length;
      expect(count, v.vassalage).toBeGreaterThanOrEqual(15);
      expect(count, v.vassalage).toBeLessThanOrEqual(40);
    }
  });

  it('keep Mahjong Ways 2 first among the hot games', async () => {
    const { value } = await getHotGames(MERCHANT);
    expect(value.list[0]?.gameName).toBe('Mahjong Ways 2');
    expect(value.list.every((g) => g.isHot === 1)).toBe(true);
  });

  it('page consistently through a game list', async () => {
    await asMember();
    const query = { ...MERCHANT, gameType: 'RNG', vassalage: 'PP', pageSize: 7 } as const;
    const first = (await getGameList({ ...query, pageNo: 1 })).value;
    const expected = CATALOG.filter((g) => g.gameType === 'RNG' && g.vassalage === 'PP').length;
    expect(first.totalCount).toBe(expected);
    expect(first.totalPages).toBe(Math.ceil(expected / 7));
    const seen = [...first.games];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) {
      const next = (await getGameList({ ...query, pageNo })).value;
      expect(next.totalCount).toBe(expected);
      seen.push(...next.games);
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen.map((g) => g.nodeId)).size).toBe(expected);
    expect(seen.every((g) => g.vassalage === 'PP' && g.gameType === 'RNG')).toBe(true);
    expect((await getGameList({ ...query, pageNo: first.totalPages + 1 })).value.games).toEqual([]);
  });

  it('filter by keyword, ignoring case and Vietnamese accents', async () => {
    await asMember();
    const mahjong = (await getGameList({ ...MERCHANT, keyword: 'MAHJONG', pageSize: 100 })).value;
    expect(mahjong.games.map((g) => g.gameName)).toEqual(expect.arrayContaining(['Mahjong Ways', 'Mahjong Ways 2']));
    const tienLen = (await getGameList({ ...MERCHANT, gameType: 'PVP', keyword: 'tien len' })).value;
    expect(tienLen.games.map((g) => g.gameName)).toContain('Tiến Lên Miền Nam');
  });

  it('answer gameType ESPORTS with the e-sports vendors', async () => {
    await asMember();
    const { value } = await getGameList({ ...MERCHANT, gameType: 'ESPORTS', pageSize: 100 });
    expect(value.totalCount).toBeGreaterThan(0);
    expect(value.games.every((g) => ESPORTS_VASSALAGES.includes(g.vassalage))).toBe(true);
  });
});

describe('favourites and recent games', () => {
  it('round-trip an added and removed favourite for member01', async () => {
    await asMember();
    const game = CATALOG.find((g) => g.gameName === 'Sweet Bonanza')!;
    const key = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    const before = (await getFavoriteGames()).value.list;
    expect(before.some((f) => f.nodeId === game.nodeId)).toBe(false);

    expect((await addFavoriteGame(key)).value).toBe(true);
    expect((await addFavoriteGame(key)).value).toBe(true);
    const added = (await getFavoriteGames()).value.list;
    expect(added.filter((f) => f.nodeId === game.nodeId)).toEqual([key]);
    const list = (await getFavoriteGamesList({ gameType: 'RNG', pageSize: 100 })).value.games;
    expect(list.find((g) => g.nodeId === game.nodeId)?.isFavorite).toBe(true);

    expect((await removeFavoriteGame(key)).value).toBe(true);
    expect((await getFavoriteGames()).value.list).toEqual(before);
  });

  it('mark member01 favourites in the hot games, which visitors get unmarked (optional session)', async () => {
    const visitor = (await getHotGames(MERCHANT)).value.list;
    expect(visitor.some((g) => g.isFavorite)).toBe(false);
    await asMember();
    const member = (await getHotGames(MERCHANT)).value.list;
    expect(member.find((g) => g.nodeId === 30500)?.isFavorite).toBe(true);
    expect(member.filter((g) => g.isFavorite).every((g) => ['30500', '30504', '30509'].includes(String(g.nodeId)))).toBe(true);
  });

  it('list member01 recent games newest first', async () => {
    await asMember();
    const { value } = await getRecentGames({ size: 3 });
    expect(value.list).toHaveLength(3);
    const times = value.list.map((g) => g.lastPlayTime!);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('the lottery menus', () => {
  const days = (menus: { drawDayOfWeek: string }[]) => new Set(menus.flatMap((m) => m.drawDayOfWeek.split(',')));

  it('cover all 7 weekdays in the central and southern groups', async () => {
    const { value } = await getLotteryGameMenus({ prizeMode: 'LOTT' });
    for (const tag of ['vietnam_central', 'vietnam_southern']) {
      const group = value.find((g) => g.tag === tag)!;
      expect([...days(group.gameMenus)].sort(), tag).toEqual(EVERY_DAY.split(','));
    }
    expect(value.find((g) => g.tag === 'vietnam_northern')!.gameMenus[0]!.drawDayOfWeek).toBe(EVERY_DAY);
    // Spot checks of real draw days (1 Sunday, 2 Monday ... 7 Saturday).
    const southern = value.find((g) => g.tag === 'vietnam_southern')!.gameMenus;
    expect(southern.find((m) => m.code === 'TPHCM')!.drawDayOfWeek).toBe('2,7');
    expect(southern.find((m) => m.code === 'TIENGIANG')!.drawDayOfWeek).toBe('1');
  });

  it('list at most 100 lottery games, with unique codes, in every prize mode', async () => {
    for (const prizeMode of PRIZE_MODES) {
      const { value } = await getLotteryGameMenus({ prizeMode });
      const codes = value.flatMap((g) => g.gameMenus.map((m) => m.code));
      expect(codes.length, prizeMode).toBeGreaterThan(0);
      expect(codes.length, prizeMode).toBeLessThanOrEqual(100);
      expect(new Set(codes).size, prizeMode).toBe(codes.length);
    }
  });

  it('give the Vietnamese menu the three regions', async () => {
    const { value } = await getVnGameMenu({ prizeMode: 'LOTT', device: 'WEB' });
    expect(value.map((g) => g.tag)).toEqual(['vietnam_northern', 'vietnam_central', 'vietnam_southern']);
  });

  it('have exactly 20 popular games', async () => {
    const { value } = await getPopularLotteryGames({ size: 20 });
    expect(value).toHaveLength(20);
    expect(new Set(value.map((g) => g.gameCode)).size).toBe(20);
  });
});

describe('the empty scenario', () => {
  it('empties the game and lottery lists and the help centre', async () => {
    await asMember();
    useScenario('empty');
    expect((await getGameVendors(MERCHANT)).value.data.lanes).toEqual([]);
    expect((await getGameList({ ...MERCHANT, gameType: 'RNG' })).value).toEqual({ games: [], totalPages: 0, totalCount: 0 });
    expect((await getLotteryGameMenus({ prizeMode: 'LOTT' })).value).toEqual([]);
    expect((await getPopularLotteryGames()).value).toEqual([]);
    expect((await getHelpCenter()).value).toEqual([]);
  });
});

describe('the help centre', () => {
  it('has 4 to 6 categories of 2 to 5 articles, one with a script to sanitise', async () => {
    const { value } = await getHelpCenter();
    expect(value.length).toBeGreaterThanOrEqual(4);
    expect(value.length).toBeLessThanOrEqual(6);
    for (const c of value) expect(c.articles.length).toBeGreaterThanOrEqual(2);
    for (const c of value) expect(c.articles.length).toBeLessThanOrEqual(5);
    const html = value.flatMap((c) => c.articles.map((a) => a.content)).join('\n');
    expect(html).toContain('<script>');
    expect(html).toMatch(/onerror=/);
  });
});

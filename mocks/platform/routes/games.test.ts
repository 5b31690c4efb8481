/**
 * Game launch on the mock platform: the two query shapes of spec section 7 are checked, unknown
 * games and trial accounts refused, each launch kept in the recent games, and the scenarios
 * `launch-busy` and `launch-round-open` fail the way the contract documents. Calls go through the
 * real client transport, so every reply is also checked against the contract.
 */
import { describe, expect, it } from 'vitest';
import { getVnRecentGames } from '../../../src/generated/lgw/endpoints/lottery/lottery';
import { getRecentGames } from '../../../src/generated/relay/endpoints/games/games';
import { launchGame } from '../../../src/generated/wps/endpoints/games/games';
import { freePlayLogin, login } from '../../../src/generated/wps/endpoints/session/session';
import type { LaunchGameParams } from '../../../src/generated/wps/model';
import { ApiError } from '../../../src/lib/errors';
import { setSessionToken } from '../../../src/state/session';
import { mockStore, useScenario } from '../../node';
import { CATALOG, gameByNode } from '../core/catalog';
import { MOCK_GAME_PATH } from '../game-page';

async function asMember() {
  const { value } = await login({ username: 'member01', password: 'Member123', type: 'username' });
  setSessionToken(value.token);
}

/** Logs in as a free-play guest (type 4) and returns its username. */
async function asGuest() {
  const { value } = await freePlayLogin({ os: 'Linux', platform: 'W' });
  setSessionToken(value.token);
  return value.userName;
}

/** The generic launch's query for a game of the catalogue, as the front end sends it. */
function generic(nodeId: number, extra: Partial<LaunchGameParams> = {}, username = 'member01'): LaunchGameParams {
  const game = gameByNode(nodeId)!;
  return {
    launchMode: 'GLS',
    gameId: game.gameCode,
    nodeId,
    accountType: 1,
    confirmTrans: 0,
    vassalage: game.vassalage,
    platform: 'html5-desktop',
    clientType: 3,
    username,
    merchantCode: 'DEMO',
    language: 'VI',
    ...extra,
  };
}

/** The Vietnamese lottery launch's query. */
function vnLottery(gameCode: string, extra: Partial<LaunchGameParams> = {}): LaunchGameParams {
  return {
    launchMode: 'LOTT',
    lottoArea: 'VN',
    prizeMode: 'LOTT',
    gameCode,
    lottoView: 'betting',
    device: 'WEB',
    backUrl: `https://www.example.com/vnlottery?gameCode=${gameCode}`,
    language: 'VI',
    ...extra,
  };
}

/** The mock game page's address of a launch, as a URL. */
async function launched(params: LaunchGameParams): Promise<URL> {
  const { value } = await launchGame(params);
  const url = new URL(value.content.game_url!);
  expect(url.pathname).toBe(MOCK_GAME_PATH);
  return url;
}

async function failure(params: LaunchGameParams): Promise<ApiError> {
  const error = await launchGame(params).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const without = (params: LaunchGameParams, name: keyof LaunchGameParams): LaunchGameParams => {
  const copy = { ...params };
  delete copy[name];
  return copy;
};

describe('the generic launch', () => {
  it('answers the mock game page with the game, vendor, language and mode', async () => {
    await asMember();
    const url = await launched(generic(30500));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vendor: 'PG',
      game: 'mahjong-ways2',
      name: 'Mahjong Ways 2',
      node: '30500',
      language: 'VI',
      mode: 'real',
    });
  });

  it('keeps the launched game first in the recent games, once', async () => {
    await asMember();
    await launched(generic(30501));
    let recent = (await getRecentGames()).value.list.map((g) => g.nodeId);
    expect(recent[0]).toBe(30501);
    await launched(generic(30500));
    recent = (await getRecentGames({ size: 50 })).value.list.map((g) => g.nodeId);
    expect(recent.slice(0, 2)).toEqual([30500, 30501]);
    expect(new Set(recent).size).toBe(recent.length);
  });

  it('keeps at most 50 recent games', async () => {
    await asMember();
    const slots = CATALOG.filter((g) => g.gameType === 'RNG').slice(0, 52);
    for (const game of slots) await launched(generic(game.nodeId));
    const recent = mockStore.state.accounts.member01!.recentGames;
    expect(recent).toHaveLength(50);
    expect(recent[0]).toBe(String(slots.at(-1)!.nodeId));
  });

  it('finds the game by its code when the node id is missing or unknown', async () => {
    await asMember();
    const byCode = await launched(without(generic(30504), 'nodeId'));
    expect(byCode.searchParams.get('node')).toBe('30504');
    const unknownNode = await launched(generic(30504, { nodeId: 999_999 }));
    expect(unknownNode.searchParams.get('name')).toBe('Gates of Olympus');
  });

  it('opens a lottery game of /lottery by its lottery code, with the play type', async () => {
    await asMember();
    const before = [...mockStore.state.accounts.member01!.recentGames];
    const url = await launched({ ...without(generic(30500), 'nodeId'), gameId: 'HANOI', vassalage: 'TCG', playType: 'LO2' });
    expect(url.searchParams.get('name')).toBe('Xổ số Miền Bắc');
    expect(url.searchParams.get('playType')).toBe('LO2');
    expect(url.searchParams.has('node')).toBe(false);
    // No node id, nothing for the recent games list.
    expect(mockStore.state.accounts.member01!.recentGames).toEqual(before);
  });

  it('enters a player-versus-player room', async () => {
    await asMember();
    const url = await launched({ ...without(generic(30516), 'gameId'), roomId: 'R305161' });
    expect(url.searchParams.get('room')).toBe('R305161');
    expect(url.searchParams.get('node')).toBe('30516');
  });

  it.each<[string, (p: LaunchGameParams) => LaunchGameParams]>([
    ['no gameId or roomId', (p) => without(p, 'gameId')],
    ['no accountType', (p) => without(p, 'accountType')],
    ['confirmTrans 1', (p) => ({ ...p, confirmTrans: 1 as 0 })],
    ['no vassalage', (p) => without(p, 'vassalage')],
    ['another platform', (p) => ({ ...p, platform: 'html5-mobile' as 'html5-desktop' })],
    ['clientType 2', (p) => ({ ...p, clientType: 2 as 3 })],
    ['another member', (p) => ({ ...p, username: 'agent01' })],
    ['no merchantCode', (p) => without(p, 'merchantCode')],
    ['an unknown language', (p) => ({ ...p, language: 'XX' as 'VI' })],
    ['a node id that is not a number', (p) => ({ ...p, nodeId: 'abc' as unknown as number })],
    ['a play type of 33 characters', (p) => ({ ...p, playType: 'P'.repeat(33) })],
    ['an unknown launch mode', (p) => ({ ...p, launchMode: 'XYZ' as 'GLS' })],
  ])('refuses %s with 400 request_param_err', async (_, change) => {
    await asMember();
    const error = await failure(change(generic(30500)));
    expect([error.status, error.code]).toEqual([400, 'request_param_err']);
  });

  it('refuses an unknown game or room with 400 game.not.exist', async () => {
    await asMember();
    for (const params of [generic(30500, { gameId: 'no-such-game', nodeId: 999_999 }), { ...without(generic(30516), 'gameId'), roomId: 'R999' }]) {
      const error = await failure(params);
      expect([error.status, error.code]).toEqual([400, 'game.not.exist']);
    }
  });
});

describe('the Vietnamese lottery launch', () => {
  it('answers the game page with the view and prize mode and keeps the game first in the recent lottery games', async () => {
    await asMember();
    const url = await launched(vnLottery('HUE', { lottoView: 'lobby', prizeMode: 'ZY' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vendor: 'VNL',
      game: 'HUE',
      name: 'Thừa Thiên Huế',
      lottoView: 'lobby',
      prizeMode: 'ZY',
      language: 'VI',
      mode: 'real',
    });
    await launched(vnLottery('HANOI'));
    expect(mockStore.state.accounts.member01!.recentVnLottery?.slice(0, 3)).toEqual(['HANOI', 'HUE', 'TPHCM']);
    const recent = (await getVnRecentGames({ prizeMode: 'LOTT' })).value.map((g) => g.code);
    expect(recent.slice(0, 2)).toEqual(['HANOI', 'HUE']);
    expect(recent.filter((c) => c === 'HANOI')).toHaveLength(1);
  });

  it.each<[string, (p: LaunchGameParams) => LaunchGameParams]>([
    ['no lottoArea', (p) => without(p, 'lottoArea')],
    ['an unknown prize mode', (p) => ({ ...p, prizeMode: 'XX' as 'LOTT' })],
    ['no gameCode', (p) => without(p, 'gameCode')],
    ['another lottoView', (p) => ({ ...p, lottoView: 'results' as 'lobby' })],
    ['another device', (p) => ({ ...p, device: 'APP' as 'WEB' })],
    ['a backUrl that is not http', (p) => ({ ...p, backUrl: 'javascript:alert(1)' })],
    ['no language', (p) => without(p, 'language')],
  ])('refuses %s with 400 request_param_err', async (_, change) => {
    await asMember();
    const error = await failure(change(vnLottery('HANOI')));
    expect([error.status, error.code]).toEqual([400, 'request_param_err']);
  });

  it('refuses an unknown lottery game with 400 game.not.exist', async () => {
    await asMember();
    const error = await failure(vnLottery('NOWHERE'));
    expect([error.status, error.code]).toEqual([400, 'game.not.exist']);
  });
});

describe('a trial (guest) account', () => {
  it('plays free-play games as a demo', async () => {
    const username = await asGuest();
    const url = await launched(generic(30500, {}, username));
    expect(url.searchParams.get('mode')).toBe('trial');
    expect((await getRecentGames()).value.list[0]?.nodeId).toBe(30500);
  });

  it('may not launch other games: 403 member.trial.not.allowed', async () => {
    const username = await asGuest();
    expect(gameByNode(30510)!.freeplay).toBe(0);
    for (const params of [generic(30510, {}, username), vnLottery('HANOI')]) {
      const error = await failure(params);
      expect([error.status, error.code, error.serverMessage]).toEqual([403, 'member.trial.not.allowed', 'Trial accounts cannot play this game for real money']);
    }
    expect((await getRecentGames()).value.list).toEqual([]);
  });
});

describe('the launch failure scenarios', () => {
  it.each([
    ['launch-busy', '#727', 'System busy, please try again later'],
    ['launch-round-open', '#734', 'A round of this game is still open'],
  ] as const)('%s fails with 500 %s and keeps no recent game', async (scenario, code, message) => {
    await asMember();
    useScenario(scenario);
    const before = [...mockStore.state.accounts.member01!.recentGames];
    const error = await failure(generic(30501));
    expect([error.status, error.code, error.serverMessage]).toEqual([500, code, message]);
    expect(mockStore.state.accounts.member01!.recentGames).toEqual(before);
  });
});

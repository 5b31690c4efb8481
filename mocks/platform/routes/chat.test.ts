/**
 * The remaining screens' routes (docs/design/issue15.md, part 6) through the real client
 * transport (every reply checked against the contract): the chat rooms and entering one, the
 * chat page it leads to, the mini games and their launch, and the permission check's IP block.
 */
import { describe, expect, it } from 'vitest';
import { freePlayLogin } from '../../../src/generated/wps/endpoints/session/session';
import { getSystemStatus } from '../../../src/generated/wps/endpoints/system/system';
import { setSessionToken } from '../../../src/state/session';
import { mockStore, useScenario } from '../../node';
import { CHAT_ROOMS, chatRoom } from '../chat';
import { chatPage, MOCK_CHAT_PATH, roomMessages } from '../chat-page';
import { HOUR } from '../core/clock';
import { MOCK_GAME_PATH } from '../game-page';
import { type Any, as, call, expectFailure, R } from './harness';

const ROOMS = `${R}/CBS_modelList`;
const LAUNCH_CHAT = `${R}/CBS_launchChat`;
const MINI_GAMES = `${R}/GCSGAME_getMiniGames`;
const LAUNCH_GAME = '/wps/game/launchGame';

const enter = (roomId: string) => call('GET', LAUNCH_CHAT, undefined, { roomId });

async function asGuest(): Promise<string> {
  const { value } = await freePlayLogin({ os: 'Linux', platform: 'W' });
  setSessionToken(value.token);
  return value.userName;
}

describe('the chat rooms', () => {
  it('lists the six rooms, online first then by viewers, the same for visitors and members', async () => {
    const visitor = await call('GET', ROOMS);
    expect(visitor.list.map((r: Any) => r.roomId)).toEqual(['R104', 'R101', 'R103', 'R102', 'R105', 'R106']);
    const r101 = visitor.list.find((r: Any) => r.roomId === 'R101');
    expect(r101).toMatchObject({
      title: 'Xổ số miền Bắc · soi cầu',
      hostName: 'MC Linh',
      category: 'LOTTERY',
      online: true,
      viewerCount: 1284,
      vipOnly: false,
      minVipLevel: 0,
    });
    expect(r101.coverUrl).toMatch(/\/mock-cdn\/chat\/room-r101\.svg\?/);
    expect(r101.avatarUrl).toMatch(/\/mock-cdn\/chat\/host-mc-linh\.svg\?/);
    expect(visitor.list.find((r: Any) => r.roomId === 'R105')).toMatchObject({ vipOnly: true, minVipLevel: 5, category: 'VIP' });
    expect(visitor.list.at(-1)).toMatchObject({ roomId: 'R106', online: false, viewerCount: 0 });
    await as('member01');
    expect(await call('GET', ROOMS)).toEqual(visitor);
  });

  it('lets member01 into R101 with a two-hour ticket for the chat page', async () => {
    await as('member01');
    const before = Date.now() + mockStore.state.clock.offsetMs;
    const result = await enter('R101');
    expect(result).toMatchObject({ roomId: 'R101', nickname: 'Lucky An' });
    expect(result.expiresAt - before).toBeGreaterThanOrEqual(2 * HOUR - 1000);
    expect(result.expiresAt - before).toBeLessThanOrEqual(2 * HOUR + 5000);
    const url = new URL(result.chatUrl);
    expect(url.pathname).toBe(MOCK_CHAT_PATH);
    expect(url.searchParams.get('room')).toBe('R101');
    expect(url.searchParams.get('nick')).toBe('Lucky An');
    expect(url.searchParams.get('ticket')).toMatch(/^CT[0-9A-F]{8}$/);
  });

  it('refuses member01 (VIP 3) the VIP 5 lounge, lets agent01 (VIP 5) in', async () => {
    await as('member01');
    const error = await expectFailure(enter('R105'), 403, 'chat.room.vip.only');
    expect(error.serverMessage).toMatch(/VIP 5/);
    await as('agent01');
    expect((await enter('R105')).roomId).toBe('R105');
  });

  it('refuses an offline room (409), an unknown one (400), a visitor (401) and a trial account (403)', async () => {
    await as('member01');
    await expectFailure(enter('R106'), 409, 'chat.room.offline');
    await expectFailure(enter('R999'), 400, 'chat.room.not.exist');
    await expectFailure(call('GET', LAUNCH_CHAT), 400, 'request_param_err');
    setSessionToken('');
    await expectFailure(enter('R101'), 401, 'login.not.session');
    await asGuest();
    await expectFailure(enter('R101'), 403, 'member.trial.not.allowed');
  });

  it('are empty in the empty scenario, and fail in server-error', async () => {
    useScenario('empty');
    expect((await call('GET', ROOMS)).list).toEqual([]);
    useScenario('server-error');
    await expectFailure(call('GET', ROOMS), 500, 'system.error');
  });
});

describe('the chat page', () => {
  const page = (query: Record<string, string>) => chatPage(new URL(`http://localhost${MOCK_CHAT_PATH}?${new URLSearchParams(query)}`));

  it('shows the room, its host, viewers, twelve seeded messages and a form', () => {
    const html = page({ room: 'R101', ticket: 'CT0000ABCD', nick: 'Lucky An' });
    expect(html).toContain('<h1 id="room-title">Xổ số miền Bắc · soi cầu</h1>');
    expect(html).toContain('MC Linh');
    expect(html).toContain('1,284 watching');
    expect(html).toContain('LIVE');
    expect(html.match(/<li/g)).toHaveLength(12);
    expect(html).toContain('data-nick="Lucky An"');
    expect(html).toContain('<form id="send">');
    // Nothing from elsewhere: inline style and script only.
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
  });

  it('draws the same messages for a room every time, different ones for another room', () => {
    const r101 = roomMessages(chatRoom('R101')!);
    expect(roomMessages(chatRoom('R101')!)).toEqual(r101);
    expect(roomMessages(chatRoom('R102')!)).not.toEqual(r101);
    expect(r101[0]).toMatchObject({ from: 'MC Linh', host: true });
    for (const m of r101.filter((m) => !m.host)) expect(m.from).toMatch(/^[a-z]+\*\*\*\d{2}$/);
  });

  it('escapes the nickname', () => {
    const html = page({ room: 'R104', nick: '<img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img');
  });

  it('says an unknown or offline room is closed', () => {
    for (const room of ['R999', 'R106', '']) expect(page({ room })).toContain('This room is closed');
    expect(CHAT_ROOMS.filter((r) => !page({ room: r.roomId }).includes('This room is closed'))).toHaveLength(5);
  });
});

describe('the mini games', () => {
  const params = (extra: Record<string, string | number> = {}) => ({
    launchMode: 'GLS',
    gameId: 'MINI-TAIXIU',
    nodeId: 39001,
    accountType: 1,
    confirmTrans: 0,
    vassalage: 'MINI',
    platform: 'html5-desktop',
    clientType: 3,
    username: 'member01',
    merchantCode: 'DEMO',
    language: 'EN',
    ...extra,
  });

  it('lists six mini games, hot first, for visitors and members alike', async () => {
    const { list } = await call('GET', MINI_GAMES);
    expect(list.map((g: Any) => g.nodeId)).toEqual([39001, 39002, 39003, 39004, 39005, 39006]);
    expect(list.map((g: Any) => g.hot)).toEqual([true, true, false, false, false, false]);
    expect(list[0]).toMatchObject({ gameCode: 'MINI-TAIXIU', gameName: 'Tài Xỉu', vassalage: 'MINI', category: 'DICE', roundSeconds: 60 });
    expect(list[0].icon).toMatch(/\/mock-cdn\/minigames\/taixiu\.png\?label=T/);
    await as('member01');
    expect((await call('GET', MINI_GAMES)).list).toEqual(list);
  });

  it('launches a mini game by its node or by its code, on the game page, not kept in the recent games', async () => {
    await as('member01');
    const recent = [...mockStore.state.accounts.member01!.recentGames];
    const url = new URL((await call('GET', LAUNCH_GAME, undefined, params())).content.game_url);
    expect(url.pathname).toBe(MOCK_GAME_PATH);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ vendor: 'MINI', game: 'MINI-TAIXIU', name: 'Tài Xỉu', node: '39001', mode: 'real' });
    const byCode = new URL((await call('GET', LAUNCH_GAME, undefined, { ...params({ gameId: 'MINI-KENO1' }), nodeId: '' })).content.game_url);
    expect(byCode.searchParams.get('name')).toBe('Keno 1 phút');
    expect(mockStore.state.accounts.member01!.recentGames).toEqual(recent);
  });

  it('refuses visitors (401), trial accounts (403) and an unknown mini game (400)', async () => {
    await expectFailure(call('GET', LAUNCH_GAME, undefined, params()), 401, 'login.not.session');
    const guest = await asGuest();
    await expectFailure(call('GET', LAUNCH_GAME, undefined, params({ username: guest })), 403, 'member.trial.not.allowed');
    await as('member01');
    await expectFailure(call('GET', LAUNCH_GAME, undefined, { ...params({ gameId: 'MINI-NOPE' }), nodeId: '' }), 400, 'game.not.exist');
  });

  it('are empty in the empty scenario', async () => {
    useScenario('empty');
    expect((await call('GET', MINI_GAMES)).list).toEqual([]);
  });
});

describe('the permission check', () => {
  const status = async () => (await getSystemStatus({ host: 'localhost' })).value;

  it('reports the address blocked only in the ip-blocked scenario, with the client IP and status 3', async () => {
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false, ipBlocked: false, clientIp: '203.0.113.45', status: 0 });
    useScenario('ip-blocked');
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false, ipBlocked: true, clientIp: '203.0.113.45', status: 3 });
    // Other calls keep working.
    expect((await call('GET', ROOMS)).list).toHaveLength(6);
  });

  it('offers the chat rooms in the right bar', async () => {
    expect((await status()).info?.settings?.rightBar?.chatRooms).toBe(true);
  });
});

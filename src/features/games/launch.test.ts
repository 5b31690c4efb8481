import { describe, expect, it } from 'vitest';
import { genericLaunchParams, launchedUrl } from './launch';
import { launchRoute } from './launch-route';

describe('game launch', () => {
  it('routes Vietnamese lottery vendors to /vnlottery, other lotteries to /lottery, the rest to /game', () => {
    expect(launchRoute({ gameType: 'LOTT', vassalage: 'VNL', gameCode: 'HANOI' }, ['VNL'])).toEqual({ to: '/vnlottery', search: { gameCode: 'HANOI' } });
    expect(launchRoute({ gameType: 'ELOTT', vassalage: 'TCG', gameCode: 'KENO5', defaultPlayType: 'DX' }, ['VNL'])).toEqual({
      to: '/lottery',
      search: { gameCode: 'KENO5', playType: 'DX' },
    });
    expect(launchRoute({ gameType: 'RNG', vassalage: 'PG', gameCode: 'lucky-neko' }, ['VNL'])).toEqual({ to: '/game' });
    expect(launchRoute({ vassalage: 'PP', gameCode: 'vs20olympgate' }, ['VNL'])).toEqual({ to: '/game' });
  });

  it('sends the generic launch parameters of spec section 7, a room instead of the game when given', () => {
    expect(genericLaunchParams({ gameCode: 'lucky-neko', vassalage: 'PG', gameType: 'RNG', nodeId: 31002 }, 'member01', 'VI')).toEqual({
      launchMode: 'GLS',
      gameId: 'lucky-neko',
      nodeId: 31002,
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PG',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'member01',
      merchantCode: 'DEMO',
      language: 'VI',
    });
    const room = genericLaunchParams({ gameCode: 'R1', roomId: 'R1', nodeId: 61003, vassalage: 'V8', gameType: 'PVP' }, 'member01', 'EN');
    expect(room.roomId).toBe('R1');
    expect(room).not.toHaveProperty('gameId');
  });

  it('opens a sportsbook at a match with eventId, and sends none without one', () => {
    expect(genericLaunchParams({ gameCode: 'saba-sports', vassalage: 'SABA', eventId: 'SABA-84-0' }, 'member01', 'EN')).toMatchObject({
      gameId: 'saba-sports',
      vassalage: 'SABA',
      eventId: 'SABA-84-0',
    });
    expect(genericLaunchParams({ gameCode: 'bti-sportsbook', vassalage: 'BTI' }, 'member01', 'EN')).not.toHaveProperty('eventId');
  });

  it('takes game_url, else game_url2, and only an http(s) address', () => {
    expect(launchedUrl({ content: { game_url: 'https://a.example/g', game_url2: 'https://b.example/g' } })).toBe('https://a.example/g');
    expect(launchedUrl({ content: { game_url2: 'https://b.example/g' } })).toBe('https://b.example/g');
    expect(launchedUrl({ content: { game_url: 'javascript:alert(1)' } })).toBeNull();
  });
});

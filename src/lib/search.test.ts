import { describe, expect, it } from 'vitest';
import { codeParams, optionalCode, sportsSearch } from './search';

describe('search params', () => {
  it('keeps game codes and play types', () => {
    expect(codeParams({ gameCode: 'XSMB', playType: 'lo_2so' }, ['gameCode', 'playType'])).toEqual({ gameCode: 'XSMB', playType: 'lo_2so' });
    expect(optionalCode(12)).toBe('12');
  });

  it('drops bad values instead of failing', () => {
    const params = codeParams({ gameCode: '<script>', playType: ['a'], vassalage: '' }, ['gameCode', 'playType', 'vassalage']);
    // Present and undefined, so the router's merge of raw and validated params drops them.
    expect(params).toStrictEqual({ gameCode: undefined, playType: undefined, vassalage: undefined });
    expect(optionalCode({})).toBeUndefined();
    expect(optionalCode('x'.repeat(65))).toBeUndefined();
  });

  it('ignores keys it was not asked for', () => {
    expect(codeParams({ gameCode: 'A', token: 'secret' }, ['gameCode'])).toStrictEqual({ gameCode: 'A' });
  });

  it('/sports: keeps the tab, the list, the sport, the league and the vendor as codes; drops the rest', () => {
    expect(sportsSearch({ tab: 'esports', list: 'today', sport: 'LOL', league: 'LCK', vendor: 'TF' })).toStrictEqual({
      tab: 'esports',
      list: 'today',
      sport: 'LOL',
      league: 'LCK',
      vendor: 'TF',
    });
    expect(sportsSearch({ tab: 'casino', list: 'tomorrow', sport: 'A B', league: '<b>', vendor: '' })).toStrictEqual({
      tab: undefined,
      list: undefined,
      sport: undefined,
      league: undefined,
      vendor: undefined,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { GameCard, GameVendorLane } from '../generated/relay/model';
import { vendorsByCategory } from './content';

const card = (vassalage: string, gameType: GameCard['gameType']): GameCard =>
  ({
    id: 1,
    vassalage,
    gameType,
    displayName: vassalage,
    icon: '',
    accountTypeId: 1,
    accountTypeName: vassalage,
    freeplay: 0,
    isGame: false,
    isHot: 0,
  }) as GameCard;

describe('vendorsByCategory', () => {
  it('splits e-sports vendors out of the sports lane by vassalage and drops empty types', () => {
    const lanes: GameVendorLane[] = [
      { title: 'SPORTS', cards: [card('SABA', 'SPORTS'), card('TF', 'SPORTS'), card('IMES', 'SPORTS')] },
      { title: 'FISH', cards: [] },
      { title: 'RNG', cards: [card('PG', 'RNG')] },
    ];
    const map = vendorsByCategory(lanes, ['TF', 'IMES']);
    expect(map.get('SPORTS')?.map((c) => c.vassalage)).toEqual(['SABA']);
    expect(map.get('ESPORTS')?.map((c) => c.vassalage)).toEqual(['TF', 'IMES']);
    expect(map.has('FISH')).toBe(false);
    expect([...map.keys()]).toEqual(['SPORTS', 'ESPORTS', 'RNG']);
  });
});

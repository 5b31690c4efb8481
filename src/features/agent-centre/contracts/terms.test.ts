import { describe, expect, it } from 'vitest';
import {
  checkTiers,
  draftsOf,
  EXAMPLE_LOSS,
  fieldsOf,
  firstDraft,
  nextDraft,
  numbersOf,
  parseNumber,
  round2,
  type TierDraft,
  tierEffect,
  topRates,
} from './terms';

const draft = (d: Partial<TierDraft>): TierDraft => ({ periodBet: '0', activeMembers: '0', periodProfitLoss: '0', rate: '0', lossRate: '', ...d });

describe('parseNumber', () => {
  it('reads numbers with thousands separators, negatives and decimals; nothing else', () => {
    expect(parseNumber('20,000,000')).toBe(20_000_000);
    expect(parseNumber(' 0.25 ')).toBe(0.25);
    expect(parseNumber('-5 000 000')).toBe(-5_000_000);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('1e5')).toBeNull();
    expect(parseNumber('0.5.1')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
  });
});

describe('the fields of a kind', () => {
  it('has the profit and loss threshold for dividends, the loss rate and no members for real-time salary', () => {
    expect(fieldsOf('DIVIDEND')).toEqual(['periodBet', 'activeMembers', 'periodProfitLoss', 'rate']);
    expect(fieldsOf('DAILY')).toEqual(['periodBet', 'activeMembers', 'rate']);
    expect(fieldsOf('HOURLY')).toEqual(['periodBet', 'activeMembers', 'rate']);
    expect(fieldsOf('REALTIME')).toEqual(['periodBet', 'rate', 'lossRate']);
  });
});

describe('checkTiers (the platform rules at the fields)', () => {
  const daily = { rate: 2 };

  it('accepts ascending tiers within the ceiling and answers the tiers to send', () => {
    const { problems, tiers } = checkTiers(
      'DAILY',
      [draft({ periodBet: '0', activeMembers: '1', rate: '0.3' }), draft({ periodBet: '20,000,000', activeMembers: '3', rate: '0.4' })],
      daily,
    );
    expect(problems).toEqual([{}, {}]);
    expect(tiers).toEqual([
      { periodBet: 0, activeMembers: 1, rate: 0.3 },
      { periodBet: 20_000_000, activeMembers: 3, rate: 0.4 },
    ]);
  });

  it('refuses a tier whose bets do not rise, or whose rate falls, at that field', () => {
    const { problems, tiers } = checkTiers('DAILY', [draft({ periodBet: '1000', rate: '0.5' }), draft({ periodBet: '1000', rate: '0.4' })], daily);
    expect(tiers).toBeNull();
    expect(problems[1]).toEqual({ periodBet: { code: 'bet_not_above', n: 1, value: 1000 }, rate: { code: 'rate_below', n: 1, value: 0.5 } });
    expect(problems[0]).toEqual({});
  });

  it('allows an equal rate on a higher tier', () => {
    expect(checkTiers('HOURLY', [draft({ rate: '0.02' }), draft({ periodBet: '10', rate: '0.02' })], { rate: 1 }).tiers).not.toBeNull();
  });

  it('refuses a rate above the ceiling, and terms that pay nothing', () => {
    expect(checkTiers('DAILY', [draft({ rate: '2.5' })], daily).problems[0]).toEqual({ rate: { code: 'above_ceiling', max: 2 } });
    expect(checkTiers('DAILY', [draft({ rate: '2' })], daily).tiers).not.toBeNull();
    expect(checkTiers('DAILY', [draft({ rate: '0' }), draft({ periodBet: '5', rate: '0' })], daily).problems[1]).toEqual({ rate: { code: 'all_zero' } });
  });

  it('checks each field: required, a number, bounds, whole members, two decimals, a dividend threshold at most 0', () => {
    const { problems } = checkTiers('DIVIDEND', [draft({ periodBet: '', activeMembers: '1.5', periodProfitLoss: '100', rate: '0.123' })], { rate: 50 });
    expect(problems[0]).toEqual({
      periodBet: { code: 'required' },
      activeMembers: { code: 'integer' },
      periodProfitLoss: { code: 'not_loss' },
      rate: { code: 'decimals' },
    });
    expect(checkTiers('DAILY', [draft({ periodBet: 'x', rate: '101' })], daily).problems[0]).toEqual({
      periodBet: { code: 'number' },
      rate: { code: 'range', min: 0, max: 100 },
    });
    expect(checkTiers('DAILY', [draft({ periodBet: '-1', rate: '1' })], daily).problems[0]).toEqual({
      periodBet: { code: 'range', min: 0, max: 100_000_000_000 },
    });
  });

  it('sends a dividend threshold (empty: no condition) and the salary fields of the kind only', () => {
    const { tiers } = checkTiers(
      'DIVIDEND',
      [draft({ periodProfitLoss: '', rate: '20' }), draft({ periodBet: '50,000,000', activeMembers: '5', periodProfitLoss: '-5,000,000', rate: '25' })],
      { rate: 50 },
    );
    expect(tiers).toEqual([
      { periodBet: 0, activeMembers: 0, periodProfitLoss: 0, rate: 20 },
      { periodBet: 50_000_000, activeMembers: 5, periodProfitLoss: -5_000_000, rate: 25 },
    ]);
  });

  it('checks real-time loss rates like rates: not falling, within the ceiling; no active members sent', () => {
    const ceiling = { rate: 0.8, lossRate: 0.5 };
    const { problems } = checkTiers(
      'REALTIME',
      [
        draft({ rate: '0.5', lossRate: '0.3' }),
        draft({ periodBet: '30000', rate: '0.8', lossRate: '0.2' }),
        draft({ periodBet: '50000', rate: '0.8', lossRate: '0.6' }),
      ],
      ceiling,
    );
    expect(problems).toEqual([{}, { lossRate: { code: 'rate_below', n: 1, value: 0.3 } }, { lossRate: { code: 'above_ceiling', max: 0.5 } }]);
    const ok = checkTiers('REALTIME', [draft({ activeMembers: '9', rate: '0', lossRate: '0.3' })], ceiling);
    expect(ok.tiers).toEqual([{ periodBet: 0, activeMembers: 0, rate: 0, lossRate: 0.3 }]);
  });
});

describe('drafts', () => {
  it('edits a contract from its terms and adds a tier from the one before', () => {
    const drafts = draftsOf([{ periodBet: 0, activeMembers: 1, rate: 0.3, amount: 0 }]);
    expect(drafts).toEqual([{ periodBet: '0', activeMembers: '1', periodProfitLoss: '0', rate: '0.3', lossRate: '' }]);
    expect(nextDraft(drafts[0])).toEqual({ periodBet: '', activeMembers: '1', periodProfitLoss: '0', rate: '0.3', lossRate: '' });
    expect(nextDraft(undefined)).toEqual(firstDraft());
  });
});

describe('the top rates', () => {
  it('are the last tier’s', () => {
    expect(
      topRates([
        { rate: 0.5, lossRate: 0.3 },
        { rate: 0.8, lossRate: 0.5 },
      ]),
    ).toEqual({ rate: 0.8, lossRate: 0.5 });
    expect(topRates([{ rate: 0.3 }, { rate: 0.4 }])).toEqual({ rate: 0.4 });
  });
});

describe('tierEffect (the worked example of a tier)', () => {
  it('daily and hourly: the least the tier pays, at its own bets', () => {
    expect(tierEffect('DAILY', numbersOf(draft({ periodBet: '100,000,000', rate: '0.3' })))).toEqual({ kind: 'DAILY', bet: 100_000_000, amount: 300_000 });
    expect(tierEffect('HOURLY', numbersOf(draft({ periodBet: '1234567', rate: '0.05' })))).toEqual({ kind: 'HOURLY', bet: 1_234_567, amount: 617.28 });
  });

  it('dividend: on a loss of its threshold, or 10M when it asks for none', () => {
    expect(tierEffect('DIVIDEND', numbersOf(draft({ periodProfitLoss: '-50,000,000', rate: '25' })))).toEqual({
      kind: 'DIVIDEND',
      loss: 50_000_000,
      amount: 12_500_000,
    });
    expect(tierEffect('DIVIDEND', numbersOf(draft({ periodProfitLoss: '', rate: '20' })))).toEqual({ kind: 'DIVIDEND', loss: EXAMPLE_LOSS, amount: 2_000_000 });
  });

  it('real-time: a round won or lost of the larger of the stake threshold and 100 000', () => {
    expect(tierEffect('REALTIME', numbersOf(draft({ periodBet: '30000', rate: '0.8', lossRate: '0.5' })))).toEqual({
      kind: 'REALTIME',
      x: 100_000,
      profitWage: 800,
      lossWage: 500,
    });
    expect(tierEffect('REALTIME', numbersOf(draft({ periodBet: '250000', rate: '0.5', lossRate: '0.3' })))).toEqual({
      kind: 'REALTIME',
      x: 250_000,
      profitWage: 1250,
      lossWage: 750,
    });
  });

  it('none while the tier is not typed yet', () => {
    expect(tierEffect('DAILY', numbersOf(draft({ periodBet: '', rate: '0.3' })))).toBeNull();
    expect(tierEffect('DAILY', numbersOf(draft({ rate: '' })))).toBeNull();
    expect(tierEffect('REALTIME', numbersOf(draft({ rate: '0.3', lossRate: '' })))).toBeNull();
  });

  it('rounds half up to cents', () => {
    expect(round2(0.125)).toBe(0.13);
    expect(round2(617.2835)).toBe(617.28);
    expect(round2(1.005)).toBe(1.01);
  });
});

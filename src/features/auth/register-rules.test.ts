import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule } from '../../generated/wps/model';
import { ageOn, checkField, PATTERN_KINDS, ruleLimit } from './register-rules';

const rule = (patternId: number, over: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  enabled: true,
  required: false,
  minLength: 0,
  maxLength: 255,
  acceptedPattern: '*',
  patternId,
  ...over,
});

// Each pattern kind of spec section 5, one by one: values it accepts and values it refuses.
const CASES: Record<number, [accept: string[], refuse: string[]]> = {
  1: [['anything at all 你好 !'], []],
  2: [
    ['abc123', 'Z9'],
    ['1abc', 'ab_c', 'ab c'],
  ],
  3: [
    ['abc', '张三', 'Li张'],
    ['abc1', 'a b', 'ab!'],
  ],
  4: [
    ['a.b@example.com', 'x@y.vn'],
    ['a@b', 'a b@c.com', '@c.com', 'a@.com'],
  ],
  5: [
    ['abc123', 'ABC'],
    ['abc 123', '张三', 'a-b'],
  ],
  6: [
    ['abc123', '1a'],
    ['abcdef', '123456', 'abc 123'],
  ],
  7: [['0123456789'], ['12a', '1 2', '-1']],
  8: [
    ['Abc123', 'ABC'],
    ['abc123', 'Abc-123'],
  ],
  9: [
    ['John Smith', 'Ann'],
    ['John2', 'Jöhn', 'Ann-Marie'],
  ],
  10: [
    ['no_spaces!', 'a'],
    ['has space', 'tab\there'],
  ],
  11: [
    ['张三！', '你好@'],
    ['张三a', 'abc', '1'],
  ],
  12: [
    ['2000-02-29', '1999-12-31'],
    ['1999-02-29', '2000-13-01', '31-12-1999', '2000-1-1'],
  ],
  13: [
    ['12-31-1999', '02-29-2000'],
    ['1999-12-31', '13-01-2000', '02-30-2000'],
  ],
  14: [
    ['ab', 'Jo Ann'],
    ['a', 'a ', 'ab1'],
  ],
  15: [
    ['김민수', '한국어'],
    ['김민수a', 'abc', '김 민수'],
  ],
  16: [['สวัสดี'], ['สวัสดี a', 'abc', 'สวัสดี1']],
  17: [
    ['สวัสดี John', 'Hello'],
    ['Hello1', 'こんにちは'],
  ],
  18: [
    ['JOHN SMITH', 'A'],
    ['John', 'JOHN1'],
  ],
  19: [
    ['Abc123!@#', 'a.b-c'],
    ['abc 123', '张三', 'ab\tc'],
  ],
};

describe('the nineteen pattern kinds', () => {
  it('are all defined', () => {
    expect(
      Object.keys(PATTERN_KINDS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  for (const [id, [accept, refuse]] of Object.entries(CASES)) {
    it(`kind ${id} (${PATTERN_KINDS[Number(id)]!.name})`, () => {
      for (const value of accept) expect(checkField(value, rule(Number(id))), `${value} should pass`).toBeNull();
      for (const value of refuse) expect(checkField(value, rule(Number(id))), `${value} should fail`).toEqual({ key: `reg_pattern_${id}`, limit: '0-255' });
    });
  }
});

describe('checkField', () => {
  it('asks for a required value with not_empty, and lets an optional empty one pass', () => {
    expect(checkField('  ', rule(2, { required: true }))).toEqual({ key: 'not_empty' });
    expect(checkField('', rule(2))).toBeNull();
    expect(checkField('', rule(7), { alwaysRequired: true })).toEqual({ key: 'not_empty' });
  });

  it('checks the length range and fills the limits, one number when min equals max', () => {
    expect(checkField('ab1', rule(2, { minLength: 6, maxLength: 16 }))).toEqual({ key: 'reg_pattern_2', limit: '6-16' });
    expect(checkField('12345', rule(7, { minLength: 6, maxLength: 6 }))).toEqual({ key: 'reg_pattern_7', limit: '6' });
    expect(checkField('123456', rule(7, { minLength: 6, maxLength: 6 }))).toBeNull();
    expect(ruleLimit({ minLength: 4, maxLength: 4 })).toBe('4');
  });

  it("applies the server's accepted pattern too, and treats * as anything", () => {
    expect(checkField('abc', rule(1, { acceptedPattern: '^[a-c]+$' }))).toBeNull();
    expect(checkField('abd', rule(1, { acceptedPattern: '^[a-c]+$' }))).toEqual({ key: 'reg_pattern_1', limit: '0-255' });
    expect(checkField('x y', rule(1, { acceptedPattern: '*' }))).toBeNull();
  });

  it('lets the verification code run to 255 characters whatever the rule says', () => {
    expect(checkField('1'.repeat(200), rule(1, { maxLength: 6 }), { alwaysRequired: true, maxLength: 255 })).toBeNull();
  });
});

describe('ageOn', () => {
  it('counts whole years, refusing a day short of a birthday', () => {
    const today = new Date(2026, 10, 21);
    expect(ageOn('2008-11-21', today)).toBe(18);
    expect(ageOn('2008-11-22', today)).toBe(17);
    expect(ageOn('not a date', today)).toBeNull();
    expect(ageOn('2008-02-30', today)).toBeNull();
  });
});

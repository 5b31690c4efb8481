import { describe, expect, it } from 'vitest';
import { countWords } from './words';

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('My deposit of 500,000 ₫ has not arrived.')).toBe(8);
    expect(countWords('  line one\nline\ttwo  ')).toBe(4);
  });

  it('counts each Chinese, Japanese, Korean, Thai, Lao, Khmer or Burmese character as a word', () => {
    expect(countWords('客服回复很慢')).toBe(6);
    expect(countWords('入金が届きません')).toBe(8);
    expect(countWords('입금')).toBe(2);
    expect(countWords('ฝาก')).toBe(3);
    expect(countWords('ເງິນ')).toBe(4);
    expect(countWords('ប្រាក់')).toBe(6);
    expect(countWords('ငွေ')).toBe(3);
  });

  it('splits mixed text at the script boundary', () => {
    expect(countWords('VIP客服 slow')).toBe(4);
    expect(countWords('Round 30500-7781 卡住')).toBe(4);
  });
});

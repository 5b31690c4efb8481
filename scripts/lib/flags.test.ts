import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { flagDir, flagSvg, LANGUAGE_FLAGS } from './flags';

describe('language flags', () => {
  it('has a flag for every language the site offers, and only for those', () => {
    expect(Object.keys(LANGUAGE_FLAGS).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    for (const code of Object.keys(LANGUAGE_FLAGS)) expect(flagSvg(code), code).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('names the folder by the flags it holds', () => {
    expect(flagDir()).toMatch(/^assets\/flags-[0-9a-f]{10}\/$/);
    expect(flagDir()).toBe(flagDir());
    expect(flagSvg('XX')).toBeUndefined();
  });
});

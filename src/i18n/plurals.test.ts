import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from './index';

// i18next picks each language's plural form (Intl.PluralRules) from the keys the locale files
// have for it (locales.test.ts checks every form is there).
beforeAll(async () => {
  await initI18n();
});

const hint = (count: number) => i18n.t('upload.hint', { count });

describe('plural texts', () => {
  it('English: one image, three images', async () => {
    await changeLanguage('EN');
    expect(hint(1)).toBe('PNG or JPG, at most 5 MB, one image.');
    expect(hint(3)).toBe('PNG or JPG, at most 5 MB each, up to 3 images.');
  });

  it('Russian: one, few and many', async () => {
    await changeLanguage('RU');
    expect(hint(1)).toContain('не больше 1 изображения');
    expect(hint(3)).toContain('не больше 3 изображений');
    expect(hint(5)).toContain('не больше 5 изображений');
  });

  it('Arabic: all six forms', async () => {
    await changeLanguage('AR');
    const forms = [0, 1, 2, 3, 11, 100].map(hint);
    expect(new Set(forms).size).toBe(6);
    expect(forms[1]).toContain('صورة واحدة');
    expect(forms[2]).toContain('صورتين');
    expect(forms[3]).toContain('3 صور');
    expect(forms[4]).toContain('11 صورة');
  });

  it('Japanese: one form for every count', async () => {
    await changeLanguage('JA');
    expect(hint(1)).toBe(hint(3).replace('3', '1'));
  });
});

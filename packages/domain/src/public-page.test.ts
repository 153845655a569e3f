import { describe, expect, it } from 'vitest';
import { numberedSlug, publicPagePath, SLUG_MAX_LENGTH, slugFromName, slugProblem } from './public-page';

describe('slugProblem', () => {
  it('takes lowercase words of letters and digits joined by single hyphens', () => {
    for (const slug of ['osteria-da-mario', 'bar42', '4-mori', 'abc', 'a'.repeat(SLUG_MAX_LENGTH)])
      expect(slugProblem(slug), slug).toBeNull();
  });

  it('refuses look-alikes, path tricks, control characters, capitals and stray hyphens', () => {
    for (const slug of [
      'оsteria', // a Cyrillic о
      'caffè',
      'Osteria',
      '..',
      '../admin',
      'a%2fb',
      'a/b',
      'osteria\u0000',
      'bar\tone',
      '-bar',
      'bar-',
      'bar--one',
      'bar one',
      'ｂａｒ', // fullwidth letters
    ])
      expect(slugProblem(slug), JSON.stringify(slug)).toBe('characters');
  });

  it('names the length problems and the reserved words', () => {
    expect(slugProblem('')).toBe('empty');
    expect(slugProblem('ab')).toBe('too_short');
    expect(slugProblem('a'.repeat(1000))).toBe('too_long');
    expect(slugProblem('admin')).toBe('reserved');
    expect(slugProblem('sitemap')).toBe('reserved');
  });
});

describe('slugFromName', () => {
  it('drops accents and joins the words with hyphens', () => {
    expect(slugFromName('Caffè Šport')).toBe('caffe-sport');
    expect(slugFromName("  L'Osteria   di Mario!  ")).toBe('l-osteria-di-mario');
    expect(slugFromName('Weißbier Stube')).toBe('weissbier-stube');
  });

  it('gives nothing for a name with nothing usable, or a reserved word', () => {
    expect(slugFromName('東京')).toBeNull();
    expect(slugFromName('Admin')).toBeNull();
    expect(slugFromName('!!')).toBeNull();
  });

  it('cuts a long name at the maximum length, without a trailing hyphen', () => {
    const slug = slugFromName(`${'a'.repeat(59)} bar`);
    expect(slug).toBe('a'.repeat(59));
  });
});

describe('numberedSlug and publicPagePath', () => {
  it('numbers a slug within the maximum length', () => {
    expect(numberedSlug('osteria', 2)).toBe('osteria-2');
    const long = numberedSlug('a'.repeat(SLUG_MAX_LENGTH), 12);
    expect(long).toHaveLength(SLUG_MAX_LENGTH);
    expect(long.endsWith('-12')).toBe(true);
    expect(slugProblem(long)).toBeNull();
  });

  it('writes the page and menu paths', () => {
    expect(publicPagePath('osteria')).toBe('/m/osteria');
    expect(publicPagePath('osteria', 7)).toBe('/m/osteria/7');
  });
});

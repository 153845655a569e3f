/**
 * Which of a tall line's readings is kept (ocr-headings.ts): the one whose words look least like
 * fragments of garbled letters. The readings are the corpus's, OCR'd from its clean pages.
 */
import { describe, expect, it } from 'vitest';
import { fragments } from './ocr-headings.ts';

describe('fragments of a reading', () => {
  it('counts lone letters that are no word, brackets left open inside words, digits and capitals among letters', () => {
    expect(fragments('CLA RY J cos - Classics')).toBe(1);
    // I and A are words (Italian, Spanish); N, L and C are not
    expect(fragments('AY I N A L C OH OL - Alcohol-free')).toBe(3);
    expect(fragments('(Olásicos')).toBe(1);
    expect(fragments('C)erspeisen')).toBe(1);
    expect(fragments('Prtoc3s')).toBe(1);
    expect(fragments('cOs')).toBe(1);
  });

  it('finds none in a heading read right, its translation and its one-letter words', () => {
    expect(fragments('CLÁSICOS - Classics')).toBe(0);
    expect(fragments('SIN ALCOHOL - Alcohol-free')).toBe(0);
    expect(fragments('Vini e birre')).toBe(0);
    expect(fragments('Tapas y raciones')).toBe(0);
    expect(fragments('Bières (pression)')).toBe(0);
    expect(fragments('Desserts & café · Dolci')).toBe(0);
  });
});

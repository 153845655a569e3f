import { describe, expect, it } from 'vitest';
import { contrastRatio, mutedColor, parseColor, readableColor, readableTextOn } from './color';

describe('contrast ratio', () => {
  it('follows WCAG: black on white is 21, a colour on itself is 1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // the classic reference: #767676 on white is just above AA
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('reads #rgb, #rrggbb(aa) and rgb(), and nothing else', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#C4500C')).toEqual([196, 80, 12]);
    expect(parseColor('#c4500c80')).toEqual([196, 80, 12]);
    expect(parseColor('rgb(20, 20, 20)')).toEqual([20, 20, 20]);
    expect(parseColor('tomato')).toBeNull();
    expect(contrastRatio('tomato', '#ffffff')).toBeNull();
  });
});

describe('readable colours', () => {
  it('writes text in black or white, whichever contrasts more with the colour under it', () => {
    expect(readableTextOn('#facc15')).toBe('#000000');
    expect(readableTextOn('#166534')).toBe('#ffffff');
    expect(readableTextOn('#fff')).toBe('#000000');
    expect(readableTextOn('rgb(20, 20, 20)')).toBe('#ffffff');
    for (const colour of ['#facc15', '#166534', '#ef4444', '#3b82f6', '#a3e635'])
      expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('moves a colour too weak on its background towards black or white, and keeps readable ones', () => {
    expect(readableColor('#1f2937', '#ffffff')).toBe('#1f2937');
    const pale = readableColor('#bbbbbb', '#ffffff');
    expect(contrastRatio(pale, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(pale).not.toBe('#000000');
    const dim = readableColor('#444444', '#111111');
    expect(contrastRatio(dim, '#111111')).toBeGreaterThanOrEqual(4.5);
    expect(readableColor('tomato', '#ffffff')).toBe('tomato');
  });

  it('reaches a minimum other than AA text when asked (3:1 for the borders of controls)', () => {
    const border = readableColor('#dee2e6', '#ffffff', 3);
    expect(contrastRatio(border, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(border, '#ffffff')).toBeLessThan(4.5);
  });

  it('dims text towards the background only as far as AA contrast allows', () => {
    for (const [text, background] of [
      ['#1f2937', '#ffffff'],
      ['#f5f5f4', '#111827'],
      ['#fde68a', '#1c1917'],
    ] as const) {
      const muted = mutedColor(text, background);
      expect(muted).not.toBe(text);
      expect(contrastRatio(muted, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(muted, background)).toBeLessThan(contrastRatio(text, background) ?? 0);
    }
    // already at the minimum: no room to dim
    const weakest = readableColor('#bbbbbb', '#ffffff');
    expect(contrastRatio(mutedColor(weakest, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(mutedColor('tomato', '#ffffff')).toBe('tomato');
  });
});

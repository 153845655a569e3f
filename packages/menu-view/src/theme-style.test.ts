import { describe, expect, it } from 'vitest';
import { lightTheme } from './fixtures';
import { contrastRatio, cssUrl, mutedColor, readableColor, readableTextOn, themeStyle } from './theme-style';

describe('theme style', () => {
  it('writes label text in black or white, whichever contrasts more with the label colour', () => {
    expect(readableTextOn('#facc15')).toBe('#000000');
    expect(readableTextOn('#166534')).toBe('#ffffff');
    expect(readableTextOn('#fff')).toBe('#000000');
    expect(readableTextOn('rgb(20, 20, 20)')).toBe('#ffffff');
    for (const colour of ['#facc15', '#166534', '#ef4444', '#3b82f6', '#a3e635'])
      expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('tomato', '#ffffff')).toBeNull();
  });

  it('keeps a background image address inside its quotes', () => {
    expect(cssUrl('https://cdn.example/a b.jpg')).toBe('url("https://cdn.example/a b.jpg")');
    expect(cssUrl('x.jpg"); background: red; ("')).toBe('url("x.jpg%22); background: red; (%22")');
  });

  it("sets the font stack of the theme's font, the system's for a name it does not know", () => {
    expect(themeStyle({ ...lightTheme, font: 'Serif' })['--tv-font' as 'color']).toMatch(
      /^Georgia, .*serif$/,
    );
    expect(themeStyle({ ...lightTheme, font: 'x"; color: red' })['--tv-font' as 'color']).toMatch(
      /^system-ui, /,
    );
  });

  it('sets the background image only when the theme has one', () => {
    expect(themeStyle(lightTheme)).toMatchObject({ '--tv-background-image': 'none', '--tv-main': '#9a3412' });
    expect(themeStyle({ ...lightTheme, backgroundImage: '/bg.png' })).toMatchObject({
      '--tv-background-image': 'url("/bg.png")',
    });
  });

  it('dims out-of-stock text towards the background only as far as AA contrast allows', () => {
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
    const style = themeStyle({ ...lightTheme, text: '#fff0e0' });
    expect(
      contrastRatio(style['--tv-text-muted' as 'color'] as string, lightTheme.background),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('corrects text too weak on its background towards black or white, and keeps readable colours', () => {
    expect(readableColor('#1f2937', '#ffffff')).toBe('#1f2937');
    const pale = readableColor('#bbbbbb', '#ffffff');
    expect(contrastRatio(pale, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(pale).not.toBe('#000000');
    const dim = readableColor('#444444', '#111111');
    expect(contrastRatio(dim, '#111111')).toBeGreaterThanOrEqual(4.5);
    expect(readableColor('tomato', '#ffffff')).toBe('tomato');
    const style = themeStyle({
      ...lightTheme,
      text: '#fff0e0',
      tabText: '#a0a0a0',
      tabBackground: '#909090',
    });
    expect(
      contrastRatio(style['--tv-text' as 'color'] as string, lightTheme.background),
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style['--tv-tab-text' as 'color'] as string, '#909090')).toBeGreaterThanOrEqual(4.5);
  });
});

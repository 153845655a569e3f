import { contrastRatio } from '@tavola/domain/color';
import { describe, expect, it } from 'vitest';
import { lightTheme } from './fixtures';
import { cssUrl, themeStyle } from './theme-style';

const variable = (style: ReturnType<typeof themeStyle>, name: string) => style[name as 'color'] as string;

describe('theme style', () => {
  it('keeps a background image address inside its quotes', () => {
    expect(cssUrl('https://cdn.example/a b.jpg')).toBe('url("https://cdn.example/a b.jpg")');
    expect(cssUrl('x.jpg"); background: red; ("')).toBe('url("x.jpg%22); background: red; (%22")');
  });

  it("sets the font stack of the theme's font, the system's for a name it does not know", () => {
    expect(variable(themeStyle({ ...lightTheme, font: 'Serif' }), '--tv-font')).toMatch(/^Georgia, .*serif$/);
    expect(variable(themeStyle({ ...lightTheme, font: 'x"; color: red' }), '--tv-font')).toMatch(
      /^system-ui, /,
    );
  });

  it('sets the background image only when the theme has one', () => {
    expect(themeStyle(lightTheme)).toMatchObject({ '--tv-background-image': 'none', '--tv-main': '#9a3412' });
    expect(themeStyle({ ...lightTheme, backgroundImage: '/bg.png' })).toMatchObject({
      '--tv-background-image': 'url("/bg.png")',
    });
  });

  it('dims out-of-stock text only as far as AA contrast allows, even for a weak theme text', () => {
    const style = themeStyle({ ...lightTheme, text: '#fff0e0' });
    const muted = variable(style, '--tv-text-muted');
    expect(contrastRatio(muted, lightTheme.background)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(variable(themeStyle(lightTheme), '--tv-text-muted'), lightTheme.background),
    ).toBeLessThan(contrastRatio(lightTheme.text, lightTheme.background) ?? 0);
  });

  it('corrects text, tab text and label text too weak on their backgrounds', () => {
    const style = themeStyle({
      ...lightTheme,
      text: '#fff0e0',
      tabText: '#a0a0a0',
      tabBackground: '#909090',
      bestSellerLabelColor: '#facc15',
    });
    expect(contrastRatio(variable(style, '--tv-text'), lightTheme.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable(style, '--tv-tab-text'), '#909090')).toBeGreaterThanOrEqual(4.5);
    expect(variable(style, '--tv-bestseller-text')).toBe('#000000');
    expect(variable(themeStyle(lightTheme), '--tv-text')).toBe(lightTheme.text);
  });
});

import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from './color';
import {
  isThemeColor,
  isThemeFont,
  lowContrastPairs,
  PREDEFINED_THEMES,
  predefinedTheme,
  THEME_COLOR_FIELDS,
  THEME_CONTRAST_PAIRS,
  themeFontStack,
} from './themes';

describe('theme colours', () => {
  it('are #RRGGBB only', () => {
    expect(isThemeColor('#a1B2c3')).toBe(true);
    expect(isThemeColor('#abc')).toBe(false);
    expect(isThemeColor('red')).toBe(false);
  });
});

describe('predefined themes', () => {
  it('are at least six, light and dark, with unique keys and names', () => {
    expect(PREDEFINED_THEMES.length).toBeGreaterThanOrEqual(6);
    expect(PREDEFINED_THEMES.some((theme) => theme.tone === 'light')).toBe(true);
    expect(PREDEFINED_THEMES.filter((theme) => theme.tone === 'dark').length).toBeGreaterThanOrEqual(2);
    expect(new Set(PREDEFINED_THEMES.map((theme) => theme.key)).size).toBe(PREDEFINED_THEMES.length);
    expect(new Set(PREDEFINED_THEMES.map((theme) => theme.name)).size).toBe(PREDEFINED_THEMES.length);
    expect(predefinedTheme('night-dark')?.name).toBe('Night');
  });

  it.each(PREDEFINED_THEMES.map((theme) => [theme.key, theme] as const))(
    '%s fills every theme field with a #RRGGBB colour and a known font',
    (_key, theme) => {
      for (const field of THEME_COLOR_FIELDS) expect(isThemeColor(theme[field]), field).toBe(true);
      expect(isThemeFont(theme.font)).toBe(true);
      expect(theme.name.length).toBeGreaterThan(0);
      expect(theme.backgroundImage).toBeNull();
    },
  );

  it.each(PREDEFINED_THEMES.map((theme) => [theme.key, theme] as const))(
    '%s is readable: every pair the view draws reaches 4.5:1',
    (_key, theme) => {
      for (const [name, foreground, background] of THEME_CONTRAST_PAIRS) {
        const back = background === 'white' ? '#FFFFFF' : theme[background];
        expect(contrastRatio(theme[foreground], back), name).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
      expect(lowContrastPairs(theme)).toEqual([]);
    },
  );

  it('dark themes really are dark and light ones light', () => {
    for (const theme of PREDEFINED_THEMES) {
      const againstWhite = contrastRatio(theme.background, '#FFFFFF');
      if (theme.tone === 'dark') expect(againstWhite, theme.key).toBeGreaterThan(10);
      else expect(againstWhite, theme.key).toBeLessThan(1.2);
    }
  });

  it('names the pairs a poor custom theme fails', () => {
    const [classic] = PREDEFINED_THEMES;
    if (!classic) throw new Error('no predefined theme');
    const poor = { ...classic, text: '#EEEEEE', tabText: '#C2410C' };
    expect(lowContrastPairs(poor)).toEqual(['text on background', 'tab text on tab background']);
  });
});

describe('fonts', () => {
  it('give a CSS stack for each name, the system stack for an unknown one', () => {
    expect(themeFontStack('Barlow')).toMatch(/^Barlow,/);
    expect(themeFontStack('Comic Sans')).toBe(themeFontStack('System'));
    expect(isThemeFont('toString')).toBe(false);
  });
});

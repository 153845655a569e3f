import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { AUTH_CARD_MAX_WIDTH, HEADER_HEIGHT, tavolaPalette } from './tokens';

describe('Tavola theme', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);

  it('uses the orange Tavola palette as primary colour', () => {
    expect(merged.primaryColor).toBe('tavola');
    expect(merged.colors.tavola).toHaveLength(10);
    expect(merged.colors.tavola).toEqual([...tavolaPalette]);
  });

  it('rounds corners by 8px by default', () => {
    expect(merged.defaultRadius).toBe('md');
    expect(merged.radius.md).toBe('8px');
  });

  it('sets Public Sans for text and Barlow for headings', () => {
    expect(merged.fontFamily).toMatch(/^'Public Sans'/);
    expect(merged.headings.fontFamily).toMatch(/^Barlow/);
  });

  it('exposes the layout sizes of the spec', () => {
    expect(HEADER_HEIGHT).toEqual({ base: 64, sm: 80 });
    expect(AUTH_CARD_MAX_WIDTH).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { translatedText } from './translation';

describe('translatedText', () => {
  it('uses a translation made for the current text', () => {
    expect(translatedText('Pane', 'Pane', 'Bread')).toBe('Bread');
    expect(translatedText('Pane', undefined, 'Bread')).toBe('Bread');
    expect(translatedText('Pane', null, 'Bread')).toBe('Bread');
  });

  it('keeps the original when the translation is missing or blank', () => {
    expect(translatedText('Pane', 'Pane', null)).toBe('Pane');
    expect(translatedText('Pane', 'Pane', undefined)).toBe('Pane');
    expect(translatedText('Pane', 'Pane', '  ')).toBe('Pane');
  });

  it('keeps the original when the owner changed the text since (stale translation)', () => {
    expect(translatedText('Pane caldo', 'Pane', 'Bread')).toBe('Pane caldo');
  });

  it('shows nothing where the original has no text', () => {
    expect(translatedText(null, null, 'Bread')).toBeNull();
  });
});

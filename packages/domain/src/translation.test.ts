import { describe, expect, it } from 'vitest';
import { isOutdated, translatedText } from './translation';

describe('translatedText', () => {
  it('shows a translation that is not blank', () => {
    expect(translatedText('Pane', 'Bread')).toBe('Bread');
  });

  it('keeps the original when the translation is missing or blank', () => {
    expect(translatedText('Pane', null)).toBe('Pane');
    expect(translatedText('Pane', undefined)).toBe('Pane');
    expect(translatedText('Pane', '  ')).toBe('Pane');
  });

  it('keeps the original in place of a machine draft nobody accepted', () => {
    expect(translatedText('Pane', 'Bread', true)).toBe('Pane');
  });

  it('shows nothing where the original has no text', () => {
    expect(translatedText(null, 'Bread')).toBeNull();
  });
});

describe('isOutdated', () => {
  it('is outdated when the original changed after the translation was made', () => {
    expect(isOutdated('Pane caldo', 'Pane', 'Bread')).toBe(true);
    expect(isOutdated(null, 'Pane', 'Bread')).toBe(true);
  });

  it('is current when made from the text as it is, or when the original is unknown', () => {
    expect(isOutdated('Pane', 'Pane', 'Bread')).toBe(false);
    expect(isOutdated('Pane', null, 'Bread')).toBe(false);
    expect(isOutdated('Pane', undefined, 'Bread')).toBe(false);
  });

  it('a missing translation is never outdated', () => {
    expect(isOutdated('Pane caldo', 'Pane', null)).toBe(false);
    expect(isOutdated('Pane caldo', 'Pane', ' ')).toBe(false);
  });
});

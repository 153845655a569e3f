import { describe, expect, it } from 'vitest';
import { isOutdated, translatedText, validateTranslatedText } from './translation';

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

describe('validateTranslatedText', () => {
  it('keeps translated names to 100 characters and other texts to 254', () => {
    expect(validateTranslatedText('name', 'x'.repeat(100))).toBeNull();
    expect(validateTranslatedText('name', 'x'.repeat(101))?.id).toBe('validation.translation.nameTooLong');
    expect(validateTranslatedText('description', 'x'.repeat(254))).toBeNull();
    expect(validateTranslatedText('ingredients', 'x'.repeat(255))?.id).toBe(
      'validation.translation.textTooLong',
    );
  });

  it('refuses control characters but not tabs and line breaks', () => {
    expect(validateTranslatedText('name', 'Pa\u0000ne')?.id).toBe('validation.text.controlCharacters');
    expect(validateTranslatedText('description', 'a\u001bb')?.id).toBe('validation.text.controlCharacters');
    expect(validateTranslatedText('description', 'line one\nline two\tend')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  DELETE_CONFIRMATION_WORDS,
  deleteConfirmationWord,
  isDeleteConfirmed,
  isDeleteConfirmedInAnyLanguage,
  validateDeleteConfirmation,
} from './delete-confirmation';
import { SUPPORTED_LANGUAGES } from './languages';
import { messages } from './messages';

describe('delete confirmation', () => {
  it('has a word for every supported language', () => {
    expect(DELETE_CONFIRMATION_WORDS).toEqual({ en: 'delete', it: 'elimina' });
    for (const language of SUPPORTED_LANGUAGES) expect(DELETE_CONFIRMATION_WORDS[language]).toBeTruthy();
  });

  it('confirms with "delete" in English, trimmed and in any case', () => {
    expect(isDeleteConfirmed('delete', 'en')).toBe(true);
    expect(isDeleteConfirmed('  DELETE ', 'en')).toBe(true);
    expect(isDeleteConfirmed('Delete', 'en')).toBe(true);
    expect(isDeleteConfirmed('elimina', 'en')).toBe(false);
    expect(isDeleteConfirmed('delet', 'en')).toBe(false);
    expect(isDeleteConfirmed('de lete', 'en')).toBe(false);
  });

  it('confirms with "elimina" in Italian, trimmed and in any case', () => {
    expect(isDeleteConfirmed('elimina', 'it')).toBe(true);
    expect(isDeleteConfirmed(' Elimina  ', 'it')).toBe(true);
    expect(isDeleteConfirmed('ELIMINA', 'it')).toBe(true);
    expect(isDeleteConfirmed('delete', 'it')).toBe(false);
  });

  it('rejects empty and missing input', () => {
    expect(isDeleteConfirmed('', 'en')).toBe(false);
    expect(isDeleteConfirmed(null, 'it')).toBe(false);
    expect(isDeleteConfirmed(undefined, 'en')).toBe(false);
  });

  it('falls back to the English word for an unsupported language', () => {
    expect(deleteConfirmationWord('fr')).toBe('delete');
    expect(isDeleteConfirmed('delete', 'fr')).toBe(true);
  });

  it('accepts any supported word when the language is unknown', () => {
    expect(isDeleteConfirmedInAnyLanguage(' Delete')).toBe(true);
    expect(isDeleteConfirmedInAnyLanguage('ELIMINA')).toBe(true);
    expect(isDeleteConfirmedInAnyLanguage('supprimer')).toBe(false);
    expect(isDeleteConfirmedInAnyLanguage(null)).toBe(false);
  });

  it('gives the mismatch message until the word is typed', () => {
    expect(validateDeleteConfirmation('delete', 'en')).toBeNull();
    expect(validateDeleteConfirmation('elimina', 'it')).toBeNull();
    expect(validateDeleteConfirmation('yes', 'en')).toBe(messages.deleteConfirmationMismatch);
    expect(messages.deleteConfirmationMismatch.message).toContain('"delete"');
  });
});

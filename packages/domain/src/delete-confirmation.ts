/**
 * Destructive actions (deleting a menu, requesting account deletion) ask the user to type the
 * word for "delete" in the interface language.
 */
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language, SUPPORTED_LANGUAGES } from './languages';
import { type Message, messages } from './messages';

export const DELETE_CONFIRMATION_WORDS: Readonly<Record<Language, string>> = { en: 'delete', it: 'elimina' };

/** The word to type; an unsupported language falls back to the default language's word. */
export function deleteConfirmationWord(language: string): string {
  return DELETE_CONFIRMATION_WORDS[isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE];
}

function matches(typed: string, word: string): boolean {
  return typed.trim().toLocaleLowerCase() === word.toLocaleLowerCase();
}

/** Trimmed and case-insensitive: " Delete " confirms in English, "ELIMINA" in Italian. */
export function isDeleteConfirmed(typed: string | null | undefined, language: string): boolean {
  return typeof typed === 'string' && matches(typed, deleteConfirmationWord(language));
}

/**
 * For the server, which may not know the language the interface showed: the user's stored
 * language can lag behind a language switch, and any supported word shows the same intent.
 */
export function isDeleteConfirmedInAnyLanguage(typed: string | null | undefined): boolean {
  return (
    typeof typed === 'string' &&
    SUPPORTED_LANGUAGES.some((language) => matches(typed, DELETE_CONFIRMATION_WORDS[language]))
  );
}

export function validateDeleteConfirmation(
  typed: string | null | undefined,
  language: string,
): Message | null {
  return isDeleteConfirmed(typed, language) ? null : messages.deleteConfirmationMismatch;
}

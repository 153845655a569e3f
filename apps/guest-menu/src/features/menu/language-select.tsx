import { type AppTexts, fill } from '../../lib/catalogs';
import { languageName } from '../../lib/language';

type SelectTexts = Pick<AppTexts, 'language' | 'original' | 'originalLanguage'>;

export interface LanguageOption {
  /** what choosing it asks for: a language code, or "original" */
  value: string;
  label: string;
  /** the language of the label, so that a screen reader reads "Deutsch" as German */
  lang?: string;
}

/**
 * The original first, then each translation, every language once and named in itself.
 *
 * When the menu says which language its originals are in, the original is named by it ("Italiano
 * (original)": "Original" alone tells a guest nothing about whether they can read it) and choosing
 * it asks for that language. So the choice is remembered as a language, like any other: the next
 * menu shows Italian whether Italian is its original or a translation, and on this menu `?lang=it`
 * reads the originals (the server answers the originals for a language the menu does not offer).
 * Without a known source (a copy saved before menus carried it) it stays "Original".
 */
export function languageOptions(
  languages: readonly string[],
  sourceLanguage: string | null,
  texts: Pick<SelectTexts, 'original' | 'originalLanguage'>,
): LanguageOption[] {
  const original: LanguageOption = sourceLanguage
    ? {
        value: sourceLanguage,
        label: fill(texts.originalLanguage, { language: languageName(sourceLanguage) }),
        lang: sourceLanguage,
      }
    : { value: 'original', label: texts.original };
  const translations = [...new Set(languages)]
    .filter((code) => code !== sourceLanguage)
    .map((code) => ({ value: code, label: languageName(code), lang: code }));
  return [original, ...translations];
}

/** The language select of the menu's header; nothing when the menu has only its original. */
export function LanguageSelect({
  languages,
  sourceLanguage,
  language,
  texts,
  onChange,
}: {
  languages: readonly string[];
  /** the language of the owner's texts, null when unknown */
  sourceLanguage: string | null;
  /** the language shown, null for the original */
  language: string | null;
  texts: SelectTexts;
  onChange: (choice: string) => void;
}) {
  const [original, ...translations] = languageOptions(languages, sourceLanguage, texts);
  if (!original || translations.length === 0) return null;
  const shown = translations.find((option) => option.value === language);
  const value = shown ? shown.value : original.value;
  return (
    <label className="control">
      <span className="visually-hidden">{texts.language}</span>
      <svg className="control-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.6C8.8 5.6 8.4 6.8 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1-2.3 1.3-3.6h3a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
        />
      </svg>
      <select className="control-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {[original, ...translations].map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

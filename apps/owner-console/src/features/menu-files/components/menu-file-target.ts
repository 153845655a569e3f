/** What the menu file actions need to know of a menu (a list entry or a full menu gives it). */
export interface MenuFileTarget {
  id: number;
  name: string;
  /** the language the menu's own texts are written in */
  sourceLanguage: string;
  /** languages with at least one accepted translated text */
  languages: readonly string[];
}

import type { Menu } from '@tavola/domain/entities';

const hasText = (text: string | null | undefined) => Boolean(text?.trim());

/**
 * The languages a full menu has at least one accepted translated text in: the same rule as the list's
 * `MenuListEntry.languages` (machine drafts not reviewed yet do not count, guests never see them), so
 * the menu's page offers the PDF in the same languages as its row in the list.
 */
export function acceptedLanguagesOf(menu: Pick<Menu, 'translations' | 'sections'>): string[] {
  const languages = new Set<string>();
  for (const translation of Object.values(menu.translations))
    if (!translation.machineDraft && hasText(translation.translatedName)) languages.add(translation.language);
  for (const section of menu.sections) {
    for (const translation of Object.values(section.translations))
      if (!translation.machineDraft && hasText(translation.translatedName))
        languages.add(translation.language);
    for (const item of section.items)
      for (const translation of Object.values(item.translations)) {
        const drafts = new Set<string>(translation.machineDraftFields);
        const accepted =
          (hasText(translation.translatedName) && !drafts.has('name')) ||
          (hasText(translation.translatedDescription) && !drafts.has('description')) ||
          (hasText(translation.translatedIngredients) && !drafts.has('ingredients'));
        if (accepted) languages.add(translation.language);
      }
  }
  return [...languages].sort();
}

/**
 * The translation editor's view of a menu in one language (the contract's TranslationSheet): every
 * translatable text in menu order with its original, its translation and their state. Built from
 * the full menu (menus/queries.ts findFullMenu), so the editor, the guests' read and the PDF all
 * see the same stored translations.
 */
import type { components } from '@tavola/api/schema';
import type { ItemTextField } from '@tavola/domain/translation';
import type { FullMenu } from '#modules/menus/queries.ts';

type Schemas = components['schemas'];
export type TranslationSheet = Schemas['TranslationSheet'];
export type TranslationText = Schemas['TranslationText'];
export type TranslationTarget = Schemas['TranslationTarget'];

/** What identifies a text across the sheet, the save body and the stored rows. */
export const textKey = (kind: TranslationTarget, id: number, field: ItemTextField) =>
  `${kind}:${id}:${field}`;

type OptionEntry = Pick<Schemas['ItemOption'], 'id' | 'name' | 'translations'>;

/** An option group's or an option's name with its translation, as the sheet lists it. */
function optionText(
  kind: 'option-group' | 'option',
  entry: OptionEntry,
  language: string,
  owner: { sectionId: number; itemId: number; optionGroupId: number; hidden: boolean },
): TranslationText {
  const translation = entry.translations[language];
  return {
    kind,
    id: entry.id,
    sectionId: owner.sectionId,
    itemId: owner.itemId,
    optionGroupId: owner.optionGroupId,
    field: 'name',
    original: entry.name,
    translation: translation?.translatedName ?? null,
    translatedFrom: translation ? translation.originalName : null,
    outdated: translation?.outdated ?? false,
    machineDraft: translation?.machineDraft ?? false,
    hidden: owner.hidden,
  };
}

/**
 * The texts to translate, in menu order: the menu's name, then each section's name followed by its
 * items' names (when their name translation is on), descriptions and ingredients, each item's then
 * followed by its option groups' names, each group's by its options' names. Texts whose original
 * is empty have nothing to translate and are left out.
 */
export function translationTexts(menu: FullMenu, language: string): TranslationText[] {
  const texts: TranslationText[] = [];
  const menuTranslation = menu.translations[language];
  texts.push({
    kind: 'menu',
    id: menu.id,
    sectionId: null,
    field: 'name',
    original: menu.name,
    translation: menuTranslation?.translatedName ?? null,
    translatedFrom: menuTranslation ? menuTranslation.originalName : null,
    outdated: menuTranslation?.outdated ?? false,
    machineDraft: menuTranslation?.machineDraft ?? false,
    hidden: false,
  });
  for (const section of menu.sections) {
    const sectionTranslation = section.translations[language];
    texts.push({
      kind: 'section',
      id: section.id,
      sectionId: section.id,
      field: 'name',
      original: section.name,
      translation: sectionTranslation?.translatedName ?? null,
      translatedFrom: sectionTranslation ? sectionTranslation.originalName : null,
      outdated: sectionTranslation?.outdated ?? false,
      machineDraft: sectionTranslation?.machineDraft ?? false,
      hidden: section.disabled,
    });
    for (const item of section.items) {
      const t = item.translations[language];
      const fields: {
        field: ItemTextField;
        original: string | null;
        translation: string | null;
        from: string | null;
      }[] = [
        {
          field: 'name',
          original: item.translateName ? item.name : null,
          translation: t?.translatedName ?? null,
          from: t?.originalName ?? null,
        },
        {
          field: 'description',
          original: item.description,
          translation: t?.translatedDescription ?? null,
          from: t?.originalDescription ?? null,
        },
        {
          field: 'ingredients',
          original: item.ingredients,
          translation: t?.translatedIngredients ?? null,
          from: t?.originalIngredients ?? null,
        },
      ];
      for (const { field, original, translation, from } of fields) {
        if (!original?.trim()) continue;
        texts.push({
          kind: 'item',
          id: item.id,
          sectionId: section.id,
          field,
          original,
          translation,
          translatedFrom: translation === null ? null : from,
          outdated: translation !== null && (t?.outdatedFields.includes(field) ?? false),
          machineDraft: translation !== null && (t?.machineDraftFields.includes(field) ?? false),
          hidden: section.disabled || item.disabled,
        });
      }
      for (const group of item.optionGroups) {
        const owner = {
          sectionId: section.id,
          itemId: item.id,
          optionGroupId: group.id,
          hidden: section.disabled || item.disabled,
        };
        texts.push(optionText('option-group', group, language, owner));
        for (const option of group.options) texts.push(optionText('option', option, language, owner));
      }
    }
  }
  return texts;
}

export function translationSheet(
  menu: FullMenu,
  language: Schemas['TranslationLanguage'],
  machineTranslationAvailable: boolean,
): TranslationSheet {
  const texts = translationTexts(menu, language);
  const withText = texts.filter((text) => text.translation !== null);
  return {
    language,
    sourceLanguage: menu.sourceLanguage,
    machineTranslationAvailable,
    texts,
    progress: {
      total: texts.length,
      translated: withText.filter((text) => !text.machineDraft).length,
      outdated: withText.filter((text) => text.outdated).length,
      machineDrafts: withText.filter((text) => text.machineDraft).length,
    },
  };
}

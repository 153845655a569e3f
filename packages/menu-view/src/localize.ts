import type { components } from '@tavola/api/schema';

type Schemas = components['schemas'];
export type FullMenu = Schemas['FullMenu'];
export type MenuSection = Schemas['MenuSection'];
export type MenuItem = Schemas['MenuItem'];

/**
 * What the view renders: the contract's FullMenu. `currency` (ISO 4217) is optional here so the view
 * works with data that predates it; prices then read in euros.
 */
export type MenuViewData = Omit<FullMenu, 'currency'> & { currency?: string | null };

function byPosition<T extends { position: number; id: number }>(a: T, b: T): number {
  return a.position - b.position || a.id - b.id;
}

/**
 * The sections and items a guest sees, in order: hidden (disabled) sections and items are left out,
 * and so is a section left with no item to show.
 */
export function visibleSections(menu: Pick<MenuViewData, 'sections'>): MenuSection[] {
  return menu.sections
    .filter((section) => !section.disabled)
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => !item.disabled).sort(byPosition),
    }))
    .filter((section) => section.items.length > 0)
    .sort(byPosition);
}

/** The translation when there is one for the text as it is now (a translation of an older text is stale). */
function translated(
  current: string | null,
  original: string | null | undefined,
  translation: string | null | undefined,
): string | null {
  if (!translation?.trim() || current === null) return current;
  return original === undefined || original === null || original === current ? translation : current;
}

/**
 * The menu in a guest's language: names, descriptions and ingredients replaced by their
 * translations where the menu has translations enabled and the owner wrote one. An item's name is
 * translated only when its name translation is on (a branded "Spritz" stays "Spritz").
 */
export function localizeMenu<T extends MenuViewData>(menu: T, language: string | null | undefined): T {
  if (!language || !menu.translationsEnabled) return menu;
  const menuTranslation = menu.translations[language];
  return {
    ...menu,
    name: translated(menu.name, menuTranslation?.originalName, menuTranslation?.translatedName) ?? menu.name,
    sections: menu.sections.map((section) => {
      const sectionTranslation = section.translations[language];
      return {
        ...section,
        name:
          translated(section.name, sectionTranslation?.originalName, sectionTranslation?.translatedName) ??
          section.name,
        items: section.items.map((item) => {
          const t = item.translations[language];
          if (!t) return item;
          return {
            ...item,
            name: item.translateName
              ? (translated(item.name, t.originalName, t.translatedName) ?? item.name)
              : item.name,
            description: translated(item.description, t.originalDescription, t.translatedDescription),
            ingredients: translated(item.ingredients, t.originalIngredients, t.translatedIngredients),
          };
        }),
      };
    }),
  };
}

import type { components } from '@tavola/api/schema';
import { visibleSections as visibleSectionsRule } from '@tavola/domain/menu-visibility';
import { translatedText as translated } from '@tavola/domain/translation';
import type { ItemExtras } from './item-extras';

type Schemas = components['schemas'];
export type FullMenu = Schemas['FullMenu'];
export type MenuSection = Schemas['MenuSection'];
export type MenuItem = Schemas['MenuItem'];

/**
 * The console's preview data: the contract's FullMenu. `currency` (ISO 4217) is optional here so the
 * view works with data that predates it (prices then read in euros), and so is `sourceLanguage`,
 * which the view does not need (a new menu's preview has none yet); so is `disabled` (the menu's
 * visibility to guests), which the preview does not show.
 */
export type MenuViewData = Omit<FullMenu, 'currency' | 'sourceLanguage' | 'disabled' | 'pdfPhotos'> & {
  currency?: string | null;
  pdfPhotos?: boolean;
  sourceLanguage?: string;
  disabled?: boolean;
};

/**
 * What the view renders: either the console's FullMenu (with hidden content and translations, left
 * out and applied here) or the contract's PublicMenu that guests read (already filtered and
 * translated by the server). Owner-only fields are optional, so both fit.
 */
export type MenuViewItem = Schemas['PublicMenuItem'] &
  Partial<Pick<MenuItem, 'disabled' | 'translateName' | 'translations'>> &
  ItemExtras;
export type MenuViewSection = Omit<Schemas['PublicMenuSection'], 'items'> &
  Partial<Pick<MenuSection, 'disabled' | 'translations'>> & { items: MenuViewItem[] };
export type MenuViewInput = Pick<
  FullMenu,
  | 'name'
  | 'banner'
  | 'bannerUrl'
  | 'footer'
  | 'logo'
  | 'menuLabelEnabled'
  | 'translationsEnabled'
  | 'theme'
  | 'clubAddress'
  | 'clubDisplayEmail'
  | 'clubDisplayPhone'
  | 'clubFacebook'
  | 'clubInstagram'
  | 'clubWebsite'
  | 'clubWhatsapp'
> & {
  sections: MenuViewSection[];
  translations?: FullMenu['translations'];
  currency?: string | null;
};

/** The sections and items a guest sees, in order (the rule lives in @tavola/domain). */
export const visibleSections: <S extends MenuViewSection>(menu: { sections: S[] }) => S[] =
  visibleSectionsRule;

/**
 * The menu in a guest's language: names, descriptions and ingredients replaced by their
 * translations where the menu has translations enabled and the owner wrote or accepted one (a
 * machine draft nobody reviewed is not shown; the rule lives in @tavola/domain/translation). An
 * item's name is translated only when its name translation is on (a branded "Spritz" stays "Spritz").
 */
export function localizeMenu<T extends MenuViewInput>(menu: T, language: string | null | undefined): T {
  // a PublicMenu comes translated by the server: it carries no translations to apply
  if (!language || !menu.translationsEnabled || !menu.translations) return menu;
  const menuTranslation = menu.translations[language];
  return {
    ...menu,
    name: translated(menu.name, menuTranslation?.translatedName, menuTranslation?.machineDraft) ?? menu.name,
    sections: menu.sections.map((section) => {
      const sectionTranslation = section.translations?.[language];
      return {
        ...section,
        name:
          translated(section.name, sectionTranslation?.translatedName, sectionTranslation?.machineDraft) ??
          section.name,
        items: section.items.map((item) => {
          const t = item.translations?.[language];
          if (!t) return item;
          const draft = (field: 'name' | 'description' | 'ingredients') =>
            t.machineDraftFields?.includes(field);
          return {
            ...item,
            name: item.translateName
              ? (translated(item.name, t.translatedName, draft('name')) ?? item.name)
              : item.name,
            description: translated(item.description, t.translatedDescription, draft('description')),
            ingredients: translated(item.ingredients, t.translatedIngredients, draft('ingredients')),
          };
        }),
      };
    }),
  };
}

/**
 * The public menu document: a stored menu reduced to what guests may see, in one language.
 *
 * Built field by field from the contract's PublicMenu type (never by spreading stored rows), so an
 * owner-only field (adminDisplayName, disabled, branded, promoted, translations…) cannot slip
 * through: a new column stays on the server until someone adds it here on purpose.
 */
import type { components } from '@tavola/api/schema';
import { visibleSections } from '@tavola/domain/menu-visibility';
import { entitlementsFor } from '@tavola/domain/plans';
import { translatedText } from '@tavola/domain/translation';
import { toBanner } from '#modules/banners/queries.ts';
import type { ItemOptionGroup } from '#modules/items/option-groups.ts';
import type { FullMenu } from '#modules/menus/queries.ts';
import type { GuestClub } from './queries.ts';

type Schemas = components['schemas'];
export type PublicMenu = Schemas['PublicMenu'];
type PublicMenuSection = Schemas['PublicMenuSection'];
type PublicOptionGroup = Schemas['PublicOptionGroup'];

/** The switches as guests get them: the menu's, the club's and the plan's, all three. */
export interface EffectiveFlags {
  callWaiterEnabled: boolean;
  menuLabelEnabled: boolean;
  translationsEnabled: boolean;
  banners: boolean;
  /** guests may download the menu as a PDF: the club's switch and the plan's PDF */
  pdfMenu: boolean;
  /** items' photos and option groups: plan features (a move to a plan without them hides them) */
  dishPhotos: boolean;
  itemOptions: boolean;
}

export function effectiveFlags(
  club: GuestClub,
  menu: Pick<FullMenu, 'callWaiterEnabled' | 'menuLabelEnabled' | 'translationsEnabled'>,
): EffectiveFlags {
  const plan = entitlementsFor(club.plan);
  return {
    callWaiterEnabled: menu.callWaiterEnabled && club.callWaiterEnabled,
    menuLabelEnabled: menu.menuLabelEnabled && club.menuLabelEnabled && plan.labels,
    translationsEnabled: menu.translationsEnabled && club.translationsEnabled && plan.translations,
    // a banner written on a paid plan is not shown after a move to a plan without banners
    banners: plan.banners,
    pdfMenu: club.pdfMenuEnabled && plan.pdfMenu,
    dishPhotos: plan.dishPhotos,
    itemOptions: plan.itemOptions,
  };
}

const hasText = (value: string | null | undefined) => Boolean(value?.trim());

const accepted = (text: string | null | undefined, machineDraft: boolean) => !machineDraft && hasText(text);

/**
 * Languages a guest may choose: those with at least one accepted (not a machine draft), non-blank
 * translation of something they see (the menu's name, a visible section, a visible item). None
 * when translations are off.
 */
export function availableLanguages(menu: FullMenu, flags: EffectiveFlags): string[] {
  if (!flags.translationsEnabled) return [];
  const languages = new Set<string>();
  for (const [language, t] of Object.entries(menu.translations)) {
    if (accepted(t.translatedName, t.machineDraft)) languages.add(language);
  }
  for (const section of visibleSections(menu)) {
    for (const [language, t] of Object.entries(section.translations)) {
      if (accepted(t.translatedName, t.machineDraft)) languages.add(language);
    }
    for (const item of section.items) {
      for (const [language, t] of Object.entries(item.translations)) {
        const drafts = new Set(t.machineDraftFields);
        if (
          (item.translateName && accepted(t.translatedName, drafts.has('name'))) ||
          accepted(t.translatedDescription, drafts.has('description')) ||
          accepted(t.translatedIngredients, drafts.has('ingredients'))
        )
          languages.add(language);
      }
      if (flags.itemOptions) addOptionLanguages(item.optionGroups, languages);
    }
  }
  return [...languages].sort();
}

/** The languages of the accepted translations of the names of these groups and their options. */
function addOptionLanguages(groups: readonly ItemOptionGroup[], languages: Set<string>) {
  for (const group of groups) {
    if (group.options.length === 0) continue;
    for (const entity of [group, ...group.options])
      for (const [language, t] of Object.entries(entity.translations))
        if (accepted(t.translatedName, t.machineDraft)) languages.add(language);
  }
}

/**
 * An item's groups as guests see them, names in the document's language (`pick`); groups without
 * options are left out (nothing to choose), and so are all of them without the plan's options.
 */
function publicOptionGroups(
  groups: readonly ItemOptionGroup[],
  flags: EffectiveFlags,
  name: (entity: { name: string; translations: ItemOptionGroup['translations'] }) => string,
): PublicOptionGroup[] {
  if (!flags.itemOptions) return [];
  return groups
    .filter((group) => group.options.length > 0)
    .map((group) => ({
      id: group.id,
      name: name(group),
      choice: group.choice,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      required: group.required,
      options: group.options.map((option) => ({
        id: option.id,
        name: name(option),
        price: option.price,
        outOfStock: option.outOfStock,
        allergens: [...option.allergens],
      })),
    }));
}

/**
 * The document for one language (null = the owner's original texts). Each text is its translation
 * where there is a non-blank, accepted one (the shared rule of @tavola/domain/translation: outdated
 * translations are still shown, machine drafts are not), the original otherwise; an item's name
 * only when its name translation is on.
 */
export function buildPublicMenu(
  menu: FullMenu,
  club: GuestClub,
  flags: EffectiveFlags,
  languages: string[],
  language: string | null,
): PublicMenu {
  const pick = (current: string, translation: string | null | undefined, machineDraft = false) =>
    language === null ? current : (translatedText(current, translation, machineDraft) ?? current);
  const pickNullable = (
    current: string | null,
    translation: string | null | undefined,
    machineDraft = false,
  ) => (language === null ? current : translatedText(current, translation, machineDraft));

  const optionName = (entity: { name: string; translations: ItemOptionGroup['translations'] }) => {
    const t = language === null ? undefined : entity.translations[language];
    return pick(entity.name, t?.translatedName, t?.machineDraft);
  };
  const menuTranslation = language === null ? undefined : menu.translations[language];
  const sections: PublicMenuSection[] = visibleSections(menu).map((section) => {
    const sectionTranslation = language === null ? undefined : section.translations[language];
    return {
      id: section.id,
      name: pick(section.name, sectionTranslation?.translatedName, sectionTranslation?.machineDraft),
      position: section.position,
      items: section.items.map((item) => {
        const t = language === null ? undefined : item.translations[language];
        const draft = (field: 'name' | 'description' | 'ingredients') =>
          t?.machineDraftFields.includes(field);
        return {
          id: item.id,
          name: item.translateName ? pick(item.name, t?.translatedName, draft('name')) : item.name,
          description: pickNullable(item.description, t?.translatedDescription, draft('description')),
          ingredients: pickNullable(item.ingredients, t?.translatedIngredients, draft('ingredients')),
          allergens: [...item.allergens],
          additionalNotes: item.additionalNotes,
          price: item.price,
          priceText: item.priceText,
          position: item.position,
          outOfStock: item.outOfStock,
          // labels are a plan feature behind two switches: without them guests see no label
          bestSeller: flags.menuLabelEnabled && item.bestSeller,
          suggested: flags.menuLabelEnabled && item.suggested,
          photo: flags.dishPhotos ? item.photo : null,
          dietaryTags: [...item.dietaryTags],
          spiciness: item.spiciness,
          // a dish without a price is asked of the waiter, like one left out of ordering
          orderable: item.orderable && item.price !== null,
          optionGroups: publicOptionGroups(item.optionGroups, flags, optionName),
        };
      }),
    };
  });

  const banner = flags.banners && menu.banner ? menu.banner : null;
  return {
    id: menu.id,
    name: pick(menu.name, menuTranslation?.translatedName, menuTranslation?.machineDraft),
    language,
    languages,
    sourceLanguage: menu.sourceLanguage,
    clubName: club.name,
    banner: banner ? toBanner(banner) : null,
    bannerUrl: banner ? menu.bannerUrl : null,
    footer: menu.footer,
    logo: menu.logo,
    refreshTime: menu.refreshTime,
    callWaiterEnabled: flags.callWaiterEnabled,
    pdfMenuEnabled: flags.pdfMenu,
    menuLabelEnabled: flags.menuLabelEnabled,
    translationsEnabled: flags.translationsEnabled,
    theme: { ...menu.theme },
    sections,
    clubAddress: menu.clubAddress,
    clubDisplayEmail: menu.clubDisplayEmail,
    clubDisplayPhone: menu.clubDisplayPhone,
    clubFacebook: menu.clubFacebook,
    clubInstagram: menu.clubInstagram,
    clubWebsite: menu.clubWebsite,
    clubWhatsapp: menu.clubWhatsapp,
    currency: menu.currency,
  };
}

/**
 * Pure helpers that put what the owner is typing into a menu for the live preview: the fetched full
 * menu stays as the server sent it, and each edit page lays its form values over a copy. Form
 * values come as forms hold them (empty strings, prices as text); the helpers turn them into what
 * the server would store, so the preview shows what guests will see after saving.
 */
import type { Schemas } from '@tavola/api/schema';
import { type ClubContactField, menuContacts } from '@tavola/domain/club';
import type { ItemPhoto } from '@tavola/menu-view/item-extras';
import type { MenuViewData } from '@tavola/menu-view/localize';

type Theme = Schemas['Theme'];
type Banner = Schemas['Banner'];
type MenuItem = Schemas['MenuItem'];
type ClubDetail = Schemas['ClubDetail'];

/** Ids of things not saved yet: negative, so they never meet a real id. */
export const DRAFT_ID = -1;

type Text = string | null | undefined;

/** Trimmed text, or null when empty (the server stores an empty optional text as null). */
function optionalText(value: Text): string | null {
  const text = (value ?? '').trim();
  return text ? text : null;
}

/** A price as a number input may hold it while typing: '' and bad values mean no price. */
export function draftPrice(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const text = value.trim().replace(',', '.');
  if (!text) return null;
  const price = Number(text);
  return Number.isFinite(price) && price >= 0 ? price : null;
}

/**
 * A menu with nothing in it yet, for the new-menu page: the club's logo, contacts and currency, and
 * the theme chosen in the form.
 */
export function blankPreviewMenu(
  club: Pick<ClubDetail, 'logo' | 'address' | ClubContactField> & { currency?: string | null },
  theme: Theme,
): MenuViewData {
  return {
    id: DRAFT_ID,
    name: '',
    adminDisplayName: null,
    position: 0,
    banner: null,
    bannerUrl: null,
    footer: null,
    logo: club.logo,
    refreshTime: 0,
    callWaiterEnabled: false,
    menuLabelEnabled: false,
    translationsEnabled: false,
    theme,
    sections: [],
    translations: {},
    clubAddress: club.address || null,
    ...menuContacts(club),
    currency: club.currency ?? null,
  };
}

/** The menu form's values, as far as guests see them. Absent fields keep the menu's value. */
export interface MenuDraft {
  name?: Text;
  adminDisplayName?: Text;
  footer?: Text;
  logo?: Text;
  refreshTime?: number | string | null;
  callWaiterEnabled?: boolean;
  menuLabelEnabled?: boolean;
  translationsEnabled?: boolean;
  /** the theme chosen in the form (the caller finds it by id in the theme list) */
  theme?: Theme | null;
}

export function applyMenuDraft<T extends MenuViewData>(menu: T, draft: MenuDraft): T {
  const next = { ...menu };
  if (draft.name !== undefined) next.name = (draft.name ?? '').trim();
  if (draft.adminDisplayName !== undefined) next.adminDisplayName = optionalText(draft.adminDisplayName);
  if (draft.footer !== undefined) next.footer = optionalText(draft.footer);
  if (draft.logo !== undefined) next.logo = optionalText(draft.logo);
  if (draft.refreshTime !== undefined) {
    const seconds = Number(draft.refreshTime);
    if (Number.isInteger(seconds) && seconds >= 0) next.refreshTime = seconds;
  }
  if (draft.callWaiterEnabled !== undefined) next.callWaiterEnabled = draft.callWaiterEnabled;
  if (draft.menuLabelEnabled !== undefined) next.menuLabelEnabled = draft.menuLabelEnabled;
  if (draft.translationsEnabled !== undefined) next.translationsEnabled = draft.translationsEnabled;
  if (draft.theme) next.theme = draft.theme;
  return next;
}

/** The theme choice alone (e.g. a theme picker outside the menu form). */
export function applyTheme<T extends MenuViewData>(menu: T, theme: Theme | null | undefined): T {
  return theme ? { ...menu, theme } : menu;
}

/** The item form's values. `id` is absent for a new item; `sectionId` is where it goes. */
export interface ItemDraft {
  id?: number | null;
  sectionId: number;
  name?: Text;
  description?: Text;
  ingredients?: Text;
  allergens?: readonly MenuItem['allergens'][number][];
  additionalNotes?: Text;
  price?: number | string | null;
  priceText?: Text;
  outOfStock?: boolean;
  disabled?: boolean;
  bestSeller?: boolean;
  suggested?: boolean;
  branded?: boolean;
  translateName?: boolean;
  dietaryTags?: readonly MenuItem['dietaryTags'][number][];
  spiciness?: number;
  /** the option groups as the form holds them (a new group or option has no id yet) */
  optionGroups?: readonly DraftOptionGroup[];
  /** a new item's photo, held by the form until the item is saved (else the saved item's) */
  photo?: ItemPhoto | null;
  orderable?: boolean;
}

type ItemOptionGroup = MenuItem['optionGroups'][number];

/** An option group as the item form holds it: numbers and prices as typed. */
export interface DraftOptionGroup {
  id: number | null;
  name: string;
  choice: ItemOptionGroup['choice'];
  minChoices: number | string;
  maxChoices: number | string;
  required: boolean;
  options: readonly {
    id: number | null;
    name: string;
    price: number | string;
    outOfStock: boolean;
    allergens: readonly MenuItem['allergens'][number][];
  }[];
}

/** The groups as the server would store them; their translations stay the saved ones. */
function optionGroupsFromDraft(
  base: readonly ItemOptionGroup[],
  groups: readonly DraftOptionGroup[],
): ItemOptionGroup[] {
  const count = (value: number | string) => (Number.isInteger(Number(value)) ? Number(value) : 0);
  const savedOptions = base.flatMap((group) => group.options);
  return groups.map((group, position) => ({
    id: group.id ?? DRAFT_ID - position,
    name: group.name.trim(),
    choice: group.choice,
    minChoices: count(group.minChoices),
    maxChoices: count(group.maxChoices),
    required: group.required,
    position,
    translations: base.find((saved) => saved.id === group.id)?.translations ?? {},
    options: group.options.map((option, at) => ({
      id: option.id ?? DRAFT_ID - at,
      name: option.name.trim(),
      price: draftPrice(option.price),
      outOfStock: option.outOfStock,
      allergens: [...option.allergens],
      position: at,
      translations: savedOptions.find((saved) => saved.id === option.id)?.translations ?? {},
    })),
  }));
}

function itemFromDraft(base: MenuItem | undefined, draft: ItemDraft, position: number): MenuItem {
  const pick = <K extends keyof MenuItem>(key: K, value: MenuItem[K] | undefined, fallback: MenuItem[K]) =>
    value !== undefined ? value : (base?.[key] ?? fallback);
  return {
    id: base?.id ?? DRAFT_ID,
    name: draft.name !== undefined ? (draft.name ?? '').trim() : (base?.name ?? ''),
    description:
      draft.description !== undefined ? optionalText(draft.description) : (base?.description ?? null),
    ingredients:
      draft.ingredients !== undefined ? optionalText(draft.ingredients) : (base?.ingredients ?? null),
    allergens: draft.allergens !== undefined ? [...draft.allergens] : (base?.allergens ?? []),
    additionalNotes:
      draft.additionalNotes !== undefined
        ? optionalText(draft.additionalNotes)
        : (base?.additionalNotes ?? null),
    price: draft.price !== undefined ? draftPrice(draft.price) : (base?.price ?? null),
    priceText: draft.priceText !== undefined ? optionalText(draft.priceText) : (base?.priceText ?? null),
    position,
    disabled: pick('disabled', draft.disabled, false),
    outOfStock: pick('outOfStock', draft.outOfStock, false),
    bestSeller: pick('bestSeller', draft.bestSeller, false),
    suggested: pick('suggested', draft.suggested, false),
    branded: pick('branded', draft.branded, false),
    translateName: pick('translateName', draft.translateName, true),
    photo: draft.photo !== undefined ? draft.photo : (base?.photo ?? null),
    dietaryTags: draft.dietaryTags !== undefined ? [...draft.dietaryTags] : (base?.dietaryTags ?? []),
    spiciness: pick('spiciness', draft.spiciness, 0),
    optionGroups:
      draft.optionGroups !== undefined
        ? optionGroupsFromDraft(base?.optionGroups ?? [], draft.optionGroups)
        : (base?.optionGroups ?? []),
    orderable: pick('orderable', draft.orderable, true),
    translations: base?.translations ?? {},
  };
}

/**
 * One item's form values in the menu: the saved item is replaced where it is, a new one goes last in
 * its section, and an item moved to another section leaves its old one and goes last in the new.
 * The item keeps DRAFT_ID until saved.
 */
export function applyItemDraft<T extends MenuViewData>(menu: T, draft: ItemDraft): T {
  const savedId = draft.id ?? null;
  const base =
    savedId === null
      ? undefined
      : menu.sections.flatMap((section) => section.items).find((item) => item.id === savedId);
  const from = base
    ? menu.sections.find((section) => section.items.some((item) => item.id === savedId))
    : undefined;
  return {
    ...menu,
    sections: menu.sections.map((section) => {
      const staysHere = section.id === draft.sectionId && from?.id === draft.sectionId;
      if (staysHere && base)
        return {
          ...section,
          items: section.items.map((item) =>
            item.id === base.id ? itemFromDraft(base, draft, item.position) : item,
          ),
        };
      const others =
        section.id === from?.id ? section.items.filter((item) => item.id !== savedId) : section.items;
      if (section.id !== draft.sectionId)
        return others === section.items ? section : { ...section, items: others };
      const last = others.reduce((max, item) => Math.max(max, item.position), -1);
      return { ...section, items: [...others, itemFromDraft(base, draft, last + 1)] };
    }),
  };
}

/** The banner form's values; `imageUrl` is the uploaded (or just picked, as an object URL) image. */
export interface BannerDraft {
  title?: Text;
  subtitle?: Text;
  description?: Text;
  price?: Text;
  forYou?: boolean;
  imageUrl?: Text;
}

export function applyBannerDraft<T extends MenuViewData>(menu: T, draft: BannerDraft): T {
  const base: Banner = menu.banner ?? {
    id: DRAFT_ID,
    title: '',
    subtitle: null,
    description: null,
    imageUrl: null,
    price: '',
    forYou: false,
  };
  const banner: Banner = {
    id: base.id,
    title: draft.title !== undefined ? (draft.title ?? '').trim() : base.title,
    subtitle: draft.subtitle !== undefined ? optionalText(draft.subtitle) : base.subtitle,
    description: draft.description !== undefined ? optionalText(draft.description) : base.description,
    price: draft.price !== undefined ? (draft.price ?? '').trim() : base.price,
    forYou: draft.forYou ?? base.forYou,
    imageUrl: draft.imageUrl !== undefined ? optionalText(draft.imageUrl) : (base.imageUrl ?? menu.bannerUrl),
  };
  return { ...menu, banner, bannerUrl: banner.imageUrl };
}

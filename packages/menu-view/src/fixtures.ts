// Menus for tests and the size benchmark: a realistic Italian menu in a light theme.
import type { components } from '@tavola/api/schema';
import type { ItemPhoto } from './item-extras';
import { type MenuItem, type MenuSection, type MenuViewData, visibleSections } from './localize';

export type PublicMenu = components['schemas']['PublicMenu'];
type PublicOptionGroup = components['schemas']['PublicOptionGroup'];

type Theme = MenuViewData['theme'];

export const lightTheme: Theme = {
  id: 1,
  name: 'Classic',
  background: '#fffaf3',
  backgroundImage: null,
  main: '#9a3412',
  text: '#1f2937',
  divider: '#e7d8c6',
  font: 'Serif',
  buttonText: '#ffffff',
  tabBackground: '#9a3412',
  tabText: '#ffffff',
  bestSellerLabelColor: '#facc15',
  suggestedLabelColor: '#166534',
  pdfHighlight: '#9a3412',
  pdfSectionTitle: '#9a3412',
  pdfText: '#1f2937',
};

let nextId = 1000;

export function makeItem(overrides: Partial<MenuItem> = {}): MenuItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Item ${id}`,
    description: null,
    ingredients: null,
    allergens: [],
    additionalNotes: null,
    price: null,
    priceText: null,
    position: 0,
    disabled: false,
    outOfStock: false,
    bestSeller: false,
    suggested: false,
    branded: false,
    translateName: true,
    photo: null,
    dietaryTags: [],
    spiciness: 0,
    optionGroups: [],
    orderable: true,
    translations: {},
    ...overrides,
  };
}

export function makeSection(overrides: Partial<MenuSection> = {}): MenuSection {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Section ${id}`,
    position: 0,
    disabled: false,
    station: 'kitchen',
    items: [],
    translations: {},
    ...overrides,
  };
}

export function makeMenu(overrides: Partial<MenuViewData> = {}): MenuViewData {
  return {
    id: 1,
    name: 'Dinner',
    sourceLanguage: 'it',
    adminDisplayName: null,
    position: 0,
    banner: null,
    bannerUrl: null,
    footer: null,
    logo: null,
    refreshTime: 0,
    callWaiterEnabled: false,
    menuLabelEnabled: true,
    translationsEnabled: false,
    theme: lightTheme,
    sections: [],
    translations: {},
    clubAddress: null,
    clubDisplayEmail: null,
    clubDisplayPhone: null,
    clubFacebook: null,
    clubInstagram: null,
    clubWebsite: null,
    clubWhatsapp: null,
    currency: 'EUR',
    ...overrides,
  };
}

/** A full dinner menu: what a trattoria puts on its tables. */
export function sampleMenu(): MenuViewData {
  return makeMenu({
    name: 'Trattoria Demo',
    logo: '/logo.png',
    footer: 'Cover charge €2. Ask our staff about allergens.',
    banner: {
      id: 1,
      title: 'Spritz & cicchetti',
      subtitle: 'Every evening from 6 pm',
      description: 'A Spritz with three cicchetti of the day.',
      imageUrl: '/banner.jpg',
      price: '€ 9',
      forYou: true,
    },
    sections: [
      makeSection({
        id: 1,
        name: 'Antipasti',
        position: 0,
        items: [
          makeItem({
            id: 11,
            name: 'Bruschetta al pomodoro',
            description: 'Grilled bread, tomatoes, basil',
            ingredients: 'bread, tomatoes, basil, garlic, olive oil',
            allergens: ['gluten'],
            price: 6.5,
            position: 0,
            bestSeller: true,
          }),
          makeItem({
            id: 12,
            name: 'Vitello tonnato',
            allergens: ['eggs', 'fish', 'mustard'],
            price: 12,
            position: 1,
            suggested: true,
          }),
        ],
      }),
      makeSection({
        id: 2,
        name: 'Primi',
        position: 1,
        items: [
          makeItem({
            id: 21,
            name: 'Tagliatelle al ragù',
            allergens: ['gluten', 'eggs', 'celery'],
            price: 13,
            position: 0,
          }),
          makeItem({
            id: 22,
            name: 'Risotto ai funghi',
            allergens: ['milk'],
            price: 14,
            position: 1,
            outOfStock: true,
          }),
        ],
      }),
      makeSection({
        id: 3,
        name: 'Pesce',
        position: 2,
        items: [
          makeItem({
            id: 31,
            name: 'Pescato del giorno',
            priceText: 'market price',
            allergens: ['fish'],
            position: 0,
          }),
        ],
      }),
    ],
    clubAddress: 'Via Roma 1, 00100 Roma RM, Italia',
    clubDisplayPhone: '+39 06 1234 5678',
    clubDisplayEmail: 'info@trattoriademo.it',
    clubWebsite: 'https://www.trattoriademo.it/',
    clubInstagram: 'https://instagram.com/trattoriademo',
    clubFacebook: 'https://facebook.com/trattoriademo',
    clubWhatsapp: '+39 333 123 4567',
  });
}

/** A menu as the public read sends it to guests: hidden content left out, owner-only fields dropped. */
export function toPublicMenu(menu: MenuViewData, overrides: Partial<PublicMenu> = {}): PublicMenu {
  return {
    id: menu.id,
    name: menu.name,
    language: null,
    languages: [],
    sourceLanguage: menu.sourceLanguage ?? 'it',
    clubName: 'Trattoria Demo',
    banner: menu.banner,
    bannerUrl: menu.bannerUrl,
    footer: menu.footer,
    logo: menu.logo,
    refreshTime: menu.refreshTime,
    callWaiterEnabled: menu.callWaiterEnabled,
    pdfMenuEnabled: false,
    menuLabelEnabled: menu.menuLabelEnabled,
    translationsEnabled: menu.translationsEnabled,
    theme: menu.theme,
    clubAddress: menu.clubAddress,
    clubDisplayEmail: menu.clubDisplayEmail,
    clubDisplayPhone: menu.clubDisplayPhone,
    clubFacebook: menu.clubFacebook,
    clubInstagram: menu.clubInstagram,
    clubWebsite: menu.clubWebsite,
    clubWhatsapp: menu.clubWhatsapp,
    currency: menu.currency ?? 'EUR',
    sections: visibleSections(menu).map((section) => ({
      id: section.id,
      name: section.name,
      position: section.position,
      items: section.items.map((item) => ({
        id: item.id,
        name: item.name,
        description: item.description,
        ingredients: item.ingredients,
        allergens: item.allergens,
        additionalNotes: item.additionalNotes,
        price: item.price,
        priceText: item.priceText,
        position: item.position,
        outOfStock: item.outOfStock,
        bestSeller: item.bestSeller,
        suggested: item.suggested,
        photo: item.photo,
        dietaryTags: item.dietaryTags,
        spiciness: item.spiciness,
        optionGroups: item.optionGroups.map(publicOptionGroup),
        orderable: item.orderable,
      })),
    })),
    ...overrides,
  };
}

/** An owner's option group as the public read sends it: without positions and translations. */
function publicOptionGroup(group: MenuItem['optionGroups'][number]): PublicOptionGroup {
  const { id, name, choice, minChoices, maxChoices, required } = group;
  return {
    id,
    name,
    choice,
    minChoices,
    maxChoices,
    required,
    options: group.options.map(({ id, name, price, outOfStock, allergens }) => ({
      id,
      name,
      price,
      outOfStock,
      allergens,
    })),
  };
}

/** A tiny blurred WebP as the server makes it (a real one, 1×1). */
export const PLACEHOLDER = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';

/** A dish's photo at the three widths, addressed as the server addresses them. */
export function makePhoto(overrides: Partial<ItemPhoto> = {}): ItemPhoto {
  return {
    url: 'https://api.example.com/api/v1/images/3f9a0c1d2e3f4a5b6c7d8e9f0a1b2c3d',
    widths: [320, 640, 960],
    width: 960,
    height: 720,
    placeholder: PLACEHOLDER,
    ...overrides,
  };
}

/**
 * The sample menu with photos, dietary tags, spiciness and options: a pizza with a "Size" group and
 * an "Extras" group whose parmesan adds milk, a vegan salad, a spicy vegetarian pasta.
 */
export function photoMenu(): MenuViewData {
  const menu = sampleMenu();
  return {
    ...menu,
    sections: [
      makeSection({
        id: 5,
        name: 'Pizze',
        position: 0,
        items: [
          makeItem({
            id: 51,
            name: 'Margherita',
            description: 'Tomato, mozzarella, basil',
            allergens: ['gluten'],
            price: 9,
            photo: makePhoto({
              url: 'https://api.example.com/api/v1/images/aaaa0000aaaa0000aaaa0000aaaa0000',
            }),
            dietaryTags: ['vegetarian'],
            optionGroups: [
              {
                id: 1,
                name: 'Size',
                choice: 'single',
                minChoices: 1,
                maxChoices: 1,
                required: true,
                position: 0,
                translations: {},
                options: [
                  {
                    id: 11,
                    name: 'Regular',
                    price: null,
                    outOfStock: false,
                    allergens: [],
                    position: 0,
                    translations: {},
                  },
                  {
                    id: 12,
                    name: 'Large',
                    price: 12.5,
                    outOfStock: false,
                    allergens: [],
                    position: 0,
                    translations: {},
                  },
                  {
                    id: 13,
                    name: 'Family',
                    price: 19,
                    outOfStock: true,
                    allergens: [],
                    position: 0,
                    translations: {},
                  },
                ],
              },
              {
                id: 2,
                name: 'Extras',
                choice: 'multiple',
                minChoices: 0,
                maxChoices: 3,
                required: false,
                position: 1,
                translations: {},
                options: [
                  {
                    id: 21,
                    name: 'Parmesan',
                    price: 1.5,
                    outOfStock: false,
                    allergens: ['milk'],
                    position: 0,
                    translations: {},
                  },
                  {
                    id: 22,
                    name: 'Basil',
                    price: null,
                    outOfStock: false,
                    allergens: [],
                    position: 0,
                    translations: {},
                  },
                ],
              },
            ],
          }),
          makeItem({
            id: 52,
            name: "Insalata dell'orto",
            allergens: [],
            price: 8,
            photo: makePhoto({
              url: 'https://api.example.com/api/v1/images/bbbb0000bbbb0000bbbb0000bbbb0000',
              widths: [320, 640],
              width: 640,
              height: 640,
            }),
            dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'lactose-free'],
          }),
          makeItem({
            id: 53,
            name: "Penne all'arrabbiata",
            allergens: ['gluten'],
            price: 11,
            dietaryTags: ['vegetarian'],
            spiciness: 2,
          }),
          makeItem({ id: 54, name: 'Calzone', allergens: ['gluten', 'milk'], price: 10 }),
        ],
      }),
      ...menu.sections.map((section) => ({ ...section, position: section.position + 1 })),
    ],
  };
}
